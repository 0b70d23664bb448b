import { describe, expect, it } from 'vitest';
import { checkMoment, dateTimeText, parseDateTime, toIsoDate } from './date-time-text.ts';

describe('toIsoDate', () => {
  it('turns DD/MM/YYYY into the ISO date the API stores', () => {
    expect(toIsoDate('28/02/2026')).toBe('2026-02-28');
    expect(toIsoDate(' 1/4/2026 ')).toBe('2026-04-01');
  });

  it('refuses dates that do not exist or are typed another way', () => {
    expect(toIsoDate('31/02/2026')).toBeNull();
    expect(toIsoDate('2026-02-28')).toBeNull();
    expect(toIsoDate('')).toBeNull();
  });
});

describe('parseDateTime', () => {
  it('reads DD/MM/YYYY HH:mm in the reader’s time zone', () => {
    expect(parseDateTime('15/06/2026 09:30')).toEqual(new Date(2026, 5, 15, 9, 30));
    expect(parseDateTime('5/6/2026 9:05')).toEqual(new Date(2026, 5, 5, 9, 5));
  });

  it('refuses impossible days and times, and a date without its time', () => {
    expect(parseDateTime('31/06/2026 10:00')).toBeNull();
    expect(parseDateTime('15/06/2026 24:00')).toBeNull();
    expect(parseDateTime('15/06/2026 10:60')).toBeNull();
    expect(parseDateTime('15/06/2026')).toBeNull();
  });

  it('reads back what the form starts with', () => {
    const now = new Date(2026, 5, 15, 10, 42, 17);
    expect(dateTimeText(now)).toBe('15/06/2026 10:42');
    expect(parseDateTime(dateTimeText(now))).toEqual(new Date(2026, 5, 15, 10, 42));
  });
});

describe('checkMoment', () => {
  const now = new Date(2026, 5, 15, 10, 0);

  it('accepts the present and the past', () => {
    expect(checkMoment('15/06/2026 10:00', now)).toEqual({ moment: new Date(2026, 5, 15, 10, 0) });
    expect(checkMoment('01/01/2026 00:00', now)).toEqual({ moment: new Date(2026, 0, 1, 0, 0) });
  });

  it('names what is wrong: missing, mistyped or in the future', () => {
    expect(checkMoment('  ', now)).toEqual({ problem: 'required' });
    expect(checkMoment('15-06-2026 10:00', now)).toEqual({ problem: 'format' });
    expect(checkMoment('15/06/2026 10:01', now)).toEqual({ problem: 'future' });
  });
});
