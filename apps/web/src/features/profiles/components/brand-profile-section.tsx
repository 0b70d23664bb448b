import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPencil } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useBrandProfile } from '../api/facilities-api.ts';
import { BrandLogo } from './brand-logo.tsx';
import { BrandProfileForm } from './brand-profile-form.tsx';
import { DetailList } from './detail-list.tsx';

/** The brand's details and logo on its profile page, edited in place by the brand's Admin users. */
export function BrandProfileSection({ onSaved }: { onSaved?(): void }) {
  const { t } = useTranslation();
  const brand = useBrandProfile();
  const [editing, setEditing] = useState(false);
  if (!brand.data) return <PageLoader />;
  const profile = brand.data;

  return (
    <Paper withBorder radius="md" p="lg" shadow="xs">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            {profile.logo ? <BrandLogo url={profile.logo.url} alt={t('facilityProfile.brand.logoAlt', { name: profile.name })} /> : null}
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t('facilityProfile.brand.sectionTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(profile.mayEdit ? 'facilityProfile.brand.sectionDescription' : 'facilityProfile.section.readOnly')}
              </Text>
            </Stack>
          </Group>
          {profile.mayEdit && !editing ? (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('facilityProfile.brand.edit')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <BrandProfileForm
            profile={profile}
            onSaved={() => {
              setEditing(false);
              onSaved?.();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <DetailList
            details={[
              { label: t('facilityProfile.brand.name'), value: profile.name },
              { label: t('facilityProfile.brand.headquarters'), value: profile.location },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
