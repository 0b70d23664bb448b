import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconWarning } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/users-api.ts';

/**
 * Deleting one's own account, behind a dialog that asks for the account's e-mail. On success the
 * session ends here too and the user lands on sign-in; refusals (super administrator, last
 * administrator) come back as the server's message.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: ({ message }) => {
        // signOut clears the session before it returns, so sign-in no longer sends the user home.
        void signOut();
        navigate('/sign-in', { replace: true });
        toast.success(message);
      },
      onError: (error) => {
        setConfirming(false);
        toastApiError(error);
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }} maw={720}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon color="red" variant="light" size={40} radius="md">
          <IconWarning size={22} />
        </ThemeIcon>
        <Stack gap="xs" flex={1}>
          <Title order={2} fz="lg">
            {t('account.danger.deleteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.danger.deleteBody')}
          </Text>
          <Group mt="xs">
            <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
              {t('account.danger.deleteButton')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('account.danger.dialogTitle')}
        body={t('account.danger.dialogBody')}
        confirmLabel={t('account.danger.confirm')}
        destructive
        loading={deleteAccount.isPending}
        typeToConfirm={{ text: email, label: t('account.danger.typeEmail', { email }) }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
