import { Anchor, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, type TIncidentReportListItem, type TIncidentSortField } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn, type TDataTableFailure, type TDataTableSort } from '../../../components/data-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { PriorityText, ReportFlags, SeverityBadge } from './report-badges.tsx';

type TReportsTableProps = {
  rows: readonly TIncidentReportListItem[] | undefined;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
  label: string;
  /** Where a report opens: the administrator's or the assessor's detail. */
  detailPath: (report: TIncidentReportListItem) => string;
  /** The administrator's list shows who handles each report; an assessor's are their own. */
  showAssignee: boolean;
  sort?: TDataTableSort<TIncidentSortField>;
  onSort?: (field: TIncidentSortField) => void;
};

/** Reports as a list: number, facility, when, how urgent and serious, who handles it and where it stands. */
export function ReportsTable({ detailPath, showAssignee, label, ...table }: TReportsTableProps) {
  const { t } = useTranslation();
  const columns: TDataColumn<TIncidentReportListItem, TIncidentSortField>[] = [
    {
      id: 'number',
      header: t('incidents.columns.number'),
      sortField: 'number',
      nowrap: true,
      render: (report) => (
        <Anchor
          component={Link}
          to={detailPath(report)}
          size="sm"
          fw={600}
          aria-label={t('incidents.columns.open', { number: report.number })}
        >
          <bdi>{report.number}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'facility',
      header: t('incidents.columns.facility'),
      sortField: 'facilityName',
      maxWidth: 260,
      render: (report) => (
        <Stack gap={0}>
          <Text size="sm">
            <UserText>{report.facility.name}</UserText>
          </Text>
          <Text size="xs" c="dimmed">
            {report.facility.roleName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'recordedAt',
      header: t('incidents.columns.recordedAt'),
      sortField: 'recordedAt',
      nowrap: true,
      render: (report) => <Text size="sm">{formatDate(report.recordedAt)}</Text>,
    },
    {
      id: 'priority',
      header: t('incidents.columns.priority'),
      sortField: 'priority',
      nowrap: true,
      render: (report) => (
        <Text size="sm">
          <PriorityText priority={report.priority} />
        </Text>
      ),
    },
    {
      id: 'severity',
      header: t('incidents.columns.severity'),
      render: (report) => (
        <Stack gap={2} align="flex-start">
          <SeverityBadge severity={report.highestSeverity} />
          <Text size="xs" c="dimmed">
            {t('incidents.columns.riskCount', { count: report.riskCount })}
          </Text>
        </Stack>
      ),
    },
    ...(showAssignee
      ? [
          {
            id: 'assignee',
            header: t('incidents.columns.assignee'),
            maxWidth: 220,
            render: (report: TIncidentReportListItem) =>
              report.isNoFollowUp ? (
                <Text size="sm" c="dimmed">
                  {t('incidents.detail.noFollowUp')}
                </Text>
              ) : report.assignee ? (
                <Stack gap={0}>
                  <Text size="sm">
                    <UserText>{report.assignee.name}</UserText>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {report.assignee.roleName}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('incidents.detail.notAssigned')}
                </Text>
              ),
          },
        ]
      : []),
    {
      id: 'status',
      header: t('incidents.columns.status'),
      sortField: 'status',
      render: (report) => <ReportFlags status={report.status} outcome={report.outcome} retaliationRisk={report.retaliationRisk} />,
    },
    {
      id: 'latestActivityAt',
      header: t('incidents.columns.latestActivity'),
      sortField: 'latestActivityAt',
      nowrap: true,
      render: (report) => <Text size="sm">{formatDateTime(report.latestActivityAt)}</Text>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(report) => report.id}
      label={label}
      sortLabel={(header) => t('incidents.columns.sortBy', { column: header })}
      minWidth={showAssignee ? 1040 : 880}
    />
  );
}
