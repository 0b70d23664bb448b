import { ZSaleInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { TCheckContext } from './form-checks.ts';
import { checkSale, emptySale, SALE_PATHS, toSaleInput, type TSaleField, type TSaleValues } from './sale-form.ts';
import { placeServerErrors } from './server-errors.ts';
import { product } from './test-fixtures.ts';

const NOW = new Date(2026, 5, 15, 10, 0);
const context: TCheckContext<TSaleField> = {
  language: 'en',
  now: NOW,
  names: {
    toFacilityId: 'purchaser',
    productIds: 'products',
    invoiceNumber: 'invoice number',
    uploadInvoices: 'invoice',
    packingListNumber: 'packing list number',
    uploadPackingLists: 'packing list',
    transactedAt: 'date and time',
    price: 'total price',
    currency: 'currency',
  },
  dateTimeFormat: 'Use the format DD/MM/YYYY HH:mm',
};

const SPINNER = { id: '60000000-0000-4000-8000-000000000001', label: 'Jhang Spinners (Spinner)' };
const complete: TSaleValues = {
  ...emptySale(NOW),
  purchaser: SPINNER,
  products: [product()],
  invoiceNumber: 'INV-9',
  invoices: [{ name: 'invoice.pdf', blobName: 'proof/inv', size: null }],
  packingListNumber: 'PL-9',
  packingLists: [{ name: 'packing.pdf', blobName: 'proof/pl', size: null }],
  price: '250000',
  currency: 'PKR',
};

describe('toSaleInput', () => {
  it('builds the body the API accepts', () => {
    const input = toSaleInput(complete);
    expect(input).toMatchObject({
      toFacilityId: SPINNER.id,
      productIds: [product().id],
      invoiceNumber: 'INV-9',
      packingListNumber: 'PL-9',
      transactedAt: NOW.toISOString(),
      uploadInvoices: [{ fileName: 'invoice.pdf', blobName: 'proof/inv' }],
      uploadPackingLists: [{ fileName: 'packing.pdf', blobName: 'proof/pl' }],
      price: 250000,
      currency: 'PKR',
    });
    expect(ZSaleInput.safeParse(input).success).toBe(true);
  });
});

describe('checkSale', () => {
  it('accepts a complete sale, with or without a price', () => {
    expect(checkSale(complete, context)).toEqual({});
    expect(checkSale({ ...complete, price: '', currency: null }, context)).toEqual({});
  });

  it('asks for the purchaser, products, both documents and their numbers', () => {
    expect(checkSale(emptySale(NOW), context)).toEqual({
      toFacilityId: 'This purchaser is required',
      productIds: 'Add at least one product',
      invoiceNumber: 'This invoice number is required',
      uploadInvoices: 'This invoice is required',
      packingListNumber: 'This packing list number is required',
      uploadPackingLists: 'This packing list is required',
    });
  });

  it('wants the currency with the price', () => {
    expect(checkSale({ ...complete, currency: null }, context)).toEqual({ currency: 'This currency is required' });
  });

  it('places a duplicate invoice number from the server beside its field', () => {
    const error = new ApiError({ status: 409, fieldErrors: [{ path: 'invoiceNumber', message: 'Invoice number INV-9 is already used' }] });
    expect(placeServerErrors(error, SALE_PATHS, 'x').byField).toEqual({ invoiceNumber: 'Invoice number INV-9 is already used' });
  });
});
