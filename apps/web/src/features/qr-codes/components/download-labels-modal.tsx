import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { TQrCodeBatch, TQrLabelContent } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolated } from '../../../lib/bidi.ts';
import type { TLabelsFormat } from '../api/qr-codes-api.ts';
import { useDownloadLabels } from '../use-download-labels.ts';

type TDownloadLabelsModalProps = {
  /** The batch whose labels to print; the modal is closed while there is none. */
  batch: Pick<TQrCodeBatch, 'id' | 'name'> | null;
  onClose: () => void;
};

const FORMATS: readonly TLabelsFormat[] = ['zip', 'label', 'a4'];
const CONTENTS: readonly TQrLabelContent[] = ['code', 'link'];

/** Printed labels of a batch: which file, which labels, and what each QR carries. */
export function DownloadLabelsModal({ batch, onClose }: TDownloadLabelsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={batch !== null}
      onClose={onClose}
      title={t('qrCodes.labels.title', { name: isolated(batch?.name ?? '') })}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Unmounted when closed: each opening starts from the defaults. */}
      {batch ? <DownloadLabelsForm batch={batch} onClose={onClose} /> : null}
    </Modal>
  );
}

function DownloadLabelsForm({ batch, onClose }: { batch: Pick<TQrCodeBatch, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const { download, pending } = useDownloadLabels();
  const [format, setFormat] = useState<TLabelsFormat>('zip');
  const [content, setContent] = useState<TQrLabelContent>('code');
  const [assignedOnly, setAssignedOnly] = useState(false);

  const submit = async () => {
    if (await download(batch, { format, content, assignedOnly })) onClose();
  };

  return (
    <Stack gap="md">
      <Radio.Group label={t('qrCodes.labels.format')} value={format} onChange={(value) => setFormat(value as TLabelsFormat)}>
        <Stack gap="xs" mt="xs">
          {FORMATS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`qrCodes.labels.formats.${value}`)}
              description={t(`qrCodes.labels.formatHints.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t('qrCodes.labels.content')} value={content} onChange={(value) => setContent(value as TQrLabelContent)}>
        <Stack gap="xs" mt="xs">
          {CONTENTS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`qrCodes.labels.contents.${value}`)}
              description={t(`qrCodes.labels.contentHints.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('qrCodes.labels.assignedOnly')}
        description={t('qrCodes.labels.assignedOnlyHint')}
        checked={assignedOnly}
        onChange={(event) => setAssignedOnly(event.currentTarget.checked)}
      />
      {pending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('qrCodes.labels.printing')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={pending} onClick={() => void submit()}>
          {t('qrCodes.labels.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
