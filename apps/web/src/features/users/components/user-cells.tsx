import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, type TUserSummary } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';

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

/** The role, with the organisation the user belongs to beneath it. */
export function RoleCell({ user }: { user: TUserSummary }) {
  const roleName = useRoleName();
  return (
    <Stack gap={0}>
      <Text size="sm">{roleName(user.role)}</Text>
      {user.organisation ? (
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
