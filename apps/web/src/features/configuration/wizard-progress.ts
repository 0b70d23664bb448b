import { CONFIGURE_STEP, unfinishedSteps } from '@opentrace/domain';
import type { TWizardStepSummary } from '../../lib/wizard.ts';

/** Steps that are always open (DOMAIN.md §2.1): finishing one opens the next, the last two wait. */
const ALWAYS_OPEN_UP_TO = 6;

/** Step 7 opens once step 6 is finished, step 8 once step 7 is. */
export function isStepOpen(step: number, completedSteps: readonly number[]): boolean {
  if (step <= ALWAYS_OPEN_UP_TO) return true;
  return completedSteps.includes(step - 1) || completedSteps.includes(step);
}

/** Where the wizard resumes: the first open step not finished yet, else the last open one. */
export function resumeStep(available: readonly number[], completedSteps: readonly number[]): number {
  const open = available.filter((step) => isStepOpen(step, completedSteps));
  return open.find((step) => !completedSteps.includes(step)) ?? open[open.length - 1] ?? 1;
}

/** The step after `step` among those available, or the configure step. */
export function nextStep(step: number, available: readonly number[]): number {
  return available.find((candidate) => candidate > step) ?? CONFIGURE_STEP;
}

/**
 * Whether "configure system" may be pressed: the server refuses it (422) until steps 1–7 are
 * finished, so the button waits too and names the steps still open.
 */
export function configureReadiness(steps: readonly TWizardStepSummary[]): { ready: boolean; unfinished: TWizardStepSummary[] } {
  const missing = unfinishedSteps(steps.filter((step) => step.finished).map((step) => step.number));
  const unfinished = missing.map(
    (number) => steps.find((step) => step.number === number) ?? { number, title: String(number), finished: false },
  );
  return { ready: unfinished.length === 0, unfinished };
}
