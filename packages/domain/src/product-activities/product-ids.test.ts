import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFromScan, formatProductCode, hasProductCodeKey, productCodeKey } from './product-ids.ts';
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

describe('codeFromScan', () => {
  it('reads the nine digits out of a label that carries a link, whatever the address', () => {
    expect(codeFromScan('https://trace.example.org/q/012345678')).toBe('012345678');
    expect(codeFromScan('http://localhost:3000/pilot/q/012345678/')).toBe('012345678');
    expect(codeFromScan(' HTTPS://TRACE.EXAMPLE.ORG/Q/012345678?utm=label ')).toBe('012345678');
    expect(codeFromScan('/q/012345678')).toBe('012345678');
  });

  it('leaves codes, product IDs and other links as they are', () => {
    expect(codeFromScan('012345678')).toBe('012345678');
    expect(codeFromScan('012 345 678')).toBe('012 345 678');
    expect(codeFromScan('BALE/q/012345678')).toBe('BALE/q/012345678');
    expect(codeFromScan('https://trace.example.org/q/01234567')).toBe('https://trace.example.org/q/01234567');
    expect(codeFromScan('https://trace.example.org/p/012345678')).toBe('https://trace.example.org/p/012345678');
  });
});
