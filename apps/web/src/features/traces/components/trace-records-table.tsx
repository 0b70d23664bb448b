import { Stack, Text } from '@mantine/core';
import { formatDate, type TTraceRecord } from '@opentrace/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn } from '../../../components/data-table.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { documentNumbersOf } from '../model/trace-flags.ts';
import {
  DEFAULT_TRACE_RECORD_SORT,
  nextTraceRecordSort,
  pageOfRows,
  sortTraceRecords,
  TRACE_PAGE_SIZE,
  type TTraceRecordSortField,
} from '../model/trace-records.ts';
import { LinkConfidenceBadge } from './trace-badges.tsx';
import { DocumentIcons } from './document-icons.tsx';

/** The document numbers of a row, each with its kind, one per line. */
function DocumentNumbers({ record }: { record: TTraceRecord }) {
  const { t } = useTranslation();
  const numbers = documentNumbersOf(record).map((document) => t(`traces.documents.${document.kind}`, { number: document.number }));
  return (
    <Stack gap={4}>
      {numbers.map((text) => (
        <Text key={text} size="sm">
          <UserText>{text}</UserText>
        </Text>
      ))}
      <DocumentIcons record={record} />
      {numbers.length === 0 && !record.hasProof && !record.hasInvoice && !record.hasPackingList && !record.hasCertification ? (
        <Text size="sm" c="dimmed">
          {t('traces.documents.none')}
        </Text>
      ) : null}
    </Stack>
  );
}

type TTraceRecordsTableProps = {
  records: readonly TTraceRecord[];
  /** Shown when the filters leave no row. */
  empty: string;
  caption: string;
};

/** The trace as a list (DOMAIN.md §5.2 "the table"): sorted and paged in the page, since the trace arrives whole. */
export function TraceRecordsTable({ records, empty, caption }: TTraceRecordsTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(DEFAULT_TRACE_RECORD_SORT);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortTraceRecords(records, sort), [records, sort]);
  const shown = pageOfRows(sorted, page);

  const columns: TDataColumn<TTraceRecord, TTraceRecordSortField>[] = [
    {
      id: 'supplier',
      header: t('traces.list.columns.supplier'),
      sortField: 'supplierName',
      render: (record) => (
        <Text size="sm" fw={600}>
          <UserText>{record.supplierName}</UserText>
        </Text>
      ),
    },
    {
      id: 'date',
      header: t('traces.list.columns.date'),
      sortField: 'date',
      nowrap: true,
      render: (record) => <Text size="sm">{formatDate(record.date)}</Text>,
    },
    {
      id: 'category',
      header: t('traces.list.columns.category'),
      sortField: 'category',
      nowrap: true,
      render: (record) => <Text size="sm">{t(`traces.categories.${record.category}`)}</Text>,
    },
    { id: 'documents', header: t('traces.list.columns.documents'), render: (record) => <DocumentNumbers record={record} /> },
    {
      id: 'confidence',
      header: t('traces.list.columns.confidence'),
      nowrap: true,
      render: (record) => <LinkConfidenceBadge confidence={record.confidence} />,
    },
    {
      id: 'risk',
      header: t('traces.list.columns.riskLevel'),
      nowrap: true,
      render: (record) => <RiskLevelBadge riskLevel={record.riskLevel} />,
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={shown.rows}
      rowKey={(record) => record.id}
      label={caption}
      loading={false}
      empty={
        <Text c="dimmed" size="sm" p="md">
          {empty}
        </Text>
      }
      sort={sort}
      onSort={(field) => {
        setSort((current) => nextTraceRecordSort(current, field));
        setPage(1);
      }}
      sortLabel={(column) => t('traces.list.sortBy', { column })}
      minWidth={900}
      paging={{ page: shown.page, perPage: TRACE_PAGE_SIZE, total: sorted.length, onPage: setPage }}
    />
  );
}
