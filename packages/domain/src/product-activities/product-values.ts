import { z } from 'zod';
import { canonicalProductUnit, type TProductAttributeCategory, type TProductAttributeType } from '../product-definitions.ts';
import { hasProductCodeKey } from './product-ids.ts';
import type { TRuleViolation } from '../roles/role-attributes.ts';

/** A file already uploaded (`POST /api/upload/files`) and named on a form. */
export const ZFileReference = z.object({
  fileName: z.string().trim().min(1).max(255),
  blobName: z.string().trim().min(1).max(255),
});
export type TFileReference = z.infer<typeof ZFileReference>;

/** A country, optionally narrowed to a province and district (COUNTRY_PROVINCE_DISTRICT). */
export const ZPlaceValue = z.object({
  countryId: z.uuid(),
  provinceId: z.uuid().nullish(),
  districtId: z.uuid().nullish(),
});
export type TPlaceValue = z.infer<typeof ZPlaceValue>;

/** One attribute value on a product form: `id` is the attribute. */
export const ZAttributeValueInput = z.object({
  id: z.uuid(),
  value: z.union([z.string().max(2000), z.number(), ZPlaceValue, z.array(ZFileReference).max(20), z.null()]),
  quantityUnit: z.string().max(50).nullish(),
});
export type TAttributeValueInput = z.infer<typeof ZAttributeValueInput>;

/** What a form needs to know of each attribute of a product definition, in form order. */
export interface TValueAttribute {
  attributeId: string;
  name: string;
  type: TProductAttributeType;
  category: TProductAttributeCategory;
  isOptional: boolean;
  isAddManuallyOnly: boolean;
  /** List values, or the units / currencies of a number-unit pair. */
  options: string[];
}

export interface TStoredValue {
  attributeId: string;
  value: string | number | TPlaceValue | TFileReference[];
  quantityUnit: string | null;
}

