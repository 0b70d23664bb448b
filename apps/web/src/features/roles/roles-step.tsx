import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../lib/roles-api.ts';
import { usePermissionTree } from './api/role-setup-api.ts';
import { DeleteRoleDialog } from './components/delete-role-dialog.tsx';
import { RoleModal } from './components/role-modal.tsx';
import { RolesTable } from './components/roles-table.tsx';
import type { TWizardStepProps } from '../../lib/wizard.ts';

/** What the step has open: nothing, the role modal (for a new role or one role), or a deletion to confirm. */
type TOpen = { kind: 'none' } | { kind: 'edit'; role: TRole | null } | { kind: 'delete'; role: TRole };

/** Wizard step 3: the roles of the system with their permissions and identifier systems. */
export default function RolesStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const tree = usePermissionTree();
  const [open, setOpen] = useState<TOpen>({ kind: 'none' });

  if (roles.isError || tree.isError) {
    return (
      <Alert color="red" title={t('roleSetup.loadFailed')}>
        <Button
          variant="light"
          mt="xs"
          onClick={() => {
            void roles.refetch();
            void tree.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!roles.data || !tree.data) return <Loader aria-label={t('roleSetup.loading')} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('roleSetup.description')}
        </Text>
        {locked ? null : <Button onClick={() => setOpen({ kind: 'edit', role: null })}>{t('roleSetup.list.add')}</Button>}
      </Group>
      <RolesTable
        roles={roles.data}
        locked={locked}
        onEdit={(role) => setOpen({ kind: 'edit', role })}
        onDelete={(role) => setOpen({ kind: 'delete', role })}
      />
      <Group justify="flex-end">
        <Button onClick={onFinished}>{t('roleSetup.next')}</Button>
      </Group>
      {open.kind === 'edit' ? (
        <RoleModal role={open.role} tree={tree.data} readOnly={locked} onClose={() => setOpen({ kind: 'none' })} />
      ) : null}
      {open.kind === 'delete' ? <DeleteRoleDialog role={open.role} onClose={() => setOpen({ kind: 'none' })} /> : null}
    </Stack>
  );
}
