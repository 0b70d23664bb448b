import { ZPersonName, ZPhoneNumber, type TLanguage } from '@opentrace/domain';
import { optionalRuleError, ruleError } from '../../lib/field-rules.ts';

/** Names and phone number, as every user form in this feature has them. */
export type TPersonValues = { firstName: string; lastName: string; phoneNumber: string };
export type TPersonField = keyof TPersonValues;
export type TErrors<TField extends string> = Partial<Record<TField, string>>;

/** The words naming each field inside a message ("This first name is required"). */
export type TFieldNames<TField extends string> = Record<TField, string>;

export function validatePerson(values: TPersonValues, language: TLanguage, names: TFieldNames<TPersonField>): TErrors<TPersonField> {
  return {
    firstName: ruleError(ZPersonName, values.firstName, names.firstName, language),
    lastName: ruleError(ZPersonName, values.lastName, names.lastName, language),
    phoneNumber: optionalRuleError(ZPhoneNumber, values.phoneNumber, names.phoneNumber, language),
  };
}

/** The phone number as the API takes it: trimmed, or null to clear it. */
export function phoneOrNull(phoneNumber: string): string | null {
  const trimmed = phoneNumber.trim();
  return trimmed === '' ? null : trimmed;
}

export function withoutEmpty<TField extends string>(errors: TErrors<TField>): TErrors<TField> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as TErrors<TField>;
}
