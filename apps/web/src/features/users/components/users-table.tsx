import { Box, Center, Group, Loader, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TUserSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSelector, IconSortAscending, IconSortDescending } from '../../../components/icons.tsx';
import type { TSort, TSortField } from '../user-list.ts';

export type TUserColumn = {
  id: string;
  header: string;
  /** Set when the server can sort by this column. */
  sortField?: TSortField;
  width?: number | string;
  render: (user: TUserSummary) => ReactNode;
};

type TUsersTableProps = {
  caption: string;
  columns: readonly TUserColumn[];
  rows: readonly TUserSummary[] | undefined;
  sort: TSort;
  onSort: (field: TSortField) => void;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  /** The row's action menu, in the last column. */
  actions: (user: TUserSummary) => ReactNode;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
};

const SKELETON_ROWS = 6;

function SortHeader({ column, sort, onSort }: { column: TUserColumn; sort: TSort; onSort: (field: TSortField) => void }) {
  const { t } = useTranslation();
  const field = column.sortField;
  if (!field) {
    return (
      <Table.Th w={column.width} style={{ whiteSpace: 'nowrap' }}>
        {column.header}
      </Table.Th>
    );
  }
  const active = sort.field === field;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th w={column.width} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} p={0}>
      <UnstyledButton onClick={() => onSort(field)} px="sm" py={8} w="100%" aria-label={t('users.list.sortBy', { column: column.header })}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={700} fz="sm" c={active ? 'brand.8' : undefined} span style={{ whiteSpace: 'nowrap' }}>
            {column.header}
          </Text>
          <Box c={active ? 'brand.8' : 'dimmed'} style={{ display: 'flex' }}>
            <Icon size={16} />
          </Box>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The user lists' table: sortable headers, skeleton rows on first load, a dimmed body while refreshing. */
export function UsersTable({ caption, columns, rows, sort, onSort, loading, refreshing, actions, empty }: TUsersTableProps) {
  const { t } = useTranslation();
  const showEmpty = !loading && rows !== undefined && rows.length === 0;

  return (
    <Box pos="relative">
      <Table.ScrollContainer minWidth={880}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="sm"
          highlightOnHover={!showEmpty}
          aria-label={caption}
          aria-busy={loading || refreshing}
        >
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} />
              ))}
              <Table.Th w={56}>
                <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <Table.Tr key={index}>
                    {columns.map((column) => (
                      <Table.Td key={column.id}>
                        <Skeleton height={12} radius="sm" width="70%" />
                      </Table.Td>
                    ))}
                    <Table.Td />
                  </Table.Tr>
                ))
              : (rows ?? []).map((user) => (
                  <Table.Tr key={user.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.id}>{column.render(user)}</Table.Td>
                    ))}
                    <Table.Td>{actions(user)}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {showEmpty ? <Box py="xl">{empty}</Box> : null}
      {refreshing ? (
        <Center pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
          <Loader size="xs" aria-hidden="true" />
        </Center>
      ) : null}
    </Box>
  );
}
