import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to the API; everything else that is a GET for HTML is a web-app route. */
export const API_PREFIXES = ['/api', '/auth', '/roles', '/permissions', '/partners', '/facilities', '/brokers', '/z/', '/locations'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * A GET or HEAD for the web app itself (its page or one of its files): HEAD too, so uptime checks
 * see the site up. API routes declare their access; these never touch the database.
 */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config.access === undefined && !isApiPath(request.url)
  );
}

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year;
 * index.html never, so a new release is picked up on the next visit.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; browsers get the smallest they accept.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's default would override it.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('webAppIndex', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    webAppIndex?: boolean;
  }
}
