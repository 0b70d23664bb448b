import type { TCategoryNode, TCommodityRisk, TCountryRiskScore, TExternalRiskIndicator, TFacilitySearchPage } from '@opentrace/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

/*
 * The API for API users (DOMAIN.md §11) on the demo data: the demo API user holds the indicator-list and
 * risk-index permissions and the demo limits (3 new indices, the defaults editable); the demo administrator
 * holds none of them; the super administrator writes risk data.
 */

const EMAILS = {
  superAdmin: TEST_SUPER_ADMIN.email,
  api: 'api@demo.opentrace.local',
  admin: 'admin@demo.opentrace.local',
  ginner: 'ginner@demo.opentrace.local',
} as const;
type TWho = keyof typeof EMAILS;

let t: TestApp;
const headers = {} as Record<TWho, Record<string, string>>;
const userIds = {} as Record<TWho, string>;

beforeAll(async () => {
  // The per-user throttle has a file of its own; here the API user makes more calls than a minute allows.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '10000' } });
  for (const [who, email] of Object.entries(EMAILS) as [TWho, string][]) {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    userIds[who] = row!.id;
    headers[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
});
afterAll(async () => t.close());

const call = (who: TWho, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

const fieldPaths = (body: string) => ((JSON.parse(body) as { details?: { path: string }[] }).details ?? []).map((d) => d.path).sort();

async function tree(): Promise<TCategoryNode[]> {
  const response = await call('ginner', 'GET', '/api/indicator-list/items');
  expect(response.statusCode).toBe(200);
  return response.json() as TCategoryNode[];
}

async function createItems(payload: object, who: TWho = 'api'): Promise<TCategoryNode> {
  const response = await call(who, 'POST', '/api/indicator-list/items', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TCategoryNode;
}

const indicatorNamed = (category: TCategoryNode, name: string) => category.indicators.find((indicator) => indicator.name === name)!;
const subNamed = (category: TCategoryNode, indicator: string, name: string) =>
  indicatorNamed(category, indicator).subIndicators.find((sub) => sub.name === name)!;

describe('indicator-list items', () => {
  let labour: TCategoryNode;

  beforeAll(async () => {
    labour = await createItems({
      name: 'Labour rights',
      icon: 'Worker protection',
      indicators: [
        {
          name: 'Forced labour',
          subIndicators: [
            { name: 'Debt bondage', riskSeverity: 5 },
            { name: 'Withheld documents', riskSeverity: 4 },
          ],
        },
        { name: 'Wages', subIndicators: [{ name: 'Unpaid overtime', riskSeverity: 3 }] },
      ],
    });
  });

  it('creates a category with indicators and sub-indicators in one call, readable by every signed-in user', async () => {
    expect(labour).toMatchObject({
      name: 'Labour rights',
      icon: 'Worker protection',
      indicators: [
        {
          name: 'Forced labour',
          subIndicators: [
            { name: 'Debt bondage', riskSeverity: 5 },
            { name: 'Withheld documents', riskSeverity: 4 },
          ],
        },
        { name: 'Wages', subIndicators: [{ name: 'Unpaid overtime', riskSeverity: 3 }] },
      ],
    });
    expect((await tree()).find((category) => category.id === labour.id)).toEqual(labour);
  });

  it('adds under an existing category and indicator named by id', async () => {
    const forced = indicatorNamed(labour, 'Forced labour');
    const grown = await createItems({
      id: labour.id,
      indicators: [
        { id: forced.id, subIndicators: [{ name: 'Recruitment fees', riskSeverity: 4 }] },
        { name: 'Child labour', subIndicators: [{ name: 'Hazardous work', riskSeverity: 5 }] },
      ],
    });
    expect(grown.id).toBe(labour.id);
    expect(grown.indicators.map((indicator) => indicator.name)).toEqual(['Forced labour', 'Wages', 'Child labour']);
    expect(indicatorNamed(grown, 'Forced labour').subIndicators.map((sub) => sub.name)).toEqual([
      'Debt bondage',
      'Withheld documents',
      'Recruitment fees',
    ]);
    labour = grown;
  });

  it('lets the super administrator write items too, and nobody else without the permissions', async () => {
    await createItems({ name: 'Environment' }, 'superAdmin');
    for (const who of ['admin', 'ginner'] as const) {
      const refused = await call(who, 'POST', '/api/indicator-list/items', { name: 'Governance' });
      expect(refused.statusCode).toBe(403);
      // Refused before the body is read: a bad body from such a caller says nothing either.
      expect((await call(who, 'POST', '/api/indicator-list/items', { nonsense: true })).statusCode).toBe(403);
    }
    expect((await tree()).map((category) => category.name)).not.toContain('Governance');
  });

  it('refuses a name taken at its level, whatever its capitals, and then creates nothing', async () => {
    const before = await tree();
    const category = await call('api', 'POST', '/api/indicator-list/items', { name: ' labour RIGHTS ' });
    expect(category.statusCode).toBe(409);
    expect(category.json().message).toBe('A category named "labour RIGHTS" already exists.');

    // Indicator names are unique across the list: the new category is not created either.
    const indicator = await call('api', 'POST', '/api/indicator-list/items', {
      name: 'Social dialogue',
      indicators: [{ name: 'forced LABOUR' }],
    });
    expect(indicator.statusCode).toBe(409);
    expect(indicator.json().message).toBe('An indicator named "forced LABOUR" already exists.');

    const sub = await call('api', 'POST', '/api/indicator-list/items', {
      id: labour.id,
      indicators: [{ id: indicatorNamed(labour, 'Forced labour').id, subIndicators: [{ name: 'DEBT bondage', riskSeverity: 2 }] }],
    });
    expect(sub.statusCode).toBe(409);
    expect(await tree()).toEqual(before);
  });

  it('answers field errors for repeats inside the request, id and name together, and ids that are not where the request puts them', async () => {
    const repeated = await call('api', 'POST', '/api/indicator-list/items', {
      name: 'Health and safety',
      indicators: [
        {
          name: 'Fire exits',
          subIndicators: [
            { name: 'Locked', riskSeverity: 5 },
            { name: 'locked ', riskSeverity: 4 },
          ],
        },
        { name: 'FIRE EXITS' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(fieldPaths(repeated.body)).toEqual(['indicators.0.subIndicators.1.name', 'indicators.1.name']);

    const both = await call('api', 'POST', '/api/indicator-list/items', { id: labour.id, name: 'Labour rights', icon: 'Letter a' });
    expect(fieldPaths(both.body)).toEqual(['icon', 'name']);

    const environment = (await tree()).find((category) => category.name === 'Environment')!;
    const misplaced = await call('api', 'POST', '/api/indicator-list/items', {
      id: environment.id,
      indicators: [{ id: indicatorNamed(labour, 'Wages').id, subIndicators: [{ name: 'Late pay', riskSeverity: 2 }] }],
    });
    expect(misplaced.statusCode).toBe(400);
    expect(fieldPaths(misplaced.body)).toEqual(['indicators.0.id']);
    const unknown = await call('api', 'POST', '/api/indicator-list/items', { id: indicatorNamed(labour, 'Wages').id });
    expect(fieldPaths(unknown.body)).toEqual(['id']);
  });

  it('renames rows: a sub-indicator states its severity, names stay unique', async () => {
    const withheld = subNamed(labour, 'Forced labour', 'Withheld documents');
    const noSeverity = await call('api', 'PUT', `/api/indicator-list/items/${withheld.id}`, { name: 'Confiscated passports' });
    expect(noSeverity.statusCode).toBe(400);
    expect(fieldPaths(noSeverity.body)).toEqual(['riskSeverity']);

    const renamed = await call('api', 'PUT', `/api/indicator-list/items/${withheld.id}`, {
      name: 'Confiscated passports',
      riskSeverity: 5,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(subNamed(renamed.json(), 'Forced labour', 'Confiscated passports')).toMatchObject({ id: withheld.id, riskSeverity: 5 });

    const taken = await call('api', 'PUT', `/api/indicator-list/items/${indicatorNamed(labour, 'Wages').id}`, { name: 'child LABOUR' });
    expect(taken.statusCode).toBe(409);
    expect((await call('admin', 'PUT', `/api/indicator-list/items/${withheld.id}`, { name: 'Other', riskSeverity: 1 })).statusCode).toBe(
      403,
    );
    labour = renamed.json() as TCategoryNode;
  });

  it('keeps rows that incident reports or commodity risks use: no rename, no delete, for the API and the administrator alike', async () => {
    const forced = indicatorNamed(labour, 'Forced labour');
    const debt = subNamed(labour, 'Forced labour', 'Debt bondage');
    const ginnerFacility = await facilityNamed('Multan Ginning Factory');
    const report = await call('admin', 'POST', '/api/grievance-reports', {
      facilityId: ginnerFacility,
      location: 'Main gate',
      priority: 2,
      laborRisks: [{ indicatorId: forced.id, subIndicatorId: debt.id, severity: 3 }],
      message: 'Workers say they owe the recruiter a year of wages.',
      reason: 'HIGH_RISK_PROFILE',
    });
    expect(report.statusCode, report.body).toBe(201);

    const rename = await call('api', 'PUT', `/api/indicator-list/items/${debt.id}`, { name: 'Bonded labour', riskSeverity: 5 });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(
      '"Debt bondage" is used by incident reports, questionnaires or commodity risks, so it cannot be renamed or deleted.',
    );
    expect((await call('api', 'DELETE', `/api/indicator-list/items/${debt.id}`)).statusCode).toBe(409);
    expect((await call('api', 'DELETE', `/api/indicator-list/items/${forced.id}`)).statusCode).toBe(409);
    expect((await call('api', 'DELETE', `/api/indicator-list/items/${labour.id}`)).statusCode).toBe(409);
    expect((await call('superAdmin', 'PATCH', `/api/indicator-list/${debt.id}`, { name: 'Bonded labour' })).statusCode).toBe(409);
    expect((await call('superAdmin', 'DELETE', `/api/indicator-list/${debt.id}`)).statusCode).toBe(409);

    // Its severity may still change: that is not a rename.
    const severity = await call('api', 'PUT', `/api/indicator-list/items/${debt.id}`, { name: 'Debt bondage', riskSeverity: 4 });
    expect(severity.statusCode).toBe(200);
    expect(subNamed(severity.json(), 'Forced labour', 'Debt bondage').riskSeverity).toBe(4);

    const overtime = subNamed(labour, 'Wages', 'Unpaid overtime');
    const listed = await call('superAdmin', 'PUT', '/api/commodity-risks', {
      risks: [
        { countryCode: 'PK', commodity: 'Cotton', subIndicatorId: overtime.id, severity: 3, externalRiskIndexId: await defaultIndexId() },
      ],
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await call('api', 'DELETE', `/api/indicator-list/items/${indicatorNamed(labour, 'Wages').id}`)).statusCode).toBe(409);
  });

  it('deletes a row that nothing uses, with everything beneath it', async () => {
    const child = indicatorNamed(labour, 'Child labour');
    const deleted = await call('api', 'DELETE', `/api/indicator-list/items/${child.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = (await tree()).find((category) => category.id === labour.id)!;
    expect(after.indicators.map((indicator) => indicator.name)).toEqual(['Forced labour', 'Wages']);
    expect((await call('api', 'DELETE', `/api/indicator-list/items/${child.id}`)).statusCode).toBe(404);
  });
});

async function facilityNamed(name: string): Promise<string> {
  const page = (await call('api', 'GET', `/api/facilities?key=${encodeURIComponent(name)}`)).json() as TFacilitySearchPage;
  return page.items.find((item) => item.name === name)!.id;
}

async function defaultIndexId(name = 'Goods produced with child labor (ILAB List of Goods)'): Promise<string> {
  const indices = (await call('superAdmin', 'GET', '/api/external-risk-indicators')).json() as TExternalRiskIndicator[];
  return indices.find((index) => index.name === name)!.id;
}

describe('external risk indices within the API user’s limits', () => {
  const index = (name: string) => ({ name, urls: ['https://example.org/list'], description: 'Regions under embargo' });

  it('lists the same indices administrators manage', async () => {
    const response = await call('api', 'GET', '/api/external-risk-indices?perPage=2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 2 });
    expect(page.items.map((item: TExternalRiskIndicator) => item.name)).toEqual([
      'Country based risk',
      'Goods produced with child labor (ILAB List of Goods)',
    ]);
  });

  it('checks names, URLs and descriptions', async () => {
    const bad = await call('api', 'POST', '/api/external-risk-indices', {
      name: 'x'.repeat(256),
      urls: ['not a url', `https://example.org/${'a'.repeat(250)}`],
      description: 'd'.repeat(256),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(['description', 'name', 'urls.0', 'urls.1']);
    const noUrl = await call('api', 'POST', '/api/external-risk-indices', { name: 'No links', urls: [] });
    expect(fieldPaths(noUrl.body)).toEqual(['urls']);
  });

  it('creates up to the maximum, with unique names, then answers 403', async () => {
    const first = await call('api', 'POST', '/api/external-risk-indices', index('Cotton Campaign list'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ ...index('Cotton Campaign list'), isDefault: false });
    const duplicate = await call('api', 'POST', '/api/external-risk-indices', index(' cotton campaign LIST'));
    expect(duplicate.statusCode).toBe(409);

    for (const name of ['Second list', 'Third list'])
      expect((await call('api', 'POST', '/api/external-risk-indices', index(name))).statusCode).toBe(201);
    const beyond = await call('api', 'POST', '/api/external-risk-indices', index('Fourth list'));
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      'You may create at most 3 risk indices and have created 3. Ask an administrator to raise your limit.',
    );
    const names = ((await call('superAdmin', 'GET', '/api/external-risk-indicators')).json() as TExternalRiskIndicator[]).map(
      (row) => row.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Cotton Campaign list', 'Second list', 'Third list']));
    expect(names).not.toContain('Fourth list');
  });

  it('edits its own indices and the listed ones, nothing else, until an administrator lists it', async () => {
    const own = ((await call('api', 'GET', '/api/external-risk-indices?perPage=100')).json().items as TExternalRiskIndicator[]).find(
      (row) => row.name === 'Second list',
    )!;
    const edited = await call('api', 'PUT', `/api/external-risk-indices/${own.id}`, {
      ...index('Second list, 2026 edition'),
      urls: ['https://example.org/2026'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Second list, 2026 edition', urls: ['https://example.org/2026'] });

    const listedDefault = await call('api', 'PUT', `/api/external-risk-indices/${await defaultIndexId('Country based risk')}`, {
      name: 'Country based risk',
      urls: ['https://example.org/country-risk'],
    });
    expect(listedDefault.statusCode, listedDefault.body).toBe(200);

    const administrators = await call('superAdmin', 'POST', '/api/external-risk-indicators', index('Administrators’ list'));
    expect(administrators.statusCode).toBe(201);
    const othersId = (administrators.json() as TExternalRiskIndicator).id;
    const refused = await call('api', 'PUT', `/api/external-risk-indices/${othersId}`, index('Taken over'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may edit only the risk indices you created and those an administrator lets you edit.');

    const limits = await call('superAdmin', 'PUT', `/api/users/${userIds.api}`, {
      firstName: 'Integration',
      lastName: 'Client',
      userApiLimit: { editableExternalRiskIndexIds: [othersId], maximumCreateExternalRiskIndex: 0 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const allowed = await call('api', 'PUT', `/api/external-risk-indices/${othersId}`, index('Administrators’ list, checked'));
    expect(allowed.statusCode, allowed.body).toBe(200);
    // Its own indices stay its own; the defaults are no longer listed; no new index with a maximum of 0.
    expect((await call('api', 'PUT', `/api/external-risk-indices/${own.id}`, index('Second list'))).statusCode).toBe(200);
    expect(
      (await call('api', 'PUT', `/api/external-risk-indices/${await defaultIndexId('Country based risk')}`, index('Country based risk')))
        .statusCode,
    ).toBe(403);
    expect((await call('api', 'POST', '/api/external-risk-indices', index('Fifth list'))).statusCode).toBe(403);
  });

  it('is for API users only', async () => {
    for (const who of ['superAdmin', 'admin', 'ginner'] as const) {
      expect((await call(who, 'GET', '/api/external-risk-indices')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/external-risk-indices', index('Mine'))).statusCode).toBe(403);
    }
  });
});

describe('administrators’ upserts of risk data', () => {
  let overtimeId: string;
  let childLabourSubId: string;

  beforeAll(async () => {
    const category = await createItems({
      name: 'Product risk',
      indicators: [
        { name: 'Working hours', subIndicators: [{ name: 'Excessive overtime', riskSeverity: 3 }] },
        { name: 'Child Labor', subIndicators: [{ name: 'Goods produced with child labor (ILAB List of Goods)', riskSeverity: 3 }] },
      ],
    });
    overtimeId = subNamed(category, 'Working hours', 'Excessive overtime').id;
    childLabourSubId = subNamed(category, 'Child Labor', 'Goods produced with child labor (ILAB List of Goods)').id;
  });

  it('creates a commodity risk, then updates it in place', async () => {
    const risk = {
      countryCode: 'in',
      commodity: 'COTTON',
      subIndicatorId: overtimeId,
      severity: 4,
      externalRiskIndexId: await defaultIndexId(),
    };
    const created = await call('superAdmin', 'PUT', '/api/commodity-risks', { risks: [risk] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      created: 1,
      updated: 0,
      risks: [{ countryCode: 'IN', countryName: 'India', commodity: 'Cotton', subIndicatorId: overtimeId, severity: 4 }],
    });
    const updated = await call('superAdmin', 'PUT', '/api/commodity-risks', { risks: [{ ...risk, severity: 2 }] });
    expect(updated.json()).toMatchObject({ created: 0, updated: 1, risks: [{ id: created.json().risks[0].id, severity: 2 }] });

    const page = (await call('ginner', 'GET', '/api/commodity-risks?countryCode=IN')).json() as { items: TCommodityRisk[]; total: number };
    expect(page.items.filter((item) => item.subIndicatorId === overtimeId)).toEqual([updated.json().risks[0]]);
  });

  it('takes the index named like the sub-indicator when none is given, and asks for one otherwise', async () => {
    const byName = await call('superAdmin', 'PUT', '/api/commodity-risks', {
      risks: [{ countryCode: 'PK', commodity: 'Cotton', subIndicatorId: childLabourSubId, severity: 3 }],
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().risks[0]).toMatchObject({
      externalRiskIndexId: await defaultIndexId(),
      externalRiskIndexName: 'Goods produced with child labor (ILAB List of Goods)',
    });
    const none = await call('superAdmin', 'PUT', '/api/commodity-risks', {
      risks: [{ countryCode: 'PK', commodity: 'Cotton', subIndicatorId: overtimeId, severity: 3 }],
    });
    expect(none.statusCode).toBe(400);
    expect(fieldPaths(none.body)).toEqual(['risks.0.externalRiskIndexId']);
  });

  it('refuses repeated rows and unknown countries, commodities and sub-indicators, saving nothing', async () => {
    const before = (await call('ginner', 'GET', '/api/commodity-risks?perPage=100')).json().total as number;
    const row = { countryCode: 'PK', commodity: 'Cotton', subIndicatorId: childLabourSubId, severity: 3 };
    const repeated = await call('superAdmin', 'PUT', '/api/commodity-risks', {
      risks: [row, { ...row, countryCode: 'pk', commodity: 'cotton' }],
    });
    expect(repeated.statusCode).toBe(400);
    expect(fieldPaths(repeated.body)).toEqual(['risks.1.subIndicatorId']);
    const unknown = await call('superAdmin', 'PUT', '/api/commodity-risks', {
      risks: [
        { ...row, countryCode: 'QQ' },
        { ...row, commodity: 'Moon rock' },
        { ...row, subIndicatorId: overtimeId.replace(/.$/, overtimeId.endsWith('0') ? '1' : '0') },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown.body)).toEqual(['risks.0.countryCode', 'risks.1.commodity', 'risks.2.subIndicatorId']);
    expect((await call('ginner', 'GET', '/api/commodity-risks?perPage=100')).json().total).toBe(before);
    expect((await call('api', 'PUT', '/api/commodity-risks', { risks: [row] })).statusCode).toBe(403);
  });

  it('sets country risk levels from 1 to 100 and refuses a country named twice', async () => {
    const twice = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', {
      countries: [
        { countryCode: 'PK', score: 72 },
        { countryCode: 'pk', score: 10 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldPaths(twice.body)).toEqual(['countries.1.countryCode']);
    const outOfRange = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'PK', score: 0 }] });
    expect(fieldPaths(outOfRange.body)).toEqual(['countries.0.score']);
    const unknown = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'QQ', score: 5 }] });
    expect(fieldPaths(unknown.body)).toEqual(['countries.0.countryCode']);

    const set = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', {
      countries: [
        { countryCode: 'PK', score: 72 },
        { countryCode: 'FR', score: 12 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual([
      { countryCode: 'FR', countryName: 'France', score: 12 },
      { countryCode: 'PK', countryName: 'Pakistan', score: 72 },
    ]);
    await call('superAdmin', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'PK', score: 80 }] });
    const scores = (await call('ginner', 'GET', '/api/country-risks')).json() as TCountryRiskScore[];
    expect(scores.filter((row) => ['PK', 'FR'].includes(row.countryCode))).toEqual([
      { countryCode: 'FR', countryName: 'France', score: 12 },
      { countryCode: 'PK', countryName: 'Pakistan', score: 80 },
    ]);
    const page = (await call('ginner', 'GET', '/api/geographical-risk-levels?perPage=1')).json();
    expect(page).toMatchObject({ total: 2, perPage: 1, items: [{ countryCode: 'FR' }] });
    expect((await call('api', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'PK', score: 1 }] })).statusCode).toBe(
      403,
    );
  });
});

describe('facility search', () => {
  it('finds producer facilities by name, with only what a client needs', async () => {
    const response = await call('api', 'GET', '/api/facilities?key=multan');
    expect(response.statusCode).toBe(200);
    const page = response.json() as TFacilitySearchPage;
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      'businessRegisterNumber',
      'countryCode',
      'countryName',
      'id',
      'name',
      'osId',
      'roleName',
    ]);
    expect(page.items[0]).toMatchObject({ name: 'Multan Ginning Factory', roleName: 'Ginner' });
  });

  it('leaves out brands, and pages', async () => {
    expect((await call('api', 'GET', '/api/facilities?key=Maison')).json()).toMatchObject({ total: 0, items: [] });
    const firstPage = (await call('api', 'GET', '/api/facilities?perPage=2')).json() as TFacilitySearchPage;
    const secondPage = (await call('api', 'GET', '/api/facilities?perPage=2&page=2')).json() as TFacilitySearchPage;
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThan(2);
    expect(secondPage.items.map((item) => item.id)).not.toContain(firstPage.items[0]!.id);
  });

  it('is for API users and administrators', async () => {
    expect((await call('admin', 'GET', '/api/facilities?key=multan')).statusCode).toBe(200);
    expect((await call('ginner', 'GET', '/api/facilities?key=multan')).statusCode).toBe(403);
  });
});
