import { Button, Stack, Text, TextInput } from '@mantine/core';
import { RESET_LINK_VALIDITY_MINUTES } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMail } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { validateEmail } from '../../../lib/form-validation.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.pageTitle'));
  const forgotPassword = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateEmail(email, t);
    setError(invalid);
    if (invalid) return;
    const trimmed = email.trim();
    forgotPassword.mutate(
      { email: trimmed },
      {
        // The answer is the same whether or not the account exists, so this page says the same too.
        onSuccess: () => setSentTo(trimmed),
        onError: (failure) => {
          const { byField, other } = splitFieldErrors(failure.fieldErrors, ['email'] as const);
          setError(byField.email);
          if (!byField.email || other.length > 0) toastApiError(failure);
        },
      },
    );
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        title={t('auth.forgotPassword.sentTitle')}
        subtitle={t('auth.forgotPassword.sentBody', { email: sentTo, minutes: RESET_LINK_VALIDITY_MINUTES })}
        icon={<IconMail size={30} />}
      >
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.forgotPassword.sentHint')}
        </Text>
        <Button variant="default" fullWidth onClick={() => setSentTo(null)}>
          {t('auth.forgotPassword.sendAgain')}
        </Button>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.emailLabel')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
            {t('auth.forgotPassword.submit')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
