import { Text, Timeline } from '@mantine/core';
import { formatDateTime, type TImprovementPlanDetail, type TPlanEvent } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { eventSentenceOf } from '../model/plan-detail.ts';

function EventSentence({ event }: { event: TPlanEvent }) {
  const { t } = useTranslation();
  const sentence = eventSentenceOf(event);
  return (
    <>
      <Text size="sm">
        {t(sentence.key, {
          actor: sentence.actor ?? t('improvementPlans.events.system'),
          level: sentence.level ? t(`riskLevels.${sentence.level}`) : '',
          date: sentence.targetDate ?? '',
        })}
      </Text>
      {sentence.reason ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('improvementPlans.events.reason')} <UserText>{sentence.reason}</UserText>
        </Text>
      ) : null}
    </>
  );
}

/** Every transition and decision, oldest first, each as a sentence with who made it and when. */
export function PlanTimeline({ plan }: { plan: TImprovementPlanDetail }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('improvementPlans.events.title')} description={t('improvementPlans.events.help')} gap="sm">
      {plan.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('improvementPlans.events.none')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={plan.events.length - 1}>
          {plan.events.map((event) => (
            <Timeline.Item key={event.id}>
              <EventSentence event={event} />
              <Text size="xs" c="dimmed">
                <UserText>{formatDateTime(event.createdAt)}</UserText>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </TitledCard>
  );
}
