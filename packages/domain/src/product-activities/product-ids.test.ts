import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatProductCode, hasProductCodeKey, productCodeKey } from './product-ids.ts';
import { formatHyphenated } from '../format.ts';

const RUNS = { numRuns: 500 };
/** Codes people type: letters, digits and the separators they add, with some non-ASCII text. */
const code = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_ ./', 'é', 'ب', '۱'), maxLength: 24 });

describe('productCodeKey', () => {
  it('finds the ID a screen shows: the hyphenated groups of three read back as the stored code', () => {
    expect(formatProductCode('BALE-WALK-ASTZU-1')).toBe('BAL-EWA-LKA-STZ-U1');
    expect(productCodeKey('BAL-EWA-LKA-STZ-U1')).toBe(productCodeKey('BALE-WALK-ASTZU-1'));
    expect(productCodeKey(' bal-ewa-lka stz-u1 ')).toBe('BALEWALKASTZU1');
  });

  it('keeps characters outside ASCII, so codes written in them stay distinct', () => {
    expect(productCodeKey('گانٹھ-۱')).toBe('گانٹھ۱');
    expect(productCodeKey('گانٹھ-۱')).not.toBe(productCodeKey('گانٹھ-۲'));
    expect(formatProductCode('گانٹھ-۱')).toBe('گان-ٹھ۱');
  });

  it('has nothing to compare for a code made only of separators', () => {
    expect(hasProductCodeKey('- -/.')).toBe(false);
    expect(hasProductCodeKey('-7-')).toBe(true);
  });

  it('reads every displayed form back to the same key, and is idempotent', () => {
    fc.assert(
      fc.property(code, (text) => {
        const key = productCodeKey(text);
        expect(productCodeKey(formatProductCode(text))).toBe(key);
        expect(productCodeKey(formatHyphenated(text).toLowerCase())).toBe(key);
        expect(productCodeKey(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it('tells apart codes that differ in a letter or digit', () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        const significant = (text: string) => text.toUpperCase().replace(/[^A-Z0-9éبÉ۱]/g, '');
        expect(productCodeKey(a) === productCodeKey(b)).toBe(significant(a) === significant(b));
      }),
      RUNS,
    );
  });
});
