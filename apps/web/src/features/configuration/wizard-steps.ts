import type { ComponentType } from 'react';

/** What every wizard step screen receives. */
export interface TWizardStepProps {
  /** Configuration is complete: the step shows its data read-only (every write would get 409). */
  locked: boolean;
  /** The step is finished: the wizard records it and moves to the next one. */
  onFinished(): void;
}

export type TWizardStepKey =
  | 'profile'
  | 'products'
  | 'roles'
  | 'supplyChain'
  | 'indicators'
  | 'assessment'
  | 'riskMethod'
  | 'configure';

export interface TWizardStep {
  key: TWizardStepKey;
  /** 1–8, the order of DOMAIN.md §2.1. */
  number: number;
  /** i18n key of the tab title. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType<TWizardStepProps> }>;
}

/**
 * The wizard's steps, in order. Each feature adds its own step screen here (a default-exported
 * component taking TWizardStepProps), loaded only when its tab opens.
 */
export const WIZARD_STEPS: TWizardStep[] = [
  // ── step 1: profile ──
  // ── step 2: products ──
  // ── step 3: roles ──
  // ── step 4: supply chain ──
  // ── step 5: indicators ──
  // ── step 6: assessment ──
  // ── step 7: risk method ──
  // ── step 8: configure ──
];
