import { ZTransportInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import type { TCheckContext } from './form-checks.ts';
import { checkTransport, emptyTransport, toTransportInput, type TTransportField, type TTransportValues } from './transport-form.ts';
import { product, productNumber } from './test-fixtures.ts';

const NOW = new Date(2026, 5, 15, 10, 0);
const context: TCheckContext<TTransportField> & { overload: (weights: { products: number; declared: number }) => string } = {
  language: 'en',
  now: NOW,
  names: {
    toFacilityId: 'transporter',
    productIds: 'products',
    totalWeight: 'total weight',
    weightUnit: 'unit',
    transactedAt: 'date and time',
    packingListNumber: 'packing list number',
    uploadPackingLists: 'packing list',
  },
  dateTimeFormat: 'Use the format DD/MM/YYYY HH:mm',
  overload: ({ products, declared }) => `Products weigh ${products} kg, more than the ${declared} kg declared`,
};

const TRUCK = { id: '60000000-0000-4000-8000-000000000009', label: 'Ravi Logistics (Transporter)' };
const complete: TTransportValues = {
  ...emptyTransport(NOW),
  transporter: TRUCK,
  products: [product(), product({ id: productNumber(2) })],
  totalWeight: '200',
  packingListNumber: 'PL-3',
  packingLists: [{ name: 'pl.pdf', blobName: 'proof/pl', size: 10 }],
};

describe('toTransportInput', () => {
  it('builds the body the API accepts', () => {
    const input = toTransportInput({ ...complete, weightUnit: 'Pounds', totalWeight: '441' });
    expect(input).toMatchObject({ toFacilityId: TRUCK.id, totalWeight: 441, weightUnit: 'Pounds', packingListNumber: 'PL-3' });
    expect(ZTransportInput.safeParse(input).success).toBe(true);
  });
});

describe('checkTransport', () => {
  it('accepts a load that holds its products', () => {
    expect(checkTransport(complete, context)).toEqual({});
    expect(checkTransport({ ...complete, totalWeight: '441', weightUnit: 'Pounds' }, context)).toEqual({});
  });

  it('refuses products heavier than the declared weight', () => {
    expect(checkTransport({ ...complete, totalWeight: '199.5' }, context)).toEqual({
      totalWeight: 'Products weigh 200 kg, more than the 199.5 kg declared',
    });
    expect(checkTransport({ ...complete, totalWeight: '440', weightUnit: 'Pounds' }, context)).toEqual({
      totalWeight: 'Products weigh 200 kg, more than the 199.58 kg declared',
    });
  });

  it('asks for each field and a weight of at least 1', () => {
    expect(checkTransport(emptyTransport(NOW), context)).toEqual({
      toFacilityId: 'This transporter is required',
      productIds: 'Add at least one product',
      totalWeight: 'This total weight is required',
      packingListNumber: 'This packing list number is required',
      uploadPackingLists: 'This packing list is required',
    });
    expect(checkTransport({ ...complete, products: [], totalWeight: '0.5' }, context).totalWeight).toBe('Total weight must be at least 1');
  });
});
