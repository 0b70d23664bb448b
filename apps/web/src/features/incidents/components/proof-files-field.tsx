import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { MAX_INCIDENT_FILES, type TFileReference } from '@opentrace/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFilesButton } from '../../../components/add-files-button.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadProofs } from '../api/incidents-api.ts';

/** Proofs a report or response carries: png, jpeg or pdf (the platform's proof rule), up to five. */
const ACCEPT = 'image/png,image/jpeg,.pdf';

type TProofFilesFieldProps = {
  label: string;
  files: TFileReference[];
  error?: string;
  onChange: (files: TFileReference[]) => void;
};

export function ProofFilesField({ label, files, error, onChange }: TProofFilesFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadProofs();
  const resetRef = useRef<() => void>(null);
  const room = MAX_INCIDENT_FILES - files.length;

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    upload.mutate(chosen.slice(0, room), {
      onSuccess: (uploaded) => onChange([...files, ...uploaded]),
      onError: (failure) => toast.error(errorMessage(failure, t('errors.generic'))),
      onSettled: () => resetRef.current?.(),
    });
  };

  return (
    <Input.Wrapper label={label} description={t('incidents.files.hint', { max: MAX_INCIDENT_FILES })} error={error}>
      <Stack gap={6} mt={6}>
        {files.map((file) => (
          <Group key={file.blobName} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{file.fileName}</bdi>
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              aria-label={t('incidents.files.removeNamed', { name: file.fileName })}
              onClick={() => onChange(files.filter((kept) => kept.blobName !== file.blobName))}
            >
              {t('incidents.files.remove')}
            </Button>
          </Group>
        ))}
        {room > 0 ? (
          <AddFilesButton
            label={t('incidents.files.add')}
            accept={ACCEPT}
            onChange={add}
            uploading={upload.isPending}
            resetRef={resetRef}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
