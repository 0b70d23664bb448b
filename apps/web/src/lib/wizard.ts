/**
 * The contract between the configuration wizard (app/configuration-wizard.ts) and the step
 * screens that features provide. It lives in lib so features can use it without importing each
 * other or the app shell.
 */

/** One step as the review lists it. */
export type TWizardStepSummary = { number: number; title: string; finished: boolean };

/** What every wizard step screen receives. */
export type TWizardStepProps = {
  /** Configuration is complete: the step shows its data read-only (every write would get 409). */
  locked: boolean;
  /** The step is finished: the wizard records it and moves to the next one. */
  onFinished(): void;
  /** Every step of the wizard with its progress, for screens that review them. */
  steps: TWizardStepSummary[];
};
