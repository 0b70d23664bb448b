import { describe, expect, it } from 'vitest';
import { ZOrderInput, ZOrderSupplierInput } from './orders.ts';

const order = {
  supplierId: '2b1f6a52-8d7e-4f61-9d3c-4a5b6c7d8e9f',
  purchaseOrderNumber: 'PO-1',
  purchasedAt: '2026-03-10T09:00:00.000Z',
  productDescription: 'Cotton T-shirts',
  quantity: 1200,
  quantityUnit: 'Units',
};
const further = {
  supplierId: '2b1f6a52-8d7e-4f61-9d3c-4a5b6c7d8e9f',
  parentId: '3c2f7b63-9e8f-4a72-8e4d-5b6c7d8e9fa0',
  purchasedAt: '2026-03-01T00:00:00.000Z',
};
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('an order', () => {
  it('trims its texts and reads an empty document number as none', () => {
    const parsed = ZOrderInput.parse({ ...order, purchaseOrderNumber: ' PO-1 ', invoiceNumber: '', packingListNumber: ' PL-3 ' });
    expect(parsed).toMatchObject({ purchaseOrderNumber: 'PO-1', invoiceNumber: undefined, packingListNumber: 'PL-3' });
  });

  it('needs a PO number and a product description, each at most 255 characters', () => {
    expect(issues(ZOrderInput.safeParse({ ...order, purchaseOrderNumber: '  ', productDescription: 'x'.repeat(256) }))).toEqual([
      'purchaseOrderNumber: validation.required',
      'productDescription: validation.tooLong',
    ]);
    expect(ZOrderInput.safeParse({ ...order, productDescription: 'x'.repeat(255) }).success).toBe(true);
  });

  it('needs a positive quantity in a known unit', () => {
    expect(issues(ZOrderInput.safeParse({ ...order, quantity: 0, quantityUnit: 'Bales' })).map((issue) => issue.split(':')[0])).toEqual([
      'quantity',
      'quantityUnit',
    ]);
  });
});

describe('a further order supplier', () => {
  it('needs one of the PO, invoice or packing-list numbers, reported on the PO field', () => {
    expect(issues(ZOrderSupplierInput.safeParse({ ...further, purchaseOrderNumber: ' ', invoiceNumber: '' }))).toEqual([
      'purchaseOrderNumber: orders.oneDocumentRequired',
    ]);
    for (const document of ['purchaseOrderNumber', 'invoiceNumber', 'packingListNumber']) {
      expect(ZOrderSupplierInput.safeParse({ ...further, [document]: 'N-1' }).success, document).toBe(true);
    }
  });
});
