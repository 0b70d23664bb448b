import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let ginner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const PROFILE = { systemName: 'Cotton Pakistan', logoBlobName: null, isGpsEnabled: false, selectedCommodities: ['Cotton'] };

async function uploadLogo(): Promise<string> {
  const { payload, headers } = multipartBody([{ field: 'files', fileName: 'logo.png', data: SAMPLE_FILES.png }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/files?purpose=logo',
    payload,
    headers: { ...superAdmin, ...headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json()[0].blobName;
}

describe('business details (wizard step 1)', () => {
  it('starts empty and unconfigured, with the cotton sector', async () => {
    const details = (await call('GET', '/api/business-details', ginner)).json();
    expect(details).toMatchObject({
      systemName: '',
      logoUrl: null,
      isGpsEnabled: false,
      sector: 'Cotton',
      completedSteps: [],
      completedConfiguringSystemAt: null,
    });
    expect((await call('GET', '/api/app-logo', {})).json()).toEqual({ url: null, systemName: '' });
    expect((await call('GET', '/api/app-logo/file', {})).statusCode).toBe(404);
  });

  it('saves the profile with a logo that anyone can then fetch, and marks step 1 finished', async () => {
    const logoBlobName = await uploadLogo();
    const saved = await call('PUT', '/api/business-details', superAdmin, { ...PROFILE, logoBlobName, isGpsEnabled: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ systemName: 'Cotton Pakistan', logoBlobName, logoUrl: '/api/app-logo/file', completedSteps: [1] });

    expect((await call('GET', '/api/app-logo', {})).json()).toEqual({ url: '/api/app-logo/file', systemName: 'Cotton Pakistan' });
    const logo = await call('GET', '/api/app-logo/file', {});
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    expect((await call('GET', '/api/business-details/gps-status', ginner)).json()).toEqual({ isGpsEnabled: true });
    expect((await call('GET', '/api/business-details/selected-commodities', ginner)).json()).toEqual(['Cotton']);
  });

  it('names the field that is wrong', async () => {
    const blank = await call('PUT', '/api/business-details', superAdmin, { ...PROFILE, systemName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ path: 'systemName', message: 'This systemName is required' }]);

    const unknown = await call('PUT', '/api/business-details', superAdmin, { ...PROFILE, selectedCommodities: ['Cotton', 'Moon rock'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'selectedCommodities.1', message: 'Moon rock is not in the commodities list' }]);

    const missingLogo = await call('PUT', '/api/business-details', superAdmin, {
      ...PROFILE,
      logoBlobName: '00000000-0000-4000-8000-000000000000.png',
    });
    expect(missingLogo.statusCode).toBe(400);
    expect(missingLogo.json().details[0].path).toBe('logoBlobName');

    expect((await call('GET', '/api/business-details', ginner)).json().systemName).toBe('Cotton Pakistan');
  });

  it('is changed only by the super administrator', async () => {
    expect((await call('PUT', '/api/business-details', ginner, PROFILE)).statusCode).toBe(403);
  });
});

describe('risk assessment method (wizard step 7)', () => {
  it('offers the weights that the seeded roles make relevant', async () => {
    const method = (await call('GET', '/api/risk-assessment-method', superAdmin)).json();
    expect(method.methodology).toBe('HIGHEST_RISK');
    const keys = method.applicableWeights.map((weight: { key: string; roleName: string | null }) => weight.roleName ?? weight.key);
    expect(keys).toEqual(
      expect.arrayContaining(['geographyWeight', 'listOfGoodsWeight', 'saqsWeight', 'capWeight', 'dnaWeight', 'hotlineWeight', 'Auditor']),
    );
  });

  it('requires every applicable weight under weighted average, as integers of at least 1', async () => {
    const missing = await call('PUT', '/api/risk-assessment-method', superAdmin, {
      methodology: 'WEIGHTED_AVERAGE',
      weights: { geographyWeight: 15 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({ path: 'weights.listOfGoodsWeight', message: 'weight required' });

    const zero = await call('PUT', '/api/risk-assessment-method', superAdmin, {
      methodology: 'WEIGHTED_AVERAGE',
      weights: { geographyWeight: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details).toContainEqual({ path: 'weights.geographyWeight', message: 'weight required' });
  });

  it('saves the cotton pilot weights and marks step 7 finished', async () => {
    const method = (await call('GET', '/api/risk-assessment-method', superAdmin)).json();
    const roleWeights = Object.fromEntries(
      method.applicableWeights
        .filter((weight: { roleId: string | null }) => weight.roleId)
        .map((weight: { roleId: string }) => [weight.roleId, 20]),
    );
    const weights = {
      geographyWeight: 15,
      listOfGoodsWeight: 20,
      saqsWeight: 25,
      capWeight: 200,
      dnaWeight: 10,
      hotlineWeight: 10,
      roleWeights,
    };
    const saved = await call('PUT', '/api/risk-assessment-method', superAdmin, { methodology: 'WEIGHTED_AVERAGE', weights });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ methodology: 'WEIGHTED_AVERAGE', weights });
    expect((await call('GET', '/api/business-details', superAdmin)).json().completedSteps).toEqual([1, 7]);
  });
});

describe('configure system (wizard step 8) and switching back', () => {
  it('refuses to switch back before configuration is complete', async () => {
    const response = await call('POST', '/api/business-details/switch-to-configuration', superAdmin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/has not been completed/);
  });

  it('refuses to configure while steps 1–7 are not all finished, names them, and changes nothing', async () => {
    const refused = await call('POST', '/api/business-details/configuration-systems', superAdmin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message:
        'Finish these steps before configuring the system: 2. Products and attributes, 3. Roles and permissions, 4. Supply chain, 5. Indicator list, 6. Questionnaires.',
      details: { unfinishedSteps: [2, 3, 4, 5, 6] },
    });
    const inUrdu = await t.app.inject({
      method: 'POST',
      url: '/api/business-details/configuration-systems',
      headers: { ...superAdmin, language: 'ur' },
    });
    expect(inUrdu.json().message).toContain('پروڈکٹس اور خصوصیات');

    const details = (await call('GET', '/api/business-details', superAdmin)).json();
    expect(details).toMatchObject({ completedSteps: [1, 7], completedConfiguringSystemAt: null });
    expect((await call('PUT', '/api/business-details', superAdmin, PROFILE)).statusCode).toBe(200);
  });

  it('completes configuration once, then locks configuration writes with 409 and shows in the session', async () => {
    for (const step of [2, 3, 4, 5, 6])
      expect((await call('POST', '/api/business-details/completed-steps', superAdmin, { step })).statusCode).toBe(200);
    const done = await call('POST', '/api/business-details/configuration-systems', superAdmin);
    expect(done.statusCode).toBe(200);
    expect(done.json().completedConfiguringSystemAt).not.toBeNull();

    const again = await call('POST', '/api/business-details/configuration-systems', superAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('System configuration already completed');

    const locked = await call('PUT', '/api/business-details', superAdmin, { ...PROFILE, systemName: 'Changed' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: 'Conflict', message: expect.stringMatching(/switch back to configuration/) });
    const role = await call('POST', '/api/roles', superAdmin, { name: 'Late role', type: 'Brand', permissions: [] });
    expect(role.statusCode).toBe(409);
    expect((await call('GET', '/api/business-details', superAdmin)).json().systemName).toBe('Cotton Pakistan');

    const me = await call('GET', '/api/users/me', superAdmin);
    expect(me.json()).toMatchObject({ completedConfiguringSystemAt: done.json().completedConfiguringSystemAt });
  });

  it('switches back to configuration, which unlocks writes', async () => {
    const reopened = await call('POST', '/api/business-details/switch-to-configuration', superAdmin);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().completedConfiguringSystemAt).toBeNull();
    expect((await call('GET', '/api/users/me', superAdmin)).json().completedConfiguringSystemAt).toBeNull();
    expect((await call('PUT', '/api/business-details', superAdmin, PROFILE)).statusCode).toBe(200);
  });

  it('needs a system name before the system can be configured', async () => {
    await t.database.db.execute(sql`update business_details set system_name = '' where id = 1`);
    const response = await call('POST', '/api/business-details/configuration-systems', superAdmin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/system name/);
  });
});
