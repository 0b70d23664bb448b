import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { redactUrl } from '../lib/logger.ts';

/**
 * One line per request, written when it is answered: method, address, status and time, with the
 * request id that the client also sees. (Fastify's own request logging writes two lines.)
 */
export const accessLogPlugin = fp(async (app: FastifyInstance, { logger }: { logger: Logger }) => {
  app.addHook('onResponse', (request, reply, done) => {
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          reqId: request.id,
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
          remoteAddress: request.ip,
        },
        'request completed',
      );
    }
    done();
  });
});
