import { DEFAULT_PER_PAGE, type TDeadLetterPage } from '@opentrace/domain';
import { pageCount } from '../../../lib/pagination.ts';

export type TDeadLetterQuery = { page: number; perPage: number };

/** The states the queue counts, in the order a job passes through them. */
export const JOB_STATES = ['pending', 'running', 'succeeded', 'dead'] as const satisfies readonly (keyof TDeadLetterPage['counts'])[];

/** What the screen asks for page `page`: twenty dead letters a page, as every list of the app. */
export function deadLetterQuery(page: number): TDeadLetterQuery {
  return { page, perPage: DEFAULT_PER_PAGE };
}

/**
 * The page to show once a page has come back: retrying the last dead letter of the last page leaves
 * that page empty, so the list steps back to the last page that still has rows (page 1 at least).
 */
export function pageToShow(page: number, answer: Pick<TDeadLetterPage, 'total' | 'perPage'>): number {
  return Math.min(page, pageCount(answer.total, answer.perPage));
}

/** The kinds of job the server defines today (apps/api: email.job.ts, password-reset.job.ts, job-queue.ts). */
const KNOWN_KINDS = {
  email: 'jobs.kinds.email',
  'auth.password-reset': 'jobs.kinds.passwordReset',
  'jobs.prune': 'jobs.kinds.prune',
  'files.sweep-unlinked': 'jobs.kinds.uploadSweep',
} as const;

type TJobKindKey = (typeof KNOWN_KINDS)[keyof typeof KNOWN_KINDS];

/** The translation key naming a job's kind, or null for a kind this screen does not know (shown as its code). */
export function jobKindKey(kind: string): TJobKindKey | null {
  return Object.hasOwn(KNOWN_KINDS, kind) ? KNOWN_KINDS[kind as keyof typeof KNOWN_KINDS] : null;
}

/** Lines of a last error shown before "Show more": enough for the usual one-line reason. */
export const ERROR_LINES_SHOWN = 3;

/** About what three lines of the error column hold in its small monospace type. */
const CHARACTERS_SHOWN = 150;

/** Whether a last error is long enough to be folded after ERROR_LINES_SHOWN lines, with a way to unfold it. */
export function foldsError(error: string): boolean {
  return error.length > CHARACTERS_SHOWN || error.trimEnd().split('\n').length > ERROR_LINES_SHOWN;
}
