import type { TMessageCatalogue } from '../en.ts';

export const configurationBundle = {
  'configurationBundle.notABundle':
    'Ce fichier n’est pas un export de configuration. Exportez-en un depuis les Paramètres ou avec GET /api/configuration/export.',
  'configurationBundle.newerVersion':
    'Cet export provient d’une version plus récente (version {{version}}) ; ce système lit les versions jusqu’à {{supported}}. Mettez d’abord ce système à jour.',
  'configurationBundle.olderVersion':
    'La version {{version}} des exports ne peut plus être lue. Exportez de nouveau la configuration depuis un système à jour.',
  'configurationBundle.entryRefused': 'L’entrée {{path}} de l’export a été refusée : {{reason}}',
  'configurationBundle.unknownRole': 'aucun rôle nommé « {{name}} » dans l’export ni dans ce système',
  'configurationBundle.unknownProduct': 'aucun produit nommé « {{name}} » dans l’export',
  'configurationBundle.unknownAttribute': 'aucun attribut nommé « {{name}} » dans l’export',
  'configurationBundle.unknownSubIndicator':
    'la liste d’indicateurs de l’export n’a pas de sous-indicateur « {{subIndicator}} » sous « {{indicator}} »',
  'configurationBundle.unknownName': '« {{name}} » ne figure pas dans l’export',
  'configurationBundle.unknownCountry': 'aucun pays n’a le code {{code}}',
  'configurationBundle.badBase64': 'Ce n’est pas un fichier encodé en base64',
} satisfies Partial<TMessageCatalogue>;
