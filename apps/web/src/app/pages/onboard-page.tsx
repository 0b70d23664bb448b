import { Paper, Tabs, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconCheck } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useFacilityProfile } from '../../features/profiles/api/facilities-api.ts';
import { FacilityProfileForm } from '../../features/profiles/components/facility-profile-form.tsx';
import { BusinessPartnersPanel } from '../../features/partners/components/business-partners-panel.tsx';
import { SelfAssessmentPanel } from '../../features/self-assessments/components/self-assessment-panel.tsx';
import { userKeys, useMe } from '../../features/users/api/users-api.ts';
import type { TSignedInUser } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { onboardingProgress, openStep, type TOnboardingStep } from '../onboarding-steps.ts';
import { personOf } from '../person-of.ts';
import { openSupplyHubStep } from './open-supply-hub-step.tsx';

const STEP_LABELS = {
  profile: 'facilityProfile.onboard.tabs.profile',
  saq: 'facilityProfile.onboard.tabs.saq',
  partners: 'facilityProfile.onboard.tabs.partners',
} as const;

/**
 * /onboard: a producer's steps before the menu opens (DOMAIN.md §1.4): My profile, the
 * self-assessment questionnaire and business partners, each marked once done. The last step done
 * sends the producer home.
 */
export function OnboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.onboard.pageTitle'));
  const user = useSession()?.user as TSignedInUser;
  const [searchParams, setSearchParams] = useSearchParams();
  const progress = onboardingProgress(user);
  const tab = openStep(progress, searchParams.get('tab'));
  const show = (step: TOnboardingStep) => setSearchParams(step === progress[0]?.step ? {} : { tab: step }, { replace: true });

  return (
    <>
      <PageHeader title={t('facilityProfile.onboard.title')} description={t('facilityProfile.onboard.subtitle')} />
      <Tabs value={tab} onChange={(value) => show((value ?? 'profile') as TOnboardingStep)} keepMounted={false}>
        <Tabs.List mb="lg">
          {progress.map(({ step, done }) => (
            <Tabs.Tab key={step} value={step} leftSection={done ? <IconCheck size={16} aria-hidden /> : null}>
              {t(STEP_LABELS[step])}
              {done ? <VisuallyHidden>{` (${t('facilityProfile.onboard.done')})`}</VisuallyHidden> : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileStep
            onSaved={() =>
              show(
                openStep(
                  progress.map((entry) => (entry.step === 'profile' ? { ...entry, done: true } : entry)),
                  null,
                ),
              )
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="saq">
          <SelfAssessmentPanel />
        </Tabs.Panel>
        <Tabs.Panel value="partners">
          <BusinessPartnersPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The profile step: the person and the organisation in one form; saving moves on to the next step to do. */
function ProfileStep({ onSaved }: { onSaved(): void }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const profile = useFacilityProfile();
  if (!me.data || !profile.data) return <PageLoader />;
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs">
      <FacilityProfileForm
        profile={profile.data}
        person={personOf(me.data)}
        withPersonFields
        openSupplyHubStep={openSupplyHubStep}
        onSaved={(user) => {
          queryClient.setQueryData(userKeys.me(), user);
          onSaved();
        }}
      />
    </Paper>
  );
}
