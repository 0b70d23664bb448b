import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { TFileReference } from '@opentrace/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../lib/api-error-toast.ts';
import { PROOF_FILE_ACCEPT, useUploadProofs } from '../lib/upload-proofs.ts';
import { AddFilesButton } from './add-files-button.tsx';
import { IconTrash } from './icons.tsx';

type TProofFilesFieldProps = {
  label: string;
  files: TFileReference[];
  /** How many the form takes; the add button goes once they are there. */
  max: number;
  error?: string;
  onChange: (files: TFileReference[]) => void;
};

/** Proofs on a form (a report, a response, a plan, a comment): uploaded as chosen, named by the form once it is sent. */
export function ProofFilesField({ label, files, max, error, onChange }: TProofFilesFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadProofs();
  const resetRef = useRef<() => void>(null);
  const room = max - files.length;

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    upload.mutate(chosen.slice(0, room), {
      onSuccess: (uploaded) => onChange([...files, ...uploaded]),
      onError: toastApiError,
      onSettled: () => resetRef.current?.(),
    });
  };

  return (
    <Input.Wrapper label={label} description={t('proofFiles.hint', { max })} error={error}>
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
              aria-label={t('proofFiles.removeNamed', { name: file.fileName })}
              onClick={() => onChange(files.filter((kept) => kept.blobName !== file.blobName))}
            >
              {t('proofFiles.remove')}
            </Button>
          </Group>
        ))}
        {room > 0 ? (
          <AddFilesButton
            label={t('proofFiles.add')}
            accept={PROOF_FILE_ACCEPT}
            onChange={add}
            uploading={upload.isPending}
            resetRef={resetRef}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
