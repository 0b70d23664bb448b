import { describe, expect, it } from 'vitest';
import { EMPTY_GENERATE, generateFieldOf, toGeneratePayload, validateGenerate } from './generate-form.ts';

const names = { name: 'batch name', quantity: 'quantity' };

describe('validateGenerate', () => {
  it('accepts a name and a whole quantity from 1 to 1000', () => {
    expect(validateGenerate({ name: 'June labels', quantity: 1 }, 'en', names)).toEqual({});
    expect(validateGenerate({ name: 'June labels', quantity: 1000 }, 'en', names)).toEqual({});
  });

  it('asks for both fields on an empty form', () => {
    expect(validateGenerate(EMPTY_GENERATE, 'en', names)).toEqual({
      name: 'This batch name is required',
      quantity: 'This quantity is required',
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateGenerate({ name: '   ', quantity: 5 }, 'en', names)).toEqual({ name: 'This batch name is required' });
  });

  it('limits the name to 255 characters', () => {
    expect(validateGenerate({ name: 'x'.repeat(255), quantity: 5 }, 'en', names)).toEqual({});
    expect(validateGenerate({ name: 'x'.repeat(256), quantity: 5 }, 'en', names)).toEqual({
      name: 'Batch name must be at most 255 characters',
    });
  });

  it('keeps the quantity between 1 and 1000', () => {
    expect(validateGenerate({ name: 'A', quantity: 0 }, 'en', names)).toEqual({ quantity: 'Quantity must be at least 1' });
    expect(validateGenerate({ name: 'A', quantity: 1001 }, 'en', names)).toEqual({ quantity: 'Quantity must be at most 1000' });
  });

  it('refuses a fractional quantity', () => {
    expect(validateGenerate({ name: 'A', quantity: 2.5 }, 'en', names)).toEqual({ quantity: 'Invalid quantity' });
  });

  it('words its messages in the chosen language', () => {
    expect(validateGenerate({ name: 'A', quantity: 0 }, 'fr', { name: 'nom du lot', quantity: 'quantité' })).toEqual({
      quantity: 'Quantité doit être au moins 1',
    });
  });
});

describe('toGeneratePayload', () => {
  it('sends the trimmed name and the quantity', () => {
    expect(toGeneratePayload({ name: '  June labels ', quantity: 25 })).toEqual({ name: 'June labels', quantity: 25 });
  });
});

describe('generateFieldOf', () => {
  it("places the server's errors on the form's fields", () => {
    expect(generateFieldOf('name')).toBe('name');
    expect(generateFieldOf('quantity')).toBe('quantity');
    expect(generateFieldOf('body')).toBeNull();
  });
});
