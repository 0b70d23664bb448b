import type { TMessageCatalogue } from '../en.ts';

/** Server messages of order traces, in French. */
export const traces = {
  'traces.nonParticipating': '{{role}} non participant',
  'traces.missing': 'Informations insuffisantes pour compléter la traçabilité : demandez à {{supplier}} d’enregistrer ses transactions.',
  'traces.noDirectMatch':
    'Aucune correspondance directe avec les documents de {{supplier}} : la liste montre toutes ses transactions reçues du {{from}} au {{to}}.',
  'traces.ratio':
    '{{facility}} a produit {{output}} kg à partir de {{input}} kg (rapport {{ratio}}), plus que la carte de la chaîne d’approvisionnement ne le permet (au plus {{limit}} kg produit par kg utilisé).',
  'traces.ratioWithoutLimit': '{{facility}} a produit {{output}} kg à partir de {{input}} kg : plus en sortie qu’en entrée.',
  'traces.oversold':
    '{{facility}} a vendu {{sold}} kg du {{from}} au {{to}}, plus que les {{available}} kg achetés et produits sur cette période.',
} as const satisfies Partial<TMessageCatalogue>;
