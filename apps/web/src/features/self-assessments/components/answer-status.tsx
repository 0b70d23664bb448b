import { Alert, Text } from '@mantine/core';
import { formatDate } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconInfo } from '../../../components/icons.tsx';

type TAnswerStatusProps = {
  completedAt: string | null;
  answeredSaqAt: string | null;
  /** The questionnaire was submitted on this screen a moment ago. */
  justCompleted: boolean;
};

/** Where the facility stands: submitted (and when), a retake in progress, or not yet answered. */
export function AnswerStatus({ completedAt, answeredSaqAt, justCompleted }: TAnswerStatusProps) {
  const { t } = useTranslation();
  if (completedAt) {
    const date = formatDate(completedAt);
    return (
      <Alert
        color="teal"
        icon={<IconCheck size={18} />}
        title={justCompleted ? t('selfAssessment.status.thanksTitle') : t('selfAssessment.status.answeredOn', { date })}
      >
        {justCompleted ? t('selfAssessment.status.thanks', { date }) : t('selfAssessment.status.completedHint')}
      </Alert>
    );
  }
  if (answeredSaqAt) {
    return (
      <Alert color="blue" icon={<IconInfo size={18} />}>
        {t('selfAssessment.status.retakeDraft', { date: formatDate(answeredSaqAt) })}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('selfAssessment.intro')}
    </Text>
  );
}
