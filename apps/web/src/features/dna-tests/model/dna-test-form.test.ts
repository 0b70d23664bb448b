import { ZIsotopicDnaTestInput, ZSyntheticDnaTestInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  cleanIdentifiers,
  emptyDnaTestForm,
  placeDnaTestProblems,
  productCheckQueryOf,
  productCodeOf,
  switchDnaTestKind,
  toIsotopicBody,
  toSyntheticBody,
  validateDnaTestForm,
  type TDnaTestFormValues,
  type TDnaTestFormWords,
} from './dna-test-form.ts';

const WORDS: TDnaTestFormWords = {
  names: {
    requestFacilityId: 'requesting facility',
    productSupplierId: 'product supplier',
    productCode: 'product',
    isDetected: 'answer',
    testedOn: 'test date',
  },
  dates: { format: 'Use DD/MM/YYYY.', future: 'Not after today.' },
  identifiersRequired: 'Enter the identifiers.',
  identifierTooLong: 'Too long.',
  countriesRequired: 'Choose a country.',
  proofRequired: 'Add a proof.',
};
const TODAY = '2026-11-27';
const REQUESTER = { id: '0b7e7d1c-5f0a-4c55-9b1e-6a2f0e9d3c11', name: 'Faisal Spinning' };
const SUPPLIER = { id: 'f0e4c2b1-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Multan Ginning' };
const PAKISTAN = '3a1f8e52-4a5b-4c1d-9e2f-7b6c5d4e3f21';
const FILES = [{ fileName: 'lab-report.pdf', blobName: 'b-1' }];

const synthetic: TDnaTestFormValues = {
  ...emptyDnaTestForm('SYNTHETIC'),
  requester: REQUESTER,
  supplier: SUPPLIER,
  productCode: '  https://trace.example.org/q/123456789 ',
  isDetected: true,
  dnaIdentifiers: [' MK-77 ', 'mk-77', '', 'MK-78'],
  testedOn: '12/11/2026',
  files: FILES,
};

const isotopic: TDnaTestFormValues = {
  ...emptyDnaTestForm('ISOTOPIC'),
  supplier: SUPPLIER,
  productCode: 'BALE-001',
  countryIds: [PAKISTAN, PAKISTAN],
  testedOn: '27/11/2026',
  files: FILES,
};

