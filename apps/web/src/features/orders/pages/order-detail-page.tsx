import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, type TOrderDetail, type TOrderSupplier } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { IconLeaf, IconPencil, IconTrash } from '../../../components/icons.tsx';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isOrderId, isOrderNotFound, useDeleteOrderSupplier, useOrder } from '../api/orders-api.ts';
import { DeleteOrderDialog } from '../components/delete-order-dialog.tsx';
import { OrderFormModal } from '../components/order-form-modal.tsx';
import { OrderRiskFlagsAlert } from '../components/order-risk-flags.tsx';
import { useQuantityText } from '../components/order-quantity.tsx';
import { OrderSupplierFormModal, type TOrderSupplierFormTarget } from '../components/order-supplier-form-modal.tsx';
import { OrderSupplierTree } from '../components/order-supplier-tree.tsx';
import { descendantCount, orderSupplierTree, type TOrderSupplierNode } from '../model/order-tree.ts';
import { LabelledValue } from '../../../components/labelled-value.tsx';

function BackToOrders() {
  const { t } = useTranslation();
  return <BackLink to="/brand-product-order">{t('orders.detail.back')}</BackLink>;
}

/**
 * /brand-product-order/:id: one order (spec §2 "order detail"): its fields, and the order suppliers
 * that say who supplied whom, from the first supplier upstream; the trace starts from here. A warning
 * heads it while a facility on its trace is at risk (issue 21 "Reports reach traces").
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const notFound = !isOrderId(id) || isOrderNotFound(order.error);
  useDocumentTitle(
    notFound
      ? t('orders.detail.notFound.title')
      : order.data
        ? t('orders.detail.title', { number: order.data.purchaseOrderNumber })
        : t('orders.detail.pageTitle'),
  );

  if (notFound) {
    return (
      <DetailPageHeader
        back={<BackToOrders />}
        title={t('orders.detail.notFound.title')}
        description={t('orders.detail.notFound.message')}
      />
    );
  }
  if (order.isError) {
    return (
      <DetailLoadFailed
        back={<BackToOrders />}
        title={t('orders.detail.pageTitle')}
        message={t('orders.detail.loadFailed')}
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (!order.data) return <DetailLoading label={t('orders.detail.loading')} />;
  return <OrderDetail order={order.data} />;
}

function Missing() {
  return (
    <Text span c="dimmed">
      —
    </Text>
  );
}

function OrderDetail({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quantityText = useQuantityText();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [supplierForm, setSupplierForm] = useState<{ opened: boolean; target: TOrderSupplierFormTarget | null }>({
    opened: false,
    target: null,
  });
  const [removal, setRemoval] = useState<{ opened: boolean; node: TOrderSupplierNode | null }>({ opened: false, node: null });
  const removeSupplier = useDeleteOrderSupplier();
  const tree = orderSupplierTree(order.suppliers);
  const closeRemoval = () => setRemoval((current) => ({ ...current, opened: false }));
  const removedName = removal.node?.orderSupplier.supplier.name ?? '';
  const removedBelow = removal.node ? descendantCount(removal.node) : 0;

  const confirmRemoval = () => {
    const node = removal.node;
    if (!node) return;
    removeSupplier.mutate(
      { orderId: order.id, orderSupplierId: node.orderSupplier.id },
      {
        onSuccess: () => {
          toast.success(t('orders.supplierDelete.done', { name: node.orderSupplier.supplier.name }));
          closeRemoval();
        },
        onError: (error) => {
          toastApiError(error);
          closeRemoval();
        },
      },
    );
  };

  const optional = (value: string | null) => (value ? <UserText>{value}</UserText> : <Missing />);

  return (
    <>
      <DetailPageHeader
        back={<BackToOrders />}
        title={t('orders.detail.title', { number: order.purchaseOrderNumber })}
        description={<UserText>{order.productDescription}</UserText>}
        actions={
          <>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('orders.actions.edit')}
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
              {t('orders.actions.delete')}
            </Button>
            <Button leftSection={<IconLeaf size={16} />} onClick={() => void navigate(`/brand-product-trace/${order.id}`)}>
              {t('orders.actions.trace')}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <OrderRiskFlagsAlert flags={order.riskFlags} />
        <TitledCard title={t('orders.detail.orderTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <LabelledValue label={t('orders.form.purchaseOrderNumber')}>
              <UserText>{order.purchaseOrderNumber}</UserText>
            </LabelledValue>
            <LabelledValue label={t('orders.form.purchasedAt')}>{formatDate(order.purchasedAt)}</LabelledValue>
            <LabelledValue label={t('orders.form.quantity')}>{quantityText(order.quantity, order.quantityUnit)}</LabelledValue>
            <LabelledValue label={t('orders.form.productDescription')}>
              <UserText>{order.productDescription}</UserText>
            </LabelledValue>
            <LabelledValue label={t('orders.form.invoiceNumber')}>{optional(order.invoiceNumber)}</LabelledValue>
            <LabelledValue label={t('orders.form.packingListNumber')}>{optional(order.packingListNumber)}</LabelledValue>
            <LabelledValue label={t('orders.form.supplier')}>
              <UserText>{order.supplier.name}</UserText> · {order.supplier.roleName}
            </LabelledValue>
            <Stack gap={2} align="flex-start">
              <Text size="xs" c="dimmed" fw={600}>
                {t('orders.columns.supplierRisk')}
              </Text>
              <RiskLevelBadge riskLevel={order.supplier.riskLevel} />
            </Stack>
            <LabelledValue label={t('orders.detail.requester')}>
              {order.requester.name ? <UserText>{order.requester.name}</UserText> : t('orders.detail.administration')}
            </LabelledValue>
          </SimpleGrid>
        </TitledCard>
        <TitledCard title={t('orders.tree.title')} description={t('orders.tree.help')} gap="xs">
          <OrderSupplierTree
            nodes={tree}
            actions={{
              onAdd: (parent: TOrderSupplier) => setSupplierForm({ opened: true, target: { kind: 'add', parent } }),
              onEdit: (orderSupplier: TOrderSupplier) => setSupplierForm({ opened: true, target: { kind: 'edit', orderSupplier } }),
              onDelete: (node) => setRemoval({ opened: true, node }),
            }}
          />
        </TitledCard>
      </Stack>
      <OrderFormModal opened={editing} order={order} onClose={() => setEditing(false)} />
      <DeleteOrderDialog
        opened={deleting}
        order={order}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/brand-product-order', { replace: true })}
      />
      <OrderSupplierFormModal
        opened={supplierForm.opened}
        orderId={order.id}
        target={supplierForm.target}
        onClose={() => setSupplierForm((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={removal.opened}
        title={t('orders.supplierDelete.title', { name: removedName })}
        body={
          removedBelow > 0
            ? t('orders.supplierDelete.bodyWithBelow', { name: removedName, count: removedBelow })
            : t('orders.supplierDelete.body', { name: removedName })
        }
        confirmLabel={t('orders.tree.delete')}
        destructive
        loading={removeSupplier.isPending}
        onConfirm={confirmRemoval}
        onClose={closeRemoval}
      />
    </>
  );
}
