import { Button, EmptyState, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../../../../components/data-table.tsx';
import { IconClock } from '../../../../components/icons.tsx';
import { ListPanel } from '../../../../components/list-panel.tsx';
import { pagingOf } from '../../../../lib/pagination.ts';
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
    <ListPanel
      toolbar={
        <>
          <Title order={2} fz="lg">
            {t('overview.history.title')}
          </Title>
          <HistoryToolbar
            key={toolbarKey}
            filter={filter}
            onChange={(change) => setFilter((current) => changeHistoryFilter(current, change))}
          />
        </>
      }
    >
      <HistoryTable
        loadFailed={loadFailureOf(histories, t('overview.history.loadFailed'))}
        rows={histories.data?.items}
        loading={histories.isPending}
        refreshing={histories.isPlaceholderData}
        paging={pagingOf(filter.page, histories.data, (page) => setFilter((current) => ({ ...current, page })))}
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
    </ListPanel>
  );
}
