import { Button, EmptyState, Title } from '@mantine/core';
import type { TDeadLetter } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { IconCheck } from '../../../components/icons.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeadLetters } from '../api/jobs-api.ts';
import { DeadLettersTable } from '../components/dead-letters-table.tsx';
import { JobCounts } from '../components/job-counts.tsx';
import { RetryDeadLetterDialog } from '../components/retry-dead-letter-dialog.tsx';
import { deadLetterQuery, pageToShow } from '../model/dead-letter-list.ts';

type TDialog = { opened: boolean; deadLetter: TDeadLetter | null };

/**
 * /job-queue, the super administrator's view of the background work (issue 20): the jobs in each
 * state, and the dead letters (jobs that failed every attempt), each of which can be sent back.
 */
export function JobQueuePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.page.title'));
  const [page, setPage] = useState(1);
  // The dialog keeps its dead letter while it fades out, so its text does not flash empty.
  const [retry, setRetry] = useState<TDialog>({ opened: false, deadLetter: null });
  const deadLetters = useDeadLetters(deadLetterQuery(page));
  const answer = deadLetters.data;

  // A retry can empty the last page shown; the list then steps back at once rather than show an empty page.
  const lastPage = answer && !deadLetters.isPlaceholderData ? pageToShow(page, answer) : page;
  if (lastPage !== page) setPage(lastPage);

  return (
    <>
      <PageHeader
        title={t('jobs.page.title')}
        description={t('jobs.page.subtitle')}
        actions={
          <Button variant="default" onClick={() => void deadLetters.refetch()} loading={deadLetters.isFetching && !deadLetters.isPending}>
            {t('jobs.page.refresh')}
          </Button>
        }
      />
      {/* Without a first answer there is nothing to count: the list's failure says so, with a retry. */}
      {deadLetters.isError && !answer ? null : <JobCounts counts={answer?.counts} />}
      <ListPanel
        toolbar={
          <Title order={2} fz="lg">
            {t('jobs.list.caption')}
          </Title>
        }
      >
        <DeadLettersTable
          loadFailed={loadFailureOf(deadLetters, t('jobs.list.loadFailed'))}
          rows={answer?.items}
          loading={deadLetters.isPending}
          refreshing={deadLetters.isPlaceholderData}
          paging={pagingOf(page, answer, setPage)}
          onRetry={(deadLetter) => setRetry({ opened: true, deadLetter })}
          empty={
            <EmptyState
              icon={<IconCheck size={28} />}
              variant="light"
              title={t('jobs.list.emptyTitle')}
              description={t('jobs.list.emptyBody')}
            />
          }
        />
      </ListPanel>
      <RetryDeadLetterDialog
        opened={retry.opened}
        deadLetter={retry.deadLetter}
        onClose={() => setRetry((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
