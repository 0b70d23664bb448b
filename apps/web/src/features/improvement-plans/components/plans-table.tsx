import { Anchor, Text } from '@mantine/core';
import { formatDate, type TImprovementPlanSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { evidenceKeyOf, type TPlanListSide, type TPlanSort, type TPlanSortField } from '../model/plan-list.ts';
import { ISSUE_PATH_SEPARATOR } from '../model/plan-issues.ts';
import { PlanStatusBadge } from './plan-badges.tsx';
import { dayTextOf } from '../../../lib/day-month-year.ts';

type TPlansTableProps = {
  side: TPlanListSide;
  rows: readonly TImprovementPlanSummary[] | undefined;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  sort: TPlanSort;
  onSort: (field: TPlanSortField) => void;
  planPath: (plan: TImprovementPlanSummary) => string;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

/** One row per plan: which one, with whom, on what issue, where it stands and by when. */
export function PlansTable({ side, planPath, ...table }: TPlansTableProps) {
  const { t } = useTranslation();
  const columns: TDataColumn<TImprovementPlanSummary, TPlanSortField>[] = [
    {
      id: 'reference',
      header: t('improvementPlans.columns.reference'),
      nowrap: true,
      render: (plan) => (
        <Anchor component={Link} to={planPath(plan)} size="sm" fw={600}>
          <UserText>{plan.reference}</UserText>
        </Anchor>
      ),
    },
    side === 'assigned'
      ? {
          id: 'supplier',
          header: t('improvementPlans.columns.supplier'),
          render: (plan) => (
            <Text size="sm">
              <UserText>{plan.supplier.name}</UserText>
            </Text>
          ),
        }
      : {
          id: 'assigner',
          header: t('improvementPlans.columns.assigner'),
          render: (plan) => (
            <Text size="sm">
              <UserText>{plan.assigner.name}</UserText>
            </Text>
          ),
        },
    {
      id: 'issue',
      header: t('improvementPlans.columns.issue'),
      maxWidth: 320,
      render: (plan) => (
        <>
          <Text size="sm" lineClamp={2}>
            {plan.issue.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {plan.issue.categoryName}
            {ISSUE_PATH_SEPARATOR}
            {plan.issue.indicatorName}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: t('improvementPlans.columns.status'),
      sortField: 'status',
      nowrap: true,
      render: (plan) => <PlanStatusBadge status={plan.status} />,
    },
    {
      id: 'evidence',
      header: t('improvementPlans.columns.evidence'),
      nowrap: true,
      render: (plan) => (
        <Text size="sm" c={plan.evidenceSubmitted ? undefined : 'dimmed'}>
          {t(`improvementPlans.evidence.${evidenceKeyOf(plan)}`)}
        </Text>
      ),
    },
    {
      id: 'targetDate',
      header: t('improvementPlans.columns.targetDate'),
      sortField: 'targetDate',
      nowrap: true,
      render: (plan) => (
        <Text size="sm">
          <UserText>{dayTextOf(plan.targetDate)}</UserText>
        </Text>
      ),
    },
    {
      id: 'createdAt',
      header: t('improvementPlans.columns.createdAt'),
      sortField: 'createdAt',
      nowrap: true,
      render: (plan) => (
        <Text size="sm">
          <UserText>{formatDate(plan.createdAt)}</UserText>
        </Text>
      ),
    },
    {
      id: 'updatedAt',
      header: t('improvementPlans.columns.updatedAt'),
      sortField: 'updatedAt',
      nowrap: true,
      render: (plan) => (
        <Text size="sm">
          <UserText>{formatDate(plan.updatedAt)}</UserText>
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(plan) => plan.id}
      label={t('improvementPlans.list.caption')}
      sortLabel={(header) => t('improvementPlans.list.sortBy', { column: header })}
      minWidth={1040}
    />
  );
}
