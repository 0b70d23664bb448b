import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { formatFileSize, MAX_DOCUMENTS_PER_FIELD } from '@opentrace/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useUploadDocuments } from '../api/product-activities-api.ts';
import { acceptFor, screenFiles, type TDocumentPurpose, type TUploadedDocument } from '../documents.ts';
import { AddFilesButton } from '../../../components/add-files-button.tsx';

type TDocumentsFieldProps = {
  label: string;
  purpose: TDocumentPurpose;
  required: boolean;
  value: readonly TUploadedDocument[];
  error?: string;
  onChange(files: TUploadedDocument[]): void;
};

/**
 * Files for an activity (proofs, invoices, packing lists) or an ATTACHMENTS answer: uploaded as soon
 * as they are chosen, listed with their size and a remove button. Files the server would refuse
 * (over 10 MB, another kind, one too many) are named here and not sent.
 */
export function DocumentsField({ label, purpose, required, value: files, error, onChange }: TDocumentsFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadDocuments(purpose);
  const resetRef = useRef<() => void>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const room = MAX_DOCUMENTS_PER_FIELD - files.length;

  const add = (chosen: File[]) => {
    resetRef.current?.();
    const screened = screenFiles(chosen, purpose, room);
    setRefusals(
      screened.refused.map(({ file, problem }) =>
        t(`productActivities.documents.${problem}`, { name: file.name, max: MAX_DOCUMENTS_PER_FIELD }),
      ),
    );
    if (screened.accepted.length === 0) return;
    upload.mutate(screened.accepted, { onSuccess: (uploaded) => onChange([...files, ...uploaded]), onError: toastApiError });
  };

  return (
    <Input.Wrapper
      // Named as a group so its "Add files" button is told apart from the other upload fields'.
      role="group"
      aria-label={label}
      label={label}
      required={required}
      error={error}
      description={t(`productActivities.documents.hint.${purpose}`, { max: MAX_DOCUMENTS_PER_FIELD })}
    >
      <Stack gap={6} mt={6}>
        {files.map((file) => (
          <Group key={file.blobName} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            {file.size !== null ? (
              <Text size="xs" c="dimmed" dir="ltr" style={{ flexShrink: 0 }}>
                {formatFileSize(file.size)}
              </Text>
            ) : null}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              aria-label={t('productActivities.documents.removeNamed', { name: file.name })}
              onClick={() => onChange(files.filter((kept) => kept.blobName !== file.blobName))}
            >
              {t('productActivities.documents.remove')}
            </Button>
          </Group>
        ))}
        {refusals.map((refusal) => (
          <Text key={refusal} size="sm" c="red" role="alert">
            {refusal}
          </Text>
        ))}
        {room > 0 ? (
          <AddFilesButton
            label={t('productActivities.documents.add')}
            accept={acceptFor(purpose)}
            onChange={add}
            uploading={upload.isPending}
            resetRef={resetRef}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
