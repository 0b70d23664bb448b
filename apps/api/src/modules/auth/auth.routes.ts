import { ZLoginRequest, ZLoginResponse } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestContext } from '../../lib/request-context.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';
import type { TokenService } from './token.service.ts';

/** Ten attempts a minute per client address on routes that guess at credentials. */
export const CREDENTIAL_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export async function authRoutes(
  app: FastifyInstance,
  { auth, tokens, db }: { auth: AuthService; tokens: TokenService; db: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => auth.login(request.body, requestContext(request, db)),
  );

  api.delete(
    '/auth/logout',
    {
      config: { access: {} },
      schema: { tags: ['auth'], summary: 'Sign out: revokes this session at once', response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), requestContext(request, db));
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
        response: { 201: z.object({ shortToken: z.string(), expireAt: z.iso.datetime() }) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { token, expiresAt } = await tokens.sign(
        { userId: principal.userId, sessionId: principal.sessionId },
        'download',
      );
      return reply.code(201).send({ shortToken: token, expireAt: expiresAt.toISOString() });
    },
  );
}
