import { describe, expect, it } from 'vitest';
import { isotopicTestResult, syntheticTestResult, ZIsotopicDnaTestInput, ZSyntheticDnaTestInput } from './dna-tests.ts';

const PK = '00000000-0000-4000-8000-000000000001';
const IN = '00000000-0000-4000-8000-000000000002';
const US = '00000000-0000-4000-8000-000000000003';

describe('a synthetic-marking result', () => {
  it('passes when the detected markers include the product’s own, ignoring case and spacing', () => {
    expect(syntheticTestResult('MARK-A1', ['other', ' mark-a1 '])).toBe('PASSED');
  });

  it('passes when nothing is detected on a product that carries no marker', () => {
    expect(syntheticTestResult(null, null)).toBe('PASSED');
    expect(syntheticTestResult('  ', [])).toBe('PASSED');
  });

  it('fails on another marker, on no marker where one was applied, and on a marker where none was', () => {
    expect(syntheticTestResult('MARK-A1', ['MARK-B2'])).toBe('FAILED');
    expect(syntheticTestResult('MARK-A1', null)).toBe('FAILED');
    expect(syntheticTestResult(null, ['MARK-A1'])).toBe('FAILED');
  });
});

describe('an isotopic-origin result', () => {
  it('passes only with exactly the origin countries, in any order and repeated or not', () => {
    expect(isotopicTestResult([PK, IN], [IN, PK, IN])).toBe('PASSED');
    expect(isotopicTestResult([PK, IN], [PK])).toBe('FAILED');
    expect(isotopicTestResult([PK], [PK, US])).toBe('FAILED');
    expect(isotopicTestResult([PK], [US])).toBe('FAILED');
  });

  it('fails when the trace knows no origin at all: nothing can be confirmed', () => {
    expect(isotopicTestResult([], [PK])).toBe('FAILED');
  });
});

describe('the forms', () => {
  const common = {
    productSupplierId: PK,
    productCode: '421007356',
    testedOn: '2026-06-20',
    files: [{ fileName: 'lab.pdf', blobName: 'b1' }],
  };

  it('needs the identifiers only when a marker was detected, and drops them when none was', () => {
    const detected = ZSyntheticDnaTestInput.safeParse({ ...common, requestFacilityId: IN, isDetected: true, dnaIdentifiers: [] });
    expect(detected.success).toBe(false);
    expect(detected.error?.issues).toEqual([
      expect.objectContaining({ path: ['dnaIdentifiers'], message: 'dnaTests.identifiersRequired' }),
    ]);
    const none = ZSyntheticDnaTestInput.parse({ ...common, requestFacilityId: IN, isDetected: false, dnaIdentifiers: ['X'] });
    expect(none.dnaIdentifiers).toEqual([]);
  });

  it('needs a proof, a real calendar day and at least one country', () => {
    const result = ZIsotopicDnaTestInput.safeParse({ ...common, files: [], testedOn: '2026-02-30', countryIds: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['files', 'dnaTests.proofRequired'],
        ['testedOn', 'validation.date'],
        ['countryIds', 'dnaTests.countriesRequired'],
      ]),
    );
  });
});
