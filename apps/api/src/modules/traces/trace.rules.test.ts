import type { TFormulaItem } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { breaksLimit, dateWindow, dayOf, linearLimitRatio, traceConfidence, traceStatus } from './trace.rules.ts';

const SEED = 'seed-definition';
const WEIGHT = 'weight-attribute';
const MOISTURE = 'moisture-attribute';
const types = new Map([
  [WEIGHT, 'PRODUCT_QUANTITY'],
  [MOISTURE, 'OTHER'],
]);
const variable = (value: string): TFormulaItem => ({ type: 'variable', value, productDefinitionId: SEED });
const constant = (value: string): TFormulaItem => ({ type: 'constant', value });

describe('linearLimitRatio', () => {
  it('reads 0.35 from "0.35 × seed cotton weight", a bound on the output weight', () => {
    expect(linearLimitRatio([constant('0.35'), constant('*'), variable(WEIGHT)], 'PRODUCT_QUANTITY', types)).toBeCloseTo(0.35);
  });

  it('gives no ratio for a bound with an offset, on another attribute, or over a non-weight variable', () => {
    expect(linearLimitRatio([variable(WEIGHT), constant('-'), constant('10')], 'PRODUCT_QUANTITY', types)).toBeNull();
    expect(linearLimitRatio([variable(WEIGHT), constant('*'), variable(WEIGHT)], 'PRODUCT_QUANTITY', types)).toBeNull();
    expect(linearLimitRatio([constant('0.35'), constant('*'), variable(WEIGHT)], 'OTHER', types)).toBeNull();
    expect(linearLimitRatio([constant('2'), constant('*'), variable(MOISTURE)], 'PRODUCT_QUANTITY', types)).toBeNull();
  });
});

describe('plausibility, confidence and status', () => {
  it('flags a ratio only beyond its limit', () => {
    expect(breaksLimit(0.35, 0.35)).toBe(false);
    expect(breaksLimit(0.5, 0.35)).toBe(true);
    expect(breaksLimit(null, 0.35)).toBe(false);
    expect(breaksLimit(2, null)).toBe(false);
  });

  it('is the share of raw-material kilograms reached without inference', () => {
    expect(traceConfidence(1000, 750)).toBe(0.75);
    expect(traceConfidence(0, 0)).toBeNull();
    expect(traceStatus(0, null)).toBe('insufficient');
    expect(traceStatus(3, 1)).toBe('complete');
    expect(traceStatus(3, 0.75)).toBe('partial');
    expect(traceStatus(3, null)).toBe('partial');
  });

  it('widens the date window by two weeks per hop, always ending on the order supplier’s date', () => {
    const anchor = new Date('2026-09-01T00:00:00Z');
    expect(dateWindow(anchor, 1)).toEqual({ from: new Date('2026-08-18T00:00:00Z'), to: anchor });
    expect(dateWindow(anchor, 3)).toEqual({ from: new Date('2026-07-21T00:00:00Z'), to: anchor });
    expect(dayOf(anchor)).toBe('01/09/2026');
  });
});
