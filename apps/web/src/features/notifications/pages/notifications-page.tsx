import { Button, Card, Divider, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type TNotificationQuery, useMarkAllRead, useNotifications } from '../api/notifications-api.ts';
import { EmailPreferencesSection } from '../components/email-preferences.tsx';
import { NotificationItem } from '../components/notification-item.tsx';

const PER_PAGE = 20;

/**
 * /notifications, for every signed-in user: all their notifications newest first (mark read, mark all
 * read, open the object), and the per-kind e-mail switches, since not every role has a settings screen.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.page.title'));
  const [query, setQuery] = useState<TNotificationQuery>({ page: 1, perPage: PER_PAGE, unread: false });
  const list = useNotifications(query);
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title={t('notifications.page.title')}
        description={t('notifications.page.subtitle')}
        actions={
          <Button
            variant="light"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onSuccess: () => toast.success(t('notifications.actions.allMarked')) })}
          >
            {t('notifications.actions.markAllRead')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding={0} component="section" aria-label={t('notifications.list.caption')}>
          <Group justify="space-between" px="md" py="sm">
            <Text fw={600}>{t('notifications.list.caption')}</Text>
            <Switch
              label={t('notifications.list.unreadOnly')}
              checked={query.unread}
              onChange={(event) => setQuery({ page: 1, perPage: PER_PAGE, unread: event.currentTarget.checked })}
            />
          </Group>
          <Divider />
          <Stack gap={0} px="md" aria-busy={list.isFetching}>
            {list.isPending ? (
              <Group justify="center" py="lg">
                <Loader size="sm" />
              </Group>
            ) : list.isError ? (
              <Group py="md" gap="sm">
                <Text size="sm" c="red" role="alert">
                  {t('notifications.list.loadFailed')}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
                  {t('notifications.list.retry')}
                </Button>
              </Group>
            ) : list.data.items.length === 0 ? (
              <Text size="sm" c="dimmed" py="lg">
                {query.unread ? t('notifications.list.emptyUnread') : t('notifications.list.empty')}
              </Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.data.items.map((notification) => (
                  <li key={notification.id} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                    <NotificationItem notification={notification} />
                  </li>
                ))}
              </ul>
            )}
          </Stack>
          {list.data && list.data.total > 0 ? (
            <ListFooter page={query.page} perPage={query.perPage} total={list.data.total} onPage={(page) => setQuery({ ...query, page })} />
          ) : null}
        </Card>
        {/* The user menu links here (#email): not every role has a settings screen. */}
        <div id="email">
          <EmailPreferencesSection />
        </div>
      </Stack>
    </>
  );
}
