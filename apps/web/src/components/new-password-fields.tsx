import { PasswordInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNewPasswordErrors, TNewPasswordValues } from '../lib/form-validation.ts';
import { PasswordRequirements } from './password-requirements.tsx';

type TNewPasswordFieldsProps = {
  values: TNewPasswordValues;
  errors: TNewPasswordErrors;
  passwordLabel: string;
  confirmLabel: string;
  onChange: (values: TNewPasswordValues) => void;
};

/** New password, its live checklist and the confirmation, as reset and sign-up both need them. */
export function NewPasswordFields({ values, errors, passwordLabel, confirmLabel, onChange }: TNewPasswordFieldsProps) {
  const { t } = useTranslation();
  const requirementsId = useId();
  const toggleLabel = { 'aria-label': t('auth.showPassword') };

  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        withAsterisk
        value={values.password}
        error={errors.password}
        aria-describedby={requirementsId}
        visibilityToggleButtonProps={toggleLabel}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
      />
      <PasswordRequirements password={values.password} id={requirementsId} />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        withAsterisk
        value={values.confirmPassword}
        error={errors.confirmPassword}
        visibilityToggleButtonProps={toggleLabel}
        onChange={(event) => onChange({ ...values, confirmPassword: event.currentTarget.value })}
      />
    </Stack>
  );
}
