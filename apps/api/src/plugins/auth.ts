import { can, USER_STATUS } from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { AppError } from '../core/app-error.ts';
import type { Clock } from '../core/clock.ts';
import { recordAudit } from '../modules/audit-log/index.ts';
import type { AccessCache } from '../lib/access-cache.ts';
import { findPrincipal, type TokenService } from '../modules/auth/index.ts';
import type { Principal } from '../core/principal.ts';
import type { RouteAccess } from '../core/route-access.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

function shortToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.shortToken === 'string' ? query.shortToken : undefined;
}

export interface AuthPluginOptions {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  cache: AccessCache;
}

async function resolvePrincipal(
  request: FastifyRequest,
  { db, tokens, clock, cache }: AuthPluginOptions,
  allowShortToken: boolean,
): Promise<Principal> {
  const bearer = bearerToken(request);
  const download = allowShortToken && !bearer ? shortToken(request) : undefined;
  const token = bearer ?? download;
  if (!token) throw new AppError('UNAUTHORIZED');
  const check = await tokens.verify(token, bearer ? 'access' : 'download');
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
  const { userId, sessionId } = check.claims;
  const principal = await cache.get(
    `principal:${userId}:${sessionId}`,
    () => findPrincipal(db, userId, sessionId, clock.now()),
    (found) => found.sessionExpiresAt,
  );
  if (!principal || principal.status !== USER_STATUS.ACTIVE) throw new AppError('UNAUTHORIZED');
  return principal;
}

export function isAllowed(principal: Principal, access: Exclude<RouteAccess, 'public'>): boolean {
  if (access.permissions?.length && !access.permissions.some((action) => can(principal, action))) return false;
  if (access.roleTypes?.length && !access.roleTypes.includes(principal.role.type)) return false;
  if (access.roleCodes?.length && !access.roleCodes.includes(principal.role.code ?? '')) return false;
  return true;
}

/**
 * Deny by default: a route registered without `config.access` stops the app from starting, and
 * every request is authenticated and authorised before its body is even validated.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('principal', null);

  async function authorise(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    if (access === 'public') {
      if (bearerToken(request)) request.principal = await resolvePrincipal(request, options, false).catch(() => null);
      return;
    }
    const principal = await resolvePrincipal(request, options, access.allowShortToken ?? false);
    request.principal = principal;
    if (!isAllowed(principal, access)) {
      await recordAudit(options.db, request, {
        action: 'permission.denied',
        targetType: 'route',
        targetId: `${request.method} ${request.routeOptions.url}`,
      });
      throw new AppError('FORBIDDEN');
    }
  }

  // A route-level hook placed after those already attached (the rate limiter's), so even
  // unauthenticated floods are counted and limited.
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, authorise];
  });
});
