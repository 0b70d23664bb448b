import { Cron } from 'croner';

/** Work that recurs: every slot of `cron` in `timezone` enqueues one job of `kind`. */
export interface JobSchedule {
  name: string;
  /** Five-field cron pattern, read in `timezone` (an IANA name such as `Asia/Karachi`). */
  cron: string;
  timezone: string;
  kind: string;
  payload?: Record<string, unknown>;
}

/** A parsed pattern; throws at start-up on a pattern or time zone croner does not know. */
export function parseSchedule(schedule: JobSchedule): Cron {
  // Minutes are the finest grain: it keeps the catch-up walk below short.
  if (schedule.cron.trim().split(/\s+/).length !== 5) throw new Error(`Schedule ${schedule.name}: use a five-field cron pattern.`);
  // croner falls back silently on a zone it does not know; Intl throws a RangeError for it.
  new Intl.DateTimeFormat('en', { timeZone: schedule.timezone });
  return new Cron(schedule.cron, { timezone: schedule.timezone, paused: true });
}

/**
 * The latest slot at or before `now` that comes after `lastSlot`, or null when none is due. Slots
 * missed while no node ran collapse into this one: a sweep catches up by doing its work once, not
 * once per missed hour.
 */
export function latestDueSlot(cron: Cron, lastSlot: Date, now: Date): Date | null {
  let due: Date | null = null;
  let next = cron.nextRun(lastSlot);
  // Bounded: after a long downtime a minute-by-minute pattern would otherwise walk every missed minute.
  for (let steps = 0; next && next.getTime() <= now.getTime(); steps += 1) {
    due = next;
    if (steps >= 10_000) return latestDueSlot(cron, new Date(now.getTime() - 24 * 3_600_000), now);
    next = cron.nextRun(next);
  }
  return due;
}
