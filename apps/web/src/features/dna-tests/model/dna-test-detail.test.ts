import type { TDnaTestDetail } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { comparisonOf } from './dna-test-detail.ts';

const PAKISTAN = { id: '3a1f8e52-4a5b-4c1d-9e2f-7b6c5d4e3f21', name: 'Pakistan' };
const INDIA = { id: '9c2e7d41-6b5a-4f3e-8d2c-1b0a9f8e7d61', name: 'India' };

const test = (overrides: Partial<TDnaTestDetail>): TDnaTestDetail => ({
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  reference: 'DNA-7',
  kind: 'SYNTHETIC',
  result: 'PASSED',
  testedOn: '2026-11-12',
  product: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'BALE-001', name: 'Cotton Bales' },
  productSupplier: { id: 'f0e4c2b1-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Multan Ginning' },
  requestFacility: null,
  createdAt: '2026-11-13T09:00:00.000Z',
  isDetected: null,
  dnaIdentifiers: [],
  expectedDnaIdentifier: null,
  countries: [],
  originCountries: [],
  files: [],
  createdBy: null,
  deletable: false,
  ...overrides,
});

describe('expected against found', () => {
  it('marks the detected marker that is the product’s own, in any case', () => {
    expect(comparisonOf(test({ isDetected: true, dnaIdentifiers: ['mk-77 ', 'MK-99'], expectedDnaIdentifier: 'MK-77' }))).toEqual({
      expected: ['MK-77'],
      found: [
        { text: 'mk-77 ', expected: true },
        { text: 'MK-99', expected: false },
      ],
    });
  });

  it('finds nothing when no marker was detected, and expects nothing of a product without one', () => {
    expect(comparisonOf(test({ isDetected: false, dnaIdentifiers: ['ignored'], expectedDnaIdentifier: '  ' }))).toEqual({
      expected: [],
      found: [],
    });
  });

  it('compares the lab’s countries with the traced origin', () => {
    expect(comparisonOf(test({ kind: 'ISOTOPIC', countries: [PAKISTAN, INDIA], originCountries: [PAKISTAN] }))).toEqual({
      expected: ['Pakistan'],
      found: [
        { text: 'Pakistan', expected: true },
        { text: 'India', expected: false },
      ],
    });
  });
});