/** A product as its form described it (DOMAIN.md §3.2): the parts the product row keeps apart. */
export interface TCheckedProduct {
  /** The PRODUCT_ID value, when the definition has one. */
  code: string | null;
  quantity: number;
  quantityUnit: string;
  certifications: TFileReference[];
  additionalAttributes: TStoredValue[];
  /** Places and files named, for the caller to check they exist and are the user's. */
  places: TPlaceValue[];
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const MAX_INTEGER_DIGITS = 12;
const MAX_DECIMALS = 2;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/** Up to 14 digits, two of them after the decimal point (DOMAIN.md §3.2). */
function fitsNumberColumn(value: number): boolean {
  const [integer = '', fraction = ''] = Math.abs(value).toFixed(10).replace(/0+$/, '').split('.');
  return integer.length <= MAX_INTEGER_DIGITS && fraction.length <= MAX_DECIMALS;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

type TOneCheck = { value: TStoredValue['value']; quantityUnit: string | null } | TRuleViolation;

function checkOne(attribute: TValueAttribute, input: TAttributeValueInput): TOneCheck {
  const path = attribute.attributeId;
  const params = { name: attribute.name };
  const fail = (key: TRuleViolation['key'], extra: Record<string, string> = {}): TRuleViolation => ({
    path,
    key,
    params: { ...params, ...extra },
  });
  const { value } = input;
  switch (attribute.category) {
    case 'TEXT':
    case 'LIST': {
      if (typeof value !== 'string') return fail('productValues.invalid');
      const text = value.trim();
      if (text.length > 255) return fail('productValues.tooLong', { max: '255' });
      // A product ID is compared without its punctuation (product-ids.ts), so it needs a letter or digit.
      if (attribute.type === 'PRODUCT_ID' && !hasProductCodeKey(text)) return fail('productValues.productIdUnreadable');
      if (attribute.category === 'TEXT') return { value: text, quantityUnit: null };
      const option = attribute.options.find((candidate) => candidate.trim().toLowerCase() === text.toLowerCase());
      return option === undefined
        ? fail('productValues.notAnOption', { options: attribute.options.join(', ') })
        : { value: option, quantityUnit: null };
    }
    case 'NUMBER':
    case 'PERCENTAGE':
    case 'NUMBER_UNIT_PAIR': {
      const number = asNumber(value);
      if (number === null) return fail('productValues.notANumber');
      if (!fitsNumberColumn(number)) return fail('productValues.tooManyDigits');
      if (attribute.category === 'PERCENTAGE' && (number < 0 || number > 100)) return fail('productValues.percentageRange');
      if (attribute.category !== 'NUMBER_UNIT_PAIR') return { value: number, quantityUnit: null };
      if (attribute.type === 'PRODUCT_QUANTITY' && number <= 0) return fail('productValues.quantityPositive');
      const unit = input.quantityUnit ? canonicalProductUnit(input.quantityUnit) : undefined;
      if (!unit || !attribute.options.includes(unit)) return fail('productValues.unitNotAllowed', { units: attribute.options.join(', ') });
      return { value: number, quantityUnit: unit };
    }
    case 'DATE':
      return typeof value === 'string' && isRealDate(value.trim())
        ? { value: value.trim(), quantityUnit: null }
        : fail('productValues.invalidDate');
    case 'COUNTRY_PROVINCE_DISTRICT': {
      const place = ZPlaceValue.safeParse(value);
      return place.success ? { value: place.data, quantityUnit: null } : fail('productValues.invalidPlace');
    }
    case 'ATTACHMENTS': {
      const files = z.array(ZFileReference).min(1).max(20).safeParse(value);
      return files.success ? { value: files.data, quantityUnit: null } : fail('productValues.invalidFiles');
    }
  }
}

/**
 * Checks one product's values against its definition (DOMAIN.md §3.2). Manual-only attributes count
 * only on manually defined products; elsewhere they are refused. Violations carry the attribute id
 * as their path and name the attribute in their message.
 */
export function checkProductValues(
  attributes: readonly TValueAttribute[],
  values: readonly TAttributeValueInput[],
  options: { manual: boolean; identifiedByQrCode?: boolean },
): { product: TCheckedProduct | null; violations: TRuleViolation[] } {
  const violations: TRuleViolation[] = [];
  const byId = new Map<string, TAttributeValueInput>();
  for (const value of values) {
    const attribute = attributes.find((candidate) => candidate.attributeId === value.id);
    if (!attribute || (attribute.isAddManuallyOnly && !options.manual)) {
      violations.push({ path: value.id, key: 'productValues.unknownAttribute' });
    } else if (byId.has(value.id)) {
      violations.push({ path: value.id, key: 'productValues.repeated', params: { name: attribute.name } });
    } else byId.set(value.id, value);
  }

  const product: TCheckedProduct = { code: null, quantity: 0, quantityUnit: '', certifications: [], additionalAttributes: [], places: [] };
  for (const attribute of attributes) {
    if (attribute.isAddManuallyOnly && !options.manual) continue;
    const input = byId.get(attribute.attributeId);
    // A QR label identifies the product in place of its product ID (DOMAIN.md §4.5).
    const required = attribute.type === 'PRODUCT_ID' ? !options.identifiedByQrCode : attribute.type !== 'OTHER' || !attribute.isOptional;
    if (!input || isBlank(input.value)) {
      if (required) violations.push({ path: attribute.attributeId, key: 'productValues.required', params: { name: attribute.name } });
      continue;
    }
    const checked = checkOne(attribute, input);
    if ('key' in checked) {
      violations.push(checked);
      continue;
    }
    product.additionalAttributes.push({ attributeId: attribute.attributeId, ...checked });
    if (attribute.type === 'PRODUCT_ID') product.code = checked.value as string;
    if (attribute.type === 'PRODUCT_QUANTITY') {
      product.quantity = checked.value as number;
      product.quantityUnit = checked.quantityUnit ?? '';
    }
    if (attribute.category === 'ATTACHMENTS') product.certifications.push(...(checked.value as TFileReference[]));
    if (attribute.category === 'COUNTRY_PROVINCE_DISTRICT') product.places.push(checked.value as TPlaceValue);
  }
  return { product: violations.length === 0 ? product : null, violations };
}
