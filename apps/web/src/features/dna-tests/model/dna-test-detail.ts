import { dnaIdentifierKey, type TDnaTestDetail, type TDnaTestResult } from '@opentrace/domain';

/** Green for a test that matches the records, red for one that does not. */
export const RESULT_COLOURS: Record<TDnaTestResult, string> = { PASSED: 'teal', FAILED: 'red' };

/** One value the lab found, and whether the records expected it. */
export type TFoundValue = { text: string; expected: boolean };

/** What the records expected beside what the lab found, for either kind of test. */
export type TComparison = { expected: string[]; found: TFoundValue[] };

/**
 * A synthetic test compares the product's own marker with the markers detected (in any case or spacing);
 * an isotopic test compares the trace's origin countries with the lab's.
 */
export function comparisonOf(test: TDnaTestDetail): TComparison {
  if (test.kind === 'ISOTOPIC') {
    const origin = new Set(test.originCountries.map((country) => country.id));
    return {
      expected: test.originCountries.map((country) => country.name),
      found: test.countries.map((country) => ({ text: country.name, expected: origin.has(country.id) })),
    };
  }
  const marker = test.expectedDnaIdentifier?.trim() ? test.expectedDnaIdentifier : null;
  const detected = test.isDetected ? test.dnaIdentifiers : [];
  return {
    expected: marker ? [marker] : [],
    found: detected.map((text) => ({ text, expected: marker !== null && dnaIdentifierKey(text) === dnaIdentifierKey(marker) })),
  };
}
