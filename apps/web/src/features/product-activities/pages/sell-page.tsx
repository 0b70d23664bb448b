import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SaleActivityForm } from '../components/sale-activity-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /homepage/sell: a producer logs a sale. */
export function SellPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('productActivities.sale.title'));
  return (
    <>
      <PageHeader title={t('productActivities.sale.title')} description={t('productActivities.sale.subtitle')} />
      <SaleActivityForm />
    </>
  );
}
