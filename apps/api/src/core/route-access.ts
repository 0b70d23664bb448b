import type { TRoleType } from '@opentrace/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { Principal } from './principal.ts';

/**
 * What a route needs. Every API route must say it: `public`, or the permissions (any one of
 * them suffices), role types and role codes that may call it, checked in that order.
 */
export type RouteAccess =
  | 'public'
  | {
      permissions?: string[];
      roleTypes?: TRoleType[];
      roleCodes?: string[];
      /** Accept `?shortToken=` from POST /auth/short-token, for downloads opened in a new tab. */
      allowShortToken?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of a route that is not public; the auth hook has already vouched for them. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}
