import { can } from '@opentrace/domain';
import { AppError } from '../../../core/app-error.ts';
import { definePolicy, type Guard } from '../../../core/policy.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { isUndecided } from './public-reports.rules.ts';

/** Administrators who take in grievance reports triage the public ones (ARCHITECTURE.md §8.13). */
const triagers: Guard<unknown> = {
  rule: (principal) => principal.role.type === 'Administrator' && can(principal, 'SUBMIT_GRIEVANCE_REPORTS'),
  refusal: () => new AppError('FORBIDDEN'),
};

/** A case decided once stays decided: a second decision, even a racing one, answers 409. */
const undecided: Guard<{ status: Parameters<typeof isUndecided>[0] }> = {
  rule: (_principal, report) => isUndecided(report.status),
  refusal: () => new AppError('CONFLICT', { messageKey: 'publicReports.alreadyDecided' }),
};

/** Assigning a report, or saying it needs no follow-up, is referring it (DOMAIN.md §6.3). */
const referrers: Guard<{ refers: boolean }> = {
  rule: (principal, acceptance) => !acceptance.refers || can(principal, 'REFER_REPORT_FOR_FOLLOW_UP'),
  refusal: () => new AppError('FORBIDDEN'),
};

export const publicReportsPolicy = definePolicy<{
  triage: null;
  decide: { status: Parameters<typeof isUndecided>[0] };
  accept: { status: Parameters<typeof isUndecided>[0]; refers: boolean };
}>({
  triage: [triagers],
  decide: [triagers, undecided],
  accept: [triagers, undecided, referrers],
});

/**
 * The public side has no principal: the case number and PIN are the credential. A missing case and a
 * wrong PIN answer alike, and take alike long: an unknown case number is checked against a hash of no
 * PIN at all, so the time taken does not tell which case numbers exist.
 */
let decoyHash: Promise<string> | undefined;

export async function assertCaseCredentials(storedPinHash: string | undefined, pin: string): Promise<void> {
  decoyHash ??= hashPassword('no case has this PIN');
  const matches = await verifyPassword(storedPinHash ?? (await decoyHash), pin);
  if (!storedPinHash || !matches) throw new AppError('NOT_FOUND', { messageKey: 'publicReports.noMatch' });
}
