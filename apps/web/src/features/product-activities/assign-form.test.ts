import { ZAssignProductsInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { EMPTY_FIELD, type TAttributeDraft } from './attribute-form.ts';
import { checkPasses } from './form-checks.ts';
import {
  ASSIGN_PATHS,
  changeOutputDefinition,
  checkAssign,
  emptyAssign,
  emptyOutput,
  normalizeQrCode,
  outputRowsSent,
  toAssignInput,
  type TAssignValues,
} from './assign-form.ts';
import { placeServerErrors } from './server-errors.ts';
import { ATTRIBUTE_IDS as A, BALES_ID, COTTON_BALES, product, SEED_COTTON_ID } from './test-fixtures.ts';

const context = {
  language: 'en' as const,
  names: { productDefinitionId: 'output product', inputProductIds: 'input products', outputProducts: 'output products' },
  dnaIdentifierName: 'DNA identifier',
};
const ALL_RIGHTS = { qrCode: true, dnaIdentifier: true };

const bale = (productId: string): TAttributeDraft => ({
  [A.productId]: { ...EMPTY_FIELD, text: productId },
  [A.trash]: { ...EMPTY_FIELD, text: 'Low' },
  [A.moisture]: { ...EMPTY_FIELD, text: '7' },
  [A.weight]: { ...EMPTY_FIELD, text: '170', unit: 'Kilograms' },
});

const values: TAssignValues = {
  productDefinitionId: BALES_ID,
  inputs: [product({ productDefinition: { id: SEED_COTTON_ID, name: 'Seed Cotton' } })],
  outputs: [
    { key: 'a', draft: bale('B-1'), qrCode: '', dnaIdentifier: '' },
    { key: 'b', draft: { ...bale(''), [A.productId]: EMPTY_FIELD }, qrCode: '123 456 789', dnaIdentifier: ' DNA-7 ' },
  ],
};

describe('toAssignInput', () => {
  it('builds the body the API accepts, a QR code standing in for the product ID', () => {
    const input = toAssignInput(values, COTTON_BALES, ALL_RIGHTS);
    expect(input.inputProductIds).toEqual([product().id]);
    expect(input.outputProduct.productDefinitionId).toBe(BALES_ID);
    expect(input.outputProduct.outputProducts[0]).toMatchObject({ qrCode: null, dnaIdentifier: null });
    expect(input.outputProduct.outputProducts[1]).toMatchObject({ qrCode: '123456789', dnaIdentifier: 'DNA-7' });
    expect(input.outputProduct.outputProducts[1]?.attributes.map((value) => value.id)).toEqual([A.trash, A.moisture, A.weight]);
    expect(ZAssignProductsInput.safeParse(input).success).toBe(true);
  });

  it('sends no label the caller may not assign', () => {
    const input = toAssignInput(values, COTTON_BALES, { qrCode: false, dnaIdentifier: false });
    expect(input.outputProduct.outputProducts[1]).toMatchObject({ qrCode: null, dnaIdentifier: null });
  });
});

describe('checkAssign', () => {
  it('accepts outputs identified by product ID or by QR code', () => {
    const check = checkAssign(values, COTTON_BALES, ALL_RIGHTS, context);
    expect(check).toEqual({
      errors: {},
      rows: [
        { attributes: {}, fields: {} },
        { attributes: {}, fields: {} },
      ],
    });
    expect(checkPasses(check)).toBe(true);
  });

  it('needs the product ID when the caller cannot label with QR codes', () => {
    const check = checkAssign(values, COTTON_BALES, { qrCode: false, dnaIdentifier: true }, context);
    expect(check.rows[1]?.attributes).toEqual({ [A.productId]: 'Product ID is required' });
  });

  it('wants a QR code of nine digits and a DNA identifier within 255 characters', () => {
    const row = { key: 'c', draft: bale('B-3'), qrCode: '12345', dnaIdentifier: 'D'.repeat(256) };
    const check = checkAssign({ ...values, outputs: [row] }, COTTON_BALES, ALL_RIGHTS, context);
    expect(check.rows[0]?.fields).toEqual({
      qrCode: 'A QR code is 9 digits',
      dnaIdentifier: 'DNA identifier must be at most 255 characters',
    });
  });

  it('asks for the output definition and at least one output', () => {
    const check = checkAssign({ ...emptyAssign(), outputs: [] }, null, ALL_RIGHTS, context);
    expect(check.errors).toEqual({
      productDefinitionId: 'This output product is required',
      outputProducts: 'Add at least one output product',
    });
  });
});

describe('outputs', () => {
  it('start over when the output definition changes', () => {
    const changed = changeOutputDefinition(values, SEED_COTTON_ID);
    expect(changed.outputs).toHaveLength(1);
    expect(changed.outputs[0]).toMatchObject({ draft: {}, qrCode: '', dnaIdentifier: '' });
    expect(changeOutputDefinition(values, BALES_ID)).toBe(values);
  });

  it('each have a key of their own', () => {
    expect(emptyOutput().key).not.toBe(emptyOutput().key);
  });

  it('take QR codes as printed, in groups', () => {
    expect(normalizeQrCode(' 123 456 789 ')).toBe('123456789');
    expect(normalizeQrCode('123-456-789')).toBe('123456789');
    expect(normalizeQrCode('https://trace.example.org/q/123456789')).toBe('123456789');
  });

  it('show the server’s QR code problems under the right output', () => {
    const error = new ApiError({
      status: 400,
      fieldErrors: [
        { path: 'outputProduct.outputProducts.1.qrCode', message: 'This QR code is already in use' },
        { path: 'outputProduct.productDefinitionId', message: 'Your facility does not make this product' },
      ],
    });
    const placed = placeServerErrors(error, ASSIGN_PATHS, 'x', outputRowsSent(values, COTTON_BALES, ALL_RIGHTS));
    expect(placed.rows[1]?.fields).toEqual({ qrCode: 'This QR code is already in use' });
    expect(placed.byField).toEqual({ productDefinitionId: 'Your facility does not make this product' });
  });
});
