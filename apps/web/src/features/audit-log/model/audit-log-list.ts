import { DEFAULT_PER_PAGE } from '@opentrace/domain';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The audit log's filters and the query GET /api/audit-log takes: newest first, 20 a page, by action (an
 * exact action or a prefix ending with a dot), by what it was done to, and by a range of days.
 */

export type TAuditLogState = {
  page: number;
  /** An exact action (`incidents.report.read`) or a prefix ending with a dot (`incidents.`); '' for every action. */
  action: string;
  targetId: string;
  /** DD/MM/YYYY as typed; ignored until it is a date. */
  from: string;
  to: string;
};

export const INITIAL_AUDIT_LOG: TAuditLogState = { page: 1, action: '', targetId: '', from: '', to: '' };

/** Families of actions offered while typing; the API matches a prefix ending with a dot with everything under it. */
export const AUDIT_ACTION_SUGGESTIONS = ['incidents.', 'public-reports.', 'auth.', 'permission.', 'users.', 'roles.'] as const;

export type TAuditLogQuery = { page: number; perPage: number; action?: string; targetId?: string; from?: string; to?: string };

export function toAuditLogQuery(state: TAuditLogState, perPage = DEFAULT_PER_PAGE): TAuditLogQuery {
  const from = calendarDateOf(state.from);
  const to = calendarDateOf(state.to);
  const targetId = state.targetId.trim();
  const action = state.action.trim();
  return {
    page: state.page,
    perPage,
    ...(action ? { action } : {}),
    ...(targetId ? { targetId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** Any change other than turning the page starts again from page 1. */
export function changeAuditLog(state: TAuditLogState, change: Partial<Omit<TAuditLogState, 'page'>>): TAuditLogState {
  return { ...state, ...change, page: 1 };
}

export function hasAuditLogFilters(state: TAuditLogState): boolean {
  return (
    state.action.trim() !== '' || state.targetId.trim() !== '' || calendarDateOf(state.from) !== null || calendarDateOf(state.to) !== null
  );
}

/** An audit row's details as short "key: value" facts, for the reader; nested values as compact JSON. */
export function detailFacts(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
}
