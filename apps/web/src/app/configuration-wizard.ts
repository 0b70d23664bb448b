import type { ComponentType } from 'react';
import type { TWizardStepProps } from '../lib/wizard.ts';

export interface TWizardStep {
  key: string;
  /** 1–8, the order of DOMAIN.md §2.1. */
  number: number;
  /** i18n key of the tab title. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType<TWizardStepProps> }>;
}

/**
 * The configuration wizard's steps, in order: each is one feature's step screen, loaded only
 * when its tab opens. The app shell composes them; features never import one another.
 */
export const WIZARD_STEPS: readonly TWizardStep[] = [
  {
    key: 'profile',
    number: 1,
    titleKey: 'configuration.steps.profile',
    load: () => import('../features/configuration/steps/profile-step.tsx'),
  },
  { key: 'products', number: 2, titleKey: 'products.stepTitle', load: () => import('../features/product-definitions/products-step.tsx') },
  { key: 'roles', number: 3, titleKey: 'roleSetup.stepTitle', load: () => import('../features/roles/roles-step.tsx') },
  {
    key: 'supplyChain',
    number: 4,
    titleKey: 'supplyChain.stepTitle',
    load: () => import('../features/supply-chain/supply-chain-step.tsx'),
  },
  { key: 'indicators', number: 5, titleKey: 'indicators.stepTitle', load: () => import('../features/indicators/indicators-step.tsx') },
  { key: 'assessment', number: 6, titleKey: 'saq.stepTitle', load: () => import('../features/questionnaires/saqs-step.tsx') },
  {
    key: 'riskMethod',
    number: 7,
    titleKey: 'configuration.steps.riskMethod',
    load: () => import('../features/configuration/steps/risk-method-step.tsx'),
  },
  {
    key: 'configure',
    number: 8,
    titleKey: 'configuration.steps.configure',
    load: () => import('./configure-step/configure-step-screen.tsx'),
  },
];
