import { ZByProductInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { checkByProduct, emptyByProduct, stockMoment, toByProductInput, type TByProductValues } from './by-product-form.ts';

const NOW = new Date(2026, 5, 15, 10, 0);
const context = {
  language: 'en' as const,
  now: NOW,
  names: { totalWeight: 'weight', weightUnit: 'unit', recordedAt: 'date and time', uploadProofs: 'proof' },
  dateTimeFormat: 'Use the format DD/MM/YYYY HH:mm',
  stock: {
    noStock: 'Please register all purchases to record by-product',
    overLimit: ({ max, unit }: { max: number; unit: string }) => `Product weight must be lower or equal ${max} ${unit}`,
  },
};
const STOCK = { canRecord: true, maxKilograms: 453, maxPounds: 998 };
const complete: TByProductValues = {
  ...emptyByProduct(NOW),
  totalWeight: '400',
  proofs: [{ name: 'scale.jpg', blobName: 'proof/scale', size: 99 }],
};

describe('toByProductInput', () => {
  it('builds the body the API accepts', () => {
    const input = toByProductInput(complete);
    expect(input).toEqual({
      totalWeight: 400,
      weightUnit: 'Kilograms',
      recordedAt: NOW.toISOString(),
      uploadProofs: [{ fileName: 'scale.jpg', blobName: 'proof/scale' }],
    });
    expect(ZByProductInput.safeParse(input).success).toBe(true);
  });
});

describe('stockMoment', () => {
  it('asks the stock for the typed moment once it is one', () => {
    expect(stockMoment(complete)).toBe(NOW.toISOString());
    expect(stockMoment({ ...complete, recordedAt: '15/06/20' })).toBeNull();
  });
});

describe('checkByProduct', () => {
  it('accepts a weight within the stock', () => {
    expect(checkByProduct(complete, STOCK, context)).toEqual({});
    expect(checkByProduct({ ...complete, totalWeight: '998', weightUnit: 'Pounds' }, STOCK, context)).toEqual({});
  });

  it('refuses more than the stock allows, in the unit weighed in', () => {
    expect(checkByProduct({ ...complete, totalWeight: '454' }, STOCK, context)).toEqual({
      totalWeight: 'Product weight must be lower or equal 453 Kilograms',
    });
    expect(checkByProduct({ ...complete, totalWeight: '999', weightUnit: 'Pounds' }, STOCK, context)).toEqual({
      totalWeight: 'Product weight must be lower or equal 998 Pounds',
    });
  });

  it('refuses any weight when no stock is left', () => {
    expect(checkByProduct(complete, { canRecord: false, maxKilograms: null, maxPounds: null }, context)).toEqual({
      totalWeight: 'Please register all purchases to record by-product',
    });
  });

  it('asks for the weight, the moment and a proof; leaves the stock to the server while it is unknown', () => {
    expect(checkByProduct(emptyByProduct(NOW), null, context)).toEqual({
      totalWeight: 'This weight is required',
      uploadProofs: 'This proof is required',
    });
    expect(checkByProduct({ ...complete, recordedAt: '16/06/2026 10:00' }, null, context)).toEqual({
      recordedAt: 'The date cannot be in the future',
    });
  });
});
