import { Group, Select } from '@mantine/core';
import {
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_NAMES,
  INCIDENT_STATUSES,
  type TIncidentPriority,
  type TIncidentStatus,
} from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TReportListChange, TReportListState } from '../model/report-list.ts';
import { AssigneePicker, FacilityPicker } from './pickers.tsx';
import { DayFilter } from '../../../components/day-filter.tsx';

/** The administrator's list filters: status, priority, facility, assignee and a range of days. */
export function ReportFilters({ state, onChange }: { state: TReportListState; onChange: (change: TReportListChange) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="flex-start" flex={1}>
      <Select
        w={170}
        label={t('incidents.filters.status')}
        placeholder={t('incidents.filters.anyStatus')}
        data={INCIDENT_STATUSES.map((status) => ({ value: status, label: t(`incidents.statuses.${status}`) }))}
        value={state.status}
        clearable
        clearButtonProps={{ 'aria-label': t('incidents.filters.clearStatus') }}
        onChange={(status) => onChange({ status: status as TIncidentStatus | null })}
      />
      <Select
        w={150}
        label={t('incidents.filters.priority')}
        placeholder={t('incidents.filters.anyPriority')}
        data={INCIDENT_PRIORITIES.map((priority) => ({
          value: String(priority),
          label: t(`incidents.priorities.${INCIDENT_PRIORITY_NAMES[priority]}`),
        }))}
        value={state.priority === null ? null : String(state.priority)}
        clearable
        clearButtonProps={{ 'aria-label': t('incidents.filters.clearPriority') }}
        onChange={(priority) => onChange({ priority: priority === null ? null : (Number(priority) as TIncidentPriority) })}
      />
      <FacilityPicker
        w={230}
        label={t('incidents.filters.facility')}
        value={state.facility}
        onChange={(facility) => onChange({ facility })}
      />
      <AssigneePicker
        w={230}
        label={t('incidents.filters.assignee')}
        value={state.assignee}
        onChange={(assignee) => onChange({ assignee })}
      />
      <DayFilter
        formatError={t('incidents.form.dateFormat')}
        label={t('incidents.filters.from')}
        value={state.from}
        onChange={(from) => onChange({ from })}
      />
      <DayFilter
        formatError={t('incidents.form.dateFormat')}
        label={t('incidents.filters.to')}
        value={state.to}
        onChange={(to) => onChange({ to })}
      />
    </Group>
  );
}
