import type { TAuditLogEntry } from '@opentrace/domain';

/**
 * A report's trail as people read it (ARCHITECTURE.md §7): each audit row's action in words, and the
 * few facts its details carry, never the report's text.
 */

/** The report actions the API writes, by the short names the screen's texts use. */
const REPORT_TRAIL_ACTIONS = {
  'incidents.report.created': 'created',
  'incidents.report.listed': 'listed',
  'incidents.report.viewed': 'viewed',
  'incidents.report.read': 'read',
  'incidents.report.edited': 'edited',
  'incidents.report.responded': 'responded',
  'incidents.report.closed': 'closed',
  'incidents.report.file-read': 'fileRead',
} as const;
export type TReportTrailAction = (typeof REPORT_TRAIL_ACTIONS)[keyof typeof REPORT_TRAIL_ACTIONS];

/** The action's key under `incidents.trail.actions`, or null for an action this screen does not know yet. */
export function trailActionOf(entry: Pick<TAuditLogEntry, 'action'>): TReportTrailAction | null {
  return Object.hasOwn(REPORT_TRAIL_ACTIONS, entry.action) ? REPORT_TRAIL_ACTIONS[entry.action as keyof typeof REPORT_TRAIL_ACTIONS] : null;
}

/** What an edit changed, from its audit details: assignee, follow-up, and the risks added, changed and removed. */
export type TEditSummary = {
  assigneeChanged: boolean;
  isNoFollowUp: boolean;
  risksAdded: number;
  risksChanged: number;
  risksRemoved: number;
};

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function editSummaryOf(entry: Pick<TAuditLogEntry, 'action' | 'details'>): TEditSummary | null {
  if (entry.action !== 'incidents.report.edited' || entry.details === null) return null;
  const details = entry.details;
  return {
    assigneeChanged: details.assigneeChanged === true,
    isNoFollowUp: details.isNoFollowUp === true,
    risksAdded: count(details.risksAdded),
    risksChanged: count(details.risksChanged),
    risksRemoved: count(details.risksRemoved),
  };
}
