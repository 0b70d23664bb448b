/** Server messages of reference-data, in English. */
export const referenceData = {
  'locations.unknownCountry': 'There is no country with this id.',
  'locations.unknownProvince': 'There is no province with this id.',
  'locations.addressNotDetermined':
    'The address of this location cannot be determined. Choose the country, province and district and type the street address.',
  'locations.addressServiceUnavailable':
    'The address service is not answering right now. Try again in a moment, or choose the location yourself.',
} as const;
