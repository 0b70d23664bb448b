import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaqRoles } from '../../features/questionnaires/api/saqs-api.ts';
import { FacilityGroupTemplate } from '../../features/questionnaires/components/facility-group-template.tsx';
import { useAdministratorCompletedRoles } from '../../lib/roles-api.ts';
import { facilityGroupRows } from './facility-group-rows.ts';

/** The facility-group template of each role whose profile an administrator completes, with upload and download. */
export function FacilityGroupSettings({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const roles = useAdministratorCompletedRoles();
  const questionnaires = useSaqRoles();
  if (roles.isPending || questionnaires.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (roles.isError || questionnaires.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  const rows = facilityGroupRows(roles.data, questionnaires.data);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('configuration.configure.facilityGroups.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Stack key={row.roleId} gap={4}>
          <Text size="sm" fw={500}>
            {row.roleName}
          </Text>
          {row.state === 'needsAdministratorSaq' ? (
            <Text size="sm" c="dimmed">
              {t('configuration.configure.facilityGroups.needsAdministratorSaq')}
            </Text>
          ) : (
            <FacilityGroupTemplate roleId={row.roleId} roleName={row.roleName} uploaded={row.state === 'uploaded'} locked={locked} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
