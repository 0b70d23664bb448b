import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TNewUserEmailFieldProps = {
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** The e-mail address an invitation goes to; the browser must not fill in the inviter's own. */
export function NewUserEmailField({ value, error, onChange }: TNewUserEmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('users.form.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="off"
      withAsterisk
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
