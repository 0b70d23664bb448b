import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineScores, type TWeightedScore } from './combine.ts';
import { levelOfScore } from './levels.ts';

const scoreArb = fc.integer({ min: 1, max: 1500 }).map((hundredths) => hundredths / 100);
const entryArb = fc.record({ score: scoreArb, weight: fc.integer({ min: 0, max: 200 }) });
const entriesArb = fc.array(entryArb, { minLength: 1, maxLength: 40 });

const min = (entries: TWeightedScore[]) => Math.min(...entries.map((entry) => entry.score));
const max = (entries: TWeightedScore[]) => Math.max(...entries.map((entry) => entry.score));

describe('combining risk scores', () => {
  it('gives no score when there is nothing to combine', () => {
    expect(combineScores([], 'HIGHEST_RISK')).toBeNull();
    expect(combineScores([], 'AVERAGE_RISK')).toBeNull();
    expect(combineScores([], 'WEIGHTED_AVERAGE')).toBeNull();
  });

  it('gives no score under weighted average when every weight is 0, rather than a low one', () => {
    expect(combineScores([{ score: 15, weight: 0 }], 'WEIGHTED_AVERAGE')).toBeNull();
  });

  it('computes each method by hand on a small case', () => {
    const entries = [
      { score: 12, weight: 1 },
      { score: 3, weight: 2 },
      { score: 6, weight: 0 },
    ];
    expect(combineScores(entries, 'HIGHEST_RISK')).toBe(12);
    expect(combineScores(entries, 'AVERAGE_RISK')).toBe(7);
    expect(combineScores(entries, 'WEIGHTED_AVERAGE')).toBe(6);
  });

  it('keeps every method between the lowest and the highest score', () => {
    fc.assert(
      fc.property(entriesArb, fc.constantFrom('HIGHEST_RISK', 'AVERAGE_RISK', 'WEIGHTED_AVERAGE' as const), (entries, method) => {
        const score = combineScores(entries, method);
        if (score === null) return method === 'WEIGHTED_AVERAGE' && entries.every((entry) => entry.weight === 0);
        return score >= min(entries) && score <= max(entries);
      }),
    );
  });

  it('never puts the average above the highest', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => (combineScores(entries, 'AVERAGE_RISK') ?? 0) <= (combineScores(entries, 'HIGHEST_RISK') ?? 0)),
    );
  });

  it('never raises the highest score by adding a lower item', () => {
    fc.assert(
      fc.property(entriesArb, entryArb, (entries, extra) => {
        const before = combineScores(entries, 'HIGHEST_RISK') ?? 0;
        const lower = { ...extra, score: Math.min(extra.score, before) };
        return combineScores([...entries, lower], 'HIGHEST_RISK') === before;
      }),
    );
  });

  it('moves the weighted average towards an item given more weight', () => {
    fc.assert(
      fc.property(entriesArb, scoreArb, fc.integer({ min: 1, max: 50 }), (entries, score, weight) => {
        const base = combineScores(entries, 'WEIGHTED_AVERAGE');
        fc.pre(base !== null);
        const light = combineScores([...entries, { score, weight }], 'WEIGHTED_AVERAGE') as number;
        const heavy = combineScores([...entries, { score, weight: weight * 4 }], 'WEIGHTED_AVERAGE') as number;
        return Math.abs(heavy - score) <= Math.abs(light - score) + 0.01;
      }),
    );
  });
});

describe('risk levels', () => {
  it('cuts the 15-point range at 3.76, 7.51 and 11.26', () => {
    expect([1, 3.75, 3.76, 7.5, 7.51, 11.25, 11.26, 15].map(levelOfScore)).toEqual([
      'LOW',
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
      'EXTREME',
      'EXTREME',
    ]);
  });
});
