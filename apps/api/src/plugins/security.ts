import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * helmet's headers depend on its options only, never on the request: work them out once instead
 * of running its middleware (and re-parsing the policy) for every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * An API answer is data, never a document a browser renders, so it needs the headers of the
 * OWASP REST Security Cheat Sheet rather than a page's: nothing may load from it, frame it, sniff
 * its type or read it from another origin, and HTTPS stays enforced.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * Security headers for everything (a page's full set, or the API set for API routes), CORS only
 * for the origins an operator lists, and no caching of API answers (they carry personal and
 * grievance data).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  const documentHeaders = securityHeaders(HELMET_OPTIONS);
  const dataHeaders = apiHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    // API routes declare who may call them; pages, the API documentation and unknown URLs do not.
    reply.headers(request.routeOptions.config.access === undefined ? documentHeaders : dataHeaders);
    done();
  });
  // Without listed origins only the app's own pages call the API: no CORS work per request.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: false,
      allowedHeaders: ['Authorization', 'Content-Type', 'Language'],
      exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
    });
  }
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.routeOptions.config.access !== undefined) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
