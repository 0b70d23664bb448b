import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { configureNotificationMail } from './notify.ts';

export interface NotificationsModuleOptions {
  db: Database;
  clock: Clock;
  mail: MailSettings;
}

/** Wires the caller's notifications (list, unread count, mark read, e-mail choices) into the API scope. */
export async function notificationsModule(api: FastifyInstance, { db, clock, mail }: NotificationsModuleOptions) {
  configureNotificationMail(mail);
  await api.register(notificationsRoutes, { notifications: new NotificationsService(db, clock) });
}
