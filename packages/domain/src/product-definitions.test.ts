import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalProductUnit,
  checkProductAttribute,
  checkProductDefinition,
  moveOrderedItem,
  normalizedProductAttributeOptions,
  type TDefinitionRuleContext,
} from './product-definitions.ts';

const option = (value: string) => ({ value, translations: {} });
const keys = (violations: { path: string; key: string }[]) => violations.map((v) => `${v.path}:${v.key}`);

describe('attribute rules', () => {
  it('accepts a product id text, a quantity in weight units and a price in currencies', () => {
    expect(checkProductAttribute({ type: 'PRODUCT_ID', category: 'TEXT', options: [] })).toEqual([]);
    expect(
      checkProductAttribute({ type: 'PRODUCT_QUANTITY', category: 'NUMBER_UNIT_PAIR', options: [option('kilograms '), option('Tonnes')] }),
    ).toEqual([]);
    expect(checkProductAttribute({ type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('PKR'), option('usd')] })).toEqual([]);
    expect(checkProductAttribute({ type: 'OTHER', category: 'LIST', options: [option('High'), option('Low')] })).toEqual([]);
  });

  it('ties the product id to text and the quantity to number-unit pairs', () => {
    expect(keys(checkProductAttribute({ type: 'PRODUCT_ID', category: 'NUMBER', options: [] }))).toEqual([
      'category:products.productIdMustBeText',
    ]);
    expect(keys(checkProductAttribute({ type: 'PRODUCT_QUANTITY', category: 'NUMBER', options: [] }))).toEqual([
      'category:products.quantityMustBePair',
    ]);
  });

  it('needs unique options for lists and pairs, and none for other categories', () => {
    expect(keys(checkProductAttribute({ type: 'OTHER', category: 'LIST', options: [] }))).toEqual(['options:products.optionsRequired']);
    expect(keys(checkProductAttribute({ type: 'OTHER', category: 'LIST', options: [option('High'), option(' high')] }))).toEqual([
      'options.1.value:products.optionDuplicate',
    ]);
    expect(keys(checkProductAttribute({ type: 'OTHER', category: 'DATE', options: [option('x')] }))).toEqual([
      'options:products.optionsNotAllowed',
    ]);
  });

  it('accepts only known units or currencies for pairs, not mixed, and weight units for a quantity', () => {
    const unknown = checkProductAttribute({ type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('Bushels')] });
    expect(keys(unknown)).toEqual(['options.0.value:products.unitUnknown']);
    expect(unknown[0]?.params?.allowed).toBe('Kilograms, Pounds, Units, Tonnes, Metres, PKR, USD, EUR, CDF');
    expect(
      keys(checkProductAttribute({ type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('Kilograms'), option('USD')] })),
    ).toEqual(['options:products.unitsMixed']);
    expect(keys(checkProductAttribute({ type: 'PRODUCT_QUANTITY', category: 'NUMBER_UNIT_PAIR', options: [option('USD')] }))).toEqual([
      'options:products.quantityNeedsWeightUnits',
    ]);
  });

  it('stores pair options in their canonical spelling and leaves list options alone', () => {
    expect(normalizedProductAttributeOptions('NUMBER_UNIT_PAIR', [option(' kilograms'), option('usd')]).map((o) => o.value)).toEqual([
      'Kilograms',
      'USD',
    ]);
    expect(normalizedProductAttributeOptions('LIST', [option('high')]).map((o) => o.value)).toEqual(['high']);
    expect(canonicalProductUnit('Bushels')).toBeUndefined();
  });
});

