import type { TOrderSupplier } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyOrderSupplierForm,
  orderSupplierFormOf,
  toOrderSupplierAddBody,
  toOrderSupplierEditBody,
  validateOrderSupplierForm,
  type TOrderSupplierFormValues,
  type TOrderSupplierFormWords,
} from './order-supplier-form.ts';

const NOW = new Date(2026, 10, 26, 14, 30);
const GINNER = {
  id: '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908',
  name: 'Sindh Ginning',
  roleId: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  roleName: 'Ginner',
  countryCode: 'PK',
  riskLevel: null,
};
const PARENT_ID = '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d';

const WORDS: TOrderSupplierFormWords = {
  names: {
    supplierId: 'supplier',
    purchasedAt: 'purchase date',
    purchaseOrderNumber: 'purchase order number',
    invoiceNumber: 'invoice number',
    packingListNumber: 'packing list number',
  },
  dates: { format: 'Use DD/MM/YYYY', future: 'Not in the future' },
  oneDocument: 'Give a PO, invoice or packing list number',
};

const filled = (change: Partial<TOrderSupplierFormValues> = {}): TOrderSupplierFormValues => ({
  ...emptyOrderSupplierForm(),
  supplier: GINNER,
  purchasedAt: '02/10/2026',
  invoiceNumber: ' INV-5 ',
  ...change,
});

describe('checking a further order supplier', () => {
  it('asks for the supplier, the date and one document number, the last on the PO field', () => {
    expect(validateOrderSupplierForm(emptyOrderSupplierForm(), NOW, WORDS, 'en')).toEqual({
      supplierId: 'This supplier is required',
      purchasedAt: 'This purchase date is required',
      purchaseOrderNumber: 'Give a PO, invoice or packing list number',
    });
  });

  it('is satisfied by any one of the three documents', () => {
    for (const field of ['purchaseOrderNumber', 'invoiceNumber', 'packingListNumber'] as const) {
      const values = filled({ invoiceNumber: '', [field]: 'DOC-1' });
      expect(validateOrderSupplierForm(values, NOW, WORDS, 'en')).toEqual({});
    }
  });

  it('refuses a future date and a document number over 255 characters', () => {
    const errors = validateOrderSupplierForm(filled({ purchasedAt: '01/12/2026', packingListNumber: 'P'.repeat(256) }), NOW, WORDS, 'en');
    expect(errors).toEqual({ purchasedAt: 'Not in the future', packingListNumber: 'Packing list number must be at most 255 characters' });
  });
});

describe('the order supplier bodies', () => {
  it('adds below the parent, trimmed, leaving empty documents out of the JSON', () => {
    const body = toOrderSupplierAddBody(filled(), PARENT_ID, NOW);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      supplierId: GINNER.id,
      parentId: PARENT_ID,
      purchasedAt: new Date(2026, 9, 2, 23, 59, 59, 999).toISOString(),
      invoiceNumber: 'INV-5',
    });
  });

  it('edits without a parent, keeping the stored moment while the day is unchanged', () => {
    const stored: TOrderSupplier = {
      id: '8b9c0d1e-2f3a-4b5c-8d6e-7f8a9b0c1d2e',
      parentId: PARENT_ID,
      supplier: GINNER,
      purchasedAt: new Date(2026, 9, 2, 8, 0).toISOString(),
      purchaseOrderNumber: 'PO-9',
      invoiceNumber: null,
      packingListNumber: null,
    };
    const values = orderSupplierFormOf(stored);
    expect(values).toEqual({
      supplier: GINNER,
      purchasedAt: '02/10/2026',
      purchaseOrderNumber: 'PO-9',
      invoiceNumber: '',
      packingListNumber: '',
    });
    expect(JSON.parse(JSON.stringify(toOrderSupplierEditBody({ ...values, packingListNumber: 'PL-3' }, NOW, stored.purchasedAt)))).toEqual({
      supplierId: GINNER.id,
      purchasedAt: stored.purchasedAt,
      purchaseOrderNumber: 'PO-9',
      packingListNumber: 'PL-3',
    });
  });
});
