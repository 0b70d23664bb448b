import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TUserSummary, TUserType } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  IconSend,
  IconShieldUser,
  IconTrash,
  IconUserCheck,
  IconUserCircle,
  IconUserOff,
  IconUserPlus,
} from '../../../components/icons.tsx';
import { RowActionsMenu, type TRowAction } from '../../../components/row-actions-menu.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { toast } from '../../../lib/toast.ts';
import { useColleagues, useRemoveColleague, useResendColleagueInvitation, useUpdateColleague } from '../api/users-api.ts';
import { useDialog } from '../use-dialog.ts';
import {
  changeListState,
  colleagueActions,
  hasFilters,
  INITIAL_LIST_STATE,
  nextSort,
  toUserListQuery,
  type TColleagueAction,
} from '../user-list.ts';
import { AddColleagueModal } from './add-colleague-modal.tsx';
import { fullName } from './user-cells.tsx';
import { useUserColumns } from './user-columns.tsx';
import { UserListEmpty } from './user-list-states.tsx';
import { UserListToolbar } from './user-list-toolbar.tsx';
import { UsersTable } from './users-table.tsx';

type TConfirmable = { user: TUserSummary; action: 'deactivate' | 'reactivate' | 'remove' };

/**
 * The colleagues of an organisation, managed by its Admin users: add, change user type,
 * deactivate or reactivate, resend an invitation, remove.
 */
export function ColleaguesSection({ viewerId, organisationName }: { viewerId: string; organisationName: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState(INITIAL_LIST_STATE);
  const [toolbarKey, setToolbarKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const confirmation = useDialog<TConfirmable>();
  const colleagues = useColleagues(toUserListQuery(state));
  const update = useUpdateColleague();
  const remove = useRemoveColleague();
  const resend = useResendColleagueInvitation();

  const columns = useUserColumns('colleagues', viewerId);

  const changeUserType = (user: TUserSummary, userType: TUserType) =>
    update.mutate(
      { id: user.id, body: { userType } },
      {
        onSuccess: () => {
          const key = userType === 'Admin' ? 'users.colleagues.madeAdmin' : 'users.colleagues.madeStandard';
          toast.success(t(key, { name: fullName(user) }));
        },
        onError: toastApiError,
      },
    );

  const actionFor = (user: TUserSummary, action: TColleagueAction): TRowAction => {
    switch (action) {
      case 'makeAdmin':
        return {
          key: action,
          label: t('users.actions.makeAdmin'),
          icon: IconShieldUser,
          onSelect: () => changeUserType(user, 'Admin'),
        };
      case 'makeStandard':
        return {
          key: action,
          label: t('users.actions.makeStandard'),
          icon: IconUserCircle,
          onSelect: () => changeUserType(user, 'Standard'),
        };
      case 'deactivate':
      case 'remove':
        return {
          key: action,
          label: t(action === 'remove' ? 'users.actions.remove' : 'users.actions.deactivate'),
          icon: action === 'remove' ? IconTrash : IconUserOff,
          destructive: true,
          onSelect: () => confirmation.open({ user, action }),
        };
      case 'reactivate':
        return {
          key: action,
          label: t('users.actions.reactivate'),
          icon: IconUserCheck,
          onSelect: () => confirmation.open({ user, action }),
        };
      case 'resendInvitation':
        return {
          key: action,
          label: t('users.actions.resendInvitation'),
          icon: IconSend,
          onSelect: () => resend.mutate(user.id, { onSuccess: ({ message }) => toast.success(message), onError: toastApiError }),
        };
    }
  };

  const confirm = () => {
    const pending = confirmation.item;
    if (!pending) return;
    const name = fullName(pending.user);
    const done = (message: string) => {
      toast.success(message);
      confirmation.close();
    };
    const failed = (error: unknown) => {
      toastApiError(error);
      confirmation.close();
    };
    if (pending.action === 'remove') {
      remove.mutate(pending.user.id, {
        onSuccess: () => done(t('users.colleagues.removed', { name })),
        onError: failed,
      });
      return;
    }
    const status = pending.action === 'deactivate' ? 2 : 1;
    update.mutate(
      { id: pending.user.id, body: { status } },
      {
        onSuccess: () => done(t(status === 2 ? 'users.deactivate.done' : 'users.reactivate.done', { name })),
        onError: failed,
      },
    );
  };

  const clearFilters = () => {
    setState((current) => changeListState(current, { search: '', roleId: null, status: null }));
    setToolbarKey((key) => key + 1);
  };

  const pending = confirmation.item;
  const pendingName = pending ? fullName(pending.user) : '';
  const dialog = {
    deactivate: { title: 'users.deactivate.title', body: 'users.deactivate.body', confirm: 'users.actions.deactivate' },
    reactivate: { title: 'users.reactivate.title', body: 'users.reactivate.body', confirm: 'users.actions.reactivate' },
    remove: { title: 'users.colleagues.removeTitle', body: 'users.colleagues.removeBody', confirm: 'users.actions.remove' },
  } as const;
  const texts = dialog[pending?.action ?? 'deactivate'];

  return (
    <section aria-labelledby="colleagues-title">
      <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" align="flex-start" px="lg" pt="lg" pb="md" wrap="nowrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="colleagues-title">
              {t('users.colleagues.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('users.colleagues.subtitle', { organisation: organisationName })}
            </Text>
          </Stack>
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
            {t('users.colleagues.add')}
          </Button>
        </Group>
        <Paper px="lg" pb="md" radius={0} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <UserListToolbar
            key={toolbarKey}
            state={state}
            searchPlaceholder={t('users.colleagues.searchPlaceholder')}
            onChange={(change) => setState((current) => changeListState(current, change))}
          />
        </Paper>
        <UsersTable
          loadFailed={loadFailureOf(colleagues, t('users.list.loadFailed'))}
          caption={t('users.colleagues.title')}
          columns={columns}
          rows={colleagues.data?.items}
          sort={state.sort}
          onSort={(field) => setState((current) => changeListState(current, { sort: nextSort(current.sort, field) }))}
          loading={colleagues.isPending}
          refreshing={colleagues.isPlaceholderData}
          paging={pagingOf(state.page, colleagues.data, (page) => setState((current) => ({ ...current, page })))}
          actions={(user) => (
            <RowActionsMenu
              label={t('users.actions.menu', { name: fullName(user) })}
              actions={colleagueActions(user, viewerId).map((action) => actionFor(user, action))}
            />
          )}
          empty={<UserListEmpty filtered={hasFilters(state)} onClearFilters={clearFilters} />}
        />
      </Paper>
      <AddColleagueModal opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={confirmation.opened}
        title={t(texts.title, { name: pendingName })}
        body={t(texts.body, { name: pendingName })}
        confirmLabel={t(texts.confirm)}
        destructive={pending?.action !== 'reactivate'}
        loading={update.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={confirmation.close}
      />
    </section>
  );
}
