import { Box, Skeleton, Stack, Table, Text } from '@mantine/core';
import { roundWeightUp, type THistoryEvent } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../components/user-text.tsx';
import { activityTypeName } from '../history-filter.ts';
import { CounterpartCell, DateCell, DocumentNumbersCell, DocumentsCell, ProductsCell } from './history-cells.tsx';
import { useQuantityText } from './use-quantity-text.ts';

type THistoryTableProps = {
  rows: readonly THistoryEvent[] | undefined;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
};

const COLUMNS = ['date', 'activity', 'products', 'weight', 'documents'] as const;
const SKELETON_ROWS = 4;
/**
 * Below this width the table scrolls sideways. Each cell stacks what belongs together (the date over
 * the time; the activity over its counterpart and product; a transformation's inputs above its
 * outputs; document numbers above their download) so that the whole row fits beside the navigation
 * on a 1024 px screen.
 */
const TABLE_MIN_WIDTH = 600;

/** The facility's activities, newest first, one row per event. */
export function HistoryTable({ rows, loading, refreshing, empty }: THistoryTableProps) {
  const { t } = useTranslation();
  const quantity = useQuantityText();
  const showEmpty = !loading && rows !== undefined && rows.length === 0;

  return (
    <Box pos="relative">
      <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('overview.history.caption')} aria-busy={loading || refreshing}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`overview.history.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <Table.Tr key={index}>
                    {COLUMNS.map((column) => (
                      <Table.Td key={column}>
                        <Skeleton height={12} radius="sm" width="70%" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : (rows ?? []).map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <DateCell recordedAt={event.recordedAt} />
                    </Table.Td>
                    <Table.Td maw={200}>
                      <Stack gap={2}>
                        <Text size="sm" fw={500}>
                          {t(`overview.types.${activityTypeName(event.type)}`)}
                        </Text>
                        <CounterpartCell event={event} />
                        {event.productDefinitionName ? (
                          <Text size="xs" c="dimmed">
                            {event.productDefinitionName}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <ProductsCell event={event} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        <UserText>{quantity(roundWeightUp(event.totalWeight), event.weightUnit)}</UserText>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <DocumentNumbersCell event={event} />
                        <DocumentsCell event={event} />
                      </Stack>
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
