/** Server messages of the trace exports (documents zip and EPCIS), in English. */
export const traceExports = {
  'traceExports.orderNotFound': 'This order does not exist or is not one of yours.',
  'traceExports.index.file': 'File',
  'traceExports.index.transaction': 'Transaction',
  'traceExports.index.from': 'From',
  'traceExports.index.to': 'To',
  'traceExports.index.date': 'Date (UTC)',
  'traceExports.index.documentNumber': 'Document number',
  'traceExports.index.empty': 'No documents: nothing on this trace has documents attached yet.',
  'traceExports.kind.purchase': 'Purchase',
  'traceExports.kind.sale': 'Sale',
  'traceExports.kind.transport': 'Transport',
  'traceExports.kind.certification': 'Product certification',
  'traceExports.nonParticipatingSeller': 'Non-participating seller',
} as const;
