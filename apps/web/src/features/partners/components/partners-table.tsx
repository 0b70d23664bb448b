import { ActionIcon, Anchor, Box, Group, Menu, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDate, type TBusinessPartner, type TPartnerSortField } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { IconDots, IconInfo, IconSelector, IconSortAscending, IconSortDescending, IconTrash } from '../../../components/icons.tsx';
import type { TPartnerSort } from '../partner-list.ts';
import { ContactCell, IdentifiersCell, LocationCell, PartnerKindBadge } from './partner-cells.tsx';

type TPartnersTableProps = {
  rows: readonly TBusinessPartner[] | undefined;
  sort: TPartnerSort;
  onSort: (field: TPartnerSortField) => void;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  onDetails: (partner: TBusinessPartner) => void;
  onRemove: (partner: TBusinessPartner) => void;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
};

const SKELETON_ROWS = 4;
const COLUMN_COUNT = 7;

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: TPartnerSortField;
  label: string;
  sort: TPartnerSort;
  onSort: (field: TPartnerSortField) => void;
}) {
  const { t } = useTranslation();
  const active = sort.field === field;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} p={0}>
      <UnstyledButton onClick={() => onSort(field)} px="sm" py={8} w="100%" aria-label={t('partners.list.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={700} fz="sm" c={active ? 'brand.8' : undefined} span style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
          <Box c={active ? 'brand.8' : 'dimmed'} style={{ display: 'flex' }}>
            <Icon size={16} />
          </Box>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The caller's partners: sortable by name, role and date, with details and removal per row. */
export function PartnersTable({ rows, sort, onSort, loading, refreshing, onDetails, onRemove, empty }: TPartnersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const showEmpty = !loading && rows !== undefined && rows.length === 0;
  const header = (field: TPartnerSortField, label: string) => <SortHeader field={field} label={label} sort={sort} onSort={onSort} />;

  return (
    <Box pos="relative">
      <Table.ScrollContainer minWidth={960}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="sm"
          highlightOnHover={!showEmpty}
          aria-label={t('partners.list.caption')}
          aria-busy={loading || refreshing}
        >
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              {header('name', t('partners.columns.name'))}
              <Table.Th>{t('partners.columns.kind')}</Table.Th>
              {header('role', t('partners.columns.role'))}
              <Table.Th>{t('partners.columns.identifiers')}</Table.Th>
              <Table.Th>{t('partners.columns.location')}</Table.Th>
              <Table.Th>{t('partners.columns.contact')}</Table.Th>
              {header('since', t('partners.columns.since'))}
              <Table.Th w={56}>
                <VisuallyHidden>{t('partners.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <Table.Tr key={index}>
                    {Array.from({ length: COLUMN_COUNT }, (_, column) => (
                      <Table.Td key={column}>
                        <Skeleton height={12} radius="sm" width="70%" />
                      </Table.Td>
                    ))}
                    <Table.Td />
                  </Table.Tr>
                ))
              : (rows ?? []).map((partner) => (
                  <Table.Tr key={partner.id}>
                    <Table.Td>
                      <Anchor component="button" type="button" size="sm" fw={600} ta="start" onClick={() => onDetails(partner)}>
                        {partner.facility.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <PartnerKindBadge kind={partner.kind} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{roleName(partner.facility.role)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <IdentifiersCell facility={partner.facility} />
                    </Table.Td>
                    <Table.Td maw={240}>
                      <LocationCell facility={partner.facility} />
                    </Table.Td>
                    <Table.Td maw={220}>
                      <ContactCell contact={partner.contact} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(partner.since)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" shadow="md" width={220} withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('partners.actions.menu', { name: partner.facility.name })}
                          >
                            <IconDots size={18} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconInfo size={16} />} onClick={() => onDetails(partner)}>
                            {t('partners.actions.details')}
                          </Menu.Item>
                          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRemove(partner)}>
                            {t('partners.actions.remove')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {showEmpty ? <Box py="xl">{empty}</Box> : null}
    </Box>
  );
}
