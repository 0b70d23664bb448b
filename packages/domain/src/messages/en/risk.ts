/** Server messages of the risk engine, in English. */
export const risk = {
  'risk.notFound': 'This facility does not exist or its risk is not one you may see.',
  'risk.rangeReversed': 'The end of the period must not come before its start.',
  'risk.source.COUNTRY': 'Country risk',
  'risk.source.PRODUCT_LISTING': 'List of Goods',
  'risk.source.SAQ': 'Self-assessment',
  'risk.source.HOTLINE': 'Admin (hotline)',
  'risk.source.REPORT': 'Assessor report',
  'risk.source.CAP': 'Improvement plan',
  'risk.source.DNA': 'DNA test',
} as const;
