import type { TFieldError, TProductAttributeTranslationRow, TProductContentTranslations, TProductTranslationRow } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { findAttributes, findDefinitions, setDefinitionTranslations, updateAttribute } from './product-definitions.repository.ts';
import { productDefinitionsPolicy } from './product-definitions.policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Every language appears in the download, empty when not translated yet, so translators see the gaps. */
const filled = (translations: TProductContentTranslations) => ({
  en: translations.en ?? '',
  fr: translations.fr ?? '',
  ur: translations.ur ?? '',
});

/** Empty cells of an upload mean "not translated", not an empty name. */
const stored = (translations: TProductContentTranslations): TProductContentTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));

/**
 * Content translations of products and attributes as JSON files (DOMAIN.md §3.2): download, fill in,
 * upload. An upload is checked row by row and saved only when every row is valid.
 */
export class ProductDefinitionTranslationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async productRows(principal: Principal): Promise<TProductTranslationRow[]> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    const definitions = await findDefinitions(this.db);
    return definitions.map(({ id, name, nameTranslations }) => ({ id, name, nameTranslation: filled(nameTranslations) }));
  }

  async attributeRows(principal: Principal): Promise<TProductAttributeTranslationRow[]> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    const attributes = await findAttributes(this.db);
    return attributes.map(({ id, name, category, nameTranslations, options }) => ({
      id,
      name,
      category,
      nameTranslation: filled(nameTranslations),
      options: options.map((option) => ({ value: option.value, translation: filled(option.translations) })),
    }));
  }

  async uploadProducts(principal: Principal, rows: TProductTranslationRow[], context: RequestContext): Promise<{ updated: number }> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    const known = new Set((await findDefinitions(this.db)).map((definition) => definition.id));
    const errors = this.rowErrors(rows, known, context);
    this.refuse(errors);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const row of rows) await setDefinitionTranslations(tx, row.id, stored(row.nameTranslation), now);
    });
    await context.audit({ action: 'product-definitions.translations-uploaded', details: { rows: rows.length } });
    return { updated: rows.length };
  }

  async uploadAttributes(
    principal: Principal,
    rows: TProductAttributeTranslationRow[],
    context: RequestContext,
  ): Promise<{ updated: number }> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    const attributes = new Map((await findAttributes(this.db)).map((attribute) => [attribute.id, attribute]));
    const errors = this.rowErrors(rows, new Set(attributes.keys()), context);
    rows.forEach((row, index) => {
      const attribute = attributes.get(row.id);
      if (!attribute) return;
      const rowNumber = String(index + 1);
      if (attribute.category !== row.category) {
        errors.push({
          path: `${index}.category`,
          message: context.t('products.translationCategoryMismatch', { row: rowNumber, category: attribute.category }),
        });
      }
      row.options.forEach((option, optionIndex) => {
        if (!attribute.options.some((existing) => existing.value === option.value)) {
          errors.push({
            path: `${index}.options.${optionIndex}.value`,
            message: context.t('products.translationUnknownOption', { row: rowNumber, value: option.value }),
          });
        }
      });
    });
    this.refuse(errors);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const row of rows) {
        const attribute = attributes.get(row.id)!;
        // Options missing from the file keep the translations they had.
        const options = attribute.options.map((option) => {
          const uploaded = row.options.find((candidate) => candidate.value === option.value);
          return uploaded ? { value: option.value, translations: stored(uploaded.translation) } : option;
        });
        await updateAttribute(tx, row.id, { nameTranslations: stored(row.nameTranslation), options, updatedAt: now });
      }
    });
    await context.audit({ action: 'attributes.translations-uploaded', details: { rows: rows.length } });
    return { updated: rows.length };
  }

  /** Errors every translation file can have: an id that is not (or no longer) there, or repeated. */
  private rowErrors(rows: { id: string }[], known: ReadonlySet<string>, context: RequestContext): TFieldError[] {
    const errors: TFieldError[] = [];
    rows.forEach((row, index) => {
      const rowNumber = String(index + 1);
      if (!known.has(row.id))
        errors.push({ path: `${index}.id`, message: context.t('products.translationUnknownId', { row: rowNumber, id: row.id }) });
      else if (rows.findIndex((other) => other.id === row.id) < index) {
        errors.push({ path: `${index}.id`, message: context.t('products.translationDuplicateRow', { row: rowNumber }) });
      }
    });
    return errors;
  }

  private refuse(errors: TFieldError[]): void {
    if (errors.length > 0) throw new AppError('UNPROCESSABLE', { messageKey: 'products.translationsInvalid', details: errors });
  }
}
