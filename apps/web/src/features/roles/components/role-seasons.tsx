import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../../lib/roles-api.ts';
import { hasSeason } from '../role-form.ts';
import { SeasonRow } from './season-row.tsx';

/** The season of every raw-material extractor role, for the configure step. */
export function RoleSeasons({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const roles = useRoles();
  if (roles.isPending) return <Loader size="sm" aria-label={t('roleSetup.loading')} />;
  if (roles.isError) return <Alert color="red">{t('roleSetup.loadFailed')}</Alert>;
  const seasonal = roles.data.filter(hasSeason);
  if (seasonal.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('roleSetup.seasons.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {seasonal.map((role) => (
        <SeasonRow key={role.id} role={role} locked={locked} />
      ))}
    </Stack>
  );
}
