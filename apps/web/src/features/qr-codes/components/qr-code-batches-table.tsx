import { Anchor } from '@mantine/core';
import { formatDate, type TQrCodeBatch } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn } from '../../../components/data-table.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { RowActionsMenu, type TRowAction } from '../../../components/row-actions-menu.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import { isolated } from '../../../lib/bidi.ts';

type TQrCodeBatchesTableProps = {
  rows: readonly TQrCodeBatch[] | undefined;
  loading: boolean;
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  paging: TPaging | undefined;
  /** The history adds the completion date. */
  showCompleted?: boolean;
  onView: (batch: TQrCodeBatch) => void;
  onDownload: (batch: TQrCodeBatch) => void;
  onDownloadLabels: (batch: TQrCodeBatch) => void;
  /** Offered only where a batch may be deleted (the history). */
  onDelete?: (batch: TQrCodeBatch) => void;
};

/** Batches with their size, origin and how many codes are unused, on products, or used up. */
export function QrCodeBatchesTable({
  rows,
  loading,
  caption,
  empty,
  paging,
  showCompleted = false,
  onView,
  onDownload,
  onDownloadLabels,
  onDelete,
}: TQrCodeBatchesTableProps) {
  const { t } = useTranslation();
  const actions = (batch: TQrCodeBatch): TRowAction[] => [
    { key: 'view', label: t('qrCodes.actions.view'), onSelect: () => onView(batch) },
    { key: 'labels', label: t('qrCodes.actions.labels'), onSelect: () => onDownloadLabels(batch) },
    { key: 'download', label: t('qrCodes.actions.download'), onSelect: () => onDownload(batch) },
    ...(onDelete
      ? [{ key: 'delete', label: t('qrCodes.actions.delete'), icon: IconTrash, destructive: true, onSelect: () => onDelete(batch) }]
      : []),
  ];
  const completed: TDataColumn<TQrCodeBatch> = {
    id: 'completed',
    header: t('qrCodes.table.completed'),
    render: (batch) => (batch.completedAt ? formatDate(batch.completedAt) : '—'),
  };
  const columns: TDataColumn<TQrCodeBatch>[] = [
    {
      id: 'name',
      header: t('qrCodes.table.name'),
      render: (batch) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onView(batch)}>
          <UserText>{batch.name}</UserText>
        </Anchor>
      ),
    },
    { id: 'quantity', header: t('qrCodes.table.quantity'), align: 'end', render: (batch) => batch.quantity },
    { id: 'created', header: t('qrCodes.table.created'), render: (batch) => formatDate(batch.createdAt) },
    {
      id: 'creator',
      header: t('qrCodes.table.creator'),
      render: (batch) => (batch.creatorName ? <UserText>{batch.creatorName}</UserText> : '—'),
    },
    ...(showCompleted ? [completed] : []),
    { id: 'encoded', header: t('qrCodes.status.ENCODED'), align: 'end', render: (batch) => batch.totalEncoded },
    { id: 'active', header: t('qrCodes.status.ACTIVE'), align: 'end', render: (batch) => batch.totalActive },
    { id: 'dispensed', header: t('qrCodes.status.DISPENSED'), align: 'end', render: (batch) => batch.totalDispensed },
    {
      id: 'actions',
      header: t('qrCodes.table.actions'),
      headerHidden: true,
      width: 48,
      render: (batch) => <RowActionsMenu label={t('qrCodes.actions.menu', { name: isolated(batch.name) })} actions={actions(batch)} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(batch) => batch.id}
      label={caption}
      captionShown
      loading={loading}
      loadingLabel={t('qrCodes.list.loading')}
      empty={empty}
      minWidth={860}
      paging={paging}
    />
  );
}
