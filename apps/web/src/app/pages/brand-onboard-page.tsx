import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useBrandProfile } from '../../features/profiles/api/facilities-api.ts';
import { BrandProfileForm } from '../../features/profiles/components/brand-profile-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /brand-onboard: the first brand user describes the brand; saving opens the brand's menu. */
export function BrandOnboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.pages.brandOnboard'));
  const brand = useBrandProfile();
  return (
    <>
      <PageHeader title={t('facilityProfile.pages.brandOnboard')} description={t('facilityProfile.pages.brandOnboardSubtitle')} />
      {brand.data ? (
        <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
          <BrandProfileForm profile={brand.data} />
        </Paper>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
