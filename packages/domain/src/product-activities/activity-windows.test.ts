import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc, isWithin, overviewRanges, type TWindowRule, windowContaining } from './activity-windows.ts';

const RUNS = { numRuns: 200 };
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

const start = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const months = fc.integer({ min: 1, max: 12 });
const seasonRule = fc.record({ kind: fc.constant('season' as const), start, months });
/** A rule and a moment on or after its start, up to thirty years later. */
const ruleAndMoment = fc
  .tuple(seasonRule, fc.integer({ min: 0, max: Math.round(30 * YEAR_MS) }))
  .map(([rule, offset]) => ({ rule, moment: new Date(rule.start.getTime() + offset) }));

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
const iso = (date: Date) => date.toISOString();

describe('windowContaining', () => {
  it('contains the moment, lasts `months` calendar months and starts a whole number of periods after the rule', () => {
    fc.assert(
      fc.property(ruleAndMoment, ({ rule, moment }) => {
        const window = windowContaining(rule, moment);
        expect(window).not.toBeNull();
        if (!window) return;
        expect(isWithin(window, moment)).toBe(true);
        expect(monthIndex(window.end) - monthIndex(window.start)).toBe(rule.months);
        const periods = (monthIndex(window.start) - monthIndex(rule.start)) / rule.months;
        expect(Number.isInteger(periods)).toBe(true);
        expect(iso(window.start)).toBe(iso(addMonthsUtc(rule.start, periods * rule.months)));
      }),
      RUNS,
    );
  });

  it('touches the next and the previous windows', () => {
    fc.assert(
      fc.property(ruleAndMoment, ({ rule, moment }) => {
        const window = windowContaining(rule, moment);
        if (!window) throw new Error('a moment after the start has a window');
        expect(iso((windowContaining(rule, window.end) as { start: Date }).start)).toBe(iso(window.end));
        if (window.start > rule.start) {
          const previous = windowContaining(rule, new Date(window.start.getTime() - 1));
          expect(iso((previous as { end: Date }).end)).toBe(iso(window.start));
        }
      }),
      RUNS,
    );
  });

  it('has no window before the rule starts, and one without bounds when unbounded', () => {
    fc.assert(
      fc.property(seasonRule, fc.integer({ min: 1, max: Math.round(10 * YEAR_MS) }), (rule, before) => {
        expect(windowContaining(rule, new Date(rule.start.getTime() - before))).toBeNull();
        expect(isWithin(windowContaining({ kind: 'unbounded' }, rule.start), rule.start)).toBe(true);
      }),
      RUNS,
    );
  });

  it('repeats a 9-month cotton season from 1 April', () => {
    const season: TWindowRule = { kind: 'season', start: new Date('2026-04-01T00:00:00Z'), months: 9 };
    expect(windowContaining(season, new Date('2026-06-15T10:00:00Z'))).toEqual({
      start: new Date('2026-04-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(windowContaining(season, new Date('2026-12-31T23:59:59.999Z'))?.end).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(windowContaining(season, new Date('2027-01-01T00:00:00Z'))).toEqual({
      start: new Date('2027-01-01T00:00:00Z'),
      end: new Date('2027-10-01T00:00:00Z'),
    });
    expect(windowContaining(season, new Date('2026-03-31T23:59:59.999Z'))).toBeNull();
  });

  it('falls back to the last day of shorter months', () => {
    const monthly: TWindowRule = { kind: 'reconciliation', start: new Date('2026-01-31T00:00:00Z'), months: 1 };
    expect(windowContaining(monthly, new Date('2026-03-01T00:00:00Z'))).toEqual({
      start: new Date('2026-02-28T00:00:00Z'),
      end: new Date('2026-03-31T00:00:00Z'),
    });
  });
});

describe('overviewRanges', () => {
  it("lists seasons newest first, back to back, the first containing now and the last the rule's start", () => {
    fc.assert(
      fc.property(ruleAndMoment, fc.integer({ min: 1, max: 30 }), ({ rule, moment }, limit) => {
        const ranges = overviewRanges(rule, moment, limit);
        expect(ranges.length).toBeGreaterThan(0);
        expect(ranges.length).toBeLessThanOrEqual(limit);
        expect(isWithin(ranges[0] ?? null, moment)).toBe(true);
        ranges.slice(1).forEach((older, index) => expect(iso(older.end)).toBe(iso((ranges[index] as { start: Date }).start)));
        const last = ranges[ranges.length - 1] as { start: Date };
        if (ranges.length < limit) expect(iso(last.start)).toBe(iso(rule.start));
      }),
      RUNS,
    );
  });

  it('gives a reconciliation window one range from its start to now, once it has started', () => {
    fc.assert(
      fc.property(start, months, fc.integer({ min: -Math.round(5 * YEAR_MS), max: Math.round(5 * YEAR_MS) }), (from, length, offset) => {
        const now = new Date(from.getTime() + offset);
        const ranges = overviewRanges({ kind: 'reconciliation', start: from, months: length }, now);
        expect(ranges).toEqual(now < from ? [] : [{ start: from, end: now }]);
      }),
      RUNS,
    );
  });

  it('offers no range without bounds', () => {
    expect(overviewRanges({ kind: 'unbounded' }, new Date())).toEqual([]);
  });

  it('lists the 9-month seasons from 1 April up to the current one', () => {
    const season: TWindowRule = { kind: 'season', start: new Date('2026-04-01T00:00:00Z'), months: 9 };
    expect(overviewRanges(season, new Date('2027-02-10T00:00:00Z'))).toEqual([
      { start: new Date('2027-01-01T00:00:00Z'), end: new Date('2027-10-01T00:00:00Z') },
      { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') },
    ]);
  });
});
