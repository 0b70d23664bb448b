import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import type { AccessCache } from '../../lib/access-cache.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

export interface UsersModuleOptions {
  db: Database;
  clock: Clock;
  mail: MailSettings;
  accessCache: AccessCache;
}

/** Wires users (the signed-in user, invitations, colleagues, API users) into the API scope. */
export async function usersModule(api: FastifyInstance, { db, clock, mail, accessCache }: UsersModuleOptions) {
  await api.register(usersRoutes, { users: new UsersService(db, clock, mail), cache: accessCache });
}
