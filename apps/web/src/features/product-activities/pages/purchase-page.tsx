import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PurchaseActivityForm } from '../components/purchase-activity-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /homepage/purchase: a producer logs a purchase. */
export function PurchasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('productActivities.purchase.title'));
  return (
    <>
      <PageHeader title={t('productActivities.purchase.title')} description={t('productActivities.purchase.subtitle')} />
      <PurchaseActivityForm />
    </>
  );
}
