import type { TMessageCatalogue } from '../en.ts';

/** Messages serveur du moteur de risque, en français. */
export const risk = {
  'risk.notFound': "Cette installation n'existe pas ou son risque ne vous est pas accessible.",
  'risk.rangeReversed': 'La fin de la période ne peut pas précéder son début.',
  'risk.source.COUNTRY': 'Risque pays',
  'risk.source.PRODUCT_LISTING': 'Liste des biens (ILAB)',
  'risk.source.SAQ': 'Auto-évaluation',
  'risk.source.HOTLINE': 'Administration (ligne d’alerte)',
  'risk.source.REPORT': "Rapport d'auditeur",
  'risk.source.CAP': "Plan d'amélioration",
  'risk.source.DNA': 'Test ADN',
} satisfies Partial<TMessageCatalogue>;
