import { Anchor, Button, Code, Stack, Text } from '@mantine/core';
import { formatDateTime, type TDeadLetter } from '@opentrace/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { ERROR_LINES_SHOWN, foldsError, jobKindKey } from '../model/dead-letter-list.ts';

type TDeadLettersTableProps = {
  rows: readonly TDeadLetter[] | undefined;
  loading: boolean;
  refreshing: boolean;
  paging: TPaging | undefined;
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
  onRetry: (deadLetter: TDeadLetter) => void;
};

/** A job's kind in words where this screen knows it, always with the code the server logs it under. */
function KindCell({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const key = jobKindKey(kind);
  return (
    <Stack gap={2} align="flex-start">
      {key ? <Text size="sm">{t(key)}</Text> : null}
      <Code>
        <UserText>{kind}</UserText>
      </Code>
    </Stack>
  );
}

/** The error as the worker caught it (up to a thousand characters), folded after a few lines. */
function LastErrorCell({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (error === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('jobs.noError')}
      </Text>
    );
  }
  const folds = foldsError(error);
  return (
    <Stack gap={2} align="flex-start">
      <Text
        size="xs"
        ff="monospace"
        lineClamp={folds && !expanded ? ERROR_LINES_SHOWN : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <UserText>{error}</UserText>
      </Text>
      {folds ? (
        <Anchor component="button" type="button" size="xs" aria-expanded={expanded} onClick={() => setExpanded((shown) => !shown)}>
          {t(expanded ? 'jobs.error.less' : 'jobs.error.more')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** Dead letters, the newest failure first: what failed, how often it was tried, why, and when it gave up. */
export function DeadLettersTable({ onRetry, ...table }: TDeadLettersTableProps) {
  const { t } = useTranslation();
  const columns: TDataColumn<TDeadLetter>[] = [
    { id: 'kind', header: t('jobs.columns.kind'), render: (job) => <KindCell kind={job.kind} /> },
    {
      id: 'summary',
      header: t('jobs.columns.summary'),
      maxWidth: 280,
      render: (job) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <UserText>{job.summary}</UserText>
        </Text>
      ),
    },
    { id: 'attempts', header: t('jobs.columns.attempts'), align: 'end', render: (job) => <Text size="sm">{job.attempts}</Text> },
    { id: 'lastError', header: t('jobs.columns.lastError'), maxWidth: 360, render: (job) => <LastErrorCell error={job.lastError} /> },
    {
      id: 'failedAt',
      header: t('jobs.columns.failedAt'),
      nowrap: true,
      render: (job) => (
        <Text size="sm">
          <UserText>{formatDateTime(job.failedAt)}</UserText>
        </Text>
      ),
    },
    {
      id: 'actions',
      header: t('jobs.columns.actions'),
      headerHidden: true,
      width: 120,
      render: (job) => (
        <Button size="xs" variant="light" onClick={() => onRetry(job)} aria-label={t('jobs.retry.openFor', { summary: job.summary })}>
          {t('jobs.retry.open')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...table}
      rowKey={(job) => job.id}
      label={t('jobs.list.caption')}
      loadingLabel={t('jobs.list.loading')}
      minWidth={960}
    />
  );
}
