import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { AssignProductsForm } from '../components/assign-products-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /homepage/assign-product-id: a producer assigns product IDs to what it made. */
export function AssignProductIdPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('productActivities.assign.title'));
  return (
    <>
      <PageHeader title={t('productActivities.assign.title')} description={t('productActivities.assign.subtitle')} />
      <AssignProductsForm />
    </>
  );
}
