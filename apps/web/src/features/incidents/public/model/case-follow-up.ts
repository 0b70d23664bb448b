import type { TPublicReportStatus, TPublicReportStatusView } from '@opentrace/domain';

/**
 * Where a case stands for its reporter: its own status, except that an accepted case whose incident
 * report has been closed is over (RESOLVED), like a case closed at triage, and reads as closed.
 */
export type TFollowUpStage = TPublicReportStatus | 'RESOLVED';

export function followUpStage(view: Pick<TPublicReportStatusView, 'status' | 'resolution'>): TFollowUpStage {
  return view.status === 'ACCEPTED' && view.resolution ? 'RESOLVED' : view.status;
}

/** The status badge of a stage: a resolved case shows as closed. */
export function badgeStatusOf(stage: TFollowUpStage): TPublicReportStatus {
  return stage === 'RESOLVED' ? 'CLOSED' : stage;
}
