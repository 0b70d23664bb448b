import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { IconInfo, IconWarning } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOwnSelfAssessment } from '../api/self-assessments-api.ts';
import { SelfAssessmentForm } from './self-assessment-form.tsx';

/** Statuses that mean "nothing to answer here" (no questionnaire for the role, or not the facility's to answer), not a fault. */
const UNAVAILABLE = new Set([403, 404]);

/** The onboarding SAQ tab: the facility answers its role's self-assessment questionnaire. */
export function SelfAssessmentPanel(): JSX.Element {
  const { t } = useTranslation();
  const saq = useOwnSelfAssessment();

  const content = (() => {
    if (saq.isPending) return <Loader size="sm" aria-label={t('selfAssessment.loading')} />;
    if (saq.isError) {
      if (UNAVAILABLE.has(saq.error.status)) {
        return (
          <Alert color="blue" icon={<IconInfo size={18} />} title={t('selfAssessment.unavailableTitle')}>
            {errorMessage(saq.error, t('selfAssessment.loadFailed'))}
          </Alert>
        );
      }
      return (
        <Alert color="red" icon={<IconWarning size={18} />} title={t('selfAssessment.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void saq.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    }
    // Keyed by questionnaire: a new questionnaire starts a new answer sheet, a new language does not.
    return <SelfAssessmentForm key={saq.data.questionnaireId} saq={saq.data} />;
  })();

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('selfAssessment.title')}
      </Title>
      {content}
    </Stack>
  );
}
