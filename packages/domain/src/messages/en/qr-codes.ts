/** Server messages of qr-codes, in English. */
export const qrCodes = {
  'qrCodes.batchNotCompleted': 'Only a completed batch can be deleted. Some QR codes of this batch are not dispensed yet.',
  'qrCodes.noFreeCodes': 'No unused QR codes could be found for this batch. Please try again with a smaller quantity.',
  'qrCodes.batchNameTaken': 'A QR code batch named {{name}} already exists. Please choose another name.',
  'qrCodes.label.lotNumber': 'Lot number',
  'qrCodes.label.baleNumber': 'Bale number',
  'qrCodes.noAssignedLabels': 'No QR code of this batch is on a product yet, so there are no assigned labels to print.',
} as const;
