import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../test/test-database.ts';

type Caller = 'anonymous' | 'expired' | 'superAdmin' | 'administrator' | 'producer' | 'brand' | 'assessor' | 'apiUser';
type Rule = 'public' | 'signedIn' | Caller[];
const SIGNED_IN: Caller[] = ['superAdmin', 'administrator', 'producer', 'brand', 'assessor', 'apiUser'];
const EMAILS: Record<Exclude<Caller, 'anonymous' | 'expired'>, string> = {
  superAdmin: TEST_SUPER_ADMIN.email,
  administrator: 'admin@demo.opentrace.local',
  producer: 'ginner@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  assessor: 'auditor@demo.opentrace.local',
  apiUser: 'api@demo.opentrace.local',
};

/**
 * Who gets past the guard of each route, by module. `public`: everyone; `signedIn`: any live
 * session; otherwise the callers listed. Every route the app registers must appear here.
 */
const MATRIX: Record<string, Record<string, Rule>> = {
  auth: {
    'GET /api/health': 'public',
    'POST /auth/login': 'public',
    'POST /auth/refresh': 'public',
    'POST /auth/forgot-password': 'public',
    'POST /auth/reset-password': 'public',
    'GET /auth/invite/{token}': 'public',
    'POST /auth/signup': 'public',
    'DELETE /auth/logout': 'signedIn',
    'POST /auth/short-token': 'signedIn',
  },
  users: {
    'PUT /api/users/change-password': 'signedIn',
    'GET /api/users/me': 'signedIn',
    'PUT /api/users': 'signedIn',
    'DELETE /api/users/me': 'signedIn',
    'GET /api/users': ['superAdmin', 'administrator'],
    'POST /api/users/invite': ['superAdmin', 'administrator'],
    'PUT /api/users/{id}': ['superAdmin', 'administrator'],
    'PATCH /api/users/{id}/status': ['superAdmin', 'administrator'],
    'POST /api/users/{id}/resend-invitation': ['superAdmin', 'administrator'],
    'GET /api/organisation/users': ['producer', 'brand', 'assessor'],
    'POST /api/organisation/users': ['producer', 'brand', 'assessor'],
    'PATCH /api/organisation/users/{id}': ['producer', 'brand', 'assessor'],
    'DELETE /api/organisation/users/{id}': ['producer', 'brand', 'assessor'],
    'POST /api/organisation/users/{id}/resend-invitation': ['producer', 'brand', 'assessor'],
  },
  roles: {
    'GET /permissions': 'signedIn',
    'GET /roles': 'signedIn',
    'GET /roles/administrator-completes-profile': 'signedIn',
    'GET /api/roles/icons': 'signedIn',
    'POST /api/roles': ['superAdmin'],
    'PUT /api/roles/{id}': ['superAdmin'],
    'DELETE /api/roles/{id}': ['superAdmin'],
  },
  files: {
    'POST /api/upload/files': 'signedIn',
    'GET /api/files/{blobName}': 'signedIn',
  },
  configuration: {
    'GET /api/business-details': 'signedIn',
    'PUT /api/business-details': ['superAdmin'],
    'POST /api/business-details/completed-steps': ['superAdmin'],
    'GET /api/business-details/gps-status': 'signedIn',
    'GET /api/business-details/selected-commodities': 'signedIn',
    'POST /api/business-details/configuration-systems': ['superAdmin'],
    'POST /api/business-details/switch-to-configuration': ['superAdmin'],
    'GET /api/app-logo': 'public',
    'GET /api/app-logo/file': 'public',
    'GET /api/risk-assessment-method': 'signedIn',
    'PUT /api/risk-assessment-method': ['superAdmin'],
  },
  products: {
    'GET /api/commodities': 'signedIn',
    'GET /api/attributes': 'signedIn',
    'POST /api/attributes': ['superAdmin'],
    'PUT /api/attributes/{id}': ['superAdmin'],
    'DELETE /api/attributes/{id}': ['superAdmin'],
    'GET /api/attributes/translations': 'signedIn',
    'PUT /api/attributes/translations': ['superAdmin'],
    'GET /api/product-definitions': 'signedIn',
    'GET /api/product-definitions/translations': 'signedIn',
    'PUT /api/product-definitions/translations': ['superAdmin'],
    'GET /api/product-definitions/{id}': 'signedIn',
    'POST /api/product-definitions': ['superAdmin'],
    'PUT /api/product-definitions/{id}': ['superAdmin'],
    'DELETE /api/product-definitions/{id}': ['superAdmin'],
  },
  indicators: {
    'GET /api/indicator-list': 'signedIn',
    'POST /api/indicator-list/validate': ['superAdmin'],
    'POST /api/indicator-list/import': ['superAdmin'],
    'GET /api/indicator-list/icons': 'signedIn',
    'GET /api/indicator-list/template': 'signedIn',
    'GET /api/indicator-list/translations': 'signedIn',
    'PUT /api/indicator-list/translations': ['superAdmin'],
    'PATCH /api/indicator-list/{id}': ['superAdmin'],
    'DELETE /api/indicator-list/{id}': ['superAdmin'],
    'GET /api/external-risk-indicators': 'signedIn',
    'POST /api/external-risk-indicators': ['superAdmin'],
    'PUT /api/external-risk-indicators/{id}': ['superAdmin'],
    'DELETE /api/external-risk-indicators/{id}': ['superAdmin'],
    'GET /api/country-risks': 'signedIn',
    'POST /api/country-risks/import': ['superAdmin'],
    'PUT /api/country-risks/{countryCode}': ['superAdmin'],
    'DELETE /api/country-risks/{countryCode}': ['superAdmin'],
    'GET /api/product-risk-listings': 'signedIn',
    'POST /api/product-risk-listings/ilab': ['superAdmin'],
  },
  saq: {
    'GET /api/saqs': 'signedIn',
    'GET /api/saqs/{roleId}': ['superAdmin', 'administrator'],
    'GET /api/saqs/{roleId}/template': 'signedIn',
    'POST /api/saqs/{roleId}/validate': ['superAdmin'],
    'POST /api/saqs/{roleId}/import': ['superAdmin'],
    'GET /api/saqs/{roleId}/translations': 'signedIn',
    'PUT /api/saqs/{roleId}/translations': ['superAdmin'],
    'PUT /api/saqs/{roleId}/facility-group-template': ['superAdmin'],
    'GET /api/saqs/{roleId}/facility-group-template': 'signedIn',
  },
  'supply-chain': {
    'GET /api/supply-chain-nodes': 'signedIn',
    'POST /api/supply-chain-nodes/chains': ['superAdmin'],
    'POST /api/supply-chain-nodes/lines': ['superAdmin'],
    'GET /api/supply-chain-nodes/deletion-impacts': 'signedIn',
    'DELETE /api/supply-chain-nodes/lines/{id}': ['superAdmin'],
    'DELETE /api/supply-chain-nodes/{roleId}': ['superAdmin'],
    'POST /api/supply-chain-nodes/{roleId}/update-impacts': 'signedIn',
    'PUT /api/supply-chain-nodes/{roleId}/outputs': ['superAdmin'],
    'PUT /api/supply-chain-nodes/positions': ['superAdmin'],
    'POST /api/calculated-fields/validate': 'signedIn',
    'POST /api/calculated-fields': ['superAdmin'],
    'PUT /api/calculated-fields/{id}': ['superAdmin'],
    'DELETE /api/calculated-fields/{id}': ['superAdmin'],
  },
  'role-setup': {
    'GET /api/roles/attribute-translations': ['superAdmin'],
    'PUT /api/roles/attribute-translations': ['superAdmin'],
  },
  'configuration-bundle': {
    'GET /api/configuration/export': ['superAdmin'],
    'POST /api/configuration/import': ['superAdmin'],
  },
  lookups: {
    'GET /z/certifications': 'signedIn',
    'GET /facilities/certifications': 'signedIn',
    'GET /facilities/farm-certifications': 'signedIn',
    'GET /facilities/chain-of-custody': 'signedIn',
    'GET /locations/countries': 'signedIn',
    'GET /locations/all-countries': 'signedIn',
    'GET /locations/provinces': 'signedIn',
    'GET /locations/districts': 'signedIn',
    'GET /api/business-details/address': 'signedIn',
  },
  identifiers: {
    'POST /facilities/identifier-systems/check-oarId': ['administrator', 'producer'],
    'POST /facilities/identifier-systems/search-oarIds': ['administrator', 'producer'],
    'POST /facilities/identifier-systems/register-oarIds': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/oar-ids/confirm-match': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/oar-ids/reject-match': ['administrator', 'producer'],
    'GET /facilities/identifier-systems/rmi-cid': ['administrator', 'producer'],
    'POST /api/rmi-facilities/import': ['superAdmin'],
  },
  partners: {
    'GET /partners/roles': ['producer'],
    'GET /partners/search/facilities': ['producer'],
    'GET /partners/search/transporters': ['producer'],
    'GET /partners/search/brokers': ['producer'],
    'GET /partners/search/broker-partners': ['producer'],
    'GET /brokers/invitable-partners': ['producer'],
    'GET /partners/all': ['producer'],
    'POST /partners/': ['producer'],
    'POST /partners/invite': ['producer'],
    'POST /partners/invite/transporters': ['producer'],
    'POST /partners/invite/brokers': ['producer'],
    'DELETE /partners/{id}': ['producer'],
    'GET /facilities/{id}/business-partner': ['producer'],
    'GET /api/partners/sellers': ['producer'],
    'GET /api/partners/purchasers': ['producer'],
    'GET /api/partners/transporters': ['producer'],
  },
  profiles: {
    'GET /api/facilities/me': ['producer', 'assessor'],
    'GET /api/brands/profile': ['brand'],
    'PUT /api/brands/profile': ['brand'],
  },
  'self-assessments': {
    'GET /api/self-assessments/me': ['producer'],
    'POST /api/self-assessments/answers': ['producer'],
  },
  'facility-groups': {
    'GET /api/facility-groups': ['administrator'],
    'GET /api/facility-groups/template': ['administrator'],
    'POST /api/facility-groups/validate-import-template': ['administrator'],
    'POST /api/facility-groups/import-data': ['administrator'],
    'GET /api/facility-groups/{id}': ['administrator'],
    'GET /api/facility-groups/{id}/farms/{farmId}/answers': ['administrator'],
    'GET /api/facility-groups/{id}/template': ['administrator'],
    'PUT /api/facility-groups/{id}/import-data': ['administrator'],
    'DELETE /api/facility-groups/{id}': ['administrator'],
  },
  'activities: trade': {
    'GET /api/events/purchases/products/{id}': ['producer'],
    'GET /api/events/purchases/required-sellers': ['producer'],
    'GET /api/product-definitions/purchased-product-definitions': ['producer'],
    'POST /api/events/purchases': ['producer'],
    'GET /api/events/sells/products/{id}': ['producer'],
    'POST /api/events/sells': ['producer'],
    'GET /api/events/transports/products/{id}': ['producer'],
    'POST /api/events/transports': ['producer'],
  },
  'activities: transformations': {
    'GET /api/events/assign-products/definitions': ['producer'],
    'GET /api/events/assign-products/products/{id}': ['producer'],
    'POST /api/events/assign-products': ['producer'],
    'GET /api/events/record-by-product/stock': ['producer'],
    'POST /api/events/record-by-product': ['producer'],
  },
  'activities: overview': {
    'GET /api/histories': ['producer'],
    'GET /api/histories/download-documents': ['producer'],
    'GET /api/histories/date-ranges': ['producer'],
    'GET /api/histories/season-start-time': ['producer'],
    'GET /api/calculations/mass-balance': ['producer'],
    // The matrix's producer is the ginner, which may not see margins of error (VIEW_MARGIN_OF_ERROR).
    'GET /api/calculations/margin-of-error': [],
    'GET /api/calculations': [],
  },
  'qr codes': {
    'POST /api/qr-code-batches': ['administrator'],
    'GET /api/qr-code-batches': ['administrator'],
    'GET /api/qr-code-batches/{id}': ['administrator'],
    'GET /api/qr-code-batches/{id}/codes.csv': ['administrator'],
    'DELETE /api/qr-code-batches/{id}': ['administrator'],
    'DELETE /api/qr-code-batches': ['administrator'],
  },
};

