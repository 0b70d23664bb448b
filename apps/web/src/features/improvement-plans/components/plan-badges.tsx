import { Badge } from '@mantine/core';
import type { TImprovementPlanStatus } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TImprovementPlanStatus, string> = {
  NEW: 'blue',
  IN_PROGRESS: 'yellow',
  UNDER_REVIEW: 'violet',
  RESOLVED: 'teal',
  OVERDUE: 'red',
};

/** New, in progress, under review, resolved or overdue (spec §4). */
export function PlanStatusBadge({ status }: { status: TImprovementPlanStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} radius="sm" tt="none" miw="max-content">
      {t(`improvementPlans.statuses.${status}`)}
    </Badge>
  );
}

/** A plan still being written, not yet sent to its supplier (spec §4 "Draft"). */
export function DraftBadge() {
  const { t } = useTranslation();
  return (
    <Badge component="span" variant="light" color="gray" radius="sm" tt="none" me="xs">
      {t('improvementPlans.draft')}
    </Badge>
  );
}
