import { Alert, Button, EmptyState, Group, Paper, Title } from '@mantine/core';
import { DEFAULT_PER_PAGE } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconClock } from '../../../../components/icons.tsx';
import { ListFooter } from '../../../../components/list-footer.tsx';
import { useHistories } from '../api/activity-overview-api.ts';
import { changeHistoryFilter, historyFilterFor, isNarrowed, toHistoryQuery } from '../history-filter.ts';
import type { TOverviewRange } from '../overview-ranges.ts';
import { HistoryTable } from './history-table.tsx';
import { HistoryToolbar } from './history-toolbar.tsx';

/**
 * The facility's history over the chosen period: filtered by type and days, paged. Give it a new
 * `key` when the period changes, so the filter starts again from the whole new period.
 */
export function HistoryPanel({ range }: { range: TOverviewRange | null }) {
  const { t } = useTranslation();
  const [whole] = useState(() => historyFilterFor(range));
  const [filter, setFilter] = useState(whole);
  const [toolbarKey, setToolbarKey] = useState(0);
  const histories = useHistories(toHistoryQuery(filter));
  const narrowed = isNarrowed(filter, whole);

  const showWholePeriod = () => {
    setFilter(whole);
    setToolbarKey((key) => key + 1);
  };

  return (
    <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
      <Group
        px="md"
        py="sm"
        justify="space-between"
        align="flex-end"
        gap="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Title order={2} fz="lg">
          {t('overview.history.title')}
        </Title>
        <HistoryToolbar
          key={toolbarKey}
          filter={filter}
          onChange={(change) => setFilter((current) => changeHistoryFilter(current, change))}
        />
      </Group>
      {histories.isError && !histories.data ? (
        <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('overview.history.loadFailed')} m="md">
          <Button size="xs" variant="default" onClick={() => void histories.refetch()} mt="xs">
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <HistoryTable
          rows={histories.data?.items}
          loading={histories.isPending}
          refreshing={histories.isPlaceholderData}
          empty={
            <EmptyState
              icon={<IconClock size={28} />}
              variant="light"
              title={t(narrowed ? 'overview.history.noMatchesTitle' : 'overview.history.emptyTitle')}
              description={t(narrowed ? 'overview.history.noMatchesBody' : 'overview.history.emptyBody')}
            >
              {narrowed ? (
                <EmptyState.Actions>
                  <Button variant="default" onClick={showWholePeriod}>
                    {t('overview.history.showWholePeriod')}
                  </Button>
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          }
        />
      )}
      {histories.data && histories.data.total > 0 ? (
        <ListFooter
          page={filter.page}
          perPage={histories.data.perPage || DEFAULT_PER_PAGE}
          total={histories.data.total}
          onPage={(page) => setFilter((current) => ({ ...current, page }))}
        />
      ) : null}
    </Paper>
  );
}
