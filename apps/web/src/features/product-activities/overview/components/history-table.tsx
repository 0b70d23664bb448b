import { Stack, Text } from '@mantine/core';
import { roundWeightUp, type THistoryEvent } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../../components/data-table.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import type { TPaging } from '../../../../lib/pagination.ts';
import { activityTypeName } from '../history-filter.ts';
import { CounterpartCell, DateCell, DocumentNumbersCell, DocumentsCell, ProductsCell } from './history-cells.tsx';
import { useQuantityText } from './use-quantity-text.ts';

type THistoryTableProps = {
  rows: readonly THistoryEvent[] | undefined;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  paging: TPaging | undefined;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

/**
 * Below this width the table scrolls sideways. Each cell stacks what belongs together (the date over
 * the time; the activity over its counterpart and product; a transformation's inputs above its
 * outputs; document numbers above their download) so that the whole row fits beside the navigation
 * on a 1024 px screen.
 */
const TABLE_MIN_WIDTH = 600;

/** The facility's activities, newest first, one row per event. */
export function HistoryTable(table: THistoryTableProps) {
  const { t } = useTranslation();
  const quantity = useQuantityText();
  const columns: TDataColumn<THistoryEvent>[] = [
    { id: 'date', header: t('overview.history.columns.date'), render: (event) => <DateCell recordedAt={event.recordedAt} /> },
    {
      id: 'activity',
      header: t('overview.history.columns.activity'),
      maxWidth: 200,
      render: (event) => (
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
      ),
    },
    { id: 'products', header: t('overview.history.columns.products'), render: (event) => <ProductsCell event={event} /> },
    {
      id: 'weight',
      header: t('overview.history.columns.weight'),
      nowrap: true,
      render: (event) => (
        <Text size="sm">
          <UserText>{quantity(roundWeightUp(event.totalWeight), event.weightUnit)}</UserText>
        </Text>
      ),
    },
    {
      id: 'documents',
      header: t('overview.history.columns.documents'),
      render: (event) => (
        <Stack gap={4} align="flex-start">
          <DocumentNumbersCell event={event} />
          <DocumentsCell event={event} />
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(event) => event.id}
      label={t('overview.history.caption')}
      minWidth={TABLE_MIN_WIDTH}
      cellSpacing="xs"
    />
  );
}
