import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMe } from '../api/users-api.ts';
import { AccountDetails } from './account-details.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * One's own account on the profile pages of producers, brands and assessors: details with their
 * edit form and the password change. The organisation's colleagues have their own screen.
 */
export function AccountSections() {
  const { t } = useTranslation();
  const me = useMe();
  const [editing, setEditing] = useState(false);

  if (!me.data) return <PageLoader />;
  const user = me.data;

  return (
    <Stack gap="xl">
      <SettingsSection title={t('account.details.title')} description={t('account.details.description')}>
        {editing ? (
          <ProfileForm user={user} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <AccountDetails user={user} onEdit={() => setEditing(true)} />
        )}
      </SettingsSection>
      <Divider />
      <SettingsSection title={t('account.password.title')} description={t('account.password.description')}>
        <ChangePasswordForm />
      </SettingsSection>
    </Stack>
  );
}
