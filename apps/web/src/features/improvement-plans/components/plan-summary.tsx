import { SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatDateTime, type TImprovementPlanDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { issuePathOf } from '../model/plan-detail.ts';
import { evidenceKeyOf } from '../model/plan-list.ts';
import { ISSUE_PATH_SEPARATOR } from '../model/plan-issues.ts';
import { PlanStatusBadge } from './plan-badges.tsx';
import { dayTextOf } from '../../../lib/day-month-year.ts';
import { LabelledValue } from '../../../components/labelled-value.tsx';

function PlanText({ label, text }: { label: string; text: string | null }) {
  const { t } = useTranslation();
  return (
    <LabelledValue label={label}>
      {text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <UserText>{text}</UserText>
        </Text>
      ) : (
        <Text span size="sm" c="dimmed">
          {t('improvementPlans.detail.notGiven')}
        </Text>
      )}
    </LabelledValue>
  );
}

/** Who, what, where it stands and by when; then what the assigner asked for. */
export function PlanSummary({ plan }: { plan: TImprovementPlanDetail }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('improvementPlans.detail.summaryTitle')} gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <LabelledValue label={t('improvementPlans.detail.status')}>
          <PlanStatusBadge status={plan.status} />
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.supplier')}>
          <UserText>{plan.supplier.name}</UserText>
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.assigner')}>
          <UserText>{plan.assigner.name}</UserText>
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.issue')}>{issuePathOf(plan.issue).join(ISSUE_PATH_SEPARATOR)}</LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.targetDate')}>
          <UserText>{dayTextOf(plan.targetDate)}</UserText>
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.verificationMethod')}>
          {t(`improvementPlans.verificationMethods.${plan.verificationMethod}`)}
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.evidence')}>{t(`improvementPlans.evidence.${evidenceKeyOf(plan)}`)}</LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.acceptedLevel')}>
          {plan.acceptedLevel ? (
            <RiskLevelBadge riskLevel={plan.acceptedLevel} />
          ) : (
            <Text span size="sm" c="dimmed">
              {t('improvementPlans.detail.notAccepted')}
            </Text>
          )}
        </LabelledValue>
        <LabelledValue label={t('improvementPlans.detail.created')}>
          <UserText>{formatDateTime(plan.createdAt)}</UserText>
        </LabelledValue>
        {plan.resolvedAt ? (
          <LabelledValue label={t('improvementPlans.detail.resolved')}>
            <UserText>{formatDate(plan.resolvedAt)}</UserText>
          </LabelledValue>
        ) : null}
      </SimpleGrid>
      <PlanText label={t('improvementPlans.form.action')} text={plan.action} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <PlanText label={t('improvementPlans.form.rootCause')} text={plan.rootCause} />
        <PlanText label={t('improvementPlans.form.correctiveAction')} text={plan.correctiveAction} />
        <PlanText label={t('improvementPlans.form.preventiveAction')} text={plan.preventiveAction} />
      </SimpleGrid>
    </TitledCard>
  );
}
