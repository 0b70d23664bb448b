import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMe } from '../api/users-api.ts';
import { ColleaguesSection } from '../components/colleagues-section.tsx';

/**
 * /producer-management, /brand-management and /labor-management (spec §2): an organisation's Admin
 * users manage its colleagues, whatever kind of organisation it is.
 */
export function ColleagueManagementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.userManagement'));
  const me = useMe();
  const organisation = me.data?.currentFacility;
  if (!me.data || !organisation) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('menu.userManagement')} />
      <ColleaguesSection viewerId={me.data.id} organisationName={organisation.name} />
    </>
  );
}
