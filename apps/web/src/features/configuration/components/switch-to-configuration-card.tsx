import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconWarning } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSwitchToConfiguration } from '../api/configuration-api.ts';

/** Super-admin settings: reopen the configuration wizard on a live system, after the spec's warning. */
export function SwitchToConfigurationCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reopen = useSwitchToConfiguration();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    reopen.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        await navigate('/configuration', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('errors.generic')));
      },
    });

  return (
    <Stack gap="sm" maw={640}>
      <Alert color="orange" icon={<IconWarning size={18} />} title={t('configuration.switch.warningTitle')}>
        {t('configuration.switch.warning')}
      </Alert>
      <Text size="sm" c="dimmed">
        {t('configuration.switch.description')}
      </Text>
      <Button color="orange" variant="light" onClick={() => setConfirming(true)} maw={280}>
        {t('configuration.switch.action')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('configuration.switch.confirmTitle')}
        body={t('configuration.switch.warning')}
        confirmLabel={t('configuration.switch.action')}
        destructive
        loading={reopen.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
