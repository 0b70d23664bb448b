import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconClock } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useSystemName } from '../../../lib/app-branding.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvitation, useSignUp, type TInvitation } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { hasErrors, validateNewPassword, type TNewPasswordErrors, type TNewPasswordValues } from '../../../lib/form-validation.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
/** The server answers 410 Gone for an invitation that has expired. */
const GONE = 410;

function InvitationProblem({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={expired ? t('auth.signUp.expiredTitle') : t('auth.signUp.invalidTitle')}
      subtitle={expired ? t('auth.signUp.expiredBody') : t('auth.signUp.invalidBody')}
      icon={<IconClock size={30} />}
      iconColor="orange"
    >
      <BackToSignIn />
    </AuthCard>
  );
}

/** /sign-up?invite-token=…: the invited person sets a password to activate their account. */
export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invite-token') ?? '';
  const invitation = useInvitation(token);

  if (token === '') return <InvitationProblem expired={false} />;
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) return <InvitationProblem expired={invitation.error.status === GONE} />;
  return <SignUpForm token={token} invitation={invitation.data} />;
}

function SignUpForm({ token, invitation }: { token: string; invitation: TInvitation }) {
  const { t } = useTranslation();
  const systemName = useSystemName();
  const roleName = useRoleName()({ name: invitation.roleName, nameTranslations: invitation.roleNameTranslations });
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<TNewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<TNewPasswordErrors>({});
  const [expired, setExpired] = useState(false);

  if (expired) return <InvitationProblem expired />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values, t);
    setErrors(found);
    if (hasErrors(found)) return;
    signUp.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          toast.success(t('auth.signUp.success'));
          navigate('/sign-in', { replace: true, state: { email: invitation.email } });
        },
        onError: (error) => {
          if (error.status === GONE) {
            setExpired(true);
            return;
          }
          const { byField, other } = splitFieldErrors(error.fieldErrors, FIELDS);
          setErrors(byField);
          if (!hasErrors(byField) || other.length > 0) toastApiError(error);
        },
      },
    );
  };

  const name = `${invitation.firstName} ${invitation.lastName}`.trim();

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.invitedAs', { role: roleName, name: systemName })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Group grow align="flex-start">
            <TextInput label={t('auth.signUp.nameLabel')} value={name} readOnly variant="filled" />
            <TextInput label={t('auth.signUp.roleLabel')} value={roleName} readOnly variant="filled" />
          </Group>
          <TextInput label={t('auth.emailLabel')} value={invitation.email} readOnly variant="filled" autoComplete="username" />
          <NewPasswordFields
            values={values}
            errors={errors}
            passwordLabel={t('auth.signUp.passwordLabel')}
            confirmLabel={t('auth.signUp.confirmLabel')}
            onChange={(next) => {
              setValues(next);
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            <Trans
              i18nKey="auth.signUp.agreement"
              components={{
                terms: <Anchor component={Link} to="/term-conditions" inherit />,
                privacy: <Anchor component={Link} to="/privacy-policy" inherit />,
              }}
            />
          </Text>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
