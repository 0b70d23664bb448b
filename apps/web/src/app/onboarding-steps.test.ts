import { describe, expect, it } from 'vitest';
import { onboardingProgress, openStep } from './onboarding-steps.ts';
import { userWith } from '../lib/test-users.ts';

const DONE = '2026-11-01T09:00:00.000Z';
const GINNER = ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'COMPLETE_OWN_SAQ', 'INVITE_PARTNERS'];

function producer(actions: string[], state: { profile?: boolean; saq?: boolean; partner?: boolean; uploadedSAQ?: boolean } = {}) {
  const base = userWith('Producer', actions);
  return {
    ...base,
    updatedProfileAt: state.profile ? DONE : null,
    role: { ...base.role, uploadedSAQ: state.uploadedSAQ ?? true },
    currentFacility: {
      id: 'f1',
      name: 'Gin',
      answeredSaqAt: state.saq ? DONE : null,
      addedPartnerAt: state.partner ? DONE : null,
      firstAdmin: true,
    },
  };
}

describe("a producer's onboarding steps", () => {
  it('are the profile, the questionnaire and partners, each with its own done state', () => {
    expect(onboardingProgress(producer(GINNER, { profile: true, partner: true }))).toEqual([
      { step: 'profile', done: true },
      { step: 'saq', done: false },
      { step: 'partners', done: true },
    ]);
  });

  it('leave out the questionnaire without an uploaded SAQ or with NO_SAQ, and partners without INVITE_PARTNERS', () => {
    expect(onboardingProgress(producer(GINNER, { uploadedSAQ: false })).map((entry) => entry.step)).toEqual(['profile', 'partners']);
    expect(onboardingProgress(producer(['COMPLETE_OWN_PROFILE', 'NO_SAQ'])).map((entry) => entry.step)).toEqual(['profile']);
  });

  it('open on the tab asked for, else on the first step still to do', () => {
    const progress = onboardingProgress(producer(GINNER, { profile: true }));
    expect(openStep(progress, null)).toBe('saq');
    expect(openStep(progress, 'partners')).toBe('partners');
    expect(openStep(onboardingProgress(producer(['COMPLETE_OWN_PROFILE', 'NO_SAQ'])), 'saq')).toBe('profile');
  });
});
