import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { ByProductActivityForm } from '../components/by-product-activity-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /homepage/record-by-product: a producer records a by-product. */
export function RecordByProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('productActivities.byProduct.title'));
  return (
    <>
      <PageHeader title={t('productActivities.byProduct.title')} description={t('productActivities.byProduct.subtitle')} />
      <ByProductActivityForm />
    </>
  );
}