/** Routes that end the caller's session or account run last, so they do not disturb the others. */
const ENDS_SESSION = new Set(['DELETE /auth/logout', 'DELETE /api/users/me']);
const ALL_ROUTES = Object.values(MATRIX).flatMap((routes) => Object.keys(routes));

let t: TestApp;
let expiredToken: string;
/** One session per caller serves every route that leaves sessions alone; minting one per request made this file slow. */
const tokens = new Map<Caller, string>();
beforeAll(async () => {
  t = await createTestApp();
  // Product activities refuse producers who have not saved their profile, which is not what this test is about.
  await t.database.db.update(users).set({ updatedProfileAt: new Date() }).where(eq(users.email, EMAILS.producer));
  expiredToken = await t.tokenFor('ginner@demo.opentrace.local');
  for (const caller of SIGNED_IN) tokens.set(caller, await t.tokenFor(EMAILS[caller as keyof typeof EMAILS]));
});
afterAll(async () => t.close());

function allowed(rule: Rule, caller: Caller): boolean {
  if (rule === 'public') return true;
  if (caller === 'anonymous' || caller === 'expired') return false;
  return rule === 'signedIn' || rule.includes(caller);
}

const concrete = (path: string) =>
  path
    .replace('{blobName}', '00000000-0000-4000-8000-000000000000.pdf')
    .replace('{token}', 'not-a-real-token')
    .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

