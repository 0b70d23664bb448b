import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from './icons.tsx';

type TFormModalProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/**
 * A centred modal holding one form. The modal unmounts its content once closed: every opening starts
 * with an empty form.
 */
export function FormModal({ opened, onClose, title, children }: TFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {children}
    </Modal>
  );
}

type TFormModalActionsProps = { onCancel: () => void; submitLabel: string; submitting: boolean };

/** Cancel and the form's submit button, at the foot of a form modal. */
export function FormModalActions({ onCancel, submitLabel, submitting }: TFormModalActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** What the server refused that belongs to no single field, above the form's actions; nothing when there is none. */
export function FormModalProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
      <Stack gap={4}>
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
