import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './web-app.ts';

const PAGE_POLICY = {
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
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: PAGE_POLICY },
  crossOriginEmbedderPolicy: false,
};

/**
 * Over plain HTTP (a trial on the office network), HSTS and `upgrade-insecure-requests` would make
 * the browser fetch every asset over an HTTPS nobody serves: a blank page.
 */
const PLAIN_HTTP_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { ...PAGE_POLICY, upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
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
 * its type or read it from another origin, and HTTPS stays enforced where the page's headers enforce it.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

function headerSets(helmetOptions: HelmetOptions): { document: Record<string, string>; data: Record<string, string> } {
  const document = securityHeaders(helmetOptions);
  return { document, data: apiHeaders(document) };
}

/**
 * Security headers for everything (a page's full set, or the API set for API routes), CORS only
 * for the origins an operator lists, and no caching of API answers (they carry personal and
 * grievance data). HTTPS is enforced only where the app is served over it: a `PUBLIC_URL` with
 * https, or a request a trusted proxy says came over https (Fastify's `protocol` honours
 * TRUST_PROXY).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[]; publicUrl: string }) => {
  const secure = headerSets(HELMET_OPTIONS);
  const plain = headerSets(PLAIN_HTTP_HELMET_OPTIONS);
  const alwaysHttps = new URL(options.publicUrl).protocol === 'https:';
  app.addHook('onRequest', (request, reply, done) => {
    const headers = alwaysHttps || request.protocol === 'https' ? secure : plain;
    // API routes declare who may call them; pages, the API documentation and unknown URLs do not.
    reply.headers(request.routeOptions.config.access === undefined ? headers.document : headers.data);
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
    // An unknown API path's 404 is an API answer too: no proxy or browser may keep it.
    const apiAnswer = request.routeOptions.config.access !== undefined || (request.is404 && isApiPath(request.url));
    if (apiAnswer) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
