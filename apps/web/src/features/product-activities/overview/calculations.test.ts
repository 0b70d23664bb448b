import { describe, expect, it } from 'vitest';
import { formatPercent, formatWeight, marginOfErrorView, massBalanceView, quantityUnit } from './calculations.ts';

describe('the mass balance card', () => {
  it('shows verified and not verified rounded up, with the verified share of the bar', () => {
    const view = massBalanceView({
      canCalculate: true,
      unit: 'Kilograms',
      verified: 750.2,
      notVerified: 249.8,
      lastUpdatedAt: '2026-06-14T08:00:00.000Z',
    });
    expect(view).toEqual({
      kind: 'ready',
      verified: 751,
      notVerified: 250,
      unit: 'Kilograms',
      verifiedShare: expect.closeTo(75.02, 6),
      lastUpdatedAt: '2026-06-14T08:00:00.000Z',
    });
  });

  it('shows zeros and an empty bar before anything was purchased', () => {
    const view = massBalanceView({ canCalculate: true, unit: null, verified: null, notVerified: null, lastUpdatedAt: null });
    expect(view).toEqual({ kind: 'ready', verified: 0, notVerified: 0, unit: null, verifiedShare: 0, lastUpdatedAt: null });
  });

  it('keeps the unit the quantities share when they have no mass', () => {
    const view = massBalanceView({ canCalculate: true, unit: 'metres', verified: 10, notVerified: 30, lastUpdatedAt: null });
    expect(view).toMatchObject({ unit: 'Metres', verifiedShare: 25 });
  });

  it('says so when the quantities cannot be converted', () => {
    expect(massBalanceView({ canCalculate: false, unit: null, verified: null, notVerified: null, lastUpdatedAt: null })).toEqual({
      kind: 'notConvertible',
    });
  });
});

describe('the margin of error card', () => {
  it('shows inputs, by-products and outputs in kg rounded up and the margin as given', () => {
    const view = marginOfErrorView({ canCalculate: true, inputs: 1000, byProducts: 50.01, outputs: 876.54, marginOfError: 12.346 });
    expect(view).toEqual({ kind: 'ready', inputs: 1000, byProducts: 51, outputs: 877, marginPercent: 12.346 });
  });

  it('works the margin out from the unrounded totals when the answer leaves it out', () => {
    expect(marginOfErrorView({ canCalculate: true, inputs: 200, byProducts: 0, outputs: 150, marginOfError: null })).toMatchObject({
      marginPercent: 25,
    });
    expect(marginOfErrorView({ canCalculate: true, inputs: null, byProducts: null, outputs: null, marginOfError: null })).toMatchObject({
      marginPercent: 0,
    });
  });

  it('says so when the quantities cannot be converted', () => {
    expect(marginOfErrorView({ canCalculate: false, inputs: null, byProducts: null, outputs: null, marginOfError: null })).toEqual({
      kind: 'notConvertible',
    });
  });
});

describe('numbers', () => {
  it("groups thousands the reader's way", () => {
    expect(formatWeight(1234567, 'en')).toBe('1,234,567');
    expect(formatWeight(1234567, 'fr')).toBe('1\u202f234\u202f567');
  });

  it('gives a margin exactly two decimals and never a negative zero', () => {
    expect(formatPercent(12.346, 'en')).toBe('12.35');
    expect(formatPercent(-4.5, 'en')).toBe('-4.50');
    expect(formatPercent(-0.004, 'en')).toBe('0.00');
    expect(formatPercent(7.1, 'fr')).toBe('7,10');
  });

  it('recognises the quantity units whatever their case', () => {
    expect(quantityUnit('pounds')).toBe('Pounds');
    expect(quantityUnit('Bales')).toBeNull();
    expect(quantityUnit(null)).toBeNull();
  });
});
