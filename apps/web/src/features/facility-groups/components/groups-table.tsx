import { Anchor, Text } from '@mantine/core';
import { formatDate, type TFacilityGroupSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn } from '../../../components/data-table.tsx';
import { IconPencil, IconTrash, IconUsers } from '../../../components/icons.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';

type TGroupsTableProps = {
  rows: readonly TFacilityGroupSummary[] | undefined;
  loading: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  paging: TPaging | undefined;
  onView: (group: TFacilityGroupSummary) => void;
  onUpdate: (group: TFacilityGroupSummary) => void;
  onDelete: (group: TFacilityGroupSummary) => void;
};

/** The farm groups of one role: ID, name, location, farms, answered questionnaires, last change. */
export function GroupsTable({ rows, loading, empty, paging, onView, onUpdate, onDelete }: TGroupsTableProps) {
  const { t } = useTranslation();
  const columns: TDataColumn<TFacilityGroupSummary>[] = [
    {
      id: 'code',
      header: t('facilityGroups.table.code'),
      render: (group) => (
        <Text span inherit fw={600}>
          <UserText>{group.code}</UserText>
        </Text>
      ),
    },
    {
      id: 'name',
      header: t('facilityGroups.table.name'),
      render: (group) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onView(group)}>
          {group.name}
        </Anchor>
      ),
    },
    { id: 'location', header: t('facilityGroups.table.location'), render: (group) => <UserText>{group.location}</UserText> },
    { id: 'farms', header: t('facilityGroups.table.farms'), render: (group) => group.farmCount },
    {
      id: 'answered',
      header: t('facilityGroups.table.answered'),
      render: (group) => t('facilityGroups.table.answeredOf', { answered: group.answeredCount, total: group.farmCount }),
    },
    { id: 'updated', header: t('facilityGroups.table.updated'), render: (group) => formatDate(group.updatedAt) },
    {
      id: 'actions',
      header: t('facilityGroups.table.actions'),
      headerHidden: true,
      width: 48,
      render: (group) => (
        <RowActionsMenu
          label={t('facilityGroups.actions.menu', { name: group.name })}
          actions={[
            { key: 'view', label: t('facilityGroups.actions.view'), icon: IconUsers, onSelect: () => onView(group) },
            { key: 'update', label: t('facilityGroups.actions.update'), icon: IconPencil, onSelect: () => onUpdate(group) },
            {
              key: 'delete',
              label: t('facilityGroups.actions.delete'),
              icon: IconTrash,
              destructive: true,
              onSelect: () => onDelete(group),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(group) => group.id}
      label={t('facilityGroups.table.caption')}
      captionShown
      loading={loading}
      loadingLabel={t('facilityGroups.table.loading')}
      empty={empty}
      minWidth={760}
      paging={paging}
    />
  );
}
