import { Alert, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { CONFIGURE_STEP } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconCheck, IconWarning, IconX } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { TWizardStepProps } from '../../../lib/wizard.ts';
import { useConfigureSystem } from '../api/configuration-api.ts';

/** Step 8: review what is finished, then configure the system after a last warning. */
export default function ConfigureStep({ locked, steps }: TWizardStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configure = useConfigureSystem();
  const [confirming, setConfirming] = useState(false);
  const review = steps.filter((step) => step.number !== CONFIGURE_STEP);

  const confirm = () =>
    configure.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        toast.success(t('configuration.configure.done'));
        await navigate('/super-admin-user-management', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('errors.generic')));
      },
    });

  return (
    <Stack gap="lg" maw={760}>
      <Text size="sm">{t('configuration.configure.review')}</Text>
      <List spacing="xs" center>
        {review.map((step) => {
          const done = step.finished;
          return (
            <List.Item
              key={step.number}
              icon={
                <ThemeIcon color={done ? 'teal' : 'gray'} size={22} radius="xl">
                  {done ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
              }
            >
              {step.title}
              <Text span size="xs" c="dimmed" ms="xs">
                {done ? t('configuration.configure.finished') : t('configuration.configure.notFinished')}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <Alert color="orange" icon={<IconWarning size={18} />} title={t('configuration.configure.warningTitle')}>
        {t('configuration.configure.warning')}
      </Alert>
      {locked ? null : (
        <Button color="orange" onClick={() => setConfirming(true)} maw={260}>
          {t('configuration.configure.action')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('configuration.configure.confirmTitle')}
        body={t('configuration.configure.confirmBody')}
        confirmLabel={t('configuration.configure.action')}
        loading={configure.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
