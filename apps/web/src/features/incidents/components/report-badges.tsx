import { Badge, Group, Tooltip } from '@mantine/core';
import {
  INCIDENT_PRIORITY_NAMES,
  INCIDENT_SEVERITY_NAMES,
  type TIncidentOutcome,
  type TIncidentPriority,
  type TIncidentSeverity,
  type TIncidentStatus,
} from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconShieldUser } from '../../../components/icons.tsx';

const STATUS_COLOURS: Record<TIncidentStatus, string> = { NEW: 'blue', VIEWED: 'yellow', RESPONSE_SENT: 'teal' };
const SEVERITY_COLOURS: Record<TIncidentSeverity, string> = { 1: 'gray', 2: 'orange', 3: 'red' };

/** New, viewed or response sent (spec §4); a closed report says how it ended instead. */
export function StatusBadge({ status, outcome }: { status: TIncidentStatus; outcome: TIncidentOutcome | null }) {
  const { t } = useTranslation();
  if (outcome) {
    return (
      <Badge variant="light" color="dark" radius="sm">
        {t('incidents.closedAs', { outcome: t(`incidents.outcomes.${outcome}`) })}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} radius="sm">
      {t(`incidents.statuses.${status}`)}
    </Badge>
  );
}

export function PriorityText({ priority }: { priority: TIncidentPriority }) {
  const { t } = useTranslation();
  return <>{t(`incidents.priorities.${INCIDENT_PRIORITY_NAMES[priority]}`)}</>;
}

export function SeverityBadge({ severity }: { severity: TIncidentSeverity }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={SEVERITY_COLOURS[severity]} radius="sm">
      {t(`incidents.severities.${INCIDENT_SEVERITY_NAMES[severity]}`)}
    </Badge>
  );
}

/** The report carries a retaliation risk: its reporter is hidden even from assessors other than the assignee. */
export function RetaliationBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('incidents.retaliation.help')} multiline w={260} withinPortal>
      <Badge variant="filled" color="red" radius="sm" leftSection={<IconShieldUser size={12} />} tabIndex={0}>
        {t('incidents.retaliation.badge')}
      </Badge>
    </Tooltip>
  );
}

/** The status and, where it applies, the retaliation flag, side by side. */
export function ReportFlags({
  status,
  outcome,
  retaliationRisk,
}: {
  status: TIncidentStatus;
  outcome: TIncidentOutcome | null;
  retaliationRisk: boolean;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge status={status} outcome={outcome} />
      {retaliationRisk ? <RetaliationBadge /> : null}
    </Group>
  );
}
