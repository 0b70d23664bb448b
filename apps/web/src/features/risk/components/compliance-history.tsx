import { Anchor, Text } from '@mantine/core';
import { formatDate, type TComplianceEntry } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, loadFailureOf, type TDataColumn } from '../../../components/data-table.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useComplianceHistory } from '../api/risk-api.ts';
import type { TRiskFilters } from '../model/risk-filters.ts';
import { formatScore } from '../model/risk-view.ts';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';

type TComplianceHistoryProps = {
  facilityId: string;
  filters: TRiskFilters;
  page: number;
  onPage: (page: number) => void;
  reportPath: ((id: string) => string) | null;
};

/** The risks reports and their responses named for the facility, newest first, 20 a page (spec §2 "Compliance history"). */
export function ComplianceHistory({ facilityId, filters, page, onPage, reportPath }: TComplianceHistoryProps) {
  const { t } = useTranslation();
  const history = useComplianceHistory(facilityId, filters, page);
  const title = t('risk.history.title');

  const columns: TDataColumn<TComplianceEntry>[] = [
    {
      id: 'date',
      header: t('risk.columns.date'),
      nowrap: true,
      render: (entry) => <UserText>{formatDate(entry.recordedAt)}</UserText>,
    },
    {
      id: 'report',
      header: t('risk.history.report'),
      nowrap: true,
      render: (entry) =>
        reportPath ? (
          <Anchor component={Link} to={reportPath(entry.reportId)} size="sm">
            <UserText>{entry.reportNumber}</UserText>
          </Anchor>
        ) : (
          <UserText>{entry.reportNumber}</UserText>
        ),
    },
    { id: 'kind', header: t('risk.history.kind'), render: (entry) => t(`risk.history.kinds.${entry.kind}`) },
    { id: 'source', header: t('risk.columns.source'), render: (entry) => entry.sourceLabel },
    { id: 'category', header: t('risk.columns.category'), render: (entry) => entry.category.name },
    { id: 'indicator', header: t('risk.columns.indicator'), render: (entry) => entry.indicator.name },
    { id: 'subIndicator', header: t('risk.columns.subIndicator'), render: (entry) => entry.subIndicator.name },
    { id: 'severity', header: t('risk.columns.severity'), render: (entry) => entry.severity },
    { id: 'score', header: t('risk.columns.score'), render: (entry) => formatScore(entry.score) },
    { id: 'level', header: t('risk.columns.level'), render: (entry) => <RiskLevelBadge riskLevel={entry.level} /> },
  ];

  return (
    <TitledCard title={title} description={t('risk.history.description')} gap="sm">
      <DataTable
        columns={columns}
        rows={history.data?.items}
        rowKey={(entry) => `${entry.kind}:${entry.reportId}:${entry.subIndicator.id}:${entry.recordedAt}`}
        label={title}
        loading={history.isPending}
        refreshing={history.isPlaceholderData}
        loadingLabel={t('risk.history.loading')}
        empty={
          <Text size="sm" c="dimmed">
            {t('risk.history.empty')}
          </Text>
        }
        loadFailed={loadFailureOf(history, t('risk.history.loadFailed'))}
        minWidth={1040}
        paging={pagingOf(page, history.data, onPage)}
      />
    </TitledCard>
  );
}
