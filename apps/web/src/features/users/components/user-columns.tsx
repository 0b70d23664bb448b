import { Badge } from '@mantine/core';
import type { TUserType } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { AddedCell, LastSignInCell, RoleCell, UserCell } from './user-cells.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import type { TUserColumn } from './users-table.tsx';

function UserTypeBadge({ userType }: { userType: TUserType | null }) {
  const { t } = useTranslation();
  if (!userType) return null;
  const admin = userType === 'Admin';
  return (
    <Badge variant={admin ? 'light' : 'outline'} color={admin ? 'brand' : 'gray'} radius="sm" tt="none">
      {t(admin ? 'users.userTypes.admin' : 'users.userTypes.standard')}
    </Badge>
  );
}

/**
 * The columns of a user list. Platform users show their role and organisation; colleagues share
 * both, so their list shows the user type instead.
 */
export function useUserColumns(kind: 'platform' | 'colleagues', viewerId: string | undefined): TUserColumn[] {
  const { t } = useTranslation();
  const middle: TUserColumn =
    kind === 'platform'
      ? { id: 'role', header: t('users.columns.role'), render: (user) => <RoleCell user={user} /> }
      : {
          id: 'userType',
          header: t('users.columns.userType'),
          width: 120,
          render: (user) => <UserTypeBadge userType={user.userType} />,
        };
  return [
    {
      id: 'user',
      header: t('users.columns.user'),
      sortField: 'firstName',
      render: (user) => <UserCell user={user} isSelf={user.id === viewerId} />,
    },
    middle,
    {
      id: 'status',
      header: t('users.columns.status'),
      sortField: 'status',
      width: 130,
      render: (user) => <UserStatusBadge status={user.status} />,
    },
    {
      id: 'lastSignIn',
      header: t('users.columns.lastSignIn'),
      sortField: 'lastLoginAt',
      width: 160,
      render: (user) => <LastSignInCell user={user} />,
    },
    {
      id: 'added',
      header: t('users.columns.added'),
      sortField: 'createdAt',
      width: 120,
      render: (user) => <AddedCell user={user} />,
    },
  ];
}
