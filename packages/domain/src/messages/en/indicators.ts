/** Server messages of indicators, in English. */
export const indicators = {
  'indicators.cellRequired': '{{column}} is required',
  'indicators.cellTooLong': '{{column}} must be at most {{max}} characters',
  'indicators.severityInvalid': 'Severity must be a whole number from {{min}} to {{max}}',
  'indicators.fileUnreadable': 'The file could not be read as an Excel workbook (.xlsx).',
  'indicators.fileEmpty': 'The file is empty: it has no rows to import.',
  'indicators.headerMismatch': 'File structure altered: the first sheet must have the columns {{columns}}.',
  'indicators.rowError': 'Index {{index}}: {{error}}',
  'indicators.uploadMissing': 'This validated file does not exist. Please validate the file again.',
  'indicators.uploadAlreadyImported': 'This file has already been imported. Validate it again to import it once more.',
  'indicators.indicatorInOtherCategory':
    'Index {{index}}: the indicator "{{indicator}}" already belongs to the category "{{existing}}", so it cannot be placed under "{{category}}". Nothing was imported.',
  'indicators.categoryNameTaken': 'A category named "{{name}}" already exists.',
  'indicators.indicatorNameTaken': 'An indicator named "{{name}}" already exists.',
  'indicators.subIndicatorNameTaken': 'This indicator already has a sub-indicator named "{{name}}".',
  'indicators.severityOnlyForSubIndicators': 'Only sub-indicators have a severity.',
  'indicators.iconOnlyForCategories': 'Only categories have an icon.',
  'indicators.rowMissing': 'This row of the indicator list does not exist.',
  'indicators.externalMissing': 'This external risk indicator does not exist.',
  'indicators.externalNameTaken': 'An external risk indicator named "{{name}}" already exists.',
  'indicators.externalDefault': 'This default external risk indicator feeds country and product risk, so it can be edited but not deleted.',
  'indicators.countryUnknown': 'Unknown country "{{country}}": use its two-letter code or its name.',
  'indicators.countryScoreInvalid': 'Score must be a whole number from {{min}} to {{max}}',
  'indicators.countryScoreMissing': 'This country has no risk score.',
  'indicators.ilabIndicatorMissing':
    'The external risk indicator "{{name}}" is missing, so the ILAB List of Goods cannot be loaded. Restore its name first.',
} as const;
