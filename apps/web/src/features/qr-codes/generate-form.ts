import { ZQrCodeBatchInput, type TLanguage, type TQrCodeBatchInput } from '@opentrace/domain';
import { requiredError, ruleError } from '../../lib/field-rules.ts';

/** The "Generate QR codes" form; the quantity input is empty ('') until something is typed. */
export type TGenerateValues = { name: string; quantity: number | '' };
export type TGenerateField = keyof TGenerateValues;
export type TGenerateErrors = Partial<Record<TGenerateField, string>>;

export const EMPTY_GENERATE: TGenerateValues = { name: '', quantity: '' };

/**
 * Checked with the schema the API applies (name up to 255 characters, a whole quantity from 1 to
 * 1000), so the form and the server never disagree. `names` are the words naming each field inside
 * a message ("This batch name is required"). Only the fields at fault appear in the result.
 */
export function validateGenerate(values: TGenerateValues, language: TLanguage, names: Record<TGenerateField, string>): TGenerateErrors {
  const { name, quantity } = ZQrCodeBatchInput.shape;
  const errors: TGenerateErrors = {
    name: values.name.trim() === '' ? requiredError(names.name, language) : ruleError(name, values.name.trim(), names.name, language),
    quantity:
      values.quantity === '' ? requiredError(names.quantity, language) : ruleError(quantity, values.quantity, names.quantity, language),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The request body; call only once validateGenerate found nothing. */
export function toGeneratePayload(values: TGenerateValues): TQrCodeBatchInput {
  return { name: values.name.trim(), quantity: Number(values.quantity) };
}

/** The form field a server field error belongs to, if any. */
export function generateFieldOf(path: string): TGenerateField | null {
  return path === 'name' || path === 'quantity' ? path : null;
}
