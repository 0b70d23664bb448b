import { Button, EmptyState, Group } from '@mantine/core';
import type { TSupplierListItem, TSupplierRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { IconTruck } from '../../../components/icons.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveSupplier, useSuppliers } from '../api/suppliers-api.ts';
import {
  changeSupplierList,
  hasSupplierFilters,
  INITIAL_SUPPLIER_LIST,
  nextSupplierSort,
  toSupplierListQuery,
  type TSupplierListChange,
} from '../model/supplier-list.ts';
import { SupplierListToolbar } from './supplier-list-toolbar.tsx';
import { SuppliersTable } from './suppliers-table.tsx';

type TSuppliersListTabProps = {
  roles: readonly TSupplierRole[];
  /** Given only to users who may manage suppliers. */
  manage: { onAdd: () => void; onImport: () => void; onEdit: (supplier: TSupplierListItem) => void } | null;
};

/** The brand's suppliers: searchable, filtered by type, tier and risk, sortable, paged; removal asks first. */
export function SuppliersListTab({ roles, manage }: TSuppliersListTabProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(INITIAL_SUPPLIER_LIST);
  // A new key remounts the toolbar, so clearing the filters also empties the search field.
  const [toolbarKey, setToolbarKey] = useState(0);
  // The dialog keeps its supplier while it fades out, so its text does not flash empty.
  const [removal, setRemoval] = useState<{ supplier: TSupplierListItem | null; opened: boolean }>({ supplier: null, opened: false });
  const closeRemove = () => setRemoval((current) => ({ ...current, opened: false }));
  const suppliers = useSuppliers(toSupplierListQuery(state));
  const remove = useRemoveSupplier();
  const change = (next: TSupplierListChange) => setState((current) => changeSupplierList(current, next));
  const filtered = hasSupplierFilters(state);

  const clearFilters = () => {
    change({ key: '', roleId: null, tier: null, riskLevel: null });
    setToolbarKey((key) => key + 1);
  };

  const confirmRemove = () => {
    const { supplier } = removal;
    if (!supplier) return;
    remove.mutate(supplier.id, {
      onSuccess: () => {
        toast.success(t('suppliers.remove.done', { name: supplier.name }));
        closeRemove();
      },
      onError: (error) => {
        toastApiError(error);
        closeRemove();
      },
    });
  };

  return (
    <>
      <ListPanel toolbar={<SupplierListToolbar key={toolbarKey} state={state} roles={roles} onChange={change} />}>
        <SuppliersTable
          loadFailed={loadFailureOf(suppliers, t('suppliers.list.loadFailed'))}
          rows={suppliers.data?.items}
          sort={state.sort}
          onSort={(field) => setState((current) => changeSupplierList(current, { sort: nextSupplierSort(current.sort, field) }))}
          loading={suppliers.isPending}
          refreshing={suppliers.isPlaceholderData}
          paging={pagingOf(state.page, suppliers.data, (page) => setState((current) => ({ ...current, page })))}
          actions={manage ? { onEdit: manage.onEdit, onRemove: (supplier) => setRemoval({ supplier, opened: true }) } : null}
          empty={
            <EmptyState
              icon={<IconTruck size={28} />}
              variant="light"
              title={t(filtered ? 'suppliers.list.noMatchesTitle' : 'suppliers.list.emptyTitle')}
              description={t(filtered ? 'suppliers.list.noMatchesBody' : 'suppliers.list.emptyBody')}
            >
              {filtered || manage ? (
                <EmptyState.Actions>
                  {filtered ? (
                    <Button variant="default" onClick={clearFilters}>
                      {t('suppliers.list.clearFilters')}
                    </Button>
                  ) : manage ? (
                    <Group gap="sm" justify="center">
                      <Button onClick={manage.onAdd}>{t('suppliers.add.open')}</Button>
                      <Button variant="default" onClick={manage.onImport}>
                        {t('suppliers.import.open')}
                      </Button>
                    </Group>
                  ) : null}
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          }
        />
      </ListPanel>
      <ConfirmDialog
        opened={removal.opened}
        title={t('suppliers.remove.title', { name: removal.supplier?.name ?? '' })}
        body={t('suppliers.remove.body', { name: removal.supplier?.name ?? '' })}
        confirmLabel={t('suppliers.actions.remove')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      />
    </>
  );
}
