import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { TQrCodeBatch, TQrCodeBatchPage } from '@opentrace/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDownloadCodes } from '../use-download-codes.ts';
import { DownloadLabelsModal } from './download-labels-modal.tsx';
import { QrCodeBatchDrawer } from './qr-code-batch-drawer.tsx';
import { QrCodeBatchesTable } from './qr-code-batches-table.tsx';

type TQrCodeBatchesPanelProps = {
  batches: UseQueryResult<TQrCodeBatchPage, ApiError>;
  page: number;
  onPage: (page: number) => void;
  caption: string;
  emptyText: string;
  showCompleted?: boolean;
  onDelete?: (batch: TQrCodeBatch) => void;
};

/** A page of batches with its loading, error and empty states, the pager, and each batch's codes. */
export function QrCodeBatchesPanel({ batches, page, onPage, caption, emptyText, showCompleted, onDelete }: TQrCodeBatchesPanelProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string | null>(null);
  const [printing, setPrinting] = useState<Pick<TQrCodeBatch, 'id' | 'name'> | null>(null);
  const download = useDownloadCodes();
  const data = batches.data;

  return (
    <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
      {batches.isError && !data ? (
        <Stack p="md" gap="sm" align="flex-start">
          <Alert color="red">{errorMessage(batches.error, t('qrCodes.list.loadError'))}</Alert>
          <Button variant="default" onClick={() => void batches.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <QrCodeBatchesTable
          rows={data?.items}
          loading={batches.isPending}
          caption={caption}
          empty={
            <Text p="lg" c="dimmed" size="sm">
              {emptyText}
            </Text>
          }
          paging={pagingOf(page, data, onPage)}
          showCompleted={showCompleted}
          onView={(batch) => setViewing(batch.id)}
          onDownload={download}
          onDownloadLabels={setPrinting}
          onDelete={onDelete}
        />
      )}
      <QrCodeBatchDrawer batchId={viewing} onClose={() => setViewing(null)} onDownload={download} onDownloadLabels={setPrinting} />
      <DownloadLabelsModal batch={printing} onClose={() => setPrinting(null)} />
    </Paper>
  );
}