describe('the record form', () => {
  it('asks a synthetic test for the requester, supplier, product, answer, day and proof', () => {
    const errors = validateDnaTestForm(emptyDnaTestForm('SYNTHETIC'), TODAY, WORDS, 'en');
    expect(Object.keys(errors).sort()).toEqual([
      'files',
      'isDetected',
      'productCode',
      'productSupplierId',
      'requestFacilityId',
      'testedOn',
    ]);
    expect(errors.productSupplierId).toMatch(/product supplier/);
    expect(errors.files).toBe('Add a proof.');
  });

  it('asks an isotopic test for countries but not for a requester', () => {
    const errors = validateDnaTestForm(emptyDnaTestForm('ISOTOPIC'), TODAY, WORDS, 'en');
    expect(Object.keys(errors).sort()).toEqual(['countryIds', 'files', 'productCode', 'productSupplierId', 'testedOn']);
    expect(errors.countryIds).toBe('Choose a country.');
  });

  it('needs identifiers only when a marker was detected', () => {
    expect(validateDnaTestForm({ ...synthetic, dnaIdentifiers: [' '] }, TODAY, WORDS, 'en')).toEqual({
      dnaIdentifiers: 'Enter the identifiers.',
    });
    expect(validateDnaTestForm({ ...synthetic, isDetected: false, dnaIdentifiers: [] }, TODAY, WORDS, 'en')).toEqual({});
    expect(validateDnaTestForm({ ...synthetic, dnaIdentifiers: ['x'.repeat(256)] }, TODAY, WORDS, 'en')).toEqual({
      dnaIdentifiers: 'Too long.',
    });
  });

  it('refuses a day after today or one that is not a date', () => {
    expect(validateDnaTestForm({ ...isotopic, testedOn: '28/11/2026' }, TODAY, WORDS, 'en').testedOn).toBe('Not after today.');
    expect(validateDnaTestForm({ ...isotopic, testedOn: '2026-11-01' }, TODAY, WORDS, 'en').testedOn).toBe('Use DD/MM/YYYY.');
    expect(validateDnaTestForm(isotopic, TODAY, WORDS, 'en')).toEqual({});
  });

  it('sends a synthetic test with the label link read as its code and each identifier once', () => {
    const body = toSyntheticBody(synthetic, 'Asia/Karachi');
    expect(body).toEqual({
      productSupplierId: SUPPLIER.id,
      requestFacilityId: REQUESTER.id,
      productCode: '123456789',
      isDetected: true,
      dnaIdentifiers: ['MK-77', 'MK-78'],
      testedOn: '2026-11-12',
      timeZone: 'Asia/Karachi',
      files: FILES,
    });
    expect(ZSyntheticDnaTestInput.safeParse(body).success).toBe(true);
  });

  it('sends no identifiers when nothing was detected', () => {
    expect(toSyntheticBody({ ...synthetic, isDetected: false }, 'UTC').dnaIdentifiers).toEqual([]);
  });

  it('sends an isotopic test with its countries once and no requester when none was chosen', () => {
    const body = toIsotopicBody(isotopic, 'UTC');
    expect(body).toEqual({
      productSupplierId: SUPPLIER.id,
      requestFacilityId: null,
      productCode: 'BALE-001',
      countryIds: [PAKISTAN],
      testedOn: '2026-11-27',
      timeZone: 'UTC',
      files: FILES,
    });
    expect(ZIsotopicDnaTestInput.safeParse(body).success).toBe(true);
    expect(toIsotopicBody({ ...isotopic, requester: REQUESTER }, 'UTC').requestFacilityId).toBe(REQUESTER.id);
  });

  it('keeps what both kinds share when the kind changes', () => {
    const switched = switchDnaTestKind(synthetic, 'ISOTOPIC');
    expect(switched).toMatchObject({ kind: 'ISOTOPIC', requester: REQUESTER, supplier: SUPPLIER, testedOn: '12/11/2026', files: FILES });
    expect(switched).toMatchObject({ isDetected: null, dnaIdentifiers: [], countryIds: [] });
  });

  it('reads product codes, label links and identifiers as the server does', () => {
    expect(productCodeOf(' BALE-001 ')).toBe('BALE-001');
    expect(productCodeOf('http://localhost:3100/q/987654321')).toBe('987654321');
    expect(cleanIdentifiers(['a', ' A ', 'b', ''])).toEqual(['a', 'b']);
  });

  it('checks the product only once a supplier and a code are given', () => {
    expect(productCheckQueryOf(null, 'BALE-001')).toBeNull();
    expect(productCheckQueryOf(SUPPLIER.id, '   ')).toBeNull();
    expect(productCheckQueryOf(SUPPLIER.id, ' BALE-001 ')).toEqual({ productSupplierId: SUPPLIER.id, productCode: 'BALE-001' });
  });

  it('places the server problems beside their fields, the rest above the actions', () => {
    const placed = placeDnaTestProblems([
      { path: 'productCode', message: 'No matching records found for product' },
      { path: 'dnaIdentifiers.1', message: 'Too long' },
      { path: 'files.0.blobName', message: 'Not yours' },
      { path: 'files.1.blobName', message: 'Not yours either' },
      { path: '', message: 'Something else' },
    ]);
    expect(placed.byField).toEqual({
      productCode: 'No matching records found for product',
      dnaIdentifiers: 'Too long',
      files: 'Not yours',
    });
    expect(placed.other).toEqual(['Something else']);
  });
});
