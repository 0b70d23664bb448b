import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZInvitation,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZResetPasswordRequest,
  ZShortToken,
  ZSignUpRequest,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { principalOf } from '../../core/route-access.ts';
import type { AuthService } from './auth.service.ts';
import type { InvitationService } from './invitation.service.ts';
import type { PasswordService } from './password.service.ts';
import type { TokenService } from './token.service.ts';

const MINUTE = 60_000;

/** The account a public credential form is about: the e-mail it was sent. */
function emailInBody(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/** The signed-in account, for forms that guess at the current password (change password). */
function signedInAccount(request: FastifyRequest): string {
  return `user:${principalOf(request).userId}`;
}

/**
 * Routes that guess at credentials get `perMinute` attempts per client address (the rate-limit
 * plugin) and as many per account whatever the address, so a botnet guessing one person's
 * password is slowed as much as a single machine.
 */
function perAccountLimit(app: FastifyInstance, perMinute: number, accountOf: (request: FastifyRequest) => string | null) {
  return async (request: FastifyRequest) => {
    const account = accountOf(request);
    if (account === null) return;
    const key = `${request.routeOptions.url}:${account}`;
    const { count, resetInMs } = await app.accountAttempts.hit(key, MINUTE, Date.now());
    if (count > perMinute) {
      throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) } });
    }
  };
}

export async function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    passwords: PasswordService;
    invitations: InvitationService;
    tokens: TokenService;
    credentialAttemptsPerMinute: number;
  },
) {
  const { auth, passwords, invitations, tokens } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const credentialLimit = { max: deps.credentialAttemptsPerMinute, timeWindow: MINUTE };
  const accountLimit = perAccountLimit(app, deps.credentialAttemptsPerMinute, emailInBody);
  const signedInAccountLimit = perAccountLimit(app, deps.credentialAttemptsPerMinute, signedInAccount);

  api.post(
    '/auth/refresh',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and the next refresh token',
        security: [],
        body: ZRefreshRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken, request.ctx),
  );

  api.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: credentialLimit },
      preHandler: accountLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset link valid 15 minutes (same answer whether or not the e-mail exists)',
        security: [],
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await passwords.requestReset(request.body.email, request.ctx);
      return { message: request.t('auth.resetSent') };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: credentialLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; 410 when the link expired or was used',
        security: [],
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await passwords.reset(request.body.token, request.body.password, request.ctx);
      return { message: request.t('auth.resetDone') };
    },
  );

  api.get(
    '/auth/invite/:token',
    {
      config: { access: 'public', rateLimit: credentialLimit },
      schema: {
        tags: ['auth'],
        summary: 'Who an invitation is for; 410 when it expired or was used',
        security: [],
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ZInvitation },
      },
    },
    async (request) => invitations.describe(request.params.token),
  );

  api.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: credentialLimit },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: set the password and activate the account',
        security: [],
        body: ZSignUpRequest,
        response: { 201: ZMessageResponse },
      },
    },
    async (request, reply) => {
      await invitations.signUp(request.body.token, request.body.password, request.ctx);
      return reply.code(201).send({ message: request.t('auth.signedUp') });
    },
  );

  api.put(
    '/api/users/change-password',
    {
      config: { access: {}, rateLimit: credentialLimit },
      preHandler: signedInAccountLimit,
      schema: {
        tags: ['users'],
        summary: "Change one's own password (the current one is required; the new one must differ)",
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await passwords.change(principalOf(request), oldPassword, newPassword, request.ctx);
      return { message: request.t('auth.passwordChanged') };
    },
  );

  api.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: credentialLimit },
      preHandler: accountLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => auth.login(request.body, request.ctx),
  );

  api.delete(
    '/auth/logout',
    {
      config: { access: {} },
      schema: { tags: ['auth'], summary: 'Sign out: revokes this session at once', response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), request.ctx);
      return reply.code(204).send();
    },
  );

  api.post(
    '/auth/short-token',
    {
      config: { access: {} },
      schema: {
        tags: ['auth'],
        summary: 'A 5-minute token for opening a download in a new tab (?shortToken=)',
        response: { 201: ZShortToken },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { token, expiresAt } = await tokens.sign({ userId: principal.userId, sessionId: principal.sessionId }, 'download');
      return reply.code(201).send({ shortToken: token, expireAt: expiresAt.toISOString() });
    },
  );
}
