import {
  checkProductValues,
  translateMessage,
  type TActivityDefinition,
  type TAttributeValueInput,
  type TLanguage,
  type TValueAttribute,
} from '@opentrace/domain';
import { EMPTY_LOCATION, type TLocationValue } from '../../components/location-picker-state.ts';
import { toIsoDate } from './date-time-text.ts';
import { toFileReferences, type TUploadedDocument } from './documents.ts';
import { parseNumberText } from './number-text.ts';

/**
 * A product described by its definition's attributes (DOMAIN.md §3.2): one input per attribute, in
 * order, by category. The form keeps what was typed; the values sent, and the messages shown, come
 * from the same rules the server applies (checkProductValues), so both sides say the same thing.
 */

export type TFormAttribute = TActivityDefinition['attributes'][number];

/** What one input holds: text (or a list option's value), a pair's unit, a place, or files. */
export type TAttributeField = { text: string; unit: string | null; place: TLocationValue; files: readonly TUploadedDocument[] };
/** A product's inputs by attribute id; an attribute not yet touched is empty. */
export type TAttributeDraft = Readonly<Record<string, TAttributeField>>;

/**
 * Manual products (bought from unregistered producers) answer the manual-only attributes too; a
 * product labelled with a QR code needs no product ID.
 */
export type TAttributeMode = { manual: boolean; identifiedByQrCode?: boolean };

export const EMPTY_FIELD: TAttributeField = { text: '', unit: null, place: EMPTY_LOCATION, files: [] };

/** The attributes a form shows, in the definition's order. */
export function formAttributes(definition: TActivityDefinition, mode: TAttributeMode): TFormAttribute[] {
  return definition.attributes.filter((attribute) => mode.manual || !attribute.isAddManuallyOnly).sort((a, b) => a.order - b.order);
}

/** Product IDs and quantities are always required (a product ID unless a QR code stands in); other attributes unless optional. */
export function isRequiredAttribute(attribute: TFormAttribute, mode: TAttributeMode): boolean {
  if (attribute.type === 'PRODUCT_ID') return !mode.identifiedByQrCode;
  return attribute.type !== 'OTHER' || !attribute.isOptional;
}

export function fieldOf(draft: TAttributeDraft, attributeId: string): TAttributeField {
  return draft[attributeId] ?? EMPTY_FIELD;
}

export function withField(draft: TAttributeDraft, attributeId: string, field: TAttributeField): TAttributeDraft {
  return { ...draft, [attributeId]: field };
}

/** A pair whose attribute offers a single unit needs no choice: that unit is taken. */
export function effectiveUnit(attribute: TFormAttribute, field: TAttributeField): string | null {
  if (field.unit !== null) return field.unit;
  return attribute.options.length === 1 ? (attribute.options[0]?.value ?? null) : null;
}

/** A number as typed, or the text itself so the shared rules can call it "not a number". */
const numberOrText = (text: string) => parseNumberText(text) ?? text.trim();

function valueOf(attribute: TFormAttribute, field: TAttributeField): TAttributeValueInput | null {
  const id = attribute.attributeId;
  const text = field.text.trim();
  switch (attribute.category) {
    case 'TEXT':
    case 'LIST':
      return text === '' ? null : { id, value: text };
    case 'NUMBER':
    case 'PERCENTAGE':
      return text === '' ? null : { id, value: numberOrText(text) };
    case 'NUMBER_UNIT_PAIR':
      return text === '' ? null : { id, value: numberOrText(text), quantityUnit: effectiveUnit(attribute, field) };
    case 'DATE':
      return text === '' ? null : { id, value: toIsoDate(text) ?? text };
    case 'COUNTRY_PROVINCE_DISTRICT': {
      const { countryId, provinceId, districtId } = field.place;
      return countryId === null ? null : { id, value: { countryId, provinceId, districtId } };
    }
    case 'ATTACHMENTS':
      return field.files.length === 0 ? null : { id, value: toFileReferences(field.files) };
  }
}

/** The `attributes` of a product input: the answered attributes the form shows, blanks left out. */
export function toAttributeValues(definition: TActivityDefinition, draft: TAttributeDraft, mode: TAttributeMode): TAttributeValueInput[] {
  return formAttributes(definition, mode).flatMap((attribute) => {
    const value = valueOf(attribute, fieldOf(draft, attribute.attributeId));
    return value ? [value] : [];
  });
}

/** The definition as the shared rules read it: options by value (labels are only for people). */
export function valueAttributes(definition: TActivityDefinition): TValueAttribute[] {
  return definition.attributes.map((attribute) => ({
    attributeId: attribute.attributeId,
    name: attribute.name,
    type: attribute.type,
    category: attribute.category,
    isOptional: attribute.isOptional,
    isAddManuallyOnly: attribute.isAddManuallyOnly,
    options: attribute.options.map((option) => option.value),
  }));
}

/** Messages by attribute id, in `language`, the first problem of each attribute. */
export function checkAttributeDraft(
  definition: TActivityDefinition,
  draft: TAttributeDraft,
  mode: TAttributeMode,
  language: TLanguage,
): Record<string, string> {
  const { violations } = checkProductValues(valueAttributes(definition), toAttributeValues(definition, draft, mode), mode);
  const messages: Record<string, string> = {};
  for (const violation of violations) messages[violation.path] ??= translateMessage(language, violation.key, violation.params);
  return messages;
}
