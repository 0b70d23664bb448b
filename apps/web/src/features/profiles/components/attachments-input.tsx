import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { MAX_PROFILE_ATTACHMENTS, UPLOAD_PURPOSES, type TProfileAttachments } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadAttachments } from '../api/facilities-api.ts';
import { AddFilesButton } from '../../../components/add-files-button.tsx';

const ACCEPT = UPLOAD_PURPOSES.attachment
  .map((kind) => (kind === 'xlsx' || kind === 'xls' || kind === 'pdf' ? `.${kind}` : `image/${kind}`))
  .join(',');

type TAttachmentsInputProps = {
  label: string;
  required: boolean;
  files: TProfileAttachments;
  error?: string;
  onChange(files: TProfileAttachments): void;
};

/** An ATTACHMENTS attribute: files uploaded at once, listed with a remove button each. */
export function AttachmentsInput({ label, required, files, error, onChange }: TAttachmentsInputProps) {
  const { t } = useTranslation();
  const upload = useUploadAttachments();
  const room = MAX_PROFILE_ATTACHMENTS - files.length;

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    upload.mutate(chosen.slice(0, room), {
      onSuccess: (uploaded) => onChange([...files, ...uploaded]),
      onError: (failure) => toast.error(errorMessage(failure, t('errors.generic'))),
    });
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description={t('facilityProfile.attachments.hint', { max: MAX_PROFILE_ATTACHMENTS })}
    >
      <Stack gap={6} mt={6}>
        {files.map((file) => (
          <Group key={file.blobName} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange(files.filter((kept) => kept.blobName !== file.blobName))}
            >
              {t('facilityProfile.attachments.remove')}
            </Button>
          </Group>
        ))}
        {room > 0 ? (
          <AddFilesButton label={t('facilityProfile.attachments.add')} accept={ACCEPT} onChange={add} uploading={upload.isPending} />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
