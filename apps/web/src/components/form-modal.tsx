import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
