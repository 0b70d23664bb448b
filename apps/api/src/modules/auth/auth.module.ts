import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import type { JobQueue } from '../jobs/index.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { InvitationService } from './invitation.service.ts';
import { definePasswordResetJob } from './password-reset.job.ts';
import { PasswordService } from './password.service.ts';
import type { TokenService } from './token.service.ts';

export interface AuthModuleOptions {
  db: Database;
  clock: Clock;
  config: AppConfig;
  mail: MailSettings;
  tokens: TokenService;
  jobs: JobQueue;
}

/** Wires sign-in, sessions, password resets and invitation acceptance into the API scope. */
export async function authModule(api: FastifyInstance, { db, clock, config, mail, tokens, jobs }: AuthModuleOptions) {
  const passwords = new PasswordService(db, clock, mail);
  definePasswordResetJob(jobs, (request) => passwords.sendResetLink(request));
  await api.register(authRoutes, {
    auth: new AuthService(db, tokens, clock, config.auth),
    passwords,
    invitations: new InvitationService(db, clock, mail),
    tokens,
    credentialAttemptsPerMinute: config.authRateLimitPerMinute,
  });
}
