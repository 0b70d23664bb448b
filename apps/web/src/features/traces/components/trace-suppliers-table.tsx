import { Text } from '@mantine/core';
import { parseLanguage, type TTraceNode } from '@opentrace/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn } from '../../../components/data-table.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { countryName, formatPercentValue } from '../model/trace-format.ts';
import { pageOfRows, sortTraceNodes, TRACE_PAGE_SIZE } from '../model/trace-records.ts';

/** Every facility on the trace once, tier 1 first (DOMAIN.md §5.2 "the flat list"). */
export function TraceSuppliersTable({ nodes, empty }: { nodes: readonly TTraceNode[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortTraceNodes(nodes), [nodes]);
  const shown = pageOfRows(sorted, page);

  const columns: TDataColumn<TTraceNode>[] = [
    {
      id: 'name',
      header: t('traces.suppliers.columns.name'),
      render: (node) => (
        <Text size="sm" fw={600}>
          <UserText>{node.name}</UserText>
        </Text>
      ),
    },
    { id: 'role', header: t('traces.suppliers.columns.role'), render: (node) => <Text size="sm">{node.roleName}</Text> },
    {
      id: 'tier',
      header: t('traces.suppliers.columns.tier'),
      nowrap: true,
      render: (node) => <Text size="sm">{t('traces.tier', { tier: node.tier })}</Text>,
    },
    {
      id: 'country',
      header: t('traces.suppliers.columns.country'),
      render: (node) => <Text size="sm">{countryName(node.countryCode, language) ?? '—'}</Text>,
    },
    {
      id: 'verified',
      header: t('traces.suppliers.columns.verifiedShare'),
      nowrap: true,
      render: (node) => <Text size="sm">{formatPercentValue(node.verifiedShare, language)}</Text>,
    },
    {
      id: 'risk',
      header: t('traces.suppliers.columns.riskLevel'),
      nowrap: true,
      render: (node) => <RiskLevelBadge riskLevel={node.riskLevel} />,
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={shown.rows}
      rowKey={(node) => node.id}
      label={t('traces.suppliers.caption')}
      loading={false}
      empty={
        <Text c="dimmed" size="sm" p="md">
          {empty}
        </Text>
      }
      minWidth={820}
      paging={{ page: shown.page, perPage: TRACE_PAGE_SIZE, total: sorted.length, onPage: setPage }}
    />
  );
}
