import { Alert, Button, Center, EmptyState, Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconAlert, IconTruck } from '../../../components/icons.tsx';
import { useSupplierMap } from '../api/suppliers-api.ts';
import { SupplierTierMap } from './supplier-tier-map.tsx';

/** The brand's suppliers tier by tier; a node opens the supplier's detail. */
export function SuppliersMapTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mapping = useSupplierMap();

  if (mapping.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('suppliers.mapTab.loading')} />
      </Center>
    );
  }
  if (mapping.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('suppliers.mapTab.loadFailed')}>
        <Button size="xs" variant="default" onClick={() => void mapping.refetch()} mt="xs">
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (mapping.data.nodes.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconTruck size={28} />}
          variant="light"
          title={t('suppliers.mapTab.emptyTitle')}
          description={t('suppliers.mapTab.emptyBody')}
        />
      </Paper>
    );
  }
  return <SupplierTierMap map={mapping.data} onOpenSupplier={(id) => void navigate(`/brand-suppliers/${id}`)} />;
}
