import { Anchor, Text } from '@mantine/core';
import { formatDate, type TBusinessPartner, type TPartnerSortField } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { IconInfo, IconTrash } from '../../../components/icons.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import type { TPartnerSort } from '../partner-list.ts';
import { ContactCell, IdentifiersCell, LocationCell, PartnerKindBadge } from './partner-cells.tsx';

type TPartnersTableProps = {
  rows: readonly TBusinessPartner[] | undefined;
  sort: TPartnerSort;
  onSort: (field: TPartnerSortField) => void;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  paging: TPaging | undefined;
  onDetails: (partner: TBusinessPartner) => void;
  onRemove: (partner: TBusinessPartner) => void;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

/** The caller's partners: sortable by name, role and date, with details and removal per row. */
export function PartnersTable({ onDetails, onRemove, ...table }: TPartnersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const columns: TDataColumn<TBusinessPartner, TPartnerSortField>[] = [
    {
      id: 'name',
      header: t('partners.columns.name'),
      sortField: 'name',
      render: (partner) => (
        <Anchor component="button" type="button" size="sm" fw={600} ta="start" onClick={() => onDetails(partner)}>
          {partner.facility.name}
        </Anchor>
      ),
    },
    { id: 'kind', header: t('partners.columns.kind'), render: (partner) => <PartnerKindBadge kind={partner.kind} /> },
    {
      id: 'role',
      header: t('partners.columns.role'),
      sortField: 'role',
      render: (partner) => <Text size="sm">{roleName(partner.facility.role)}</Text>,
    },
    { id: 'identifiers', header: t('partners.columns.identifiers'), render: (partner) => <IdentifiersCell facility={partner.facility} /> },
    {
      id: 'location',
      header: t('partners.columns.location'),
      maxWidth: 240,
      render: (partner) => <LocationCell facility={partner.facility} />,
    },
    { id: 'contact', header: t('partners.columns.contact'), maxWidth: 220, render: (partner) => <ContactCell contact={partner.contact} /> },
    {
      id: 'since',
      header: t('partners.columns.since'),
      sortField: 'since',
      render: (partner) => <Text size="sm">{formatDate(partner.since)}</Text>,
    },
    {
      id: 'actions',
      header: t('partners.columns.actions'),
      headerHidden: true,
      width: 56,
      render: (partner) => (
        <RowActionsMenu
          label={t('partners.actions.menu', { name: partner.facility.name })}
          actions={[
            { key: 'details', label: t('partners.actions.details'), icon: IconInfo, onSelect: () => onDetails(partner) },
            { key: 'remove', label: t('partners.actions.remove'), icon: IconTrash, destructive: true, onSelect: () => onRemove(partner) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(partner) => partner.id}
      label={t('partners.list.caption')}
      sortLabel={(column) => t('partners.list.sortBy', { column })}
      minWidth={960}
    />
  );
}
