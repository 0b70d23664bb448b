import {
  DEFAULT_PER_PAGE,
  ZRiskLevelFilter,
  type TRiskLevel,
  type TRiskLevelFilter,
  type TSupplierRole,
  type TSupplierSortField,
} from '@opentrace/domain';
import { pageQueryOf } from '../../../lib/pagination.ts';

/**
 * The state of the supplier list and the query GET /api/brands/suppliers takes: `page`, `perPage`,
 * `sort=field:asc|desc`, `key`, `roleId`, `tier` and `riskLevel`.
 */

export type TSupplierSort = { field: TSupplierSortField; direction: 'asc' | 'desc' };

/** Alphabetical, as brands look their suppliers up by name. */
export const DEFAULT_SUPPLIER_SORT: TSupplierSort = { field: 'name', direction: 'asc' };

export type TSupplierListState = {
  page: number;
  sort: TSupplierSort;
  /** Already debounced: the text the list was last asked for. */
  key: string;
  roleId: string | null;
  tier: number | null;
  riskLevel: TRiskLevelFilter | null;
};

export type TSupplierListChange = Partial<Omit<TSupplierListState, 'page'>>;

export const INITIAL_SUPPLIER_LIST: TSupplierListState = {
  page: 1,
  sort: DEFAULT_SUPPLIER_SORT,
  key: '',
  roleId: null,
  tier: null,
  riskLevel: null,
};

/** A type alias (not an interface) so it fits the API client's query record. */
export type TSupplierListQuery = {
  page: number;
  perPage: number;
  sort: string;
  key?: string;
  roleId?: string;
  tier?: number;
  riskLevel?: TRiskLevelFilter;
};

export function toSupplierListQuery(state: TSupplierListState, perPage = DEFAULT_PER_PAGE): TSupplierListQuery {
  const { roleId, tier, riskLevel } = state;
  return pageQueryOf(state, { key: state.key.trim(), roleId, tier, riskLevel }, perPage);
}

/** Any change other than turning the page starts again from page 1. */
export function changeSupplierList(state: TSupplierListState, change: TSupplierListChange): TSupplierListState {
  return { ...state, ...change, page: 1 };
}

const DATE_FIELDS: ReadonlySet<TSupplierSortField> = new Set(['lastActivityAt', 'since']);

/** The same column flips its direction; dates start with the newest, other columns from A (or tier 1). */
export function nextSupplierSort(current: TSupplierSort, field: TSupplierSortField): TSupplierSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: DATE_FIELDS.has(field) ? 'desc' : 'asc' };
}

export function hasSupplierFilters(state: TSupplierListState): boolean {
  return state.key.trim() !== '' || state.roleId !== null || state.tier !== null || state.riskLevel !== null;
}

/** The risk-level filter's choices, highest first, then the suppliers not assessed yet. */
export const RISK_LEVEL_FILTERS: readonly TRiskLevelFilter[] = ZRiskLevelFilter.options;

/** A supplier the risk engine has not scored reads as "Not assessed", never as a made-up level. */
export function riskLevelOrNotAssessed(riskLevel: TRiskLevel | null): TRiskLevelFilter {
  return riskLevel ?? 'NOT_ASSESSED';
}

/** The tiers the map's supplier roles take, in map order, for the tier filter. */
export function tiersOf(roles: readonly Pick<TSupplierRole, 'tier'>[]): number[] {
  const tiers = new Set(roles.flatMap((role) => (role.tier === null ? [] : [role.tier])));
  return [...tiers].sort((a, b) => a - b);
}
