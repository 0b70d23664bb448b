import type { TActivityProduct } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import type { TSignedInUser } from '../../lib/session.ts';
import { userWith } from '../../lib/test-users.ts';
import { labelLookups, labelProduct, labelSource } from './label-lookups.ts';

const DONE = '2026-11-01T09:00:00.000Z';

/** A producer who has saved the profile and added a partner: registered, so the activity screens are theirs. */
function registeredProducer(actions: string[], subActions: string[] = []): TSignedInUser {
  const base = userWith('Producer', actions, subActions);
  return {
    ...base,
    updatedProfileAt: DONE,
    currentFacility: { id: 'f1', name: 'Multan Ginning Factory', answeredSaqAt: DONE, addedPartnerAt: DONE, firstAdmin: false },
  };
}

const BALE = { id: 'p1', code: '123456789', qrCode: '123456789' } as TActivityProduct;

describe("opening a label's link", () => {
  it('looks the product up only through the activities the producer logs, holding first', () => {
    const ginner = registeredProducer(
      ['LOG_TRANSFORMATIONS', 'LOG_SALE', 'LOG_TRANSPORT', 'LOG_PURCHASE'],
      ['SCAN_QR_CODE_IN_SALE', 'INPUT_PRODUCT_ID_IN_TRANSPORT', 'SCAN_QR_CODE_IN_PURCHASE'],
    );
    expect(labelLookups(ginner).map((lookup) => lookup.activity)).toEqual(['transformation', 'sale', 'transport', 'purchase']);
    const seller = registeredProducer(['LOG_SALE', 'LOG_TRANSPORT'], ['SCAN_QR_CODE_IN_SALE']);
    expect(labelLookups(seller)).toEqual([{ activity: 'sale', path: '/api/events/sells/products', screen: '/homepage/sell' }]);
  });

  it('has nothing to look up for administrators, brands, or a producer still onboarding', () => {
    expect(labelLookups(userWith('Administrator', ['GENERATE_QR_CODES']))).toEqual([]);
    expect(labelLookups(userWith('Brand', ['TRACE_PRODUCT']))).toEqual([]);
    expect(labelLookups(userWith('Producer', ['LOG_TRANSFORMATIONS']))).toEqual([]);
    expect(labelLookups(null)).toEqual([]);
  });

  it('shows the product any look-up found, with every activity it is ready for', () => {
    expect(
      labelProduct([
        { activity: 'transformation', screen: '/homepage/assign-product-id', refused: 'No longer held' },
        { activity: 'sale', screen: '/homepage/sell', found: BALE },
        { activity: 'transport', screen: '/homepage/transport', found: BALE },
      ]),
    ).toEqual({
      kind: 'found',
      product: BALE,
      activities: [
        { activity: 'sale', screen: '/homepage/sell' },
        { activity: 'transport', screen: '/homepage/transport' },
      ],
    });
  });

  it('says why a product the producer may see is not available, and otherwise that there is none of theirs', () => {
    expect(
      labelProduct([
        { activity: 'transformation', screen: '/homepage/assign-product-id', missing: true },
        { activity: 'sale', screen: '/homepage/sell', refused: 'This product has already been sold.' },
      ]),
    ).toEqual({ kind: 'unavailable', reason: 'This product has already been sold.' });
    expect(labelProduct([{ activity: 'sale', screen: '/homepage/sell', missing: true }])).toEqual({ kind: 'notFound' });
    expect(labelProduct([])).toEqual({ kind: 'notFound' });
  });

  it('asks for the product by its label for an administrator who reads every product, and through look-ups for a producer', () => {
    expect(labelSource(userWith('Administrator', ['GENERATE_QR_CODES']))).toEqual({ kind: 'labelledProduct' });
    expect(labelSource(userWith('Administrator', ['DNA'], ['LOG_DNA_TEST_RESULTS']))).toEqual({ kind: 'labelledProduct' });
    expect(labelSource(userWith('Administrator', ['TRACE_PRODUCT']))).toEqual({ kind: 'labelledProduct' });
    const seller = registeredProducer(['LOG_SALE'], ['SCAN_QR_CODE_IN_SALE']);
    expect(labelSource(seller)).toEqual({
      kind: 'lookups',
      lookups: [{ activity: 'sale', path: '/api/events/sells/products', screen: '/homepage/sell' }],
    });
  });

  it('has no way to the product for an administrator without product permissions, a brand, or a producer with no look-ups', () => {
    expect(labelSource(userWith('Administrator', ['USER_MANAGEMENT']))).toEqual({ kind: 'none' });
    expect(labelSource(userWith('Brand', ['TRACE_PRODUCT']))).toEqual({ kind: 'none' });
    expect(labelSource(registeredProducer(['TRACE_PRODUCT', 'GENERATE_QR_CODES']))).toEqual({ kind: 'none' });
    expect(labelSource(null)).toEqual({ kind: 'none' });
  });
});
