import { Button, Paper } from '@mantine/core';
import type { TUserSummary } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconPencil, IconSend, IconUserCheck, IconUserOff, IconUserPlus } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RowActionsMenu, type TRowAction } from '../../../components/row-actions-menu.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { useRoles } from '../../../lib/roles-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useResendInvitation, useSetUserStatus, useUsers } from '../api/users-api.ts';
import { EditUserModal } from '../components/edit-user-modal.tsx';
import { InviteUserModal } from '../components/invite-user-modal.tsx';
import { fullName } from '../components/user-cells.tsx';
import { useUserColumns } from '../components/user-columns.tsx';
import { UserListEmpty } from '../components/user-list-states.tsx';
import { UserListToolbar } from '../components/user-list-toolbar.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { invitableRoles } from '../invite-form.ts';
import { useDialog } from '../use-dialog.ts';
import { changeListState, hasFilters, INITIAL_LIST_STATE, nextSort, toUserListQuery, userActions, type TUserAction } from '../user-list.ts';

type TStatusChange = { user: TUserSummary; status: 1 | 2 };

/**
 * /user-management (administrators) and /super-admin-user-management: every user of the platform,
 * searchable, filterable and sortable, with invitations, edits and (de)activation.
 */
export function UserManagementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.management.pageTitle'));
  const viewer = useSession()?.user;
  const [state, setState] = useState(INITIAL_LIST_STATE);
  const [toolbarKey, setToolbarKey] = useState(0);
  const [inviting, setInviting] = useState(false);
  const editing = useDialog<TUserSummary>();
  const statusChange = useDialog<TStatusChange>();

  const roles = useRoles();
  const users = useUsers(toUserListQuery(state));
  const setStatus = useSetUserStatus();
  const resend = useResendInvitation();

  const allRoles = roles.data ?? [];
  const viewerIsSuperAdmin = viewer?.role.code === 'SUPER_ADMIN';
  const protectedRoleIds = new Set(allRoles.filter((role) => role.code === 'SUPER_ADMIN').map((role) => role.id));

  const columns = useUserColumns('platform', viewer?.id);

  const resendInvitation = (user: TUserSummary) =>
    resend.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: toastApiError,
    });

  const actionFor = (user: TUserSummary, action: TUserAction): TRowAction => {
    switch (action) {
      case 'edit':
        return { key: action, label: t('users.actions.edit'), icon: IconPencil, onSelect: () => editing.open(user) };
      case 'deactivate':
        return {
          key: action,
          label: t('users.actions.deactivate'),
          icon: IconUserOff,
          destructive: true,
          onSelect: () => statusChange.open({ user, status: 2 }),
        };
      case 'reactivate':
        return {
          key: action,
          label: t('users.actions.reactivate'),
          icon: IconUserCheck,
          onSelect: () => statusChange.open({ user, status: 1 }),
        };
      case 'resendInvitation':
        return {
          key: action,
          label: t('users.actions.resendInvitation'),
          icon: IconSend,
          onSelect: () => resendInvitation(user),
        };
    }
  };

  const confirmStatusChange = () => {
    if (!statusChange.item) return;
    const { user, status } = statusChange.item;
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () => {
          toast.success(t(status === 2 ? 'users.deactivate.done' : 'users.reactivate.done', { name: fullName(user) }));
          statusChange.close();
        },
        onError: (error) => {
          toastApiError(error);
          statusChange.close();
        },
      },
    );
  };

  const clearFilters = () => {
    setState((current) => changeListState(current, { search: '', roleId: null, status: null }));
    setToolbarKey((key) => key + 1);
  };

  const deactivating = statusChange.item?.status === 2;
  const changingName = statusChange.item ? fullName(statusChange.item.user) : '';

  return (
    <>
      <PageHeader
        title={t('users.management.title')}
        description={t('users.management.subtitle')}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)} disabled={!roles.data}>
            {t('users.management.invite')}
          </Button>
        }
      />
      <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
        <Paper px="md" py="sm" radius={0} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <UserListToolbar
            key={toolbarKey}
            state={state}
            roles={allRoles}
            searchPlaceholder={t('users.list.searchPlaceholder')}
            onChange={(change) => setState((current) => changeListState(current, change))}
          />
        </Paper>
        <UsersTable
          loadFailed={loadFailureOf(users, t('users.list.loadFailed'))}
          caption={t('users.management.tableCaption')}
          columns={columns}
          rows={users.data?.items}
          sort={state.sort}
          onSort={(field) => setState((current) => changeListState(current, { sort: nextSort(current.sort, field) }))}
          loading={users.isPending}
          refreshing={users.isPlaceholderData}
          paging={pagingOf(state.page, users.data, (page) => setState((current) => ({ ...current, page })))}
          actions={(user) => (
            <RowActionsMenu
              label={t('users.actions.menu', { name: fullName(user) })}
              actions={userActions(user, { id: viewer?.id ?? '', protectedRoleIds, isSuperAdmin: viewerIsSuperAdmin }).map((action) =>
                actionFor(user, action),
              )}
            />
          )}
          empty={<UserListEmpty filtered={hasFilters(state)} onClearFilters={clearFilters} />}
        />
      </Paper>

      <InviteUserModal opened={inviting} roles={invitableRoles(allRoles, viewerIsSuperAdmin)} onClose={() => setInviting(false)} />
      <EditUserModal opened={editing.opened} user={editing.item} onClose={editing.close} />
      <ConfirmDialog
        opened={statusChange.opened}
        title={t(deactivating ? 'users.deactivate.title' : 'users.reactivate.title', { name: changingName })}
        body={t(deactivating ? 'users.deactivate.body' : 'users.reactivate.body', { name: changingName })}
        confirmLabel={t(deactivating ? 'users.actions.deactivate' : 'users.actions.reactivate')}
        destructive={deactivating}
        loading={setStatus.isPending}
        onConfirm={confirmStatusChange}
        onClose={statusChange.close}
      />
    </>
  );
}
