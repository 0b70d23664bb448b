import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPencil } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useFacilityProfile } from '../api/facilities-api.ts';
import type { TPersonValues } from '../profile-form.ts';
import { FacilityProfileDetails } from './facility-profile-details.tsx';
import { FacilityProfileForm, type TOpenSupplyHubStep } from './facility-profile-form.tsx';

type TFacilityProfileSectionProps = {
  person: TPersonValues;
  openSupplyHubStep?: TOpenSupplyHubStep;
  /** After a save, for screens that show what the save changed elsewhere (the account's organisation name). */
  onSaved?(): void;
};

/** The organisation profile on a profile page: shown, and edited in place by the organisation's Admin users. */
export function FacilityProfileSection({ person, openSupplyHubStep, onSaved }: TFacilityProfileSectionProps) {
  const { t } = useTranslation();
  const profile = useFacilityProfile();
  const [editing, setEditing] = useState(false);
  if (!profile.data) return <PageLoader />;
  const isProducer = profile.data.role.type === 'Producer';

  return (
    <Paper withBorder radius="md" p="lg" shadow="xs">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {t(isProducer ? 'facilityProfile.section.producerTitle' : 'facilityProfile.section.organisationTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(profile.data.mayEdit ? 'facilityProfile.section.description' : 'facilityProfile.section.readOnly')}
            </Text>
          </Stack>
          {profile.data.mayEdit && !editing ? (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('facilityProfile.section.edit')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <FacilityProfileForm
            key={profile.dataUpdatedAt}
            profile={profile.data}
            person={person}
            withPersonFields={false}
            openSupplyHubStep={openSupplyHubStep}
            onSaved={() => {
              setEditing(false);
              onSaved?.();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <FacilityProfileDetails profile={profile.data} />
        )}
      </Stack>
    </Paper>
  );
}
