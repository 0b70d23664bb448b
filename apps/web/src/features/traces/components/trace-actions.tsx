import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconDownload } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { traceDownloadName, useResetTrace, useTraceDownload, type TTraceDownload } from '../api/traces-api.ts';
import { fileNamePart } from '../model/trace-format.ts';

const DOWNLOADS: readonly TTraceDownload[] = ['documents', 'pdf', 'epcis'];

/**
 * Reset (after a confirmation) and the three downloads. A failed download shows the server's own
 * words: the PDF answers 503 with what to install when the server has no Chromium.
 */
export function TraceActions({ orderId, purchaseOrderNumber }: { orderId: string; purchaseOrderNumber: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetTrace(orderId);
  const download = useTraceDownload(orderId);
  const pending = download.isPending ? download.variables.kind : null;

  const start = (kind: TTraceDownload) => {
    const fileName = traceDownloadName(kind, t(`traces.downloads.fileNames.${kind}`, { po: fileNamePart(purchaseOrderNumber) }));
    download.mutate({ kind, fileName }, { onError: (error) => toast.error(errorMessage(error, t(`traces.downloads.failed.${kind}`))) });
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('traces.reset.done'));
      },
      onError: (error) => toast.error(errorMessage(error, t('traces.reset.failed'))),
    });

  return (
    <Group gap="sm">
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {t('traces.reset.open')}
      </Button>
      {DOWNLOADS.map((kind) => (
        <Button
          key={kind}
          variant={kind === 'pdf' ? 'filled' : 'default'}
          leftSection={<IconDownload size={18} />}
          loading={pending === kind}
          disabled={pending !== null && pending !== kind}
          onClick={() => start(kind)}
        >
          {t(`traces.downloads.${kind}`)}
        </Button>
      ))}
      <ConfirmDialog
        opened={confirming}
        title={t('traces.reset.title')}
        body={t('traces.reset.body')}
        confirmLabel={t('traces.reset.confirm')}
        destructive
        loading={reset.isPending}
        onConfirm={confirmReset}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
