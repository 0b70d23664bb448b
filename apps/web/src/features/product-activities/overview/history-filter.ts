import { ACTIVITY_TYPES, DEFAULT_PER_PAGE, formatDate, type TActivityType } from '@opentrace/domain';
import type { TOverviewRange } from './overview-ranges.ts';

/**
 * The history list's filters and the query GET /histories takes: `type`, `from`, `to` (moments),
 * `page`, `perPage`. People type days as DD/MM/YYYY (spec §9); a typed day runs from its first to
 * its last moment where the reader is, while the default is exactly the selected period.
 */

export const HISTORY_TYPE_FILTERS = ['all', 'purchase', 'sale', 'transport', 'transform', 'byProduct'] as const;
export type THistoryTypeFilter = (typeof HISTORY_TYPE_FILTERS)[number];
export type TActivityTypeName = Exclude<THistoryTypeFilter, 'all'>;

const NAME_BY_TYPE: Record<TActivityType, TActivityTypeName> = {
  [ACTIVITY_TYPES.PURCHASE]: 'purchase',
  [ACTIVITY_TYPES.SALE]: 'sale',
  [ACTIVITY_TYPES.TRANSPORT]: 'transport',
  [ACTIVITY_TYPES.TRANSFORM]: 'transform',
  [ACTIVITY_TYPES.BY_PRODUCT]: 'byProduct',
};

const TYPE_BY_NAME = Object.fromEntries(Object.entries(NAME_BY_TYPE).map(([type, name]) => [name, Number(type)])) as Record<
  TActivityTypeName,
  TActivityType
>;

/** The name an event type is labelled with ("overview.types.<name>"). */
export const activityTypeName = (type: TActivityType): TActivityTypeName => NAME_BY_TYPE[type];

export type THistoryFilter = {
  type: THistoryTypeFilter;
  /** ISO moments, or null for no bound. */
  from: string | null;
  to: string | null;
  page: number;
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type THistoryListQuery = { page: number; perPage: number; type?: number; from?: string; to?: string };

/** Every type over exactly the selected period, page 1; no bounds when no period has begun. */
export function historyFilterFor(range: TOverviewRange | null): THistoryFilter {
  return { type: 'all', from: range?.from ?? null, to: range?.to ?? null, page: 1 };
}

/** Any change other than turning the page starts again from page 1. */
export function changeHistoryFilter(filter: THistoryFilter, change: Partial<Omit<THistoryFilter, 'page'>>): THistoryFilter {
  return { ...filter, ...change, page: 1 };
}

/** A bound as the date field shows it: DD/MM/YYYY where the reader is. */
export function typedDayOf(moment: string | null, timeZone?: string): string {
  return moment === null ? '' : formatDate(moment, timeZone);
}

const DAY_MONTH_YEAR = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** The first moment of a typed DD/MM/YYYY day where the reader is; null when it is not a real day (31/02). */
export function startOfTypedDay(text: string): Date | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

export type THistoryDateProblem = 'invalidDate' | 'endBeforeStart';

export type TTypedDays =
  { ok: true; from: string | null; to: string | null } | { ok: false; problems: { from?: THistoryDateProblem; to?: THistoryDateProblem } };

/**
 * The bounds two typed days stand for, from the first moment of the first day to the last moment of
 * the second; an empty field is no bound. Otherwise what is wrong, per field.
 */
export function readTypedDays(fromText: string, toText: string): TTypedDays {
  const start = fromText.trim() === '' ? null : startOfTypedDay(fromText);
  const endDay = toText.trim() === '' ? null : startOfTypedDay(toText);
  const problems: { from?: THistoryDateProblem; to?: THistoryDateProblem } = {};
  if (fromText.trim() !== '' && !start) problems.from = 'invalidDate';
  if (toText.trim() !== '' && !endDay) problems.to = 'invalidDate';
  if (start && endDay && endDay < start) problems.to = 'endBeforeStart';
  if (problems.from || problems.to) return { ok: false, problems };
  const end = endDay ? new Date(endDay.getFullYear(), endDay.getMonth(), endDay.getDate() + 1, 0, 0, 0, -1) : null;
  return { ok: true, from: start?.toISOString() ?? null, to: end?.toISOString() ?? null };
}

export function toHistoryQuery(filter: THistoryFilter, perPage = DEFAULT_PER_PAGE): THistoryListQuery {
  return {
    page: filter.page,
    perPage,
    ...(filter.type === 'all' ? {} : { type: TYPE_BY_NAME[filter.type] }),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/** True when the list shows less than the whole period: another type or other days were chosen. */
export function isNarrowed(filter: THistoryFilter, whole: THistoryFilter): boolean {
  return filter.type !== whole.type || filter.from !== whole.from || filter.to !== whole.to;
}
