import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for everything, CORS only for the origins an operator lists, and no caching
 * of API answers (they carry personal and grievance data).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the API docs set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Language'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.routeOptions.config.access !== undefined) reply.header('cache-control', 'no-store');
  });
});
