import { Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { BrandProfileSection } from '../../features/profiles/components/brand-profile-section.tsx';
import { userKeys } from '../../features/users/api/users-api.ts';
import { AccountSections } from '../../features/users/components/account-sections.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /brand-profile: the brand's details and logo above one's own account. */
export function BrandProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('facilityProfile.pages.myProfile'));
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title={t('facilityProfile.pages.myProfile')} description={t('facilityProfile.pages.brandSubtitle')} />
      <Stack gap="xl">
        <BrandProfileSection onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.me() })} />
        <Divider />
        <AccountSections />
      </Stack>
    </>
  );
}
