import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { IconLock, IconUserCircle, IconWarning } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMe } from '../api/users-api.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';

/** A tab another screen adds (the administrators' e-mail switches, the super administrator's switch back to configuration). */
export type TExtraSettingsTab = { value: string; label: string; icon: ReactNode; panel: ReactNode };

const BASE_TABS = ['profile', 'password', 'danger'];

/**
 * The account settings that app/pages compose into /settings (administrators) and
 * /super-admin-settings: profile, password, any extra tabs, and the danger zone. The open tab is part of the address, so a link or a reload returns to it.
 */
export function SettingsPage({ extraTabs = [] }: { extraTabs?: TExtraSettingsTab[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('account.settings.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  // The super administrator's account can never be deleted (the API refuses), so it is not offered.
  const account = me.data;
  const offersDeletion = account !== undefined && account.role.code !== 'SUPER_ADMIN';
  const tabs = [...BASE_TABS.filter((value) => offersDeletion || value !== 'danger'), ...extraTabs.map((extra) => extra.value)];
  const requested = searchParams.get('tab');
  const tab = requested && tabs.includes(requested) ? requested : 'profile';

  return (
    <>
      <PageHeader title={t('account.settings.title')} description={t('account.settings.subtitle')} />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(!value || value === 'profile' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} />}>
            {t('account.settings.tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
            {t('account.settings.tabs.password')}
          </Tabs.Tab>
          {extraTabs.map((extra) => (
            <Tabs.Tab key={extra.value} value={extra.value} leftSection={extra.icon}>
              {extra.label}
            </Tabs.Tab>
          ))}
          {offersDeletion ? (
            <Tabs.Tab value="danger" leftSection={<IconWarning size={16} />} color="red">
              {t('account.settings.tabs.danger')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <TitledCard title={t('account.profile.title')} description={t('account.profile.description')}>
            {me.data ? <ProfileForm key={me.data.id} user={me.data} withLanguage /> : <PageLoader />}
          </TitledCard>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <TitledCard title={t('account.password.title')} description={t('account.password.description')}>
            <ChangePasswordForm />
          </TitledCard>
        </Tabs.Panel>
        {extraTabs.map((extra) => (
          <Tabs.Panel key={extra.value} value={extra.value}>
            {extra.panel}
          </Tabs.Panel>
        ))}
        {offersDeletion ? (
          <Tabs.Panel value="danger">
            <Stack gap="md">
              <DeleteAccountCard email={account.email} />
            </Stack>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
