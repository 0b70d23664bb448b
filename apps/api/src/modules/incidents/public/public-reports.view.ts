import {
  PUBLIC_REPORT_CLOSE_REASONS,
  type TPublicReportCloseReason,
  type TPublicReportDetail,
  type TPublicReportListItem,
  type TPublicReportOutcome,
  type TPublicReportResolution,
  type TPublicReportStatusView,
} from '@opentrace/domain';
import type { PublicReportDetailRow, PublicReportListRow, PublicReportRow } from './public-reports.repository.ts';
import { additionRefusal } from './public-reports.rules.ts';

/** Public report rows as the reporter and the administrators read them. */

const closeReasonOf = (value: string | null): TPublicReportCloseReason | null =>
  (PUBLIC_REPORT_CLOSE_REASONS as readonly string[]).includes(value ?? '') ? (value as TPublicReportCloseReason) : null;

function outcomeOf(row: Pick<PublicReportRow, 'status' | 'decidedAt' | 'closeReason' | 'decisionMessage'>): TPublicReportOutcome | null {
  if ((row.status !== 'ACCEPTED' && row.status !== 'CLOSED') || !row.decidedAt) return null;
  return {
    status: row.status,
    reason: closeReasonOf(row.closeReason),
    message: row.decisionMessage,
    decidedAt: row.decidedAt.toISOString(),
  };
}

/**
 * What the case number and PIN show: status, dates and outcome, and for an accepted case the closing of
 * its incident report once closed; no text, no names.
 */
export function toStatusView(
  row: PublicReportRow & { additionCount: number; lastAdditionAt: Date | null },
  resolution: TPublicReportResolution | null,
): TPublicReportStatusView {
  return {
    caseNumber: row.caseNumber,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    additionCount: row.additionCount,
    lastAdditionAt: row.lastAdditionAt?.toISOString() ?? null,
    canAddInformation: resolution === null && additionRefusal(row.status, row.additionCount) === null,
    outcome: outcomeOf(row),
    resolution,
  };
}

export function toListItem(row: PublicReportListRow): TPublicReportListItem {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    status: row.status,
    facility: row.facilityId && row.facilityName ? { id: row.facilityId, name: row.facilityName, city: row.facilityCity } : null,
    place: row.place,
    categoryCount: row.indicatorIds.length,
    anonymous: row.anonymous,
    language: row.language,
    receivedAt: row.receivedAt.toISOString(),
    additionCount: Number(row.additionCount),
    lastAdditionAt: row.lastAdditionAt?.toISOString() ?? null,
  };
}

export function toDetail(
  row: PublicReportDetailRow,
  additions: { message: string; addedAt: Date }[],
  categories: TPublicReportDetail['categories'],
): TPublicReportDetail {
  const outcome = outcomeOf(row);
  return {
    ...toListItem(row),
    message: row.message,
    categories,
    contact: row.anonymous ? null : row.contact,
    additions: additions.map((addition) => ({ message: addition.message, addedAt: addition.addedAt.toISOString() })),
    decision: outcome && {
      ...outcome,
      decidedBy:
        row.decidedById && row.decidedByFirstName !== null
          ? { id: row.decidedById, name: `${row.decidedByFirstName} ${row.decidedByLastName ?? ''}`.trim() }
          : null,
      incidentReportId: row.incidentReportId,
    },
  };
}
