import { Button, EmptyState } from '@mantine/core';
import type { TOrderListItem } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { IconLeaf } from '../../../components/icons.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrders } from '../api/orders-api.ts';
import { DeleteOrderDialog } from '../components/delete-order-dialog.tsx';
import { OrderFormModal } from '../components/order-form-modal.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { INITIAL_ORDER_LIST, searchOrders, toOrderListQuery } from '../model/order-list.ts';

type TDialog<T> = { opened: boolean; order: T | null };

/**
 * /brand-product-order: the orders a brand, a producer or the administration traces (spec §2
 * "Orders"): list and search them, add, edit and delete one, open it, or begin its trace.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.page.title'));
  const navigate = useNavigate();
  const [state, setState] = useState(INITIAL_ORDER_LIST);
  // A new key remounts the search field, so clearing the search also empties it.
  const [searchKey, setSearchKey] = useState(0);
  // Dialogs keep their order while they fade out, so their text does not flash empty.
  const [form, setForm] = useState<TDialog<TOrderListItem>>({ opened: false, order: null });
  const [removal, setRemoval] = useState<TDialog<TOrderListItem>>({ opened: false, order: null });
  const orders = useOrders(toOrderListQuery(state));
  const searching = state.key.trim() !== '';
  const openAdd = () => setForm({ opened: true, order: null });

  const clearSearch = () => {
    setState((current) => searchOrders(current, ''));
    setSearchKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title={t('orders.page.title')}
        description={t('orders.page.subtitle')}
        actions={<Button onClick={openAdd}>{t('orders.add.open')}</Button>}
      />
      <ListPanel
        toolbar={
          <SearchField
            key={searchKey}
            flex={1}
            miw={220}
            maw={420}
            label={t('orders.list.searchLabel')}
            placeholder={t('orders.list.searchPlaceholder')}
            initialValue={state.key}
            onSearch={(key) => setState((current) => searchOrders(current, key))}
          />
        }
      >
        <OrdersTable
          loadFailed={loadFailureOf(orders, t('orders.list.loadFailed'))}
          rows={orders.data?.items}
          loading={orders.isPending}
          refreshing={orders.isPlaceholderData}
          paging={pagingOf(state.page, orders.data, (page) => setState((current) => ({ ...current, page })))}
          actions={{
            onView: (order) => void navigate(`/brand-product-order/${order.id}`),
            onTrace: (order) => void navigate(`/brand-product-trace/${order.id}`),
            onEdit: (order) => setForm({ opened: true, order }),
            onDelete: (order) => setRemoval({ opened: true, order }),
          }}
          empty={
            <EmptyState
              icon={<IconLeaf size={28} />}
              variant="light"
              title={t(searching ? 'orders.list.noMatchesTitle' : 'orders.list.emptyTitle')}
              description={t(searching ? 'orders.list.noMatchesBody' : 'orders.list.emptyBody')}
            >
              <EmptyState.Actions>
                {searching ? (
                  <Button variant="default" onClick={clearSearch}>
                    {t('orders.list.clearSearch')}
                  </Button>
                ) : (
                  <Button onClick={openAdd}>{t('orders.add.open')}</Button>
                )}
              </EmptyState.Actions>
            </EmptyState>
          }
        />
      </ListPanel>
      <OrderFormModal opened={form.opened} order={form.order} onClose={() => setForm((current) => ({ ...current, opened: false }))} />
      <DeleteOrderDialog
        opened={removal.opened}
        order={removal.order}
        onClose={() => setRemoval((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
