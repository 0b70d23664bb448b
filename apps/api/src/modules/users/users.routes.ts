import { ZSessionUser } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { loadSessionUser } from './session-user.ts';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/me',
    {
      config: { access: {} },
      schema: { tags: ['users'], summary: 'The signed-in user, with role, facility and permissions', response: { 200: ZSessionUser } },
    },
    async (request) => loadSessionUser(db, principalOf(request).userId),
  );
}