const QUANTITY = '00000000-0000-4000-8000-000000000001';
const PRODUCT_ID = '00000000-0000-4000-8000-000000000002';
const OTHER_ID = '00000000-0000-4000-8000-000000000003';
const SECOND_QUANTITY = '00000000-0000-4000-8000-000000000004';
const SECOND_PRODUCT_ID = '00000000-0000-4000-8000-000000000005';
const context: TDefinitionRuleContext = {
  commodities: ['Cotton', 'Cobalt'],
  attributes: new Map([
    [QUANTITY, { name: 'Total Weight', type: 'PRODUCT_QUANTITY' as const }],
    [PRODUCT_ID, { name: 'Bale ID', type: 'PRODUCT_ID' as const }],
    [OTHER_ID, { name: 'Grade', type: 'OTHER' as const }],
    [SECOND_QUANTITY, { name: 'Net Weight', type: 'PRODUCT_QUANTITY' as const }],
    [SECOND_PRODUCT_ID, { name: 'Lot ID', type: 'PRODUCT_ID' as const }],
  ]),
};
const entry = (attributeId: string, flags: { isOptional?: boolean; isAddManuallyOnly?: boolean } = {}) => ({
  attributeId,
  isOptional: flags.isOptional ?? false,
  isAddManuallyOnly: flags.isAddManuallyOnly ?? false,
});

describe('product definition rules', () => {
  it('accepts goods from the commodities list in any capitalisation and returns their list spelling', () => {
    const result = checkProductDefinition(
      {
        goods: [' cotton '],
        attributes: [entry(PRODUCT_ID), entry(QUANTITY), entry(OTHER_ID, { isOptional: true, isAddManuallyOnly: true })],
      },
      context,
    );
    expect(result).toEqual({ goods: ['Cotton'], violations: [] });
  });

  it('needs at least one known, unrepeated good', () => {
    expect(keys(checkProductDefinition({ goods: [], attributes: [entry(QUANTITY)] }, context).violations)).toEqual([
      'goods:products.goodsRequired',
    ]);
    expect(
      keys(checkProductDefinition({ goods: ['Cotton', 'Gold', 'COTTON'], attributes: [entry(QUANTITY)] }, context).violations),
    ).toEqual(['goods.1:products.unknownCommodity', 'goods.2:products.duplicateGood']);
  });

  it('needs exactly one required, not manual-only, quantity', () => {
    expect(keys(checkProductDefinition({ goods: ['Cotton'], attributes: [entry(OTHER_ID)] }, context).violations)).toEqual([
      'attributes:products.quantityRequired',
    ]);
    expect(
      keys(checkProductDefinition({ goods: ['Cotton'], attributes: [entry(QUANTITY), entry(SECOND_QUANTITY)] }, context).violations),
    ).toEqual(['attributes.1.attributeId:products.quantityOnlyOne']);
    expect(
      keys(
        checkProductDefinition({ goods: ['Cotton'], attributes: [entry(QUANTITY, { isOptional: true, isAddManuallyOnly: true })] }, context)
          .violations,
      ),
    ).toEqual(['attributes.0.isOptional:products.quantityNotOptional', 'attributes.0.isAddManuallyOnly:products.quantityNotManualOnly']);
  });

  it('allows at most one product id, which must be required', () => {
    const result = checkProductDefinition(
      { goods: ['Cotton'], attributes: [entry(QUANTITY), entry(PRODUCT_ID, { isOptional: true }), entry(SECOND_PRODUCT_ID)] },
      context,
    );
    expect(keys(result.violations)).toEqual([
      'attributes.1.isOptional:products.productIdNotOptional',
      'attributes.2.attributeId:products.productIdOnlyOne',
    ]);
    expect(result.violations[0]?.params).toEqual({ name: 'Bale ID' });
  });

  it('names unknown and repeated attributes', () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect(
      keys(
        checkProductDefinition(
          { goods: ['Cotton'], attributes: [entry(QUANTITY), entry(unknown), entry(OTHER_ID), entry(OTHER_ID)] },
          context,
        ).violations,
      ),
    ).toEqual(['attributes.1.attributeId:products.attributeUnknown', 'attributes.3.attributeId:products.attributeDuplicate']);
  });
});

describe('reordering', () => {
  it('moves one item and keeps every other item in order', () => {
    expect(moveOrderedItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveOrderedItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1 }), fc.nat(), fc.nat(), (items, rawFrom, to) => {
        const from = rawFrom % items.length;
        const moved = moveOrderedItem(items, from, to);
        expect([...moved].sort()).toEqual([...items].sort());
        expect(moved.filter((item) => item !== items[from])).toEqual(items.filter((_, index) => index !== from));
      }),
    );
  });
});
