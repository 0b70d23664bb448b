import { Anchor, EmptyState, Select, Stack, Text } from '@mantine/core';
import { formatDateTime, PUBLIC_REPORT_STATUSES, type TPublicReportListItem, type TPublicReportStatus } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, loadFailureOf, type TDataColumn } from '../../../../components/data-table.tsx';
import { BackLink, DetailPageHeader } from '../../../../components/detail-page-states.tsx';
import { ListPanel } from '../../../../components/list-panel.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { LANGUAGE_NAMES } from '../../../../lib/i18n.ts';
import { pagingOf } from '../../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { IconReport } from '../../components/incident-icons.tsx';
import { usePublicReports } from '../api/public-reports-api.ts';
import { PublicStatusBadge } from '../components/public-status-badge.tsx';

const PER_PAGE = 20;

/** The workplace as the worker gave it: the facility found, else their own words, else that they did not know. */
export function WorkplaceText({ report }: { report: Pick<TPublicReportListItem, 'facility' | 'place'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{report.facility ? <UserText>{report.facility.name}</UserText> : t('publicReports.triage.facilityUnknown')}</Text>
      {report.facility?.city || report.place ? (
        <Text size="xs" c="dimmed">
          <UserText>{[report.facility?.city, report.place].filter(Boolean).join(' · ')}</UserText>
        </Text>
      ) : null}
    </Stack>
  );
}

/** /grievance-reports/public: what workers filed on the public channel, undecided first, newest first. */
export function PublicReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('publicReports.triage.title'));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TPublicReportStatus | null>(null);
  const reports = usePublicReports({ page, perPage: PER_PAGE, ...(status ? { status } : {}) });

  const columns: TDataColumn<TPublicReportListItem>[] = [
    {
      id: 'caseNumber',
      header: t('publicReports.triage.columns.caseNumber'),
      nowrap: true,
      render: (report) => (
        <Anchor component={Link} to={`/grievance-reports/public/${report.id}`} size="sm" fw={600}>
          <bdi>{report.caseNumber}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'receivedAt',
      header: t('publicReports.triage.columns.receivedAt'),
      nowrap: true,
      render: (report) => <Text size="sm">{formatDateTime(report.receivedAt)}</Text>,
    },
    {
      id: 'status',
      header: t('publicReports.triage.columns.status'),
      nowrap: true,
      render: (report) => <PublicStatusBadge status={report.status} />,
    },
    {
      id: 'workplace',
      header: t('publicReports.triage.columns.workplace'),
      maxWidth: 280,
      render: (report) => <WorkplaceText report={report} />,
    },
    {
      id: 'language',
      header: t('publicReports.triage.columns.language'),
      nowrap: true,
      render: (report) => <Text size="sm">{LANGUAGE_NAMES[report.language as keyof typeof LANGUAGE_NAMES] ?? report.language}</Text>,
    },
    {
      id: 'reporter',
      header: t('publicReports.triage.columns.reporter'),
      nowrap: true,
      render: (report) => (
        <Text size="sm">{t(report.anonymous ? 'publicReports.triage.anonymous' : 'publicReports.triage.leftContact')}</Text>
      ),
    },
    {
      id: 'additions',
      header: t('publicReports.triage.columns.additions'),
      align: 'end',
      render: (report) => <Text size="sm">{report.additionCount}</Text>,
    },
  ];

  return (
    <>
      <DetailPageHeader
        back={<BackLink to="/grievance-reports">{t('publicReports.triage.backToReports')}</BackLink>}
        title={t('publicReports.triage.title')}
        description={t('publicReports.triage.subtitle')}
      />
      <ListPanel
        toolbar={
          <Select
            w={220}
            label={t('publicReports.triage.statusFilter')}
            placeholder={t('publicReports.triage.allStatuses')}
            clearable
            data={PUBLIC_REPORT_STATUSES.map((value) => ({ value, label: t(`publicReports.status.${value}`) }))}
            value={status}
            onChange={(value) => {
              setStatus(value as TPublicReportStatus | null);
              setPage(1);
            }}
          />
        }
      >
        <DataTable
          label={t('publicReports.triage.caption')}
          columns={columns}
          rows={reports.data?.items}
          rowKey={(report) => report.id}
          loading={reports.isPending}
          refreshing={reports.isPlaceholderData}
          loadFailed={loadFailureOf(reports, t('publicReports.triage.loadFailed'))}
          paging={pagingOf(page, reports.data, setPage)}
          minWidth={860}
          empty={
            <EmptyState
              icon={<IconReport size={28} />}
              variant="light"
              title={t(status ? 'publicReports.triage.noMatchesTitle' : 'publicReports.triage.emptyTitle')}
              description={t(status ? 'publicReports.triage.noMatchesBody' : 'publicReports.triage.emptyBody')}
            />
          }
        />
      </ListPanel>
    </>
  );
}
