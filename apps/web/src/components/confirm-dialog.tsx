import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Red for actions that take something away (deactivate, remove, delete). */
  destructive?: boolean;
  loading?: boolean;
  /**
   * For irreversible actions: the exact text (e.g. the account's e-mail) the user must type before
   * the confirm button unlocks; compared without case or surrounding spaces.
   */
  typeToConfirm?: { text: string; label: string };
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action the user might regret; the cancel button has the focus, not the action. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { t } = useTranslation();
  const { opened, title, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* The modal unmounts its content once closed, so a typed confirmation never survives to the next opening. */}
      <ConfirmDialogBody {...props} />
    </Modal>
  );
}

function ConfirmDialogBody({
  body,
  confirmLabel,
  destructive = false,
  loading = false,
  typeToConfirm,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const unlocked = !typeToConfirm || typed.trim().toLocaleLowerCase() === typeToConfirm.text.trim().toLocaleLowerCase();

  return (
    <Stack gap="lg">
      {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
      {typeToConfirm ? (
        <TextInput
          label={typeToConfirm.label}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color={destructive ? 'red' : undefined} disabled={!unlocked} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
