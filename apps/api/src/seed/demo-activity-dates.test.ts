import type { TWindowRule } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { currentActivitySpan, demoReconciliationStart, timelineInSpan } from './demo-activity-dates.ts';

const at = (iso: string) => new Date(iso);
const COTTON_SEASON: TWindowRule = { kind: 'season', start: at('2026-04-01T00:00:00Z'), months: 9 };
const RECONCILIATION: TWindowRule = { kind: 'reconciliation', start: at('2026-04-01T00:00:00Z'), months: 12 };

describe('demoReconciliationStart', () => {
  it('is 1 April 2026 from that day on', () => {
    expect(demoReconciliationStart(at('2026-04-01T00:00:00Z'))).toEqual(at('2026-04-01T00:00:00Z'));
    expect(demoReconciliationStart(at('2027-08-09T12:00:00Z'))).toEqual(at('2026-04-01T00:00:00Z'));
  });

  it('is the latest 1 April before an earlier clock, never in the future', () => {
    expect(demoReconciliationStart(at('2026-02-10T08:00:00Z'))).toEqual(at('2025-04-01T00:00:00Z'));
    expect(demoReconciliationStart(at('2025-06-10T08:00:00Z'))).toEqual(at('2025-04-01T00:00:00Z'));
  });
});

describe('currentActivitySpan', () => {
  it('runs from the latest start of the current windows to now', () => {
    expect(currentActivitySpan([COTTON_SEASON, RECONCILIATION], at('2026-11-21T11:00:00Z'))).toEqual({
      start: at('2026-04-01T00:00:00Z'),
      end: at('2026-11-21T11:00:00Z'),
    });
    // The second season (January to October 2027) has begun inside the first reconciliation window.
    expect(currentActivitySpan([COTTON_SEASON, RECONCILIATION], at('2027-01-15T00:00:00Z'))?.start).toEqual(at('2027-01-01T00:00:00Z'));
  });

  it('is null before the first season, when nothing could have been traded', () => {
    expect(currentActivitySpan([COTTON_SEASON, RECONCILIATION], at('2026-03-31T23:00:00Z'))).toBeNull();
  });
});

describe('timelineInSpan', () => {
  it('lays the schedule in days so that its last day ends an hour before now', () => {
    const day = timelineInSpan({ start: at('2026-04-01T00:00:00Z'), end: at('2026-11-21T11:00:00Z') }, 28);
    expect(day(28)).toEqual(at('2026-11-21T10:00:00Z'));
    expect(day(0)).toEqual(at('2026-10-24T10:00:00Z'));
    expect(day(2.25)).toEqual(at('2026-10-26T16:00:00Z'));
  });

  it('squeezes the schedule into windows that began more recently, keeping its order', () => {
    const span = { start: at('2027-01-01T00:00:00Z'), end: at('2027-01-03T00:00:00Z') };
    const day = timelineInSpan(span, 28);
    const moments = [0, 1, 2.5, 14, 27.9, 28].map(day);
    for (const moment of moments) {
      expect(moment.getTime()).toBeGreaterThanOrEqual(span.start.getTime());
      expect(moment.getTime()).toBeLessThan(span.end.getTime());
    }
    const times = moments.map((moment) => moment.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });
});
