import { Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { FacilityProfileSection } from '../../features/profiles/components/facility-profile-section.tsx';
import { EmailPreferencesSection } from '../../features/notifications/index.ts';
import { userKeys, useMe } from '../../features/users/api/users-api.ts';
import { AccountSections } from '../../features/users/components/account-sections.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { personOf } from '../person-of.ts';

/** /auditor-profile: the assessor's organisation above their own account. */
export function AuditorProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.pages.myProfile'));
  const queryClient = useQueryClient();
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('facilityProfile.pages.myProfile')} description={t('facilityProfile.pages.auditorSubtitle')} />
      <Stack gap="xl">
        <FacilityProfileSection
          person={personOf(me.data)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.me() })}
        />
        <Divider />
        <EmailPreferencesSection />
        <AccountSections />
      </Stack>
    </>
  );
}
