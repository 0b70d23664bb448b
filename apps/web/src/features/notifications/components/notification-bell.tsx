import { ActionIcon, Anchor, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkAllRead, useNotifications, useUnreadCount } from '../api/notifications-api.ts';
import { badgeText } from '../model/notification-view.ts';
import { IconBell } from './bell-icon.tsx';
import { NotificationItem } from './notification-item.tsx';

/** The bell shows the newest few; the page has them all. */
const BELL_PAGE = { page: 1, perPage: 8, unread: false };

/**
 * The header's bell: the unread count as a badge (and in the button's name, for screen readers),
 * re-read every minute and on focus; opening it lists the newest notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(false);
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  const list = useNotifications(BELL_PAGE, { enabled: opened });
  const markAll = useMarkAllRead();
  const badge = badgeText(unread);
  const label = unread > 0 ? t('notifications.bell.label', { count: unread }) : t('notifications.bell.labelNone');

  return (
    // The badge wraps the whole popover so that the popover's target, which receives its aria attributes, is the button.
    <Indicator label={badge} disabled={badge === null} size={18} offset={4} color="red" inline>
      <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-end" width={380} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={toggle}>
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('notifications.bell.title')} role="dialog">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t('notifications.bell.title')}</Text>
            {unread > 0 ? (
              <Button variant="subtle" size="compact-sm" loading={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.actions.markAllRead')}
              </Button>
            ) : null}
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={400}>
            {list.isPending ? (
              <Group justify="center" py="md">
                <Loader size="sm" />
              </Group>
            ) : list.isError ? (
              <Text size="sm" c="red" py="sm" role="alert">
                {t('notifications.list.loadFailed')}
              </Text>
            ) : list.data.items.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                {t('notifications.bell.empty')}
              </Text>
            ) : (
              <Stack gap={0}>
                {list.data.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={close} />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Divider mb="xs" />
          <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
            {t('notifications.bell.viewAll')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
