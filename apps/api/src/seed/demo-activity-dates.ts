import { type TActivityWindow, type TWindowRule, windowContaining } from '@opentrace/domain';

/*
 * When the demo's season happened. The demo is seeded "now", whatever the date: its activities must
 * lie in the past, inside the windows that are current now (the Farm role's season, each producer's
 * reconciliation window), or the services refuse them. Pure, so the rule is tested on its own.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The demo producers reconcile from 1 April 2026, when the Punjab cotton season starts, for a year. */
export const DEMO_RECONCILIATION_START = new Date('2026-04-01T00:00:00Z');
export const DEMO_RECONCILIATION_MONTHS = 12;

/**
 * The reconciliation start the demo producers save: 1 April 2026, unless the clock is before it. A
 * window may not start in the future, so an earlier clock gets the latest 1 April before it.
 */
export function demoReconciliationStart(now: Date): Date {
  if (now >= DEMO_RECONCILIATION_START) return DEMO_RECONCILIATION_START;
  const year = now.getUTCFullYear();
  const sameYear = new Date(Date.UTC(year, 3, 1));
  return sameYear <= now ? sameYear : new Date(Date.UTC(year - 1, 3, 1));
}

/**
 * What every rule allows now: the overlap of the windows that contain `now`, up to `now`. Null
 * when a rule has no current window (the clock is before the first season), or the overlap is empty.
 */
export function currentActivitySpan(rules: readonly TWindowRule[], now: Date): TActivityWindow | null {
  let start = new Date(-8.64e15);
  for (const rule of rules) {
    const window = windowContaining(rule, now);
    if (!window) return null;
    if (window.start > start) start = window.start;
  }
  return start < now ? { start, end: now } : null;
}

/** A moment of the demo's season, by its day: 0 is the first, fractions are hours within a day. */
export type TDemoTimeline = (day: number) => Date;

/**
 * Lays a schedule of `lengthInDays` days into `span`. The schedule ends just before `span.end` (an
 * hour, or less in a short span) so the newest activity is recent, as a living chain's is. When the
 * span is shorter than the schedule, the whole schedule is compressed into it, keeping its order and
 * proportions, so every moment still falls inside the current windows.
 */
export function timelineInSpan(span: TActivityWindow, lengthInDays: number): TDemoTimeline {
  const available = span.end.getTime() - span.start.getTime();
  const end = span.end.getTime() - Math.min(HOUR_MS, available * 0.05);
  const length = Math.min(lengthInDays * DAY_MS, (end - span.start.getTime()) * 0.95);
  const first = end - length;
  return (day) => new Date(Math.round(first + (day / lengthInDays) * length));
}