async function tokenOf(caller: Caller, route: string): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'expired') return expiredToken;
  return ENDS_SESSION.has(route) ? t.tokenFor(EMAILS[caller as keyof typeof EMAILS]) : tokens.get(caller);
}

/** Which of `routes` let a caller past or stop them otherwise than the matrix says. */
async function mismatches(routes: [string, Rule][]): Promise<string[]> {
  const failures: string[] = [];
  for (const [route, rule] of routes) {
    const [method, path] = route.split(' ') as [string, string];
    for (const [index, caller] of (['anonymous', 'expired', ...SIGNED_IN] as Caller[]).entries()) {
      const token = await tokenOf(caller, route);
      t.clock.set(new Date());
      if (caller === 'expired') t.clock.advance(20 * 60_000);
      const response = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        remoteAddress: `10.77.${ALL_ROUTES.indexOf(route)}.${index + 1}`,
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

describe('authorisation matrix', () => {
  it('has an entry for every route the app registers, and none for routes that do not exist', () => {
    expect([...t.app.apiRoutes].sort()).toEqual([...ALL_ROUTES].sort());
  });

  it.each(Object.keys(MATRIX))('lets exactly the expected callers past each guard of %s', async (module) => {
    const routes = Object.entries(MATRIX[module]!).filter(([route]) => !ENDS_SESSION.has(route));
    expect(await mismatches(routes)).toEqual([]);
  });

  it('lets exactly the expected callers past the guards of routes that end a session, after all the others', async () => {
    const routes = Object.values(MATRIX).flatMap((entries) => Object.entries(entries).filter(([route]) => ENDS_SESSION.has(route)));
    expect(routes.map(([route]) => route).sort()).toEqual([...ENDS_SESSION].sort());
    expect(await mismatches(routes)).toEqual([]);
  });
});
