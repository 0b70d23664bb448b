import { Group, Stack, TextInput } from '@mantine/core';
import type { TUserSummary } from '@opentrace/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions } from '../../../components/form-modal.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/users-api.ts';
import { usePersonForm } from '../use-person-form.ts';
import { phoneOrNull } from '../user-form.ts';
import { PersonFields } from './person-fields.tsx';

type TEditUserModalProps = { opened: boolean; user: TUserSummary | null; onClose: () => void };

/** An administrator corrects a user's names and phone number; the e-mail and role stay as they are. */
export function EditUserModal({ opened, user, onClose }: TEditUserModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened && user !== null} onClose={onClose} title={t('users.edit.title')}>
      {user ? <EditUserForm key={user.id} user={user} onDone={onClose} /> : null}
    </FormModal>
  );
}

function EditUserForm({ user, onDone }: { user: TUserSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const update = useUpdateUser();
  const form = usePersonForm({ firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    const { firstName, lastName, phoneNumber } = form.values;
    const body = { firstName: firstName.trim(), lastName: lastName.trim(), phoneNumber: phoneOrNull(phoneNumber) };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('users.edit.saved', { name: `${saved.firstName} ${saved.lastName}` }));
          onDone();
        },
        onError: form.showServerErrors,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label={t('users.form.email')} value={user.email} readOnly variant="filled" />
          <TextInput label={t('users.form.role')} value={roleName(user.role)} readOnly variant="filled" />
        </Group>
        <PersonFields values={form.values} errors={form.errors} onChange={form.change} />
        <FormModalActions onCancel={onDone} submitLabel={t('common.saveChanges')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
