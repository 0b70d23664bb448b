import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import type { TSupplierDetail } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IconAlert, IconArrowBack } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { decideAccess } from '../../../lib/guards.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { isSupplierId, isSupplierNotFound, useSupplier } from '../api/suppliers-api.ts';
import { SupplierDetailContacts } from '../components/supplier-detail-contacts.tsx';
import { SupplierDetailExternalRisk } from '../components/supplier-detail-external-risk.tsx';
import { SupplierDetailGeneral } from '../components/supplier-detail-general.tsx';
import { SupplierDetailOrders } from '../components/supplier-detail-orders.tsx';
import { SupplierDetailPartners } from '../components/supplier-detail-partners.tsx';
import { SUPPLIERS_ACCESS } from '../access.ts';

function BackToSuppliers() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/brand-suppliers" size="sm">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconArrowBack size={14} className="flip-rtl" />
        {t('suppliers.detail.back')}
      </span>
    </Anchor>
  );
}

/**
 * /brand-suppliers/:id: one supplier as its brand sees it (issue 18 "Supplier detail"). Administrators
 * reach it from user management: they have no supplier list to go back to and no partners to see.
 * `riskSection` is the supplier's risk from the risk feature, which the app's page passes in since
 * features do not import each other.
 */
export function SupplierDetailPage({ riskSection }: { riskSection?: (supplier: TSupplierDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const roleName = useRoleName();
  const user = useSession()?.user ?? null;
  const isBrandView = decideAccess(user, SUPPLIERS_ACCESS.view) === 'allow';
  const seesOrders = decideAccess(user, SUPPLIERS_ACCESS.orderHistory) === 'allow';
  const supplier = useSupplier(id);
  const notFound = !isSupplierId(id) || isSupplierNotFound(supplier.error);
  useDocumentTitle(notFound ? t('suppliers.detail.notFound.title') : (supplier.data?.name ?? t('suppliers.detail.pageTitle')));

  const back = isBrandView ? <BackToSuppliers /> : null;

  if (notFound) {
    return (
      <Stack gap={4}>
        {back}
        <PageHeader title={t('suppliers.detail.notFound.title')} description={t('suppliers.detail.notFound.message')} />
      </Stack>
    );
  }

  if (supplier.isError) {
    return (
      <Stack gap={4}>
        {back}
        <PageHeader title={t('suppliers.detail.pageTitle')} />
        <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('suppliers.detail.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void supplier.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  if (!supplier.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('suppliers.detail.loading')} />
      </Center>
    );
  }

  const detail = supplier.data;
  return (
    <>
      <Stack gap={4}>
        {back}
        <PageHeader title={detail.name} description={roleName(detail.type)} />
      </Stack>
      <Stack gap="lg">
        <SupplierDetailGeneral supplier={detail} />
        <SupplierDetailContacts contacts={detail.contacts} />
        <SupplierDetailExternalRisk supplier={detail} />
        {riskSection?.(detail)}
        {isBrandView ? <SupplierDetailPartners partners={detail.partners} /> : null}
        {seesOrders ? <SupplierDetailOrders supplierId={detail.id} /> : null}
      </Stack>
    </>
  );
}
