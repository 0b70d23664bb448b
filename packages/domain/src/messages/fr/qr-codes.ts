import type { TMessageCatalogue } from '../en.ts';

export const qrCodes = {
  'qrCodes.batchNotCompleted': 'Seul un lot terminé peut être supprimé. Certains codes QR de ce lot ne sont pas encore épuisés.',
  'qrCodes.noFreeCodes': "Aucun code QR inutilisé n'a pu être trouvé pour ce lot. Veuillez réessayer avec une quantité plus petite.",
  'qrCodes.batchNameTaken': 'Un lot de codes QR nommé {{name}} existe déjà. Veuillez choisir un autre nom.',
} satisfies Partial<TMessageCatalogue>;
