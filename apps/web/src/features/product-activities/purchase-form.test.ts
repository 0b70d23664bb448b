import { ZPurchaseInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { EMPTY_FIELD, type TAttributeDraft } from './attribute-form.ts';
import { checkPasses, type TCheckContext } from './form-checks.ts';
import { NON_PARTICIPATING } from './partner-choices.ts';
import {
  changeDefinition,
  changeProducts,
  checkPurchase,
  emptyPurchase,
  manualRowsSent,
  PURCHASE_PATHS,
  toPurchaseInput,
  type TPurchaseField,
  type TPurchaseValues,
} from './purchase-form.ts';
import { placeServerErrors } from './server-errors.ts';
import { ATTRIBUTE_IDS as A, BALES_ID, COTTON_BALES, product, SEED_COTTON_ID } from './test-fixtures.ts';

const NOW = new Date(2026, 5, 15, 10, 0);
const context: TCheckContext<TPurchaseField> = {
  language: 'en',
  now: NOW,
  names: {
    fromFacilityId: 'seller',
    productDefinitionId: 'product',
    productIds: 'products',
    purchaseOrderNumber: 'purchase order number',
    transactedAt: 'date and time',
    price: 'total price',
    currency: 'currency',
    uploadProofs: 'proof of purchase',
  },
  dateTimeFormat: 'Use the format DD/MM/YYYY HH:mm',
};

const FARM = { id: '70000000-0000-4000-8000-000000000001', label: 'Farm A (VF-A)' };
const PROOF = { name: 'receipt.pdf', blobName: 'proof/receipt', size: 2048 };
const manualDraft: TAttributeDraft = {
  [A.productId]: { ...EMPTY_FIELD, text: 'M-1' },
  [A.trash]: { ...EMPTY_FIELD, text: 'Low' },
  [A.moisture]: { ...EMPTY_FIELD, text: '8' },
  [A.weight]: { ...EMPTY_FIELD, text: '500', unit: 'Kilograms' },
  [A.origin]: {
    ...EMPTY_FIELD,
    place: { countryId: '40000000-0000-4000-8000-000000000001', provinceId: null, districtId: null, address: '' },
  },
};

const complete: TPurchaseValues = {
  ...emptyPurchase(NOW),
  seller: FARM,
  productDefinitionId: BALES_ID,
  products: [product()],
  purchaseOrderNumber: ' PO-17 ',
  transactedAt: '14/06/2026 16:30',
  proofs: [PROOF],
};

describe('emptyPurchase', () => {
  it('starts at the current minute with nothing chosen', () => {
    expect(emptyPurchase(NOW)).toMatchObject({ seller: null, productDefinitionId: null, products: [], transactedAt: '15/06/2026 10:00' });
  });
});

describe('toPurchaseInput', () => {
  it('builds the body the API accepts', () => {
    const input = toPurchaseInput(complete, COTTON_BALES);
    expect(input).toEqual({
      fromFacilityId: FARM.id,
      productIds: [product().id],
      purchaseOrderNumber: 'PO-17',
      transactedAt: new Date(2026, 5, 14, 16, 30).toISOString(),
      uploadProofs: [{ fileName: 'receipt.pdf', blobName: 'proof/receipt' }],
      price: null,
      currency: null,
      manualAddedData: null,
    });
    expect(ZPurchaseInput.safeParse(input).success).toBe(true);
  });

  it('leaves the seller out for the non-participating one', () => {
    expect(
      toPurchaseInput({ ...complete, seller: { id: NON_PARTICIPATING, label: 'Non-participating Farm' } }, COTTON_BALES).fromFacilityId,
    ).toBeNull();
  });

  it('sends products defined by hand with the manual-only attributes, and the price', () => {
    const values = {
      ...complete,
      products: [],
      manualProducts: [{ key: 'r1', draft: manualDraft }],
      price: '1500.50',
      currency: 'PKR' as const,
    };
    const input = toPurchaseInput(values, COTTON_BALES);
    expect(input.price).toBe(1500.5);
    expect(input.currency).toBe('PKR');
    expect(input.manualAddedData?.productDefinitionId).toBe(BALES_ID);
    expect(input.manualAddedData?.manualAddedProducts[0]?.attributes.map((value) => value.id)).toEqual([
      A.productId,
      A.trash,
      A.moisture,
      A.weight,
      A.origin,
    ]);
    expect(ZPurchaseInput.safeParse(input).success).toBe(true);
  });
});

describe('checkPurchase', () => {
  it('accepts a complete purchase', () => {
    const check = checkPurchase(complete, COTTON_BALES, context);
    expect(check).toEqual({ errors: {}, rows: [] });
    expect(checkPasses(check)).toBe(true);
  });

  it('asks for every required field', () => {
    const { errors } = checkPurchase({ ...emptyPurchase(NOW), transactedAt: '' }, null, context);
    expect(errors).toEqual({
      fromFacilityId: 'This seller is required',
      productDefinitionId: 'This product is required',
      productIds: 'Add at least one product',
      purchaseOrderNumber: 'This purchase order number is required',
      transactedAt: 'This date and time is required',
      uploadProofs: 'This proof of purchase is required',
    });
  });

  it('refuses a moment in the future or typed another way', () => {
    expect(checkPurchase({ ...complete, transactedAt: '15/06/2026 10:05' }, COTTON_BALES, context).errors).toEqual({
      transactedAt: 'The date cannot be in the future',
    });
    expect(checkPurchase({ ...complete, transactedAt: '2026-06-14' }, COTTON_BALES, context).errors).toEqual({
      transactedAt: 'Use the format DD/MM/YYYY HH:mm',
    });
  });

  it('wants price and currency together, the price a number of at least 1 with two decimals', () => {
    expect(checkPurchase({ ...complete, price: '100' }, COTTON_BALES, context).errors).toEqual({ currency: 'This currency is required' });
    expect(checkPurchase({ ...complete, currency: 'USD' }, COTTON_BALES, context).errors).toEqual({
      price: 'This total price is required',
    });
    expect(checkPurchase({ ...complete, price: '0.5', currency: 'USD' }, COTTON_BALES, context).errors).toEqual({
      price: 'Total price must be at least 1',
    });
    expect(checkPurchase({ ...complete, price: '10.555', currency: 'USD' }, COTTON_BALES, context).errors).toEqual({
      price: 'Invalid total price',
    });
  });

  it('keeps the purchase order number within 255 characters', () => {
    expect(checkPurchase({ ...complete, purchaseOrderNumber: 'P'.repeat(256) }, COTTON_BALES, context).errors).toEqual({
      purchaseOrderNumber: 'Purchase order number must be at most 255 characters',
    });
  });

  it('checks each product defined by hand against the definition', () => {
    const values = {
      ...complete,
      products: [],
      manualProducts: [
        { key: 'r1', draft: manualDraft },
        { key: 'r2', draft: {} },
      ],
    };
    const check = checkPurchase(values, COTTON_BALES, context);
    expect(check.errors).toEqual({});
    expect(check.rows[0]).toEqual({ attributes: {}, fields: {} });
    expect(check.rows[1]?.attributes).toMatchObject({ [A.productId]: 'Product ID is required', [A.origin]: 'Product Origin is required' });
    expect(checkPasses(check)).toBe(false);
  });
});

describe('changing the definition or the products', () => {
  const seedCotton = { id: SEED_COTTON_ID, name: 'Seed Cotton', attributes: [] };

  it('keeps only the products of the new definition and starts the manual rows over', () => {
    const values = { ...complete, manualProducts: [{ key: 'r1', draft: manualDraft }] };
    expect(changeDefinition(values, seedCotton)).toMatchObject({ productDefinitionId: SEED_COTTON_ID, products: [], manualProducts: [] });
    expect(changeDefinition(values, COTTON_BALES)).toBe(values);
  });

  it('drops a currency the new definition’s price does not take', () => {
    const inEuros = { ...complete, productDefinitionId: SEED_COTTON_ID, price: '100', currency: 'EUR' as const };
    expect(changeDefinition(inEuros, COTTON_BALES).currency).toBeNull();
    expect(changeDefinition({ ...inEuros, currency: 'USD' }, COTTON_BALES).currency).toBe('USD');
    expect(changeDefinition({ ...complete, currency: 'EUR' }, seedCotton).currency).toBe('EUR');
  });

  it('takes the definition of the first product found when none was chosen', () => {
    expect(changeProducts({ ...complete, productDefinitionId: null, products: [] }, [product()]).productDefinitionId).toBe(BALES_ID);
    expect(changeProducts({ ...complete, productDefinitionId: SEED_COTTON_ID }, [product()]).productDefinitionId).toBe(SEED_COTTON_ID);
  });
});

describe('server errors on the purchase form', () => {
  it('places messages on fields and manual rows by attribute', () => {
    const values = { ...complete, manualProducts: [{ key: 'r1', draft: manualDraft }] };
    const error = new ApiError({
      status: 400,
      fieldErrors: [
        { path: 'purchaseOrderNumber', message: 'This purchase order number is already used' },
        { path: `manualAddedData.manualAddedProducts.0.attributes.${A.productId}`, message: 'Product ID M-1 is already used' },
        { path: 'manualAddedData.productDefinitionId', message: 'You cannot buy this product' },
      ],
    });
    expect(placeServerErrors(error, PURCHASE_PATHS, 'x', manualRowsSent(values, COTTON_BALES))).toEqual({
      byField: { purchaseOrderNumber: 'This purchase order number is already used', productDefinitionId: 'You cannot buy this product' },
      rows: [{ attributes: { [A.productId]: 'Product ID M-1 is already used' }, fields: {} }],
      other: [],
    });
  });
});
