import { DEFAULT_PER_PAGE } from '@opentrace/domain';

/** How many pages a list of `total` rows takes: at least one, so an empty list still has a page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** "Showing 21–40 of 45": the positions of the first and last row on a page. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from: Math.min(from, total), to: Math.min(page * perPage, total) };
}

export type TPaging = { page: number; perPage: number; total: number; onPage: (page: number) => void };

/** The pager of a list once a page has come: the page shown, the server's page size (or the default) and total. */
export function pagingOf(
  page: number,
  data: { perPage: number; total: number } | undefined,
  onPage: (page: number) => void,
): TPaging | undefined {
  return data ? { page, perPage: data.perPage || DEFAULT_PER_PAGE, total: data.total, onPage } : undefined;
}

type TFilterValue = string | number | null | undefined;

/**
 * What a paged, sorted list asks the API (ARCHITECTURE.md §8.11): the page, its size, `sort=field:direction`
 * and the filters that hold something; a blank or unset filter is left out rather than sent empty.
 */
export function pageQueryOf<TFilters extends Record<string, TFilterValue>>(
  state: { page: number; sort: { field: string; direction: 'asc' | 'desc' } },
  filters: TFilters,
  perPage = DEFAULT_PER_PAGE,
): { page: number; perPage: number; sort: string } & { [K in keyof TFilters]?: Exclude<TFilters[K], null | undefined> } {
  const given = Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== '');
  return { page: state.page, perPage, sort: `${state.sort.field}:${state.sort.direction}`, ...Object.fromEntries(given) } as never;
}
