import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useFacilityProfile } from '../../features/profiles/api/facilities-api.ts';
import { FacilityProfileForm } from '../../features/profiles/components/facility-profile-form.tsx';
import { userKeys, useMe } from '../../features/users/api/users-api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { personOf } from '../person-of.ts';

/** /auditor-onboard: an assessor's names, phone and organisation; saving opens Requests and Profile. */
export function AuditorOnboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.pages.auditorOnboard'));
  const queryClient = useQueryClient();
  const me = useMe();
  const profile = useFacilityProfile();
  return (
    <>
      <PageHeader title={t('facilityProfile.pages.auditorOnboard')} description={t('facilityProfile.pages.auditorOnboardSubtitle')} />
      {me.data && profile.data ? (
        <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
          <FacilityProfileForm
            profile={profile.data}
            person={personOf(me.data)}
            withPersonFields
            onSaved={(user) => queryClient.setQueryData(userKeys.me(), user)}
          />
        </Paper>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
