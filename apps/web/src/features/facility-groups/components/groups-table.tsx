import { ActionIcon, Anchor, Center, Loader, Menu, Table, VisuallyHidden } from '@mantine/core';
import { formatDate, type TFacilityGroupSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDots, IconPencil, IconTrash, IconUsers } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';

type TGroupsTableProps = {
  rows: readonly TFacilityGroupSummary[] | undefined;
  loading: boolean;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
  onView: (group: TFacilityGroupSummary) => void;
  onUpdate: (group: TFacilityGroupSummary) => void;
  onDelete: (group: TFacilityGroupSummary) => void;
};

/** The farm groups of one role: ID, name, location, farms, answered questionnaires, last change. */
export function GroupsTable({ rows, loading, empty, onView, onUpdate, onDelete }: TGroupsTableProps) {
  const { t } = useTranslation();
  if (loading && !rows) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('facilityGroups.table.loading')} />
      </Center>
    );
  }
  if (!rows || rows.length === 0) return <>{empty}</>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('facilityGroups.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('facilityGroups.table.code')}</Table.Th>
            <Table.Th>{t('facilityGroups.table.name')}</Table.Th>
            <Table.Th>{t('facilityGroups.table.location')}</Table.Th>
            <Table.Th>{t('facilityGroups.table.farms')}</Table.Th>
            <Table.Th>{t('facilityGroups.table.answered')}</Table.Th>
            <Table.Th>{t('facilityGroups.table.updated')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('facilityGroups.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td fw={600}>
                <UserText>{group.code}</UserText>
              </Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => onView(group)}>
                  {group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <UserText>{group.location}</UserText>
              </Table.Td>
              <Table.Td>{group.farmCount}</Table.Td>
              <Table.Td>{t('facilityGroups.table.answeredOf', { answered: group.answeredCount, total: group.farmCount })}</Table.Td>
              <Table.Td>{formatDate(group.updatedAt)}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" shadow="md" width={200} withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('facilityGroups.actions.menu', { name: group.name })}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconUsers size={16} />} onClick={() => onView(group)}>
                      {t('facilityGroups.actions.view')}
                    </Menu.Item>
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onUpdate(group)}>
                      {t('facilityGroups.actions.update')}
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(group)}>
                      {t('facilityGroups.actions.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
