import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import type { TRuleViolation } from './roles/role-attributes.ts';

/** Product attributes and product definitions (DOMAIN.md §3.1–3.2, spec §3). */
export const PRODUCT_ATTRIBUTE_TYPES = ['PRODUCT_ID', 'PRODUCT_QUANTITY', 'OTHER'] as const;
export type TProductAttributeType = (typeof PRODUCT_ATTRIBUTE_TYPES)[number];

export const PRODUCT_ATTRIBUTE_CATEGORIES = [
  'TEXT',
  'NUMBER',
  'PERCENTAGE',
  'DATE',
  'LIST',
  'NUMBER_UNIT_PAIR',
  'COUNTRY_PROVINCE_DISTRICT',
  'ATTACHMENTS',
] as const;
export type TProductAttributeCategory = (typeof PRODUCT_ATTRIBUTE_CATEGORIES)[number];

/** The units a quantity may be given in (spec §9, ARCHITECTURE.md §8.8). */
export const PRODUCT_QUANTITY_UNITS = ['Kilograms', 'Pounds', 'Units', 'Tonnes', 'Metres'] as const;
export type TProductQuantityUnit = (typeof PRODUCT_QUANTITY_UNITS)[number];

/** Categories whose values are chosen from the attribute's options. */
export const PRODUCT_CATEGORIES_WITH_OPTIONS: readonly TProductAttributeCategory[] = ['LIST', 'NUMBER_UNIT_PAIR'];

const ZName = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
const ZTranslation = z.string().trim().max(255, 'validation.tooLong');

export const ZProductContentTranslations = z.object({
  en: ZTranslation.optional(),
  fr: ZTranslation.optional(),
  ur: ZTranslation.optional(),
});
export type TProductContentTranslations = z.infer<typeof ZProductContentTranslations>;

export const ZProductAttributeOptionInput = z.object({
  value: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  translations: ZProductContentTranslations.default({}),
});

export const ZProductAttributeInput = z.object({
  name: ZName,
  nameTranslations: ZProductContentTranslations.default({}),
  type: z.enum(PRODUCT_ATTRIBUTE_TYPES),
  category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
  options: z.array(ZProductAttributeOptionInput).max(200, 'validation.tooLong').default([]),
});
export type TProductAttributeInput = z.infer<typeof ZProductAttributeInput>;

export const ZDefinitionAttributeInput = z.object({
  attributeId: z.uuid(),
  isOptional: z.boolean().default(false),
  isAddManuallyOnly: z.boolean().default(false),
});

/** The attributes are listed in the order the product form shows them. */
export const ZProductDefinitionInput = z.object({
  name: ZName,
  nameTranslations: ZProductContentTranslations.default({}),
  goods: z.array(z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong')).max(200, 'validation.tooLong'),
  attributes: z.array(ZDefinitionAttributeInput).max(100, 'validation.tooLong'),
});
export type TProductDefinitionInput = z.infer<typeof ZProductDefinitionInput>;

export const ZProductAttributeOption = z.object({ value: z.string(), translations: ZProductContentTranslations });

export const ZProductAttribute = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameTranslations: ZProductContentTranslations,
    type: z.enum(PRODUCT_ATTRIBUTE_TYPES),
    category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
    options: z.array(ZProductAttributeOption),
    /** Live product definitions that use the attribute (it cannot be deleted while > 0). */
    usageCount: z.number().int(),
  })
  .meta({ id: 'ProductAttribute' });
export type TProductAttribute = z.infer<typeof ZProductAttribute>;

