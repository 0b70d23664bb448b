import { Alert, Paper, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconCheck, IconLock } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useBusinessDetails, useCompleteStep } from '../../features/configuration/api/configuration-api.ts';
import { ConfigurationBundleCard } from '../../features/configuration/components/configuration-bundle-card.tsx';
import { isStepOpen, nextStep, resumeStep } from '../../features/configuration/wizard-progress.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { TWizardStepProps } from '../../lib/wizard.ts';
import { WIZARD_STEPS } from '../configuration-wizard.ts';

const STEPS = [...WIZARD_STEPS].sort((a, b) => a.number - b.number);
const NUMBERS = STEPS.map((step) => step.number);
/** Each step's screen downloads when its tab first opens. */
const SCREENS = new Map<number, ComponentType<TWizardStepProps>>(STEPS.map((step) => [step.number, lazy(step.load)]));

/**
 * /configuration: the super administrator's set-up wizard (DOMAIN.md §2.1). Progress is saved on
 * the server as each step finishes, so the wizard resumes where it was left, on any device.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('configuration.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const details = useBusinessDetails();
  const completeStep = useCompleteStep();
  const completed = useMemo(() => details.data?.completedSteps ?? [], [details.data]);

  if (!details.data) return <PageLoader />;
  const locked = details.data.completedConfiguringSystemAt !== null;
  const requested = Number(searchParams.get('step'));
  const active = NUMBERS.includes(requested) && isStepOpen(requested, completed) ? requested : resumeStep(NUMBERS, completed);
  const open = (step: number) => setSearchParams({ step: String(step) }, { replace: true });
  const summaries = STEPS.map((step) => ({
    number: step.number,
    title: t('configuration.stepLabel', { number: step.number, title: t(step.titleKey as never) }),
    finished: completed.includes(step.number),
  }));

  const finish = (step: number) => {
    completeStep.mutate(step, {
      onSuccess: (updated) => {
        const next = nextStep(step, NUMBERS);
        if (isStepOpen(next, updated.completedSteps)) open(next);
      },
      onError: (error) => toast.error(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <>
      <PageHeader title={t('configuration.title')} description={t('configuration.subtitle')} />
      {locked ? (
        <Alert color="gray" icon={<IconLock size={18} />} mb="md">
          {t('configuration.lockedNotice')}
        </Alert>
      ) : null}
      <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="configuration-file-title">
        <Title order={2} size="h5" mb="xs" id="configuration-file-title">
          {t('configurationBundle.title')}
        </Title>
        <ConfigurationBundleCard locked={locked} />
      </Paper>
      <Tabs value={String(active)} onChange={(value) => value && open(Number(value))} keepMounted={false}>
        <Tabs.List mb="lg">
          {STEPS.map((step) => (
            <Tabs.Tab
              key={step.key}
              value={String(step.number)}
              disabled={!isStepOpen(step.number, completed)}
              leftSection={completed.includes(step.number) ? <IconCheck size={14} aria-label={t('configuration.stepDone')} /> : null}
            >
              <Text span size="sm" fw={500}>
                {summaries.find((summary) => summary.number === step.number)?.title}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STEPS.map((step) => {
          const Screen = SCREENS.get(step.number);
          return (
            <Tabs.Panel key={step.key} value={String(step.number)}>
              <Suspense fallback={<PageLoader />}>
                {Screen ? <Screen locked={locked} steps={summaries} onFinished={() => finish(step.number)} /> : null}
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
