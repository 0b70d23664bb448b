import { Button } from '@mantine/core';
import type { TQrCodeBatch } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDeleteCompletedQrCodeBatches, useDeleteQrCodeBatch } from '../api/qr-codes-api.ts';
import { QrCodeBatchesPanel } from '../components/qr-code-batches-panel.tsx';
import { useBatchList } from '../use-batch-list.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { isolated } from '../../../lib/bidi.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /qr-code-history: batches whose every label is used up; they may be deleted one by one or all at once. */
export function QrCodeHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('qrCodes.history.title'));
  const { batches, page, setPage } = useBatchList('completed');
  const [deleting, setDeleting] = useState<TQrCodeBatch | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const removeOne = useDeleteQrCodeBatch();
  const removeAll = useDeleteCompletedQrCodeBatches();
  const total = batches.data?.total ?? 0;

  const confirmDelete = () => {
    if (!deleting) return;
    removeOne.mutate(deleting.id, {
      onSuccess: () => toast.success(t('qrCodes.delete.done', { name: isolated(deleting.name) })),
      onError: toastApiError,
      onSettled: () => setDeleting(null),
    });
  };

  const confirmDeleteAll = () => {
    removeAll.mutate(undefined, {
      onSuccess: ({ deleted }) => toast.success(t('qrCodes.deleteAll.done', { deleted })),
      onError: toastApiError,
      onSettled: () => setDeletingAll(false),
    });
  };

  return (
    <>
      <PageHeader
        title={t('qrCodes.history.title')}
        description={t('qrCodes.history.subtitle')}
        actions={
          <>
            <Button component={Link} to="/qr-code-management" variant="default">
              {t('qrCodes.history.back')}
            </Button>
            <Button color="red" disabled={total === 0} onClick={() => setDeletingAll(true)}>
              {t('qrCodes.history.deleteAll')}
            </Button>
          </>
        }
      />
      <QrCodeBatchesPanel
        batches={batches}
        page={page}
        onPage={setPage}
        caption={t('qrCodes.list.completedCaption')}
        emptyText={t('qrCodes.list.completedEmpty')}
        showCompleted
        onDelete={setDeleting}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('qrCodes.delete.title', { name: isolated(deleting?.name ?? '') })}
        body={t('qrCodes.delete.body', { quantity: deleting?.quantity ?? 0 })}
        confirmLabel={t('qrCodes.delete.confirm')}
        destructive
        loading={removeOne.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={deletingAll}
        title={t('qrCodes.deleteAll.title')}
        body={t('qrCodes.deleteAll.body', { total })}
        confirmLabel={t('qrCodes.deleteAll.confirm')}
        destructive
        loading={removeAll.isPending}
        onConfirm={confirmDeleteAll}
        onClose={() => setDeletingAll(false)}
      />
    </>
  );
}
