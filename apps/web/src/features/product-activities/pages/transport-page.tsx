import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TransportActivityForm } from '../components/transport-activity-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /homepage/transport: a producer logs a transport. */
export function TransportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('productActivities.transport.title'));
  return (
    <>
      <PageHeader title={t('productActivities.transport.title')} description={t('productActivities.transport.subtitle')} />
      <TransportActivityForm />
    </>
  );
}
