import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconArrowBack, IconInfo, IconShieldCheck } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useSystemName } from '../../../lib/app-branding.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { saveSession, type TSignedInUser } from '../../../lib/session.ts';
import { revokeSession } from '../../../lib/sign-out.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useLogin, useSignOut } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { validateEmail, validateRequired } from '../../../lib/form-validation.ts';

const FIELDS = ['email', 'password'] as const;
type TField = (typeof FIELDS)[number];
type TErrors = Partial<Record<TField, string>>;

/** Only a path on this site may be a destination after sign-in; anything else could phish. */
function safeDestination(next: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return '/';
}

function initialEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signIn.pageTitle'));
  const session = useSession();
  const location = useLocation();
  const [apiUser, setApiUser] = useState<TSignedInUser | null>(null);
  // The location this page was showing when sign-in succeeded: the form stays up while the app
  // navigates away, instead of flashing the notice below.
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);

  // A signed-in user only stays on this page when their role gives them no screen at all.
  if (session && leavingFrom !== location.key) return <NoScreensNotice user={session.user} />;
  if (apiUser) return <ApiUserNotice user={apiUser} onBack={() => setApiUser(null)} />;
  return <SignInForm onApiUser={setApiUser} onSignedIn={() => setLeavingFrom(location.key)} />;
}

type TSignInFormProps = { onApiUser: (user: TSignedInUser) => void; onSignedIn: () => void };

function SignInForm({ onApiUser, onSignedIn }: TSignInFormProps) {
  const { t } = useTranslation();
  const systemName = useSystemName();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [values, setValues] = useState({ email: initialEmail(location.state), password: '' });
  const [errors, setErrors] = useState<TErrors>({});

  const change = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: TErrors = {
      email: validateEmail(values.email, t),
      password: validateRequired(values.password, t('fields.password'), t),
    };
    setErrors(found);
    if (found.email || found.password) return;

    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (response) => {
          if (response.user.role.type === 'API user') {
            // Nothing is kept in the browser, and the session the server opened is closed again.
            void revokeSession(response.token);
            onApiUser(response.user);
            return;
          }
          onSignedIn();
          saveSession(response);
          navigate(safeDestination(searchParams.get('next')), { replace: true });
        },
        onError: (error) => {
          const { byField, other } = splitFieldErrors(error.fieldErrors, FIELDS);
          setErrors(byField);
          if (Object.keys(byField).length === 0 || other.length > 0) toastApiError(error);
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.signIn.title', { name: systemName })} subtitle={t('auth.signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.emailLabel')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="username"
            withAsterisk
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('auth.passwordLabel')}
            autoComplete="current-password"
            withAsterisk
            value={values.password}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            onChange={(event) => change('password', event.currentTarget.value)}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** API users work through the API only; the sign-in succeeded but no session is kept (spec §1). */
function ApiUserNotice({ user, onBack }: { user: TSignedInUser; onBack: () => void }) {
  const { t } = useTranslation();
  const systemName = useSystemName();
  return (
    <AuthCard title={t('auth.signIn.apiUserTitle')} icon={<IconInfo size={32} />} iconColor="blue">
      <Alert color="blue" variant="light">
        {t('auth.signIn.apiUserBody', { email: user.email, name: systemName })}
      </Alert>
      <Button variant="default" fullWidth leftSection={<IconArrowBack size={16} className="flip-rtl" />} onClick={onBack}>
        {t('auth.signIn.useAnotherAccount')}
      </Button>
    </AuthCard>
  );
}

function NoScreensNotice({ user }: { user: TSignedInUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <AuthCard
      title={t('auth.signIn.noScreensTitle')}
      subtitle={t('auth.signIn.noScreensBody', { name, email: user.email })}
      icon={<IconShieldCheck size={32} />}
    >
      <Button variant="default" fullWidth loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('auth.signIn.signOut')}
      </Button>
    </AuthCard>
  );
}
