import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.ts';
import type { TokenService } from './token.service.ts';

export async function authRoutes(app: FastifyInstance, { tokens }: { tokens: TokenService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
