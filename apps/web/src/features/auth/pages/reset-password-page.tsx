import { Button, Stack } from '@mantine/core';
import { RESET_LINK_VALIDITY_MINUTES } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconCheck, IconClock } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { LinkStateCard } from '../components/link-state-card.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { hasErrors, validateNewPassword, type TNewPasswordErrors, type TNewPasswordValues } from '../../../lib/form-validation.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
/** The server answers 410 Gone for a reset link that is expired or already used. */
const GONE = 410;

type TOutcome = 'form' | 'done' | 'expired';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetPassword.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const [values, setValues] = useState<TNewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<TNewPasswordErrors>({});
  const [outcome, setOutcome] = useState<TOutcome>('form');

  if (token === '') {
    return (
      <LinkStateCard
        title={t('auth.resetPassword.invalidTitle')}
        body={t('auth.resetPassword.invalidBody')}
        icon={<IconClock size={30} />}
        iconColor="orange"
        actionLabel={t('auth.resetPassword.requestNewLink')}
        actionTo="/forgot-password"
      />
    );
  }

  if (outcome === 'expired') {
    return (
      <LinkStateCard
        title={t('auth.resetPassword.expiredTitle')}
        body={t('auth.resetPassword.expiredBody', { minutes: RESET_LINK_VALIDITY_MINUTES })}
        icon={<IconClock size={30} />}
        iconColor="orange"
        actionLabel={t('auth.resetPassword.requestNewLink')}
        actionTo="/forgot-password"
      />
    );
  }

  if (outcome === 'done') {
    return (
      <LinkStateCard
        title={t('auth.resetPassword.successTitle')}
        body={t('auth.resetPassword.successBody')}
        icon={<IconCheck size={30} strokeWidth={2.4} />}
        iconColor="teal"
        actionLabel={t('auth.resetPassword.goToSignIn')}
        actionTo="/sign-in"
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values, t);
    setErrors(found);
    if (hasErrors(found)) return;
    resetPassword.mutate(
      { token, ...values },
      {
        onSuccess: () => setOutcome('done'),
        onError: (error) => {
          if (error.status === GONE) {
            setOutcome('expired');
            return;
          }
          const { byField, other } = splitFieldErrors(error.fieldErrors, FIELDS);
          setErrors(byField);
          if (!hasErrors(byField) || other.length > 0) toastApiError(error);
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <NewPasswordFields
            values={values}
            errors={errors}
            passwordLabel={t('auth.resetPassword.newPasswordLabel')}
            confirmLabel={t('auth.resetPassword.confirmLabel')}
            onChange={(next) => {
              setValues(next);
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
