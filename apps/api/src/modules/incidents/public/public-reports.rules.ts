import { randomInt } from 'node:crypto';
import { CASE_NUMBER_ALPHABET, MAX_PUBLIC_REPORT_ADDITIONS, PUBLIC_REPORT_PIN_LENGTH, type TPublicReportStatus } from '@opentrace/domain';

/**
 * A new case number, WR-XXXX-XXXX from an alphabet without look-alikes: drawn at random (about 40
 * bits), so numbers neither count the reports received nor can be guessed from one another.
 */
export function newCaseNumber(draw: (max: number) => number = randomInt): string {
  const letters = Array.from({ length: 8 }, () => CASE_NUMBER_ALPHABET[draw(CASE_NUMBER_ALPHABET.length)]).join('');
  return `WR-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** A new PIN of 8 random digits: with the per-case attempt limit, guessing one takes millions of years. */
export function newPin(draw: (max: number) => number = randomInt): string {
  return Array.from({ length: PUBLIC_REPORT_PIN_LENGTH }, () => String(draw(10))).join('');
}

/** A closed case is over; an accepted one still takes information, which its handlers read on the public report. */
export function isOpenToAdditions(status: TPublicReportStatus): boolean {
  return status !== 'CLOSED';
}

/** Why the reporter may not add information now, or null when they may. */
export function additionRefusal(
  status: TPublicReportStatus,
  additionCount: number,
): 'publicReports.caseDecided' | 'publicReports.tooManyAdditions' | null {
  if (!isOpenToAdditions(status)) return 'publicReports.caseDecided';
  if (additionCount >= MAX_PUBLIC_REPORT_ADDITIONS) return 'publicReports.tooManyAdditions';
  return null;
}

/** A case still waiting for its decision: NEW until an administrator opens it, then IN_REVIEW. */
export function isUndecided(status: TPublicReportStatus): boolean {
  return status === 'NEW' || status === 'IN_REVIEW';
}

/** The status after an administrator opens the case: the first reading moves NEW to IN_REVIEW, the reporter sees it. */
export function statusAfterReading(status: TPublicReportStatus): TPublicReportStatus {
  return status === 'NEW' ? 'IN_REVIEW' : status;
}
