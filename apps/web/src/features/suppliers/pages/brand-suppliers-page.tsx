import { Button, Center, Loader, Tabs, Alert } from '@mantine/core';
import type { TSupplierListItem } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconAlert, IconUserPlus } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { decideAccess } from '../../../lib/guards.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSupplierRoles } from '../api/suppliers-api.ts';
import { ImportSuppliersModal } from '../components/import-suppliers-modal.tsx';
import { SupplierFormModal } from '../components/supplier-form-modal.tsx';
import { SuppliersListTab } from '../components/suppliers-list-tab.tsx';
import { SuppliersMapTab } from '../components/suppliers-map-tab.tsx';
import { SUPPLIERS_ACCESS } from '../access.ts';

const TABS = ['list', 'map'] as const;

/**
 * /brand-suppliers: a brand's suppliers as a list and as a tier map. Those who may manage them add,
 * edit, remove and import. The open tab is part of the address, so a link or a reload returns to it.
 */
export function BrandSuppliersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('suppliers.page.title'));
  const user = useSession()?.user ?? null;
  const mayManage = decideAccess(user, SUPPLIERS_ACCESS.manage) === 'allow';
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = TABS.find((value) => value === requested) ?? 'list';
  const roles = useSupplierRoles();
  const [form, setForm] = useState<{ opened: boolean; supplier: TSupplierListItem | null }>({ opened: false, supplier: null });
  const [importing, setImporting] = useState(false);
  const openAdd = () => setForm({ opened: true, supplier: null });
  const manage = mayManage
    ? { onAdd: openAdd, onImport: () => setImporting(true), onEdit: (supplier: TSupplierListItem) => setForm({ opened: true, supplier }) }
    : null;

  return (
    <>
      <PageHeader
        title={t('suppliers.page.title')}
        description={t('suppliers.page.subtitle')}
        actions={
          manage ? (
            <>
              <Button variant="default" onClick={manage.onImport}>
                {t('suppliers.import.open')}
              </Button>
              <Button leftSection={<IconUserPlus size={18} />} onClick={openAdd} disabled={!roles.data}>
                {t('suppliers.add.open')}
              </Button>
            </>
          ) : null
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(!value || value === 'list' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="list">{t('suppliers.page.listTab')}</Tabs.Tab>
          <Tabs.Tab value="map">{t('suppliers.page.mapTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          {roles.data ? (
            <SuppliersListTab roles={roles.data} manage={manage} />
          ) : roles.isError ? (
            <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('suppliers.page.rolesFailed')}>
              <Button size="xs" variant="default" onClick={() => void roles.refetch()} mt="xs">
                {t('common.retry')}
              </Button>
            </Alert>
          ) : (
            <Center py="xl">
              <Loader size="sm" aria-label={t('suppliers.list.loading')} />
            </Center>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="map">
          <SuppliersMapTab />
        </Tabs.Panel>
      </Tabs>
      {manage && roles.data ? (
        <SupplierFormModal
          opened={form.opened}
          supplier={form.supplier}
          roles={roles.data}
          onClose={() => setForm((current) => ({ ...current, opened: false }))}
        />
      ) : null}
      {manage ? <ImportSuppliersModal opened={importing} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
