import { formatDate, type TOverviewRanges } from '@opentrace/domain';

/**
 * The periods the Overview and the home screen count in (DOMAIN.md §5.6), as GET
 * /histories/date-ranges gives them: one range for a mass-balance facility, one per season for
 * product segregation (each ending the millisecond before the next begins), none when no extractor
 * upstream bounds the facility's activities. Both ends of a range are included.
 */

export type TOverviewRange = { from: string; to: string };

export type TRangeOption = TOverviewRange & {
  /** Unique among the options: the range's start. */
  value: string;
  /** "01/04/2026 – 31/03/2027". */
  label: string;
};

/** Where an unbounded facility's period begins: before any activity the platform can hold. */
const UNBOUNDED_START = { year: 2000, monthIndex: 0, day: 1 };

export function rangeLabel(range: TOverviewRange, timeZone?: string): string {
  return `${formatDate(range.from, timeZone)} – ${formatDate(range.to, timeZone)}`;
}

/**
 * The options of the period selector, newest first. A mass-balance facility's one range and an
 * unbounded facility's period (from 1 January 2000 where the reader is) both run to `now`; a facility
 * whose first period has not begun gets none.
 */
export function rangeOptions(answer: TOverviewRanges, now: Date, timeZone?: string): TRangeOption[] {
  return rangesOf(answer, now)
    .sort((a, b) => Date.parse(b.from) - Date.parse(a.from))
    .map((range) => ({ ...range, value: range.from, label: rangeLabel(range, timeZone) }));
}

function rangesOf(answer: TOverviewRanges, now: Date): TOverviewRange[] {
  if (answer.rule === 'unbounded') {
    return [{ from: new Date(UNBOUNDED_START.year, UNBOUNDED_START.monthIndex, UNBOUNDED_START.day).toISOString(), to: now.toISOString() }];
  }
  // A reconciliation range runs "to now": the answer may have been cached before an activity just logged.
  if (answer.rule === 'reconciliation') {
    return answer.ranges.map((range) => ({ from: range.from, to: new Date(Math.max(Date.parse(range.to), now.getTime())).toISOString() }));
  }
  return answer.ranges.map((range) => ({ from: range.from, to: range.to }));
}
