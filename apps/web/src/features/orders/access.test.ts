import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../lib/guards.ts';
import type { TSignedInUser } from '../../lib/session.ts';
import { userWith } from '../../lib/test-users.ts';
import { ORDERS_ACCESS } from './access.ts';

const DONE = '2026-11-01T09:00:00.000Z';
const registeredProducer = (actions: string[]): TSignedInUser => ({
  ...userWith('Producer', actions),
  updatedProfileAt: DONE,
  currentFacility: { id: 'f1', name: 'Spinner', answeredSaqAt: DONE, addedPartnerAt: DONE, firstAdmin: true },
});

describe('who may open the orders', () => {
  it('lets in a brand, a registered producer and an administrator holding TRACE_PRODUCT', () => {
    expect(decideAccess(userWith('Brand', ['TRACE_PRODUCT']), ORDERS_ACCESS.orders)).toBe('allow');
    expect(decideAccess(registeredProducer(['TRACE_PRODUCT']), ORDERS_ACCESS.orders)).toBe('allow');
    expect(decideAccess(userWith('Administrator', ['TRACE_PRODUCT']), ORDERS_ACCESS.orders)).toBe('allow');
  });

  it('sends home those without the permission, an assessor, a producer still onboarding and a brand before its profile', () => {
    expect(decideAccess(userWith('Brand'), ORDERS_ACCESS.orders)).toBe('home');
    expect(decideAccess(userWith('Assessor', ['TRACE_PRODUCT']), ORDERS_ACCESS.orders)).toBe('home');
    expect(decideAccess(userWith('Producer', ['TRACE_PRODUCT']), ORDERS_ACCESS.orders)).toBe('home');
    expect(decideAccess({ ...userWith('Brand', ['TRACE_PRODUCT']), isFirstUser: true }, ORDERS_ACCESS.orders)).toBe('home');
    expect(decideAccess(null, ORDERS_ACCESS.orders)).toBe('sign-in');
  });

  it('keeps each menu entry to its own role type', () => {
    const brand = userWith('Brand', ['TRACE_PRODUCT']);
    expect(decideAccess(brand, ORDERS_ACCESS.brandMenu)).toBe('allow');
    expect(decideAccess(brand, ORDERS_ACCESS.producerMenu)).toBe('home');
    expect(decideAccess(brand, ORDERS_ACCESS.administratorMenu)).toBe('home');
  });
});
