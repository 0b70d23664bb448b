import { describe, expect, it } from 'vitest';
import {
  activityTypeName,
  changeHistoryFilter,
  historyFilterFor,
  isNarrowed,
  readTypedDays,
  startOfTypedDay,
  toHistoryQuery,
  typedDayOf,
} from './history-filter.ts';

const SEASON = { from: '2026-03-01T00:00:00.000Z', to: '2026-08-31T23:59:59.999Z' };

describe('the history filter', () => {
  it('starts with every type over exactly the selected period, on page 1', () => {
    expect(historyFilterFor(SEASON)).toEqual({ type: 'all', from: '2026-03-01T00:00:00.000Z', to: '2026-08-31T23:59:59.999Z', page: 1 });
    expect(toHistoryQuery(historyFilterFor(SEASON))).toEqual({
      page: 1,
      perPage: 20,
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-08-31T23:59:59.999Z',
    });
  });

  it('has no bounds before the first period begins', () => {
    expect(historyFilterFor(null)).toEqual({ type: 'all', from: null, to: null, page: 1 });
    expect(toHistoryQuery(historyFilterFor(null))).toEqual({ page: 1, perPage: 20 });
  });

  it('sends the chosen type as its event number', () => {
    const types = (['purchase', 'sale', 'transport', 'transform', 'byProduct'] as const).map((type) =>
      toHistoryQuery({ type, from: null, to: null, page: 2 }, 50),
    );
    expect(types).toEqual([1, 2, 3, 4, 5].map((type) => ({ page: 2, perPage: 50, type })));
  });

  it('returns to page 1 when the type or the days change', () => {
    const onPage4 = { ...historyFilterFor(SEASON), page: 4 };
    expect(changeHistoryFilter(onPage4, { type: 'sale' })).toEqual({ ...onPage4, type: 'sale', page: 1 });
  });

  it('knows when the list shows less than the whole period', () => {
    const whole = historyFilterFor(SEASON);
    expect(isNarrowed({ ...whole, page: 3 }, whole)).toBe(false);
    expect(isNarrowed({ ...whole, type: 'transport' }, whole)).toBe(true);
    expect(isNarrowed({ ...whole, to: null }, whole)).toBe(true);
  });

  it("shows the period's bounds as DD/MM/YYYY", () => {
    const whole = historyFilterFor(SEASON);
    expect([typedDayOf(whole.from, 'UTC'), typedDayOf(whole.to, 'UTC'), typedDayOf(null)]).toEqual(['01/03/2026', '31/08/2026', '']);
  });
});

describe('typed days', () => {
  it('run from the first moment of the first day to the last moment of the second, where the reader is', () => {
    expect(readTypedDays('01/03/2026', '31/08/2026')).toEqual({
      ok: true,
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 7, 31, 23, 59, 59, 999).toISOString(),
    });
    expect(readTypedDays('', ' ')).toEqual({ ok: true, from: null, to: null });
  });

  it('read DD/MM/YYYY with or without leading zeros, and refuse days that do not exist', () => {
    expect(startOfTypedDay('5/4/2026')).toEqual(new Date(2026, 3, 5));
    expect(startOfTypedDay(' 29/02/2028 ')).toEqual(new Date(2028, 1, 29));
    expect(startOfTypedDay('29/02/2026')).toBeNull();
    expect(startOfTypedDay('2026-04-05')).toBeNull();
  });

  it('flag text that is not a day, and an end before the start', () => {
    expect(readTypedDays('31/04/2026', '12/2026')).toEqual({ ok: false, problems: { from: 'invalidDate', to: 'invalidDate' } });
    expect(readTypedDays('10/05/2026', '09/05/2026')).toEqual({ ok: false, problems: { to: 'endBeforeStart' } });
    expect(readTypedDays('10/05/2026', '10/05/2026')).toMatchObject({ ok: true });
  });
});

describe('event type names', () => {
  it('names each event type the history labels', () => {
    expect([1, 2, 3, 4, 5].map((type) => activityTypeName(type as 1 | 2 | 3 | 4 | 5))).toEqual([
      'purchase',
      'sale',
      'transport',
      'transform',
      'byProduct',
    ]);
  });
});
