import { ZEmail } from '@opentrace/domain';
import type { TFunction } from 'i18next';
import { isValidPassword } from './password-rule.ts';

export type TNewPasswordValues = { password: string; confirmPassword: string };
export type TNewPasswordErrors = Partial<Record<keyof TNewPasswordValues, string>>;

/** Checked with the schema the API uses, so both sides agree on what an e-mail address is. */
export function validateEmail(email: string, t: TFunction): string | undefined {
  if (email.trim() === '') return t('validation.required', { field: t('fields.email') });
  if (!ZEmail.safeParse(email).success) return t('validation.invalid', { field: t('fields.email') });
  return undefined;
}

export function validateRequired(value: string, field: string, t: TFunction): string | undefined {
  return value === '' ? t('validation.required', { field }) : undefined;
}

export function validateNewPassword(values: TNewPasswordValues, t: TFunction): TNewPasswordErrors {
  const errors: TNewPasswordErrors = {};
  if (values.password === '') errors.password = t('validation.required', { field: t('fields.newPassword') });
  else if (!isValidPassword(values.password)) errors.password = t('validation.passwordRules');

  if (values.confirmPassword === '') {
    errors.confirmPassword = t('validation.required', { field: t('fields.confirmPassword') });
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = t('validation.passwordMismatch');
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