export const ZProductDefinition = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameTranslations: ZProductContentTranslations,
    goods: z.array(z.string()),
    attributes: z.array(
      z.object({
        attributeId: z.uuid(),
        name: z.string(),
        type: z.enum(PRODUCT_ATTRIBUTE_TYPES),
        category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
        order: z.number().int(),
        isOptional: z.boolean(),
        isAddManuallyOnly: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ProductDefinition' });
export type TProductDefinition = z.infer<typeof ZProductDefinition>;

export const ZCommodity = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'ProductCommodity' });
export type TCommodity = z.infer<typeof ZCommodity>;

/** One row of the product translation file (download and upload). */
export const ZProductTranslationRow = z.object({
  id: z.uuid(),
  name: z.string().max(255, 'validation.tooLong'),
  nameTranslation: ZProductContentTranslations,
});
export type TProductTranslationRow = z.infer<typeof ZProductTranslationRow>;

/** One row of the attribute translation file: adds the category and the option translations. */
export const ZProductAttributeTranslationRow = ZProductTranslationRow.extend({
  category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
  options: z
    .array(z.object({ value: z.string().max(100, 'validation.tooLong'), translation: ZProductContentTranslations }))
    .max(200)
    .default([]),
});
export type TProductAttributeTranslationRow = z.infer<typeof ZProductAttributeTranslationRow>;

export const ZProductTranslationUploadResult = z.object({ updated: z.number().int() }).meta({ id: 'ProductTranslationUploadResult' });

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The specification's names for the same units (spec §3: Kg, Unit, Lbs, M), and the older "Tonne". */
const QUANTITY_UNIT_ALIASES = new Map<string, TProductQuantityUnit>([
  ['kg', 'Kilograms'],
  ['lbs', 'Pounds'],
  ['unit', 'Units'],
  ['m', 'Metres'],
  ['tonne', 'Tonnes'],
]);

/** The canonical spelling of a unit or currency ("kilograms " and "KG" → "Kilograms"), or undefined. */
export function canonicalProductUnit(value: string): string | undefined {
  return (
    [...PRODUCT_QUANTITY_UNITS, ...CURRENCIES].find((unit) => sameText(unit, value)) ??
    QUANTITY_UNIT_ALIASES.get(value.trim().toLocaleLowerCase('en'))
  );
}

const isCurrency = (unit: string) => (CURRENCIES as readonly string[]).includes(unit);

/**
 * The attribute rules of DOMAIN.md §3.1: the kind fixes the category, list and pair attributes need
 * unique options, pair options are all units or all currencies, and a quantity is measured in units.
 */
export function checkProductAttribute(input: Pick<TProductAttributeInput, 'type' | 'category' | 'options'>): TRuleViolation[] {
  const violations: TRuleViolation[] = [];
  if (input.type === 'PRODUCT_ID' && input.category !== 'TEXT') {
    violations.push({ path: 'category', key: 'products.productIdMustBeText' });
  }
  if (input.type === 'PRODUCT_QUANTITY' && input.category !== 'NUMBER_UNIT_PAIR') {
    violations.push({ path: 'category', key: 'products.quantityMustBePair' });
  }
  if (!PRODUCT_CATEGORIES_WITH_OPTIONS.includes(input.category)) {
    if (input.options.length > 0)
      violations.push({ path: 'options', key: 'products.optionsNotAllowed', params: { category: input.category } });
    return violations;
  }
  if (input.options.length === 0) violations.push({ path: 'options', key: 'products.optionsRequired' });
  input.options.forEach((option, index) => {
    if (input.options.findIndex((other) => sameText(other.value, option.value)) < index) {
      violations.push({ path: `options.${index}.value`, key: 'products.optionDuplicate', params: { value: option.value } });
    }
  });
  if (input.category !== 'NUMBER_UNIT_PAIR') return violations;

  const allowed = [...PRODUCT_QUANTITY_UNITS, ...CURRENCIES].join(', ');
  const units = input.options.map((option, index) => ({ index, unit: canonicalProductUnit(option.value), value: option.value }));
  for (const { index, unit, value } of units) {
    if (!unit) violations.push({ path: `options.${index}.value`, key: 'products.unitUnknown', params: { value, allowed } });
  }
  const known = units.flatMap(({ unit }) => (unit ? [unit] : []));
  const currencies = known.filter(isCurrency).length;
  if (currencies > 0 && currencies < known.length) violations.push({ path: 'options', key: 'products.unitsMixed' });
  else if (input.type === 'PRODUCT_QUANTITY' && currencies > 0) {
    violations.push({ path: 'options', key: 'products.quantityNeedsWeightUnits', params: { allowed: PRODUCT_QUANTITY_UNITS.join(', ') } });
  }
  return violations;
}

/** Pair options are stored in their canonical spelling so forms and conversions can rely on them. */
export function normalizedProductAttributeOptions<T extends { value: string }>(category: TProductAttributeCategory, options: T[]): T[] {
  if (category !== 'NUMBER_UNIT_PAIR') return options;
  return options.map((option) => ({ ...option, value: canonicalProductUnit(option.value) ?? option.value }));
}

export interface TDefinitionRuleContext {
  /** Live attributes by id. */
  attributes: ReadonlyMap<string, { name: string; type: TProductAttributeType }>;
  /** Names of the commodities list. */
  commodities: readonly string[];
}

/**
 * The definition rules of DOMAIN.md §3.2: goods from the commodities list, each attribute once,
 * exactly one required quantity that is not manual-only, at most one product id, required.
 * Returns the goods in their commodity-list spelling.
 */
export function checkProductDefinition(
  input: Pick<TProductDefinitionInput, 'goods' | 'attributes'>,
  context: TDefinitionRuleContext,
): { goods: string[]; violations: TRuleViolation[] } {
  const violations: TRuleViolation[] = [];
  const goods: string[] = [];
  if (input.goods.length === 0) violations.push({ path: 'goods', key: 'products.goodsRequired' });
  input.goods.forEach((good, index) => {
    const commodity = context.commodities.find((name) => sameText(name, good));
    if (!commodity) violations.push({ path: `goods.${index}`, key: 'products.unknownCommodity', params: { good } });
    else if (goods.includes(commodity))
      violations.push({ path: `goods.${index}`, key: 'products.duplicateGood', params: { good: commodity } });
    else goods.push(commodity);
  });

  const seen = new Set<string>();
  let quantities = 0;
  let productIds = 0;
  input.attributes.forEach((entry, index) => {
    const path = `attributes.${index}`;
    const attribute = context.attributes.get(entry.attributeId);
    if (!attribute) {
      violations.push({ path: `${path}.attributeId`, key: 'products.attributeUnknown' });
      return;
    }
    if (seen.has(entry.attributeId)) {
      violations.push({ path: `${path}.attributeId`, key: 'products.attributeDuplicate', params: { name: attribute.name } });
      return;
    }
    seen.add(entry.attributeId);
    if (attribute.type === 'PRODUCT_QUANTITY') {
      quantities += 1;
      if (quantities > 1) violations.push({ path: `${path}.attributeId`, key: 'products.quantityOnlyOne' });
      if (entry.isOptional)
        violations.push({ path: `${path}.isOptional`, key: 'products.quantityNotOptional', params: { name: attribute.name } });
      if (entry.isAddManuallyOnly)
        violations.push({ path: `${path}.isAddManuallyOnly`, key: 'products.quantityNotManualOnly', params: { name: attribute.name } });
    }
    if (attribute.type === 'PRODUCT_ID') {
      productIds += 1;
      if (productIds > 1) violations.push({ path: `${path}.attributeId`, key: 'products.productIdOnlyOne' });
      if (entry.isOptional)
        violations.push({ path: `${path}.isOptional`, key: 'products.productIdNotOptional', params: { name: attribute.name } });
    }
  });
  if (quantities === 0) violations.push({ path: 'attributes', key: 'products.quantityRequired' });
  return { goods, violations };
}

/** Moves the entry at `from` to `to` (both clamped), for arrow and drag reordering. */
export function moveOrderedItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const target = Math.max(0, Math.min(result.length - 1, to));
  const [moved] = result.splice(from, 1);
  result.splice(target, 0, moved as T);
  return result;
}
