import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TRole } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRole } from '../api/role-setup-api.ts';

/** Asks before deleting: the role's supply-chain node and attributes go with it (DOMAIN.md §1.1). */
export function DeleteRoleDialog({ role, onClose }: { role: TRole; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  const confirm = () =>
    remove.mutate(role.id, {
      onSuccess: () => {
        toast.success(t('roleSetup.delete.done', { name: role.name }));
        onClose();
      },
      onError: toastApiError,
    });
  return (
    <Modal opened onClose={onClose} title={t('roleSetup.delete.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('roleSetup.delete.warning', { name: role.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('roleSetup.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
