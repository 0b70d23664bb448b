import { Stack, Text } from '@mantine/core';
import type { TDeadLetter } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useRetryDeadLetter } from '../api/jobs-api.ts';

type TRetryDeadLetterDialogProps = {
  opened: boolean;
  /** Kept while the dialog fades out, so its text does not flash empty. */
  deadLetter: TDeadLetter | null;
  onClose: () => void;
};

/**
 * Asks before sending a dead letter back to the queue: the work runs again (an e-mail is sent again).
 * A refusal shows the server's reason (already retried, or the same work already waiting).
 */
export function RetryDeadLetterDialog({ opened, deadLetter, onClose }: TRetryDeadLetterDialogProps) {
  const { t } = useTranslation();
  const retry = useRetryDeadLetter();
  const summary = deadLetter?.summary ?? '';

  const confirm = () => {
    if (!deadLetter) return;
    retry.mutate(deadLetter.id, {
      onSuccess: () => {
        toast.success(t('jobs.retry.done'));
        onClose();
      },
      onError: (error) => {
        toastApiError(error);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('jobs.retry.title')}
      body={
        <Stack gap="xs">
          <Text size="sm">{t('jobs.retry.body')}</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            <UserText>{summary}</UserText>
          </Text>
        </Stack>
      }
      confirmLabel={t('jobs.retry.confirm')}
      loading={retry.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
