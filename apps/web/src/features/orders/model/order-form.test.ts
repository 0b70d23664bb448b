import type { TOrderListItem } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyOrderForm,
  orderFormOf,
  resetsTrace,
  toOrderBody,
  validateOrderForm,
  type TOrderFormValues,
  type TOrderFormWords,
} from './order-form.ts';

const NOW = new Date(2026, 10, 26, 14, 30);
const SPINNER = {
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Multan Spinning',
  roleId: '0b8f3c1e-5d2a-4e7b-9c6d-1a2b3c4d5e6f',
  roleName: 'Spinner',
  countryCode: 'PK',
  riskLevel: null,
};
const ASSEMBLY = { ...SPINNER, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Lahore Garments', roleName: 'Final product assembly' };

const WORDS: TOrderFormWords = {
  names: {
    supplierId: 'supplier',
    purchaseOrderNumber: 'purchase order number',
    purchasedAt: 'purchase date',
    productDescription: 'product description',
    quantity: 'quantity',
    quantityUnit: 'unit',
    invoiceNumber: 'invoice number',
    packingListNumber: 'packing list number',
  },
  dates: { format: 'Use DD/MM/YYYY', future: 'Not in the future' },
};

const filled = (change: Partial<TOrderFormValues> = {}): TOrderFormValues => ({
  ...emptyOrderForm(),
  supplier: ASSEMBLY,
  purchaseOrderNumber: ' PO-2026-118 ',
  purchasedAt: '20/11/2026',
  productDescription: ' Organic cotton T-shirts ',
  quantity: 1200,
  quantityUnit: 'Units',
  ...change,
});

const order: TOrderListItem = {
  id: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
  purchaseOrderNumber: 'PO-2026-118',
  purchasedAt: new Date(2026, 10, 20, 10, 0).toISOString(),
  productDescription: 'Organic cotton T-shirts',
  quantity: 1200,
  quantityUnit: 'Units',
  invoiceNumber: 'INV-77',
  packingListNumber: null,
  supplier: ASSEMBLY,
  createdAt: new Date(2026, 10, 21).toISOString(),
  riskFlags: [],
};

describe('checking the order form', () => {
  it('asks for the supplier, PO, date, product and quantity, and starts in kilograms', () => {
    const errors = validateOrderForm(emptyOrderForm(), NOW, WORDS, 'en');
    expect(errors).toEqual({
      supplierId: 'This supplier is required',
      purchaseOrderNumber: 'This purchase order number is required',
      purchasedAt: 'This purchase date is required',
      productDescription: 'This product description is required',
      quantity: 'This quantity is required',
    });
    expect(emptyOrderForm().quantityUnit).toBe('Kilograms');
    expect(validateOrderForm(filled(), NOW, WORDS, 'en')).toEqual({});
  });

  it('refuses a malformed or future date, a zero quantity and texts over 255 characters, with the API’s rules', () => {
    expect(validateOrderForm(filled({ purchasedAt: '2026-11-20' }), NOW, WORDS, 'en')).toEqual({ purchasedAt: 'Use DD/MM/YYYY' });
    expect(validateOrderForm(filled({ purchasedAt: '27/11/2026' }), NOW, WORDS, 'en')).toEqual({ purchasedAt: 'Not in the future' });
    expect(validateOrderForm(filled({ quantity: 0 }), NOW, WORDS, 'en')).toEqual({ quantity: 'Quantity must be at least 0.01' });
    const long = 'X'.repeat(256);
    expect(Object.keys(validateOrderForm(filled({ productDescription: long, invoiceNumber: long }), NOW, WORDS, 'en')).sort()).toEqual([
      'invoiceNumber',
      'productDescription',
    ]);
  });

  it('words its messages in the reader’s language', () => {
    const errors = validateOrderForm(filled({ purchaseOrderNumber: '' }), NOW, WORDS, 'fr');
    expect(errors.purchaseOrderNumber).not.toBe('This purchase order number is required');
    expect(errors.purchaseOrderNumber).toContain('purchase order number');
  });
});

describe('the order body', () => {
  it('is trimmed, with the quantity as a number and empty documents left out of the JSON', () => {
    const body = toOrderBody(filled({ quantity: '1200.5', invoiceNumber: '  ' }), NOW);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      supplierId: ASSEMBLY.id,
      purchaseOrderNumber: 'PO-2026-118',
      purchasedAt: new Date(2026, 10, 20, 23, 59, 59, 999).toISOString(),
      productDescription: 'Organic cotton T-shirts',
      quantity: 1200.5,
      quantityUnit: 'Units',
    });
  });

  it('keeps an edited order’s moment when its date is unchanged', () => {
    const body = toOrderBody({ ...orderFormOf(order), productDescription: 'Organic cotton polo shirts' }, NOW, order.purchasedAt);
    expect(body).toMatchObject({
      purchasedAt: order.purchasedAt,
      invoiceNumber: 'INV-77',
      productDescription: 'Organic cotton polo shirts',
    });
  });
});

describe('editing an order', () => {
  it('starts from the order as stored', () => {
    expect(orderFormOf(order)).toEqual({
      supplier: ASSEMBLY,
      purchaseOrderNumber: 'PO-2026-118',
      purchasedAt: '20/11/2026',
      productDescription: 'Organic cotton T-shirts',
      quantity: 1200,
      quantityUnit: 'Units',
      invoiceNumber: 'INV-77',
      packingListNumber: '',
    });
  });

  it('asks before resetting the trace when the first supplier or its documents change under further suppliers', () => {
    const initial = orderFormOf(order);
    expect(resetsTrace(initial, { ...initial, supplier: SPINNER }, 2)).toBe(true);
    expect(resetsTrace(initial, { ...initial, purchaseOrderNumber: 'PO-2026-119' }, 1)).toBe(true);
    expect(resetsTrace(initial, { ...initial, purchasedAt: '19/11/2026' }, 1)).toBe(true);
    expect(resetsTrace(initial, { ...initial, invoiceNumber: '' }, 1)).toBe(true);
    expect(resetsTrace(initial, { ...initial, packingListNumber: 'PL-1' }, 1)).toBe(true);
  });

  it('does not ask for other changes, nor when no further supplier hangs below the first', () => {
    const initial = orderFormOf(order);
    expect(resetsTrace(initial, { ...initial, productDescription: 'Polo shirts', quantity: 5 }, 3)).toBe(false);
    expect(resetsTrace(initial, { ...initial, purchaseOrderNumber: ' PO-2026-118 ' }, 3)).toBe(false);
    expect(resetsTrace(initial, { ...initial, supplier: SPINNER }, 0)).toBe(false);
  });
});
