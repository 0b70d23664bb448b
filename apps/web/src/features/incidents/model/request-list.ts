import { DEFAULT_PER_PAGE, type TRequestState } from '@opentrace/domain';
import type { TRequestListQuery } from '../api/incidents-api.ts';

/**
 * The assessor's /requests tabs (spec §2, §4): awaiting response (assigned, nothing sent yet), responded,
 * and the proactive scans the assessor submitted, for those who may scan.
 */
export function requestTabsFor(mayScan: boolean): TRequestState[] {
  return mayScan ? ['awaiting', 'responded', 'submitted'] : ['awaiting', 'responded'];
}

/** The tab the address names, or the first one. */
export function requestTabOf(requested: string | null, tabs: readonly TRequestState[]): TRequestState {
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? 'awaiting';
}

export function toRequestListQuery(state: TRequestState, page: number, perPage = DEFAULT_PER_PAGE): TRequestListQuery {
  return { page, perPage, state };
}
