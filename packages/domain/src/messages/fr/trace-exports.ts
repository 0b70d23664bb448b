import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the trace exports (documents zip and EPCIS), in French. */
export const traceExports = {
  'traceExports.orderNotFound': "Cette commande n'existe pas ou n'est pas l'une des vôtres.",
  'traceExports.index.file': 'Fichier',
  'traceExports.index.transaction': 'Transaction',
  'traceExports.index.from': 'De',
  'traceExports.index.to': 'À',
  'traceExports.index.date': 'Date (UTC)',
  'traceExports.index.documentNumber': 'Numéro du document',
  'traceExports.index.empty': "Aucun document : rien sur cette traçabilité n'a encore de document joint.",
  'traceExports.kind.purchase': 'Achat',
  'traceExports.kind.sale': 'Vente',
  'traceExports.kind.transport': 'Transport',
  'traceExports.kind.certification': 'Certification du produit',
  'traceExports.nonParticipatingSeller': 'Vendeur non participant',
} satisfies Partial<TMessageCatalogue>;
