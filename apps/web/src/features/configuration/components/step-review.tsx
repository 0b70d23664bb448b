import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconX } from '../../../components/icons.tsx';
import type { TWizardStepSummary } from '../../../lib/wizard.ts';

/** The wizard's steps, each marked finished or not yet. */
export function StepReview({ steps }: { steps: readonly TWizardStepSummary[] }) {
  const { t } = useTranslation();
  return (
    <List spacing="xs" center>
      {steps.map((step) => (
        <List.Item
          key={step.number}
          icon={
            <ThemeIcon color={step.finished ? 'teal' : 'gray'} size={22} radius="xl">
              {step.finished ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
          }
        >
          {step.title}
          <Text span size="xs" c="dimmed" ms="xs">
            {step.finished ? t('configuration.configure.finished') : t('configuration.configure.notFinished')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
