import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the trace's evidence-pack PDF, in French. */
export const tracePdf = {
  'tracePdf.packNotFound': "Ce dossier de preuves n'existe pas ou a expiré. Téléchargez de nouveau le PDF depuis la traçabilité.",
  'tracePdf.chromiumMissing':
    "L'export PDF a besoin de Chromium, qui n'est pas installé sur ce serveur. Installez le paquet chromium ou indiquez dans CHROME_PATH un exécutable Chromium ou Chrome.",
  'tracePdf.renderFailed': "Le PDF n'a pas pu être produit pour le moment. Veuillez réessayer dans un instant.",
} satisfies Partial<TMessageCatalogue>;
