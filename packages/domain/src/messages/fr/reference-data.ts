import type { TMessageCatalogue } from '../en.ts';

export const referenceData = {
  'locations.unknownCountry': 'Aucun pays ne porte cet identifiant.',
  'locations.unknownProvince': 'Aucune province ne porte cet identifiant.',
  'locations.addressNotDetermined':
    'L’adresse de cet emplacement ne peut pas être déterminée. Choisissez le pays, la province et le district, puis saisissez l’adresse.',
  'locations.addressServiceUnavailable':
    'Le service d’adresses ne répond pas pour le moment. Réessayez dans un instant ou choisissez l’emplacement vous-même.',
} satisfies Partial<TMessageCatalogue>;
