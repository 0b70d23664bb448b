import { Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TRole } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { roleIconKey, roleTypeKey } from '../role-labels.ts';

type TRolesTableProps = {
  roles: readonly TRole[];
  locked: boolean;
  onEdit: (role: TRole) => void;
  onDelete: (role: TRole) => void;
};

/** Why a role cannot be deleted, as the API would say it; null when it can. */
function deletionBlocker(role: TRole): 'systemRole' | 'inUse' | null {
  if (role.code) return 'systemRole';
  return role.userCount > 0 ? 'inUse' : null;
}

export function RolesTable({ roles, locked, onEdit, onDelete }: TRolesTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const iconLabel = (icon: string) => {
    const key = roleIconKey(icon);
    return key ? t(key) : icon;
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roleSetup.list.name')}</Table.Th>
            <Table.Th>{t('roleSetup.list.type')}</Table.Th>
            <Table.Th>{t('roleSetup.list.icon')}</Table.Th>
            <Table.Th>{t('roleSetup.list.permissions')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('roleSetup.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => {
            const blocker = deletionBlocker(role);
            return (
              <Table.Tr key={role.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{roleName(role)}</Text>
                    {role.code ? (
                      <Badge size="xs" variant="light">
                        {t('roleSetup.list.system')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{t(roleTypeKey(role.type))}</Table.Td>
                <Table.Td>{iconLabel(role.icon)}</Table.Td>
                <Table.Td>{role.permissions.length}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => onEdit(role)}>
                      {locked ? t('roleSetup.list.view') : t('roleSetup.list.edit')}
                    </Button>
                    {locked ? null : (
                      <Tooltip label={blocker ? t(`roleSetup.list.${blocker}`) : ''} disabled={!blocker}>
                        <Button size="xs" variant="subtle" color="red" disabled={blocker !== null} onClick={() => onDelete(role)}>
                          {t('roleSetup.list.delete')}
                        </Button>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
