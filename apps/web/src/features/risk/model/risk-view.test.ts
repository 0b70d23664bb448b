import { describe, expect, it } from 'vitest';
import { fileNamePart, formatScore, itemDayOf, levelCounts, referencePathOf, weightsShown } from './risk-view.ts';

describe('showing a facility’s risk', () => {
  it('shows scores to the hundredth without trailing zeros', () => {
    expect(formatScore(8.5)).toBe('8.5');
    expect(formatScore(12)).toBe('12');
    expect(formatScore(7.514999)).toBe('7.51');
  });

  it('lists a top issue’s counts extreme first, without empty levels', () => {
    expect(levelCounts({ EXTREME: 0, HIGH: 2, MEDIUM: 0, LOW: 5 })).toEqual([
      { level: 'HIGH', count: 2 },
      { level: 'LOW', count: 5 },
    ]);
  });

  it('links a report reference only for readers who may open reports', () => {
    const report = { kind: 'report' as const, id: 'r-1', label: 'GR-0001' };
    const toReport = (id: string) => `/grievance-reports/${id}`;
    expect(referencePathOf(report, toReport)).toBe('/grievance-reports/r-1');
    expect(referencePathOf(report, null)).toBeNull();
    expect(referencePathOf({ kind: 'answer', id: 'a-1', label: 'Q3' }, toReport)).toBeNull();
  });

  it('dates a DNA test by the day it was tested wherever the reader is, and other items in the reader’s zone', () => {
    const testedOn = '2026-11-20T00:00:00.000Z';
    expect(itemDayOf({ source: 'DNA', recordedAt: testedOn }, 'America/Los_Angeles')).toBe('20/11/2026');
    expect(itemDayOf({ source: 'DNA', recordedAt: testedOn }, 'Pacific/Auckland')).toBe('20/11/2026');
    expect(itemDayOf({ source: 'REPORT', recordedAt: testedOn }, 'America/Los_Angeles')).toBe('19/11/2026');
  });

  it('names the source weights only under a weighted average', () => {
    const weights = [{ source: 'SAQ' as const, sourceLabel: 'SAQ', weight: 3 }];
    expect(weightsShown({ methodology: 'WEIGHTED_AVERAGE', weights })).toEqual(weights);
    expect(weightsShown({ methodology: 'HIGHEST_RISK', weights })).toEqual([]);
  });

  it('makes a file name of any script, without characters a file system refuses', () => {
    expect(fileNamePart('Coton / Filature "Nord"')).toBe('Coton-Filature-Nord');
    expect(fileNamePart('کپاس جننگ')).toBe('کپاس-جننگ');
    expect(fileNamePart('///')).toBe('supplier');
  });
});
