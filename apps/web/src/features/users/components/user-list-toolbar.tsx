import { Group, Select } from '@mantine/core';
import { ROLE_TYPES, USER_STATUS, type TRole, type TUserStatus } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { statusName, type TUserListState } from '../user-list.ts';
import { roleTypeLabelKey } from '../role-type-label.ts';
import { SearchField } from '../../../components/search-field.tsx';

type TUserListToolbarProps = {
  state: TUserListState;
  onChange: (change: Partial<Omit<TUserListState, 'page'>>) => void;
  /** The role filter is offered when roles are given (platform users; colleagues share one role). */
  roles?: readonly TRole[];
  searchPlaceholder: string;
};

const STATUSES: readonly TUserStatus[] = [USER_STATUS.ACTIVE, USER_STATUS.INVITED, USER_STATUS.DEACTIVATED];

/** Search (debounced), role and status filters above a user list. */
export function UserListToolbar({ state, onChange, roles, searchPlaceholder }: TUserListToolbarProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();

  const roleOptions = roles
    ? ROLE_TYPES.map((type) => ({
        group: t(roleTypeLabelKey(type)),
        items: roles.filter((role) => role.type === type).map((role) => ({ value: role.id, label: roleName(role) })),
      })).filter((group) => group.items.length > 0)
    : [];

  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <SearchField
        flex={1}
        maw={420}
        label={t('users.list.searchLabel')}
        placeholder={searchPlaceholder}
        initialValue={state.search}
        onSearch={(value) => onChange({ search: value })}
      />
      {roles ? (
        <Select
          w={220}
          label={t('users.list.roleFilter')}
          placeholder={t('users.list.allRoles')}
          data={roleOptions}
          value={state.roleId}
          clearable
          searchable
          nothingFoundMessage={t('users.list.noRoleFound')}
          clearButtonProps={{ 'aria-label': t('users.list.clearRole') }}
          onChange={(roleId) => onChange({ roleId })}
        />
      ) : null}
      <Select
        w={180}
        label={t('users.list.statusFilter')}
        placeholder={t('users.list.allStatuses')}
        data={STATUSES.map((status) => ({ value: String(status), label: t(`users.status.${statusName(status)}`) }))}
        value={state.status === null ? null : String(state.status)}
        clearable
        clearButtonProps={{ 'aria-label': t('users.list.clearStatus') }}
        onChange={(status) => onChange({ status: status === null ? null : (Number(status) as TUserStatus) })}
      />
    </Group>
  );
}
