import { can } from '@opentrace/domain';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { FacilityProfileSection } from '../../features/profiles/components/facility-profile-section.tsx';
import { SelfAssessmentPanel } from '../../features/self-assessments/components/self-assessment-panel.tsx';
import { userKeys, useMe } from '../../features/users/api/users-api.ts';
import { AccountSections } from '../../features/users/components/account-sections.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { personOf } from '../person-of.ts';
import { openSupplyHubStep } from './open-supply-hub-step.tsx';

/**
 * /my-profile for registered producers: the facility profile (shown, edited in place), one's own
 * account, and the self-assessment questionnaire to retake.
 */
export function ProducerProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.pages.myProfile'));
  const queryClient = useQueryClient();
  const me = useMe();
  if (!me.data) return <PageLoader />;
  const answersOwnSaq = me.data.role.uploadedSAQ && !can(me.data, 'NO_SAQ');

  return (
    <>
      <PageHeader title={t('facilityProfile.pages.myProfile')} description={t('facilityProfile.pages.producerSubtitle')} />
      <Stack gap="xl">
        <FacilityProfileSection
          person={personOf(me.data)}
          openSupplyHubStep={openSupplyHubStep}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.me() })}
        />
        <Divider />
        <AccountSections />
        {answersOwnSaq ? (
          <>
            <Divider />
            <Paper withBorder radius="md" p="lg" shadow="xs">
              <Stack gap="md">
                <Stack gap={4}>
                  <Title order={2} fz="lg">
                    {t('facilityProfile.pages.saqTitle')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('facilityProfile.pages.saqDescription')}
                  </Text>
                </Stack>
                <SelfAssessmentPanel />
              </Stack>
            </Paper>
          </>
        ) : null}
      </Stack>
    </>
  );
}
