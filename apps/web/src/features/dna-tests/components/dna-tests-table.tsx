import { Anchor, Text } from '@mantine/core';
import type { TDnaTestSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import type { TDnaTestSort, TDnaTestSortField } from '../model/dna-test-list.ts';
import { DnaResultBadge } from './dna-test-badges.tsx';
import { dayTextOf } from '../../../lib/day-month-year.ts';

type TDnaTestsTableProps = {
  rows: readonly TDnaTestSummary[] | undefined;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  sort: TDnaTestSort;
  onSort: (field: TDnaTestSortField) => void;
  testPath: (test: TDnaTestSummary) => string;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

function Plain({ children }: { children: ReactNode }) {
  return (
    <Text size="sm">
      <UserText>{children}</UserText>
    </Text>
  );
}

/** One row per test: which one, of what product, from whom, for whom, when and with what result. */
export function DnaTestsTable({ testPath, ...table }: TDnaTestsTableProps) {
  const { t } = useTranslation();
  const columns: TDataColumn<TDnaTestSummary, TDnaTestSortField>[] = [
    {
      id: 'reference',
      header: t('dnaTests.columns.reference'),
      nowrap: true,
      render: (test) => (
        <Anchor component={Link} to={testPath(test)} size="sm" fw={600}>
          <UserText>{test.reference}</UserText>
        </Anchor>
      ),
    },
    {
      id: 'kind',
      header: t('dnaTests.columns.kind'),
      nowrap: true,
      render: (test) => <Text size="sm">{t(`dnaTests.kinds.${test.kind}`)}</Text>,
    },
    {
      id: 'product',
      header: t('dnaTests.columns.product'),
      maxWidth: 260,
      render: (test) => (
        <>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            <UserText>{test.product.code}</UserText>
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <UserText>{test.product.name}</UserText>
          </Text>
        </>
      ),
    },
    {
      id: 'supplier',
      header: t('dnaTests.columns.supplier'),
      render: (test) => <Plain>{test.productSupplier.name}</Plain>,
    },
    {
      id: 'requester',
      header: t('dnaTests.columns.requester'),
      render: (test) =>
        test.requestFacility ? (
          <Plain>{test.requestFacility.name}</Plain>
        ) : (
          <Text size="sm" c="dimmed">
            {t('dnaTests.detail.none')}
          </Text>
        ),
    },
    {
      id: 'testedOn',
      header: t('dnaTests.columns.testedOn'),
      sortField: 'testedOn',
      nowrap: true,
      render: (test) => <Plain>{dayTextOf(test.testedOn)}</Plain>,
    },
    {
      id: 'result',
      header: t('dnaTests.columns.result'),
      sortField: 'result',
      nowrap: true,
      render: (test) => <DnaResultBadge result={test.result} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(test) => test.id}
      label={t('dnaTests.list.caption')}
      sortLabel={(header) => t('dnaTests.list.sortBy', { column: header })}
      minWidth={980}
    />
  );
}
