import { formatDateTime, type TNotification } from '@opentrace/domain';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead } from '../api/notifications-api.ts';
import { isUnread, notificationTextKey, textParams } from '../model/notification-view.ts';

/** The notification's sentence in the reader's language. */
export function useNotificationText() {
  const { t } = useTranslation();
  return (notification: TNotification): string => {
    const key = notificationTextKey(notification.kind);
    return key ? t(key, textParams(notification)) : t('notifications.menu');
  };
}

type TNotificationItemProps = {
  notification: TNotification;
  /** Called once the reader follows the link (the bell closes its popover). */
  onOpen?: () => void;
};

/**
 * One notification: its text (a link to the object when the reader has a screen for it), when it
 * happened, and "mark read" while unread. Following the link marks it read too.
 */
export function NotificationItem({ notification, onOpen }: TNotificationItemProps) {
  const { t } = useTranslation();
  const textOf = useNotificationText();
  const markRead = useMarkRead();
  const unread = isUnread(notification);
  const text = textOf(notification);
  const open = () => {
    if (unread) markRead.mutate(notification.id);
    onOpen?.();
  };

  return (
    <Group align="flex-start" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{ borderRadius: '50%', flex: 'none', background: unread ? 'var(--mantine-color-brand-6)' : 'transparent' }}
          aria-hidden="true"
        />
        <Stack gap={2}>
          {notification.path ? (
            <Anchor component={Link} to={notification.path} onClick={open} size="sm" fw={unread ? 600 : 400}>
              {text}
            </Anchor>
          ) : (
            <Text size="sm" fw={unread ? 600 : 400}>
              {text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {unread ? `${t('notifications.list.unread')} · ` : ''}
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          </Text>
        </Stack>
      </Group>
      {unread ? (
        <Button
          variant="subtle"
          size="compact-xs"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
          aria-label={t('notifications.actions.markReadOf', { text })}
        >
          {t('notifications.actions.markRead')}
        </Button>
      ) : null}
    </Group>
  );
}
