import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { can, formatDate, formatDateTime, type TUserSummary } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { useSession } from '../../../lib/use-session.ts';

/** The permission under user management that opens a facility's supplier detail (spec §6). */
const SUPPLIER_DETAIL_PERMISSION = 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT';

export function initialsOf(user: Pick<TUserSummary, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((name) => [...name.trim()][0] ?? '')
    .join('')
    .toUpperCase();
}

export function fullName(user: Pick<TUserSummary, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Avatar, name and e-mail address; the signed-in user's own row is marked. */
export function UserCell({ user, isSelf }: { user: TUserSummary; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar size={36} radius="xl" color="brand" variant="light">
        {initialsOf(user)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate="end">
            {fullName(user)}
          </Text>
          {isSelf ? (
            <Badge size="xs" variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {t('users.list.you')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate="end" title={user.email}>
          <UserText>{user.email}</UserText>
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The role, with the organisation the user belongs to beneath it. A producer's organisation links to its
 * supplier detail (risk, external risk, contacts) for an administrator who may see supplier risk.
 */
export function RoleCell({ user }: { user: TUserSummary }) {
  const roleName = useRoleName();
  const viewer = useSession()?.user;
  const linksToDetail = user.role.type === 'Producer' && viewer !== undefined && can(viewer, SUPPLIER_DETAIL_PERMISSION);
  return (
    <Stack gap={0}>
      <Text size="sm">{roleName(user.role)}</Text>
      {user.organisation && linksToDetail ? (
        <Anchor component={Link} to={`/brand-suppliers/${user.organisation.id}`} size="xs" lineClamp={1}>
          {user.organisation.name}
        </Anchor>
      ) : user.organisation ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {user.organisation.name}
        </Text>
      ) : null}
    </Stack>
  );
}

export function LastSignInCell({ user }: { user: TUserSummary }) {
  const { t } = useTranslation();
  if (!user.lastLoginAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('users.list.never')}
      </Text>
    );
  }
  return (
    <Text size="sm" dir="ltr" span>
      {formatDateTime(user.lastLoginAt)}
    </Text>
  );
}

export function AddedCell({ user }: { user: TUserSummary }) {
  return (
    <Text size="sm" dir="ltr" span>
      {formatDate(user.createdAt)}
    </Text>
  );
}
