import { Anchor, AppShell, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { NotificationBell } from '../../features/notifications/index.ts';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { useSystemName } from '../../lib/app-branding.ts';
import { useSession } from '../../lib/use-session.ts';
import { menuFor, SIGN_IN_PATH } from '../menu.ts';
import { useFacilityTypesInSession } from '../use-facility-types-session.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Frame of every screen behind sign-in. The route loader checks the session on navigation; this
 * component also reacts when the session ends while a screen is open (sign-out, a 401, expiry).
 */
export function SignedInLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const systemName = useSystemName();
  useFacilityTypesInSession(session?.user ?? null);
  if (!session) return <Navigate to={SIGN_IN_PATH} replace />;
  const entries = menuFor(session.user);

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 0 }} padding="lg">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header px="lg">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={t('app.homeLink', { name: systemName })}>
            <BrandMark />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <LanguageSwitcher />
            <UserMenu user={session.user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppSidebar entries={entries} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      <UnsavedChangesPrompt />
    </AppShell>
  );
}
