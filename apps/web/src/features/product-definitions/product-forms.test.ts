import type { TProductAttribute } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  attributeDraft,
  attributeInput,
  checkAttributeDraft,
  checkDefinitionDraft,
  definitionDraft,
  fieldErrorsOf,
  messagesUnder,
  parseTranslationFile,
  translationProblemLines,
  withType,
} from './product-forms.ts';

const REQUIRED = 'Required';

const attribute = (id: string, name: string, type: TProductAttribute['type']): TProductAttribute => ({
  id,
  name,
  type,
  category: type === 'PRODUCT_QUANTITY' ? 'NUMBER_UNIT_PAIR' : 'TEXT',
  nameTranslations: {},
  options: [],
  usageCount: 0,
});
const WEIGHT = attribute('00000000-0000-4000-8000-000000000001', 'Weight', 'PRODUCT_QUANTITY');
const CODE = attribute('00000000-0000-4000-8000-000000000002', 'Code', 'PRODUCT_ID');

describe('attribute form', () => {
  it('picks the category the kind requires', () => {
    expect(withType(attributeDraft(), 'PRODUCT_ID').category).toBe('TEXT');
    expect(withType({ ...attributeDraft(), category: 'DATE' }, 'PRODUCT_QUANTITY').category).toBe('NUMBER_UNIT_PAIR');
    expect(withType({ ...attributeDraft(), category: 'DATE' }, 'OTHER').category).toBe('DATE');
  });

  it('shows the shared rules in the reader language, on the field they concern', () => {
    const draft = {
      ...attributeDraft(),
      name: 'Grade',
      category: 'LIST' as const,
      options: [
        { value: 'A', translations: {} },
        { value: 'a', translations: {} },
      ],
    };
    expect(checkAttributeDraft(draft, 'en', REQUIRED)).toEqual({ 'options.1.value': 'The option a is listed more than once.' });
    expect(checkAttributeDraft({ ...draft, name: ' ', options: [{ value: '', translations: {} }] }, 'fr', REQUIRED)).toEqual({
      name: REQUIRED,
      'options.0.value': REQUIRED,
    });
  });

  it('sends no options for categories that have none', () => {
    const draft = { ...attributeDraft(), name: ' Note ', category: 'TEXT' as const, options: [{ value: 'left over', translations: {} }] };
    expect(attributeInput(draft)).toMatchObject({ name: 'Note', options: [] });
  });
});

describe('product definition form', () => {
  const context = { attributes: [WEIGHT, CODE], commodities: ['Cotton'] };

  it('accepts a complete definition', () => {
    const draft = {
      ...definitionDraft(),
      name: 'Lint',
      goods: ['Cotton'],
      attributes: [{ attributeId: WEIGHT.id, isOptional: false, isAddManuallyOnly: false }],
    };
    expect(checkDefinitionDraft(draft, context, 'en', REQUIRED)).toEqual({});
  });

  it('names each rule broken, row by row', () => {
    const draft = {
      ...definitionDraft(),
      name: '',
      goods: [],
      attributes: [{ attributeId: CODE.id, isOptional: true, isAddManuallyOnly: false }],
    };
    const messages = checkDefinitionDraft(draft, context, 'en', REQUIRED);
    expect(messages).toEqual({
      name: REQUIRED,
      goods: 'Choose at least one good.',
      attributes: 'A product needs exactly one product quantity attribute.',
      'attributes.0.isOptional': 'Code is the product ID, so it must be required.',
    });
    expect(messagesUnder(messages, 'attributes.0.')).toEqual(['Code is the product ID, so it must be required.']);
  });
});

describe('server answers', () => {
  it('reads field errors of a 400 and of a 422 alike', () => {
    const validation = new ApiError({ status: 400, fieldErrors: [{ path: 'name', message: 'Taken' }] });
    expect(fieldErrorsOf(validation)).toEqual([{ path: 'name', message: 'Taken' }]);
    const rows = new ApiError({ status: 422, details: [{ path: '1.id', message: 'Row 2: unknown' }, { nonsense: true }] });
    expect(fieldErrorsOf(rows)).toEqual([{ path: '1.id', message: 'Row 2: unknown' }]);
    expect(fieldErrorsOf(new Error('offline'))).toEqual([]);
  });

  it('numbers the rows of a refused translation file from 1', () => {
    const line = (row: number, field: string, message: string) => `${row}|${field}|${message}`;
    const schema = new ApiError({
      status: 400,
      fieldErrors: [
        { path: '0.nameTranslation.fr', message: 'Too long' },
        { path: 'body', message: 'Empty' },
      ],
    });
    expect(translationProblemLines(schema, line)).toEqual(['1|nameTranslation.fr|Too long', 'Empty']);
    const rules = new ApiError({ status: 422, details: [{ path: '1.id', message: 'Row 2: unknown' }] });
    expect(translationProblemLines(rules, line)).toEqual(['Row 2: unknown']);
  });

  it('accepts only a JSON list as a translation file', () => {
    expect(parseTranslationFile('[{"id":"x"}]')).toEqual([{ id: 'x' }]);
    expect(parseTranslationFile('{"id":"x"}')).toBeNull();
    expect(parseTranslationFile('not json')).toBeNull();
  });
});
