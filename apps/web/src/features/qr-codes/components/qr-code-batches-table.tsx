import { ActionIcon, Anchor, Center, Loader, Menu, Table, VisuallyHidden } from '@mantine/core';
import { formatDate, type TQrCodeBatch } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDots, IconTrash } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { isolated } from '../../../lib/bidi.ts';

type TQrCodeBatchesTableProps = {
  rows: readonly TQrCodeBatch[] | undefined;
  loading: boolean;
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The history adds the completion date. */
  showCompleted?: boolean;
  onView: (batch: TQrCodeBatch) => void;
  onDownload: (batch: TQrCodeBatch) => void;
  /** Offered only where a batch may be deleted (the history). */
  onDelete?: (batch: TQrCodeBatch) => void;
};

/** Batches with their size, origin and how many codes are unused, on products, or used up. */
export function QrCodeBatchesTable({
  rows,
  loading,
  caption,
  empty,
  showCompleted = false,
  onView,
  onDownload,
  onDelete,
}: TQrCodeBatchesTableProps) {
  const { t } = useTranslation();
  if (loading && !rows) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('qrCodes.list.loading')} />
      </Center>
    );
  }
  if (!rows || rows.length === 0) return <>{empty}</>;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('qrCodes.table.name')}</Table.Th>
            <Table.Th ta="end">{t('qrCodes.table.quantity')}</Table.Th>
            <Table.Th>{t('qrCodes.table.created')}</Table.Th>
            <Table.Th>{t('qrCodes.table.creator')}</Table.Th>
            {showCompleted ? <Table.Th>{t('qrCodes.table.completed')}</Table.Th> : null}
            <Table.Th ta="end">{t('qrCodes.status.ENCODED')}</Table.Th>
            <Table.Th ta="end">{t('qrCodes.status.ACTIVE')}</Table.Th>
            <Table.Th ta="end">{t('qrCodes.status.DISPENSED')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('qrCodes.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onView(batch)}>
                  <UserText>{batch.name}</UserText>
                </Anchor>
              </Table.Td>
              <Table.Td ta="end">{batch.quantity}</Table.Td>
              <Table.Td>{formatDate(batch.createdAt)}</Table.Td>
              <Table.Td>{batch.creatorName ? <UserText>{batch.creatorName}</UserText> : '—'}</Table.Td>
              {showCompleted ? <Table.Td>{batch.completedAt ? formatDate(batch.completedAt) : '—'}</Table.Td> : null}
              <Table.Td ta="end">{batch.totalEncoded}</Table.Td>
              <Table.Td ta="end">{batch.totalActive}</Table.Td>
              <Table.Td ta="end">{batch.totalDispensed}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" shadow="md" width={200} withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('qrCodes.actions.menu', { name: isolated(batch.name) })}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onView(batch)}>{t('qrCodes.actions.view')}</Menu.Item>
                    <Menu.Item onClick={() => onDownload(batch)}>{t('qrCodes.actions.download')}</Menu.Item>
                    {onDelete ? (
                      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(batch)}>
                        {t('qrCodes.actions.delete')}
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
