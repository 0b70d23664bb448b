import type { THistoryEvent } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { counterpartOf, documentNumbers, documentsArchiveName, eventProducts } from './history-rows.ts';

const product = (code: string) => ({ id: '00000000-0000-4000-8000-000000000001', code });

const SALE: THistoryEvent = {
  id: '00000000-0000-4000-8000-0000000000aa',
  type: 2,
  recordedAt: '2026-06-15T10:05:00.000Z',
  counterpart: { id: '00000000-0000-4000-8000-0000000000bb', name: 'Demo Spinner' },
  nonParticipatingRoleName: null,
  productDefinitionName: 'Lint bale',
  productCount: 2,
  products: [product('abc123def'), product('lb-000-777')],
  outputProducts: [],
  totalWeight: 340.2,
  weightUnit: 'Kilograms',
  purchaseOrderNumber: null,
  invoiceNumber: 'INV-7',
  packingListNumber: 'PL-9',
  price: null,
  currency: null,
  documentCount: 2,
};

describe('the counterpart', () => {
  it('names the other facility, or the role of a non-participating seller', () => {
    expect(counterpartOf(SALE)).toEqual({ kind: 'facility', name: 'Demo Spinner' });
    expect(counterpartOf({ counterpart: null, nonParticipatingRoleName: 'Farm' })).toEqual({ kind: 'nonParticipating', role: 'Farm' });
    expect(counterpartOf({ counterpart: null, nonParticipatingRoleName: null })).toEqual({ kind: 'none' });
  });
});

describe('the products of an event', () => {
  it('lists product IDs upper-case in groups of three', () => {
    expect(eventProducts(SALE)).toEqual({ kind: 'list', products: { shown: ['ABC-123-DEF', 'LB0-007-77'], more: 0 } });
  });

  it('shows three codes and counts the rest', () => {
    const many = { ...SALE, products: ['a1', 'b2', 'c3', 'd4', 'e5'].map(product) };
    expect(eventProducts(many)).toEqual({ kind: 'list', products: { shown: ['A1', 'B2', 'C3'], more: 2 } });
  });

  it('reads a transformation as its inputs and its outputs', () => {
    const transformation = {
      ...SALE,
      type: 4 as const,
      products: [product('seed1')],
      outputProducts: [product('123456789'), product('987654321')],
    };
    expect(eventProducts(transformation)).toEqual({
      kind: 'transformation',
      inputs: { shown: ['SEE-D1'], more: 0 },
      outputs: { shown: ['123-456-789', '987-654-321'], more: 0 },
    });
  });
});

describe('document numbers', () => {
  it('lists the numbers an event carries, leaving out the ones it has not', () => {
    expect(documentNumbers(SALE)).toEqual([
      { kind: 'invoice', number: 'INV-7' },
      { kind: 'packingList', number: 'PL-9' },
    ]);
    expect(documentNumbers({ purchaseOrderNumber: 'PO-1', invoiceNumber: null, packingListNumber: null })).toEqual([
      { kind: 'purchaseOrder', number: 'PO-1' },
    ]);
  });

  it('names the archive after the moment the event was recorded', () => {
    expect(documentsArchiveName(SALE, 'UTC')).toBe('documents-15-06-2026-10-05.zip');
    expect(documentsArchiveName(SALE, 'Asia/Karachi')).toBe('documents-15-06-2026-15-05.zip');
  });
});
