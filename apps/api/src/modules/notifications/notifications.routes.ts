import {
  ZNotification,
  ZNotificationId,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationPreferences,
  ZNotificationPreferencesInput,
  ZNotificationsMarked,
  ZNotificationUnreadCount,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Every signed-in user has a bell: their own notifications only. */
const SIGNED_IN: RouteAccess = {};

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

/** The caller's notifications and e-mail choices, under /api/notifications. */
export async function notificationsRoutes(app: FastifyInstance, { notifications }: NotificationsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = { access: SIGNED_IN };

  api.get(
    '/api/notifications',
    {
      config,
      schema: {
        tags,
        summary: "The caller's notifications, newest first, 20 a page (`unread=true`: only unread ones), with the unread count",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage },
      },
    },
    async (request) => notifications.list(principalOf(request), request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    {
      config,
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (the bell's badge)",
        response: { 200: ZNotificationUnreadCount },
      },
    },
    async (request) => notifications.unreadCount(principalOf(request)),
  );

  api.post(
    '/api/notifications/read-all',
    {
      config,
      schema: {
        tags,
        summary: "Mark every one of the caller's notifications read",
        response: { 200: ZNotificationsMarked },
      },
    },
    async (request) => notifications.markAllRead(principalOf(request)),
  );

  api.get(
    '/api/notifications/preferences',
    {
      config,
      schema: {
        tags,
        summary: 'Which kinds of notification the caller also gets by e-mail (every kind unless turned off)',
        response: { 200: ZNotificationPreferences },
      },
    },
    async (request) => notifications.preferences(principalOf(request)),
  );

  api.put(
    '/api/notifications/preferences',
    {
      config,
      schema: {
        tags,
        summary: 'Turn e-mail on or off per kind of notification; kinds not named keep their setting',
        body: ZNotificationPreferencesInput,
        response: { 200: ZNotificationPreferences },
      },
    },
    async (request) => notifications.savePreferences(principalOf(request), request.body),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      config,
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read (another user's answers 404)",
        params: ZNotificationId,
        response: { 200: ZNotification },
      },
    },
    async (request) => notifications.markRead(principalOf(request), request.params.id),
  );
}
