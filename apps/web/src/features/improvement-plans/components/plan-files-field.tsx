import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { TFileReference } from '@opentrace/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFilesButton } from '../../../components/add-files-button.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useUploadPlanFiles } from '../api/improvement-plans-api.ts';

/** Evidence is a proof: png, jpeg or pdf, as the API accepts for plans. */
export const PLAN_FILE_ACCEPT = 'image/png,image/jpeg,.pdf';

type TPlanFilesFieldProps = {
  label: string;
  files: TFileReference[];
  max: number;
  error?: string;
  onChange: (files: TFileReference[]) => void;
};

/** Files uploaded as they are chosen and named by the form once it is sent. */
export function PlanFilesField({ label, files, max, error, onChange }: TPlanFilesFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadPlanFiles();
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
    <Input.Wrapper label={label} description={t('improvementPlans.files.hint', { max })} error={error}>
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
              aria-label={t('improvementPlans.files.removeNamed', { name: file.fileName })}
              onClick={() => onChange(files.filter((kept) => kept.blobName !== file.blobName))}
            >
              {t('improvementPlans.files.remove')}
            </Button>
          </Group>
        ))}
        {room > 0 ? (
          <AddFilesButton
            label={t('improvementPlans.files.add')}
            accept={PLAN_FILE_ACCEPT}
            onChange={add}
            uploading={upload.isPending}
            resetRef={resetRef}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
