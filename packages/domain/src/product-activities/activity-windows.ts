/**
 * The periods product activities are counted in (DOMAIN.md §4.1, §5.6): a raw-material extractor's
 * harvest season, a mass-balance facility's reconciliation window, or, for product segregation, the
 * season of the nearest extractor upstream. Both kinds repeat back to back from their start, every
 * `months` months, so there is always exactly one current period once the first one has begun.
 */
export interface TActivityWindow {
  start: Date;
  /** Exclusive: the next period's start. */
  end: Date;
}

export type TWindowRule =
  { kind: 'season'; start: Date; months: number } | { kind: 'reconciliation'; start: Date; months: number } | { kind: 'unbounded' };

/** The date `months` calendar months later, in UTC; the 31st falls back to the month's last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The period of the rule that contains `moment`, or null before the first period begins. */
export function windowContaining(rule: TWindowRule, moment: Date): TActivityWindow | null {
  if (rule.kind === 'unbounded') return { start: new Date(-8.64e15), end: new Date(8.64e15) };
  if (moment < rule.start || rule.months < 1) return null;
  const elapsedMonths = (moment.getUTCFullYear() - rule.start.getUTCFullYear()) * 12 + (moment.getUTCMonth() - rule.start.getUTCMonth());
  let index = Math.max(0, Math.floor(elapsedMonths / rule.months) - 1);
  // Calendar months differ in length, so step from an estimate that is never past the answer.
  while (addMonthsUtc(rule.start, (index + 1) * rule.months) <= moment) index += 1;
  return { start: addMonthsUtc(rule.start, index * rule.months), end: addMonthsUtc(rule.start, (index + 1) * rule.months) };
}

export function isWithin(window: TActivityWindow | null, moment: Date): boolean {
  return window !== null && moment >= window.start && moment < window.end;
}

/**
 * The ranges the Overview offers (DOMAIN.md §5.6), newest first: a mass-balance facility gets one,
 * from its reconciliation start to now; a season gives one range per season up to the current one,
 * each ending the moment before the next begins. At most `limit` ranges.
 */
export function overviewRanges(rule: TWindowRule, now: Date, limit = 24): TActivityWindow[] {
  if (rule.kind === 'unbounded') return [];
  if (rule.kind === 'reconciliation') return now < rule.start ? [] : [{ start: rule.start, end: now }];
  const current = windowContaining(rule, now);
  if (!current) return [];
  const ranges: TActivityWindow[] = [];
  const periodStart = (index: number) => addMonthsUtc(rule.start, index * rule.months);
  let index = 0;
  while (periodStart(index + 1) <= current.start) index += 1;
  for (; index >= 0 && ranges.length < limit; index -= 1) ranges.push({ start: periodStart(index), end: periodStart(index + 1) });
  return ranges;
}
