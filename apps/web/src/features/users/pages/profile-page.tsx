import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMe } from '../api/users-api.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ColleaguesSection } from '../components/colleagues-section.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SettingsSection } from '../components/settings-section.tsx';

/**
 * /my-profile (producers), /brand-profile (brands) and /auditor-profile (assessors): one's own
 * account with its edit form and password change, and, for the organisation's Admin users, the
 * colleagues of the organisation.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.myProfile.pageTitle'));
  const me = useMe();
  const [editing, setEditing] = useState(false);

  if (!me.data) return <PageLoader />;
  const user = me.data;
  const organisation = user.userType === 'Admin' ? user.currentFacility : null;

  return (
    <>
      <PageHeader title={t('account.myProfile.title')} description={t('account.myProfile.subtitle')} />
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
        {organisation ? (
          <>
            <Divider />
            <ColleaguesSection viewerId={user.id} organisationName={organisation.name} />
          </>
        ) : null}
      </Stack>
    </>
  );
}
