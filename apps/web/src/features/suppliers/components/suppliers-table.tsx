import { Anchor, Stack, Text } from '@mantine/core';
import { formatDate, type TSupplierListItem, type TSupplierSortField } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { IconPencil, IconTrash } from '../../../components/icons.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import type { TSupplierSort } from '../model/supplier-list.ts';
import { QuestionnaireStateBadge } from './supplier-badges.tsx';

type TSuppliersTableProps = {
  rows: readonly TSupplierListItem[] | undefined;
  sort: TSupplierSort;
  onSort: (field: TSupplierSortField) => void;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  /** Given only to users who may manage suppliers: the rows then carry edit and remove. */
  actions: { onEdit: (supplier: TSupplierListItem) => void; onRemove: (supplier: TSupplierListItem) => void } | null;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

function Missing() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

const textOrMissing = (value: string | null) =>
  value ? (
    <Text size="sm">
      <UserText>{value}</UserText>
    </Text>
  ) : (
    <Missing />
  );

/** The brand's suppliers: type, identity, risk and activity, sortable where the server sorts. */
export function SuppliersTable({ actions, ...table }: TSuppliersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const columns: TDataColumn<TSupplierListItem, TSupplierSortField>[] = [
    {
      id: 'type',
      header: t('suppliers.columns.type'),
      sortField: 'type',
      render: (supplier) => (
        <Stack gap={0}>
          <Text size="sm">{roleName(supplier.type)}</Text>
          {supplier.type.tier !== null ? (
            <Text size="xs" c="dimmed">
              {t('suppliers.tierLabel', { tier: supplier.type.tier })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'name',
      header: t('suppliers.columns.name'),
      sortField: 'name',
      render: (supplier) => (
        <Anchor component={Link} to={`/brand-suppliers/${supplier.id}`} size="sm" fw={600}>
          <UserText>{supplier.name}</UserText>
        </Anchor>
      ),
    },
    {
      id: 'registration',
      header: t('suppliers.columns.registrationNumber'),
      render: (supplier) => textOrMissing(supplier.businessRegisterNumber),
    },
    { id: 'oarId', header: t('suppliers.columns.oarId'), render: (supplier) => textOrMissing(supplier.oarId) },
    { id: 'country', header: t('suppliers.columns.country'), sortField: 'country', render: (supplier) => textOrMissing(supplier.country) },
    {
      id: 'risk',
      header: t('suppliers.columns.riskLevel'),
      nowrap: true,
      render: (supplier) => <RiskLevelBadge riskLevel={supplier.riskLevel} />,
    },
    {
      id: 'questionnaire',
      header: t('suppliers.columns.questionnaireState'),
      nowrap: true,
      render: (supplier) => <QuestionnaireStateBadge state={supplier.questionnaireState} />,
    },
    {
      id: 'lastActivity',
      header: t('suppliers.columns.lastActivity'),
      sortField: 'lastActivityAt',
      nowrap: true,
      render: (supplier) => (supplier.lastActivityAt ? <Text size="sm">{formatDate(supplier.lastActivityAt)}</Text> : <Missing />),
    },
    ...(actions
      ? [
          {
            id: 'actions',
            header: t('suppliers.columns.actions'),
            headerHidden: true,
            width: 56,
            render: (supplier: TSupplierListItem) => (
              <RowActionsMenu
                label={t('suppliers.actions.menu', { name: supplier.name })}
                actions={[
                  { key: 'edit', label: t('suppliers.actions.edit'), icon: IconPencil, onSelect: () => actions.onEdit(supplier) },
                  {
                    key: 'remove',
                    label: t('suppliers.actions.remove'),
                    icon: IconTrash,
                    destructive: true,
                    onSelect: () => actions.onRemove(supplier),
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(supplier) => supplier.id}
      label={t('suppliers.list.caption')}
      sortLabel={(column) => t('suppliers.list.sortBy', { column })}
      minWidth={1080}
    />
  );
}
