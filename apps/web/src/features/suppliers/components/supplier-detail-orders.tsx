import { Alert, Anchor, Button, Loader, Table, Text } from '@mantine/core';
import { formatDate } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert } from '../../../components/icons.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { SUPPLIER_ORDERS_SHOWN, useSupplierOrders } from '../api/suppliers-api.ts';

/** The caller's history with this supplier: the latest orders that name it, each opening the order. */
export function SupplierDetailOrders({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation();
  const orders = useSupplierOrders(supplierId, true);
  const title = t('suppliers.detail.orders.title');
  const description = t('suppliers.detail.orders.description');

  if (orders.isError) {
    return (
      <TitledCard title={title} description={description}>
        <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('suppliers.detail.orders.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </TitledCard>
    );
  }
  if (!orders.data) {
    return (
      <TitledCard title={title} description={description}>
        <Loader size="sm" aria-label={t('suppliers.detail.orders.loading')} />
      </TitledCard>
    );
  }
  const { items, total } = orders.data;
  return (
    <TitledCard title={title} description={description}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('suppliers.detail.orders.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('suppliers.detail.orders.purchaseOrderNumber')}</Table.Th>
                <Table.Th>{t('suppliers.detail.orders.purchasedAt')}</Table.Th>
                <Table.Th>{t('suppliers.detail.orders.productDescription')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/brand-product-order/${order.id}`} size="sm">
                      <UserText>{order.purchaseOrderNumber}</UserText>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(order.purchasedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      <UserText>{order.productDescription}</UserText>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > SUPPLIER_ORDERS_SHOWN ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('suppliers.detail.orders.more', { shown: items.length, total })}
        </Text>
      ) : null}
    </TitledCard>
  );
}
