/** Server messages of DNA tests, in English. */
export const dnaTests = {
  'dnaTests.notFound': 'This DNA test does not exist, or you may not see it.',
  'dnaTests.fileNotFound': 'This file is not a proof of this test.',
  'dnaTests.proofRequired': 'Add the laboratory report or another proof of the test.',
  'dnaTests.identifiersRequired': 'Enter the DNA identifiers the laboratory detected.',
  'dnaTests.countriesRequired': 'Choose at least one country the laboratory found.',
  'dnaTests.countryNotFound': 'This country is not in the list of countries.',
  'dnaTests.testedInFuture': 'The test date cannot be after today.',
  'dnaTests.requesterNotFound': 'Choose a producer whose people can sign in to the platform.',
  'dnaTests.supplierNotFound': 'Choose a supplier whose role may assign DNA identifiers.',
  'dnaTests.productNotFound': 'No matching records found for product {{code}} among the products {{supplier}} made.',
  'dnaTests.proofRefused': 'This file was not uploaded by you or your organisation, or is not a PNG, JPEG or PDF.',
  'dnaTests.deleteRefused': 'Only the person who logged this test, or someone who may see every test, can delete it.',
} as const;
