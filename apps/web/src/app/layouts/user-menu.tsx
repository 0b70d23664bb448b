import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconChevronDown, IconLogout } from '../../components/icons.tsx';
import { useSignOut } from '../../features/auth/api/auth-api.ts';
import { IconBell, NOTIFICATION_SETTINGS_PATH } from '../../features/notifications/index.ts';
import { useRoleName } from '../../lib/roles-api.ts';
import type { TSignedInUser } from '../../lib/session.ts';

function initialsOf(user: TSignedInUser): string {
  return [user.firstName, user.lastName]
    .map((name) => [...name.trim()][0] ?? '')
    .join('')
    .toUpperCase();
}

export function UserMenu({ user }: { user: TSignedInUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const roleName = useRoleName();
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu', { name })} px="xs" py={4}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initialsOf(user)}
            </Avatar>
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleName(user.role)}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('user.signedInAs')}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item leftSection={<IconBell size={16} />} onClick={() => navigate(NOTIFICATION_SETTINGS_PATH)}>
          {t('notifications.settingsLink')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} className="flip-rtl" />}
          onClick={() => {
            signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) });
          }}
        >
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
