import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { parseLanguage, translateMessage } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { hasErrors, validateNewPassword, validateRequired } from '../../../lib/form-validation.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/users-api.ts';

type TValues = { oldPassword: string; password: string; confirmPassword: string };
type TErrors = Partial<Record<keyof TValues, string>>;

const EMPTY: TValues = { oldPassword: '', password: '', confirmPassword: '' };
/** The API names the new password `newPassword`; the shared fields call it `password`. */
const FIELD_OF_PATH: Record<string, keyof TValues> = {
  oldPassword: 'oldPassword',
  newPassword: 'password',
  confirmPassword: 'confirmPassword',
};

/** Current password, then the new one with its live checklist, then the confirmation. */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const changePassword = useChangePassword();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<TErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: TErrors = {
      oldPassword: validateRequired(values.oldPassword, t('fields.currentPassword'), t),
      ...validateNewPassword(values, t),
    };
    if (!found.password && values.password !== '' && values.password === values.oldPassword) {
      found.password = translateMessage(parseLanguage(i18n.language), 'validation.password.sameAsOld');
    }
    setErrors(found);
    if (hasErrors(found)) return;
    changePassword.mutate(
      { oldPassword: values.oldPassword, newPassword: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setValues(EMPTY);
        },
        onError: (error) => {
          const byField: TErrors = {};
          let unplaced = false;
          for (const { path, message } of error.fieldErrors) {
            const field = FIELD_OF_PATH[path];
            if (field) byField[field] ??= message;
            else unplaced = true;
          }
          setErrors(byField);
          if (!hasErrors(byField) || unplaced) toastApiError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          withAsterisk
          value={values.oldPassword}
          error={errors.oldPassword}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          onChange={(event) => {
            const oldPassword = event.currentTarget.value;
            setValues((current) => ({ ...current, oldPassword }));
            setErrors((current) => ({ ...current, oldPassword: undefined }));
          }}
        />
        <NewPasswordFields
          values={values}
          errors={errors}
          passwordLabel={t('account.password.new')}
          confirmLabel={t('account.password.confirm')}
          onChange={(next) => {
            setValues((current) => ({ ...current, ...next }));
            setErrors((current) => ({ ...current, password: undefined, confirmPassword: undefined }));
          }}
        />
        <Group mt="xs">
          <Button type="submit" loading={changePassword.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
