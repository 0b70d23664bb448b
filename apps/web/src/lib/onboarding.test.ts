import { describe, expect, it } from 'vitest';
import type { TSignedInUser } from './session.ts';
import { hasSavedProfile, isRegisteredProducer, isSystemConfigured, needsBrandOnboarding } from './onboarding.ts';
import { userWith } from './test-users.ts';

const SAVED = '2026-11-01T09:00:00.000Z';

function producer(
  actions: string[],
  state: { profile?: boolean; partner?: boolean; saq?: boolean; uploadedSAQ?: boolean } = {},
): TSignedInUser {
  const base = userWith('Producer', actions);
  return {
    ...base,
    updatedProfileAt: state.profile ? SAVED : null,
    role: { ...base.role, uploadedSAQ: state.uploadedSAQ ?? false },
    currentFacility: {
      id: 'f1',
      name: 'Multan Ginning Factory',
      answeredSaqAt: state.saq ? SAVED : null,
      addedPartnerAt: state.partner ? SAVED : null,
      firstAdmin: true,
    },
  };
}

describe('isRegisteredProducer', () => {
  it.each([
    ['profile not saved', producer([], { partner: true, saq: true }), false],
    ['profile saved, nothing else asked of the role', producer([], { profile: true }), true],
    ['may invite partners, none added yet', producer(['INVITE_PARTNERS'], { profile: true }), false],
    ['may invite partners, one added', producer(['INVITE_PARTNERS'], { profile: true, partner: true }), true],
    ['SAQ uploaded for the role, not answered', producer([], { profile: true, uploadedSAQ: true }), false],
    ['SAQ uploaded and answered', producer([], { profile: true, uploadedSAQ: true, saq: true }), true],
    ['SAQ uploaded but the role has NO_SAQ', producer(['NO_SAQ'], { profile: true, uploadedSAQ: true }), true],
    ['all three steps done', producer(['INVITE_PARTNERS'], { profile: true, partner: true, uploadedSAQ: true, saq: true }), true],
  ])('%s → %s', (_case, user, expected) => {
    expect(isRegisteredProducer(user)).toBe(expected);
  });

  it('reads a producer without an organisation as not having added a partner', () => {
    const user = { ...producer(['INVITE_PARTNERS'], { profile: true }), currentFacility: null };
    expect(isRegisteredProducer(user)).toBe(false);
  });
});

describe('the other onboarding states', () => {
  it('counts the system as configured only once the wizard has finished', () => {
    expect(isSystemConfigured(userWith('Administrator'))).toBe(false);
    expect(isSystemConfigured({ ...userWith('Administrator'), completedConfiguringSystemAt: SAVED })).toBe(true);
  });

  it('knows whether the profile was saved', () => {
    expect(hasSavedProfile(userWith('Assessor'))).toBe(false);
    expect(hasSavedProfile({ ...userWith('Assessor'), updatedProfileAt: SAVED })).toBe(true);
  });

  it('sends only the first brand user with an unsaved profile to brand onboarding', () => {
    const brand = userWith('Brand');
    expect(needsBrandOnboarding({ ...brand, isFirstUser: true })).toBe(true);
    expect(needsBrandOnboarding({ ...brand, isFirstUser: true, updatedProfileAt: SAVED })).toBe(false);
    expect(needsBrandOnboarding({ ...brand, isFirstUser: false })).toBe(false);
  });
});
