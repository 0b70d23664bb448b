import {
  checkProductAttribute,
  checkProductDefinition,
  PRODUCT_CATEGORIES_WITH_OPTIONS,
  translateMessage,
  type TFieldError,
  type TLanguage,
  type TProductAttribute,
  type TProductAttributeCategory,
  type TProductAttributeInput,
  type TProductAttributeType,
  type TProductContentTranslations,
  type TProductDefinition,
  type TProductDefinitionInput,
  type TRuleViolation,
  ZFieldError,
} from '@opentrace/domain';
import { ApiError } from '../../lib/api-client.ts';
import { parseJsonText } from '../../lib/json-text.ts';

/** Messages by field path (`name`, `options.1.value` …), first one per field, as forms show them. */
export type TFieldMessages = Record<string, string>;

/**
 * The field errors of a failed save. The API client reads them for 400 and 409; a 422 (a type that
 * cannot change while in use, a bad translation row) names its fields in `details` the same way.
 */
export function fieldErrorsOf(error: unknown): TFieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  const details: unknown = error.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((item: unknown) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function messagesByPath(errors: readonly TFieldError[]): TFieldMessages {
  const byPath: TFieldMessages = {};
  for (const error of errors) byPath[error.path] ??= error.message;
  return byPath;
}

export function violationMessages(violations: readonly TRuleViolation[], language: TLanguage): TFieldMessages {
  return messagesByPath(violations.map((v) => ({ path: v.path, message: translateMessage(language, v.key, v.params) })));
}

export interface TOptionDraft {
  value: string;
  translations: TProductContentTranslations;
}

export interface TAttributeDraft {
  name: string;
  nameTranslations: TProductContentTranslations;
  type: TProductAttributeType;
  category: TProductAttributeCategory;
  options: TOptionDraft[];
}

export function attributeDraft(attribute?: TProductAttribute): TAttributeDraft {
  if (!attribute) return { name: '', nameTranslations: {}, type: 'OTHER', category: 'TEXT', options: [] };
  return {
    name: attribute.name,
    nameTranslations: attribute.nameTranslations,
    type: attribute.type,
    category: attribute.category,
    options: attribute.options.map((option) => ({ value: option.value, translations: option.translations })),
  };
}

/** The kind fixes the category of product ids and quantities, so choosing the kind picks it. */
export function withType(draft: TAttributeDraft, type: TProductAttributeType): TAttributeDraft {
  if (type === 'PRODUCT_ID') return { ...draft, type, category: 'TEXT', options: [] };
  if (type === 'PRODUCT_QUANTITY') return { ...draft, type, category: 'NUMBER_UNIT_PAIR' };
  return { ...draft, type };
}

export const hasOptions = (category: TProductAttributeCategory) => PRODUCT_CATEGORIES_WITH_OPTIONS.includes(category);

export function attributeInput(draft: TAttributeDraft): TProductAttributeInput {
  return {
    name: draft.name.trim(),
    nameTranslations: draft.nameTranslations,
    type: draft.type,
    category: draft.category,
    options: hasOptions(draft.category)
      ? draft.options.map((option) => ({ value: option.value.trim(), translations: option.translations }))
      : [],
  };
}

/** What the server would say about the attribute, known before sending it. */
export function checkAttributeDraft(draft: TAttributeDraft, language: TLanguage, requiredMessage: string): TFieldMessages {
  const input = attributeInput(draft);
  const messages = violationMessages(checkProductAttribute(input), language);
  if (input.name === '') messages.name = requiredMessage;
  input.options.forEach((option, index) => {
    if (option.value === '') messages[`options.${index}.value`] = requiredMessage;
  });
  return messages;
}

export interface TDefinitionDraft {
  name: string;
  nameTranslations: TProductContentTranslations;
  goods: string[];
  attributes: { attributeId: string; isOptional: boolean; isAddManuallyOnly: boolean }[];
}

export function definitionDraft(definition?: TProductDefinition): TDefinitionDraft {
  if (!definition) return { name: '', nameTranslations: {}, goods: [], attributes: [] };
  return {
    name: definition.name,
    nameTranslations: definition.nameTranslations,
    goods: definition.goods,
    attributes: definition.attributes.map(({ attributeId, isOptional, isAddManuallyOnly }) => ({
      attributeId,
      isOptional,
      isAddManuallyOnly,
    })),
  };
}

export function definitionInput(draft: TDefinitionDraft): TProductDefinitionInput {
  return { ...draft, name: draft.name.trim() };
}

export function checkDefinitionDraft(
  draft: TDefinitionDraft,
  context: { attributes: readonly TProductAttribute[]; commodities: readonly string[] },
  language: TLanguage,
  requiredMessage: string,
): TFieldMessages {
  const input = definitionInput(draft);
  const { violations } = checkProductDefinition(input, {
    attributes: new Map(context.attributes.map((attribute) => [attribute.id, attribute])),
    commodities: context.commodities,
  });
  const messages = violationMessages(violations, language);
  if (input.name === '') messages.name = requiredMessage;
  return messages;
}

/** Messages under a path prefix (`attributes.2.`), for a row that shows all of its own. */
export function messagesUnder(messages: TFieldMessages, prefix: string): string[] {
  return Object.entries(messages)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, message]) => message);
}

/**
 * The lines to show for a refused translation file. Business checks (422) already name their row;
 * schema errors (400) carry a path such as `2.nameTranslation.fr`, turned into a 1-based row here.
 */
export function translationProblemLines(error: unknown, rowLine: (row: number, field: string, message: string) => string): string[] {
  const errors = fieldErrorsOf(error);
  if (!(error instanceof ApiError) || error.status !== 400) return errors.map((e) => e.message);
  return errors.map(({ path, message }) => {
    const [index, ...field] = path.split('.');
    const row = Number(index);
    return Number.isInteger(row) ? rowLine(row + 1, field.join('.'), message) : message;
  });
}

/** A translation file as uploaded: it must be a JSON array; the server checks each row. */
export function parseTranslationFile(text: string): unknown[] | null {
  const parsed = parseJsonText(text);
  return Array.isArray(parsed) ? parsed : null;
}
