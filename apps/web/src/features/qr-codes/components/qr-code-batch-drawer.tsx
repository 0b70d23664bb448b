import { Alert, Button, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatQrCode, type TQrCodeBatch } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text.tsx';
import { isolated } from '../../../lib/bidi.ts';
import { useQrCodeBatch } from '../api/qr-codes-api.ts';
import { QrCodeStatusBadge } from './qr-code-status-badge.tsx';

type TQrCodeBatchDrawerProps = {
  batchId: string | null;
  onClose: () => void;
  onDownload: (batch: Pick<TQrCodeBatch, 'id' | 'name'>) => void;
  onDownloadLabels: (batch: Pick<TQrCodeBatch, 'id' | 'name'>) => void;
};

/** A batch's codes as printed on the labels ("xxx xxx xxx"), each with its status. */
export function QrCodeBatchDrawer({ batchId, onClose, onDownload, onDownloadLabels }: TQrCodeBatchDrawerProps) {
  const { t } = useTranslation();
  const batch = useQrCodeBatch(batchId);
  const detail = batch.data;

  return (
    <Drawer
      opened={batchId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={detail ? t('qrCodes.detail.title', { name: isolated(detail.name) }) : t('qrCodes.detail.loadingTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {batch.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('qrCodes.detail.loadingTitle')} />
        </Center>
      ) : batch.isError || !detail ? (
        <Alert color="red">{t('qrCodes.detail.loadError')}</Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text size="sm">
                {t('qrCodes.detail.created', { date: formatDate(detail.createdAt), creator: isolated(detail.creatorName ?? '—') })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('qrCodes.detail.counts', {
                  quantity: detail.quantity,
                  encoded: detail.totalEncoded,
                  active: detail.totalActive,
                  dispensed: detail.totalDispensed,
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button onClick={() => onDownloadLabels(detail)}>{t('qrCodes.actions.labels')}</Button>
              <Button variant="default" onClick={() => onDownload(detail)}>
                {t('qrCodes.actions.download')}
              </Button>
            </Group>
          </Group>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('qrCodes.detail.caption', { name: isolated(detail.name) })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('qrCodes.detail.code')}</Table.Th>
                <Table.Th>{t('qrCodes.detail.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.codes.map(({ code, status }) => (
                <Table.Tr key={code}>
                  <Table.Td ff="monospace">
                    <UserText>{formatQrCode(code)}</UserText>
                  </Table.Td>
                  <Table.Td>
                    <QrCodeStatusBadge status={status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
