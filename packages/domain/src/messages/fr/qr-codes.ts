import type { TMessageCatalogue } from '../en.ts';

export const qrCodes = {
  'qrCodes.batchNotCompleted': 'Seul un lot terminé peut être supprimé. Certains codes QR de ce lot ne sont pas encore épuisés.',
  'qrCodes.noFreeCodes': "Aucun code QR inutilisé n'a pu être trouvé pour ce lot. Veuillez réessayer avec une quantité plus petite.",
  'qrCodes.batchNameTaken': 'Un lot de codes QR nommé {{name}} existe déjà. Veuillez choisir un autre nom.',
  'qrCodes.label.lotNumber': 'Numéro de lot',
  'qrCodes.label.baleNumber': 'Numéro de balle',
  'qrCodes.noAssignedLabels': "Aucun code QR de ce lot n'est encore sur un produit : il n'y a pas d'étiquette attribuée à imprimer.",
} satisfies Partial<TMessageCatalogue>;
