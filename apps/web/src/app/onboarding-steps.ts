import { can } from '@opentrace/domain';
import type { TSignedInUser } from '../lib/session.ts';
import { hasSavedProfile } from '../lib/onboarding.ts';

/** The onboarding tabs of a producer (spec §2: my_profile, self_assessment_questionnaire, manage_business_partners). */
export type TOnboardingStep = 'profile' | 'saq' | 'partners';
export type TOnboardingProgress = { step: TOnboardingStep; done: boolean }[];

/**
 * The steps this producer has, each with whether it is done: the profile always; the questionnaire
 * when one was uploaded for the role and it answers its own; partners when the role invites them.
 */
export function onboardingProgress(user: TSignedInUser): TOnboardingProgress {
  const facility = user.currentFacility;
  return [
    { step: 'profile' as const, done: hasSavedProfile(user) },
    ...(user.role.uploadedSAQ && !can(user, 'NO_SAQ') ? [{ step: 'saq' as const, done: (facility?.answeredSaqAt ?? null) !== null }] : []),
    ...(can(user, 'INVITE_PARTNERS') ? [{ step: 'partners' as const, done: (facility?.addedPartnerAt ?? null) !== null }] : []),
  ];
}

/** The tab to open: the one asked for when the producer has it, else the first step not done yet. */
export function openStep(progress: TOnboardingProgress, requested: string | null): TOnboardingStep {
  const asked = progress.find((entry) => entry.step === requested);
  if (asked) return asked.step;
  return (progress.find((entry) => !entry.done) ?? progress[0] ?? { step: 'profile' }).step;
}
