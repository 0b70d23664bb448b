import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BusinessPartnersPanel } from '../components/business-partners-panel.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /manage-partners: a registered producer's business partners. */
export function ManagePartnersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partners.page.title'));
  return (
    <>
      <PageHeader title={t('partners.page.title')} description={t('partners.page.subtitle')} />
      <BusinessPartnersPanel />
    </>
  );
}
