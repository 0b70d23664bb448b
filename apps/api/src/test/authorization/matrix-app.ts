import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { TEST_SUPER_ADMIN } from '../test-database.ts';
import { AUTHORIZATION_MATRIX, type TCaller, type TRule } from './index.ts';

export const SIGNED_IN: TCaller[] = ['superAdmin', 'administrator', 'producer', 'brand', 'assessor', 'apiUser'];
const EMAILS: Record<Exclude<TCaller, 'anonymous' | 'expired'>, string> = {
  superAdmin: TEST_SUPER_ADMIN.email,
  administrator: 'admin@demo.opentrace.local',
  producer: 'ginner@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  assessor: 'auditor@demo.opentrace.local',
  apiUser: 'api@demo.opentrace.local',
};

/** Routes that end the caller's session or account: checked on an app of their own, so they disturb no other check. */
export const ENDS_SESSION = new Set(['DELETE /auth/logout', 'DELETE /api/users/me']);
export const ALL_ROUTES = AUTHORIZATION_MATRIX.flatMap((fragment) => Object.keys(fragment.routes));

export interface AuthorizationMatrixApp {
  t: TestApp;
  /** Which of `routes` let a caller past or stop them otherwise than the matrix says. */
  mismatches(routes: [string, TRule][]): Promise<string[]>;
  close(): Promise<void>;
}

function allowed(rule: TRule, caller: TCaller): boolean {
  if (rule === 'public') return true;
  if (caller === 'anonymous' || caller === 'expired') return false;
  return rule === 'signedIn' || rule.includes(caller);
}

/**
 * A client address of its own per route and caller, so no rate limit carries over between them; the route's
 * index spans two octets, as there are more routes than one octet holds.
 */
const addressOf = (routeIndex: number, callerIndex: number) =>
  `10.${77 + Math.floor(routeIndex / 256)}.${routeIndex % 256}.${callerIndex + 1}`;

const concrete = (path: string) =>
  path
    .replace('{blobName}', '00000000-0000-4000-8000-000000000000.pdf')
    .replace('{token}', 'not-a-real-token')
    .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

export async function startAuthorizationMatrixApp(): Promise<AuthorizationMatrixApp> {
  const t = await createTestApp();
  // Product activities refuse producers who have not saved their profile, which is not what the matrix is about.
  await t.database.db.update(users).set({ updatedProfileAt: new Date() }).where(eq(users.email, EMAILS.producer));
  const expiredToken = await t.tokenFor(EMAILS.producer);
  /** One session per caller serves every route that leaves sessions alone; minting one per request made the matrix slow. */
  const tokens = new Map<TCaller, string>();
  for (const caller of SIGNED_IN) tokens.set(caller, await t.tokenFor(EMAILS[caller as keyof typeof EMAILS]));

  async function tokenOf(caller: TCaller, route: string): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'expired') return expiredToken;
    return ENDS_SESSION.has(route) ? t.tokenFor(EMAILS[caller as keyof typeof EMAILS]) : tokens.get(caller);
  }

  async function mismatches(routes: [string, TRule][]): Promise<string[]> {
    const failures: string[] = [];
    for (const [route, rule] of routes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const [index, caller] of (['anonymous', 'expired', ...SIGNED_IN] as TCaller[]).entries()) {
        const token = await tokenOf(caller, route);
        t.clock.set(new Date());
        if (caller === 'expired') t.clock.advance(20 * 60_000);
        const response = await t.app.inject({
          method: method as 'GET',
          url: concrete(path),
          remoteAddress: addressOf(ALL_ROUTES.indexOf(route), index),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        t.clock.set(new Date());
        const passed = response.statusCode !== 401 && response.statusCode !== 403;
        if (passed !== allowed(rule, caller)) failures.push(`${route} as ${caller}: ${response.statusCode}`);
      }
    }
    return failures;
  }

  return { t, mismatches, close: () => t.close() };
}
