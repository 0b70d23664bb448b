import { pathsWithNulCharacter, translateMessage } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error.ts';

const PARTS = [
  { prefix: 'params', read: (request: { params: unknown }) => request.params },
  { prefix: 'query', read: (request: { query: unknown }) => request.query },
  { prefix: '', read: (request: { body: unknown }) => request.body },
] as const;

/**
 * Refuses the NUL character in path parameters, query strings and JSON bodies of every API route,
 * before validation: PostgreSQL stores no NUL in text or jsonb, and one place here covers the
 * hundreds of string fields in the shared schemas. Each offending field gets its own error. Pages
 * and files of the web app never reach the database, so they are left alone.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.access === undefined) return done();
    const fields = PARTS.flatMap(({ prefix, read }) =>
      pathsWithNulCharacter(read(request)).map((relative) => {
        const path = [prefix, relative].filter(Boolean).join('.') || 'body';
        const field =
          path
            .split('.')
            .filter((part) => !/^\d+$/.test(part))
            .pop() ?? 'value';
        return { path, message: translateMessage(request.language, 'validation.nulCharacter', { field }) };
      }),
    );
    done(fields.length > 0 ? AppError.validation(fields) : undefined);
  });
});
