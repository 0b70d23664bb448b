import type { TRiskFilterQuery, TRiskItem } from '@opentrace/domain';

/** The items a reader's filters keep (DOMAIN.md §6.7); a filter left empty keeps everything. */
export function filterRiskItems(items: readonly TRiskItem[], filters: TRiskFilterQuery): TRiskItem[] {
  const keep = (values: readonly string[] | undefined, value: string | null) =>
    !values || values.length === 0 || (value !== null && values.includes(value));
  return items.filter(
    (item) =>
      keep(filters.sources, item.source) &&
      keep(filters.categoryIds, item.categoryId) &&
      keep(filters.indicatorIds, item.indicatorId) &&
      keep(filters.subIndicatorIds, item.subIndicatorId) &&
      withinDates(item.recordedAt, filters),
  );
}

/** Whether a moment falls on or between the filter's days (days in UTC, as the API speaks ISO dates). */
export function withinDates(recordedAt: string, range: { from?: string; to?: string }): boolean {
  const day = recordedAt.slice(0, 10);
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
}
