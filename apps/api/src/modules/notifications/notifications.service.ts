import {
  NOTIFICATION_KINDS,
  type TNotification,
  type TNotificationListQuery,
  type TNotificationPage,
  type TNotificationPreferences,
  type TNotificationPreferencesInput,
  type TNotificationsMarked,
  type TNotificationUnreadCount,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { Database } from '../../db/client.ts';
import { notificationsPolicy } from './notifications.policy.ts';
import {
  countUnread,
  findEmailPreferences,
  findNotificationById,
  findNotificationPage,
  markAllRead,
  markRead,
  saveEmailPreferences,
} from './notifications.repository.ts';
import { toNotification } from './notifications.view.ts';

/** The caller's own notifications: list, unread count, mark read, and e-mail on or off per kind. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal, query: TNotificationListQuery): Promise<TNotificationPage> {
    await notificationsPolicy.authorize(principal, 'useOwnNotifications', null);
    const [{ rows, total }, unread] = await Promise.all([
      findNotificationPage(this.db, principal.userId, query),
      countUnread(this.db, principal.userId),
    ]);
    return {
      items: rows.map((row) => toNotification(row, principal.role.type)),
      total,
      page: query.page,
      perPage: query.perPage,
      unread,
    };
  }

  async unreadCount(principal: Principal): Promise<TNotificationUnreadCount> {
    await notificationsPolicy.authorize(principal, 'useOwnNotifications', null);
    return { unread: await countUnread(this.db, principal.userId) };
  }

  async markRead(principal: Principal, id: string): Promise<TNotification> {
    const found = await findNotificationById(this.db, id);
    if (!found) throw new AppError('NOT_FOUND', { messageKey: 'notifications.notFound' });
    await notificationsPolicy.authorize(principal, 'readNotification', found);
    const row = await markRead(this.db, principal.userId, id, this.clock.now());
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'notifications.notFound' });
    return toNotification(row, principal.role.type);
  }

  async markAllRead(principal: Principal): Promise<TNotificationsMarked> {
    await notificationsPolicy.authorize(principal, 'useOwnNotifications', null);
    const marked = await markAllRead(this.db, principal.userId, this.clock.now());
    return { marked, unread: 0 };
  }

  async preferences(principal: Principal): Promise<TNotificationPreferences> {
    await notificationsPolicy.authorize(principal, 'useOwnNotifications', null);
    const saved = await findEmailPreferences(this.db, principal.userId);
    return {
      email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, saved.get(kind) ?? true])) as TNotificationPreferences['email'],
    };
  }

  async savePreferences(principal: Principal, input: TNotificationPreferencesInput): Promise<TNotificationPreferences> {
    await notificationsPolicy.authorize(principal, 'useOwnNotifications', null);
    const choices = NOTIFICATION_KINDS.flatMap((kind) => {
      const email = input.email[kind];
      return email === undefined ? [] : [{ kind, email }];
    });
    await saveEmailPreferences(this.db, principal.userId, choices, this.clock.now());
    return this.preferences(principal);
  }
}
