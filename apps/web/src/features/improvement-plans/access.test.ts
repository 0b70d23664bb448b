import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../lib/guards.ts';
import type { TSignedInUser } from '../../lib/session.ts';
import { userWith } from '../../lib/test-users.ts';
import { mayAssignPlans, PLANS_ACCESS, plansPathFor } from './access.ts';

const DONE = '2026-11-01T09:00:00.000Z';
const registeredProducer = (actions: string[]): TSignedInUser => ({
  ...userWith('Producer', actions),
  updatedProfileAt: DONE,
  currentFacility: { id: 'f1', name: 'Ginner', answeredSaqAt: DONE, addedPartnerAt: DONE, firstAdmin: true },
});

describe('who may open the improvement plans', () => {
  it('lets in a brand and a registered producer holding either CAP permission', () => {
    expect(decideAccess(userWith('Brand', ['VIEW_CAP']), PLANS_ACCESS.brand)).toBe('allow');
    expect(decideAccess(userWith('Brand', ['ASSIGN_CAP']), PLANS_ACCESS.brand)).toBe('allow');
    expect(decideAccess(registeredProducer(['VIEW_CAP']), PLANS_ACCESS.producer)).toBe('allow');
  });

  it('sends home those without them, the other role type, a producer still onboarding and a brand before its profile', () => {
    expect(decideAccess(userWith('Brand'), PLANS_ACCESS.brand)).toBe('home');
    expect(decideAccess(registeredProducer(['VIEW_CAP']), PLANS_ACCESS.brand)).toBe('home');
    expect(decideAccess(userWith('Producer', ['VIEW_CAP']), PLANS_ACCESS.producer)).toBe('home');
    expect(decideAccess({ ...userWith('Brand', ['VIEW_CAP']), isFirstUser: true }, PLANS_ACCESS.brand)).toBe('home');
    expect(decideAccess(userWith('Administrator', ['VIEW_CAP', 'ASSIGN_CAP']), PLANS_ACCESS.brand)).toBe('home');
    expect(decideAccess(null, PLANS_ACCESS.brand)).toBe('sign-in');
  });

  it('opens the assign form to holders of ASSIGN_CAP only', () => {
    expect(decideAccess(userWith('Brand', ['VIEW_CAP']), PLANS_ACCESS.brandAssign)).toBe('home');
    expect(decideAccess(userWith('Brand', ['ASSIGN_CAP', 'VIEW_CAP']), PLANS_ACCESS.brandAssign)).toBe('allow');
    expect(decideAccess(registeredProducer(['VIEW_CAP']), PLANS_ACCESS.producerAssign)).toBe('home');
    expect(decideAccess(registeredProducer(['ASSIGN_CAP']), PLANS_ACCESS.producerAssign)).toBe('allow');
    expect(mayAssignPlans(userWith('Brand', ['ASSIGN_CAP']))).toBe(true);
    expect(mayAssignPlans(userWith('Brand', ['VIEW_CAP']))).toBe(false);
  });

  it('keeps each role type on its own screens', () => {
    expect(plansPathFor(userWith('Brand', ['VIEW_CAP']))).toBe('/brand-cap');
    expect(plansPathFor(registeredProducer(['VIEW_CAP']))).toBe('/producer-cap');
  });
});
