import { Anchor, Stack, Text } from '@mantine/core';
import { formatDate, type TOrderListItem } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { IconInfo, IconLeaf, IconPencil, IconTrash } from '../../../components/icons.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { useQuantityText } from './order-quantity.tsx';
import { OrderRiskFlagMarker } from './order-risk-flags.tsx';

export type TOrderRowActions = {
  onView: (order: TOrderListItem) => void;
  onEdit: (order: TOrderListItem) => void;
  onDelete: (order: TOrderListItem) => void;
  onTrace: (order: TOrderListItem) => void;
};

type TOrdersTableProps = {
  rows: readonly TOrderListItem[] | undefined;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  actions: TOrderRowActions;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

/**
 * The caller's orders, newest first: what was ordered, when, from whom and how risky that first supplier
 * is, with a marker on the orders whose trace reaches a facility at risk.
 */
export function OrdersTable({ actions, ...table }: TOrdersTableProps) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const columns: TDataColumn<TOrderListItem>[] = [
    {
      id: 'purchaseOrderNumber',
      header: t('orders.columns.purchaseOrderNumber'),
      render: (order) => (
        <Anchor component={Link} to={`/brand-product-order/${order.id}`} size="sm" fw={600}>
          <UserText>{order.purchaseOrderNumber}</UserText>
        </Anchor>
      ),
    },
    {
      id: 'purchasedAt',
      header: t('orders.columns.purchasedAt'),
      nowrap: true,
      render: (order) => <Text size="sm">{formatDate(order.purchasedAt)}</Text>,
    },
    {
      id: 'productDescription',
      header: t('orders.columns.productDescription'),
      maxWidth: 320,
      render: (order) => (
        <Text size="sm" lineClamp={2}>
          <UserText>{order.productDescription}</UserText>
        </Text>
      ),
    },
    {
      id: 'quantity',
      header: t('orders.columns.quantity'),
      nowrap: true,
      render: (order) => <Text size="sm">{quantityText(order.quantity, order.quantityUnit)}</Text>,
    },
    {
      id: 'supplier',
      header: t('orders.columns.supplier'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">
            <UserText>{order.supplier.name}</UserText>
          </Text>
          <Text size="xs" c="dimmed">
            {order.supplier.roleName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'supplierRisk',
      header: t('orders.columns.supplierRisk'),
      nowrap: true,
      render: (order) => <RiskLevelBadge riskLevel={order.supplier.riskLevel} />,
    },
    {
      id: 'riskFlags',
      header: t('orders.columns.riskFlags'),
      nowrap: true,
      render: (order) => <OrderRiskFlagMarker flags={order.riskFlags} />,
    },
    {
      id: 'actions',
      header: t('orders.columns.actions'),
      headerHidden: true,
      width: 56,
      render: (order) => (
        <RowActionsMenu
          label={t('orders.actions.menu', { number: order.purchaseOrderNumber })}
          actions={[
            { key: 'view', label: t('orders.actions.view'), icon: IconInfo, onSelect: () => actions.onView(order) },
            { key: 'trace', label: t('orders.actions.trace'), icon: IconLeaf, onSelect: () => actions.onTrace(order) },
            { key: 'edit', label: t('orders.actions.edit'), icon: IconPencil, onSelect: () => actions.onEdit(order) },
            {
              key: 'delete',
              label: t('orders.actions.delete'),
              icon: IconTrash,
              destructive: true,
              onSelect: () => actions.onDelete(order),
            },
          ]}
        />
      ),
    },
  ];
  return <DataTable columns={columns} {...table} rowKey={(order) => order.id} label={t('orders.list.caption')} minWidth={1080} />;
}
