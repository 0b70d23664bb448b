import { Alert, Button, Stack, Text } from '@mantine/core';
import { CONFIGURE_STEP } from '@opentrace/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconWarning } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { TWizardStepProps } from '../../../lib/wizard.ts';
import { useConfigureSystem } from '../api/configuration-api.ts';
import { StepReview } from '../components/step-review.tsx';
import { configureReadiness } from '../wizard-progress.ts';

type TConfigureStepProps = TWizardStepProps & {
  /** What to settle before configuring (translations, seasons, facility groups), composed by the app shell. */
  preparation?: ReactNode;
};

/** Step 8: review what is finished, then configure the system after a last warning. */
export default function ConfigureStep({ locked, steps, preparation }: TConfigureStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const configure = useConfigureSystem();
  const [confirming, setConfirming] = useState(false);
  const { ready, unfinished } = configureReadiness(steps);

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
    <Stack gap="lg" maw={960}>
      {preparation}
      <Text size="sm">{t('configuration.configure.review')}</Text>
      <StepReview steps={steps.filter((step) => step.number !== CONFIGURE_STEP)} />
      <Alert color="orange" icon={<IconWarning size={18} />} title={t('configuration.configure.warningTitle')}>
        {t('configuration.configure.warning')}
      </Alert>
      {locked ? null : (
        <Stack gap="xs" align="flex-start">
          <Button
            color="orange"
            disabled={!ready}
            aria-describedby={ready ? undefined : 'configure-blocked'}
            onClick={() => setConfirming(true)}
          >
            {t('configuration.configure.action')}
          </Button>
          {ready ? null : (
            <Text id="configure-blocked" size="sm" c="dimmed">
              {t('configuration.configure.unfinished', {
                steps: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unfinished.map((step) => step.title)),
              })}
            </Text>
          )}
        </Stack>
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
