import { DEFAULT_PER_PAGE, locationParts, type TPartnerKind, type TPartnerLocation, type TPartnerSortField } from '@opentrace/domain';
import { pageQueryOf } from '../../lib/pagination.ts';

/**
 * The state of the partner list and the query GET /partners/all takes: `page`, `perPage`,
 * `sort=field:asc|desc`, `key` and `kind`.
 */

export type TPartnerSort = { field: TPartnerSortField; direction: 'asc' | 'desc' };

/** Alphabetical, as people look partners up by name. */
export const DEFAULT_PARTNER_SORT: TPartnerSort = { field: 'name', direction: 'asc' };

export type TPartnerListState = {
  page: number;
  sort: TPartnerSort;
  /** Already debounced: the text the list was last asked for. */
  key: string;
  kind: TPartnerKind | null;
};

export const INITIAL_PARTNER_LIST: TPartnerListState = { page: 1, sort: DEFAULT_PARTNER_SORT, key: '', kind: null };

/** A type alias (not an interface) so it fits the API client's query record. */
export type TPartnerListQuery = { page: number; perPage: number; sort: string; key?: string; kind?: TPartnerKind };

export function toPartnerListQuery(state: TPartnerListState, perPage = DEFAULT_PER_PAGE): TPartnerListQuery {
  return pageQueryOf(state, { key: state.key.trim(), kind: state.kind }, perPage);
}

/** Any change other than turning the page starts again from page 1. */
export function changePartnerList(state: TPartnerListState, change: Partial<Omit<TPartnerListState, 'page'>>): TPartnerListState {
  return { ...state, ...change, page: 1 };
}

/** The same column flips its direction; another starts as people expect (newest partner first, names A to Z). */
export function nextPartnerSort(current: TPartnerSort, field: TPartnerSortField): TPartnerSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'since' ? 'desc' : 'asc' };
}

export function hasPartnerFilters(state: TPartnerListState): boolean {
  return state.key.trim() !== '' || state.kind !== null;
}

/** Street, district, province, country, each shown on its own (user-text.tsx); the API already left Other parts out. */
export function partnerLocationParts(location: TPartnerLocation): string[] {
  return locationParts({ street: location.address, country: location.country, province: location.province, district: location.district });
}
