import { describe, expect, it } from 'vitest';
import { dateTextOf, momentToSend, parseDayMonthYear, purchaseDateProblem, purchaseMomentOf } from './order-date.ts';

// Local times, so the tests hold in every time zone the suite runs in.
const NOW = new Date(2026, 10, 26, 14, 30);

describe('reading a typed purchase date', () => {
  it('takes real DD/MM/YYYY days only', () => {
    expect(parseDayMonthYear(' 5/3/2026 ')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-03-05')).toBeNull();
    expect(parseDayMonthYear('03/05/26')).toBeNull();
  });

  it('names what is wrong: missing, malformed, or after today', () => {
    expect(purchaseDateProblem('  ', NOW)).toBe('required');
    expect(purchaseDateProblem('30/02/2026', NOW)).toBe('format');
    expect(purchaseDateProblem('27/11/2026', NOW)).toBe('future');
    expect(purchaseDateProblem('26/11/2026', NOW)).toBeNull();
    expect(purchaseDateProblem('01/01/2020', NOW)).toBeNull();
  });
});

describe('the moment sent to the API', () => {
  it('is the end of a past day where the reader is, so the whole day counts', () => {
    expect(purchaseMomentOf('20/11/2026', NOW)).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).toISOString());
  });

  it('stops at now for today, which the API would otherwise refuse as the future', () => {
    expect(purchaseMomentOf('26/11/2026', NOW)).toBe(NOW.toISOString());
  });

  it('keeps an edited order’s stored moment while its day is unchanged', () => {
    const stored = new Date(2026, 10, 2, 9, 15).toISOString();
    expect(momentToSend(dateTextOf(stored), NOW, stored)).toBe(stored);
    expect(momentToSend('03/11/2026', NOW, stored)).toBe(new Date(2026, 10, 3, 23, 59, 59, 999).toISOString());
  });

  it('shows a stored moment as the reader’s DD/MM/YYYY', () => {
    expect(dateTextOf(new Date(2026, 0, 7, 12).toISOString())).toBe('07/01/2026');
  });
});
