import type { TActivityDefinition, TActivityProduct } from '@opentrace/domain';

/** Shared by this feature's unit tests: a cotton-bales definition and products as lookups answer them. */

export const ATTRIBUTE_IDS = {
  productId: '10000000-0000-4000-8000-000000000001',
  trash: '10000000-0000-4000-8000-000000000002',
  moisture: '10000000-0000-4000-8000-000000000003',
  weight: '10000000-0000-4000-8000-000000000004',
  price: '10000000-0000-4000-8000-000000000005',
  origin: '10000000-0000-4000-8000-000000000006',
  attachments: '10000000-0000-4000-8000-000000000007',
  ginnedOn: '10000000-0000-4000-8000-000000000008',
  bales: '10000000-0000-4000-8000-000000000009',
} as const;

export const BALES_ID = '20000000-0000-4000-8000-000000000001';
export const SEED_COTTON_ID = '20000000-0000-4000-8000-000000000002';

const option = (value: string, label = value) => ({ value, label });

export const COTTON_BALES: TActivityDefinition = {
  id: BALES_ID,
  name: 'Cotton Bales',
  attributes: [
    // Listed out of order on purpose: forms follow `order`.
    {
      attributeId: ATTRIBUTE_IDS.weight,
      name: 'Total Weight',
      type: 'PRODUCT_QUANTITY',
      category: 'NUMBER_UNIT_PAIR',
      order: 3,
      isOptional: false,
      isAddManuallyOnly: false,
      options: [option('Kilograms', 'Kilogrammes'), option('Pounds', 'Livres')],
    },
    {
      attributeId: ATTRIBUTE_IDS.productId,
      name: 'Product ID',
      type: 'PRODUCT_ID',
      category: 'TEXT',
      order: 0,
      isOptional: false,
      isAddManuallyOnly: false,
      options: [],
    },
    {
      attributeId: ATTRIBUTE_IDS.trash,
      name: 'Trash Content',
      type: 'OTHER',
      category: 'LIST',
      order: 1,
      isOptional: false,
      isAddManuallyOnly: false,
      options: [option('High', 'Élevé'), option('Low', 'Faible')],
    },
    {
      attributeId: ATTRIBUTE_IDS.moisture,
      name: 'Moisture Level',
      type: 'OTHER',
      category: 'PERCENTAGE',
      order: 2,
      isOptional: false,
      isAddManuallyOnly: false,
      options: [],
    },
    {
      attributeId: ATTRIBUTE_IDS.price,
      name: 'Price',
      type: 'OTHER',
      category: 'NUMBER_UNIT_PAIR',
      order: 4,
      isOptional: true,
      isAddManuallyOnly: true,
      options: [option('PKR'), option('USD')],
    },
    {
      attributeId: ATTRIBUTE_IDS.origin,
      name: 'Product Origin',
      type: 'OTHER',
      category: 'COUNTRY_PROVINCE_DISTRICT',
      order: 5,
      isOptional: false,
      isAddManuallyOnly: true,
      options: [],
    },
    {
      attributeId: ATTRIBUTE_IDS.attachments,
      name: 'Attachments',
      type: 'OTHER',
      category: 'ATTACHMENTS',
      order: 6,
      isOptional: true,
      isAddManuallyOnly: false,
      options: [],
    },
    {
      attributeId: ATTRIBUTE_IDS.ginnedOn,
      name: 'Ginned On',
      type: 'OTHER',
      category: 'DATE',
      order: 7,
      isOptional: true,
      isAddManuallyOnly: false,
      options: [],
    },
    {
      attributeId: ATTRIBUTE_IDS.bales,
      name: 'Bale Count',
      type: 'OTHER',
      category: 'NUMBER',
      order: 8,
      isOptional: true,
      isAddManuallyOnly: false,
      options: [],
    },
  ],
};

export function product(overrides: Partial<TActivityProduct> = {}): TActivityProduct {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    code: 'abc123def',
    qrCode: null,
    productDefinition: { id: BALES_ID, name: 'Cotton Bales' },
    quantity: 100,
    quantityUnit: 'Kilograms',
    quantityKg: 100,
    verifiedPercentage: 100,
    dnaIdentifier: null,
    isManualAdded: false,
    attributes: [],
    createdAt: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export const productNumber = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
