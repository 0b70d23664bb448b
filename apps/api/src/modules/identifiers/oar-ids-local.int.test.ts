import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinces } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { INDIA_ID, OTHER_COUNTRY_ID, PAKISTAN_ID, placeIds, saveOshProfile } from '../../test/world/identifiers.ts';
import { LOCAL_OAR_ID_PATTERN } from './local-oar-id.ts';
import { MATCH_CANDIDATE_TTL_MS } from './oar-ids.service.ts';

/** Without OSH_API_URL, the local registry of the facilities this system knows answers. */
let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
let multan: { provinceId: string; districtId: string };
let karachi: { provinceId: string; districtId: string };

const BASE = '/facilities/identifier-systems';
const post = (who: string, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...auth[who], ...headers }, payload });
const get = (who: string, path: string) => t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: auth[who] });

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of Object.entries({
    ginner: 'ginner@demo.opentrace.local',
    spinner: 'spinner@demo.opentrace.local',
    admin: 'admin@demo.opentrace.local',
    brand: 'brand@demo.opentrace.local',
    superAdmin: TEST_SUPER_ADMIN.email,
  })) {
    auth[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  multan = await placeIds(t.database.db, 'Punjab', 'Multan');
  karachi = await placeIds(t.database.db, 'Sindh', 'Karachi East');
  await saveOshProfile(t.database.db, 'Faisalabad Spinning Mills', {
    oarId: 'PK2019303BQ3FZP',
    name: 'Faisalabad Spinning Mills (Pvt) Ltd',
    address: 'Plot 7, Sargodha Road, Faisalabad',
    countryId: PAKISTAN_ID,
    ...(await placeIds(t.database.db, 'Punjab', 'Faisalabad')),
  });
  await saveOshProfile(t.database.db, 'Lahore Fabric Mill', {
    oarId: 'PK2020111LHRFAB',
    name: 'Lahore Fabric Mill',
    address: '22 Ferozepur Road, Lahore',
    countryId: PAKISTAN_ID,
  });
  await saveOshProfile(t.database.db, 'Karachi Garments', {
    oarId: 'PK2021222KHIGAR',
    name: 'Karachi Garments',
    address: 'Korangi Industrial Area, Karachi',
    countryId: PAKISTAN_ID,
    ...karachi,
  });
});
afterAll(async () => t.close());

describe('checking an OS ID against the facilities this system knows', () => {
  it('finds a facility by its OS ID in any letter case and gives its fields to pre-fill', async () => {
    const response = await post('ginner', 'check-oarId', { oarId: ' pk2019303bq3fzp ', page: 1, pageSize: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isMatched: true,
      facility: {
        oarId: 'PK2019303BQ3FZP',
        name: 'Faisalabad Spinning Mills (Pvt) Ltd',
        address: 'Plot 7, Sargodha Road, Faisalabad',
        countryId: PAKISTAN_ID,
        provinceId: expect.any(String),
        districtId: expect.any(String),
        location: null,
      },
      message: null,
    });
  });

  it('answers "OS ID does not exist" in the caller\'s language when nothing matches', async () => {
    const english = await post('admin', 'check-oarId', { oarId: 'PK0000000NOPE' });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({ isMatched: false, facility: null, message: 'OS ID does not exist' });
    const french = await post('ginner', 'check-oarId', { oarId: 'PK0000000NOPE' }, { language: 'fr' });
    expect(french.json().message).toBe('L’OS ID n’existe pas');
  });

  it('refuses pages larger than 50 and empty IDs with field errors', async () => {
    const response = await post('ginner', 'check-oarId', { oarId: '', pageSize: 51 });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['oarId', 'pageSize']);
  });

  it('is only for producers completing their own profile and administrators completing profiles', async () => {
    expect((await post('brand', 'check-oarId', { oarId: 'PK2019303BQ3FZP' })).statusCode).toBe(403);
    expect((await post('superAdmin', 'check-oarId', { oarId: 'PK2019303BQ3FZP' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/check-oarId`, payload: { oarId: 'PK2019303BQ3FZP' } })).statusCode).toBe(
      401,
    );
  });
});

describe('searching facilities by name', () => {
  it('lists similar names in the chosen country, best first, with the total', async () => {
    const response = await post('ginner', 'search-oarIds', { name: 'faisalabad spinning', countryId: PAKISTAN_ID, page: 1, pageSize: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1, perPage: 5, items: [{ oarId: 'PK2019303BQ3FZP' }] });
    const elsewhere = await post('ginner', 'search-oarIds', { name: 'faisalabad spinning', countryId: INDIA_ID });
    expect(elsewhere.json()).toMatchObject({ total: 0, items: [] });
  });
});

describe('registering a facility with the local registry', () => {
  const newGinnery = () => ({ name: 'Vehari Cotton Ginners', address: 'Chak 5, Mailsi Road, Vehari', countryId: PAKISTAN_ID, ...multan });

  it('issues a local ID to a new facility, which then checks and matches like any other', async () => {
    const created = await post('ginner', 'register-oarIds', newGinnery());
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ status: 'NEW_FACILITY', matches: [], message: null });
    expect(body.oarId).toMatch(LOCAL_OAR_ID_PATTERN);
    expect(body.oarId.startsWith('OTL-PK-')).toBe(true);
    expect(body.facility).toEqual({ oarId: body.oarId, ...newGinnery(), location: null });

    const checked = await post('ginner', 'check-oarId', { oarId: body.oarId });
    expect(checked.json()).toMatchObject({ isMatched: true, facility: { name: 'Vehari Cotton Ginners' } });

    const again = await post('admin', 'register-oarIds', {
      ...newGinnery(),
      name: 'VEHARI COTTON GINNERS (PVT) LTD',
      address: 'Chak 5 Mailsi Rd Vehari',
    });
    expect(again.json()).toMatchObject({
      status: 'MATCHED',
      oarId: body.oarId,
      facility: { oarId: body.oarId, districtId: multan.districtId },
    });
  });

  it('offers similar results, and confirming one gives its ID and settles the others', async () => {
    const offered = await post('ginner', 'register-oarIds', {
      name: 'Karachi Garments',
      address: 'Site Area, Karachi',
      countryId: PAKISTAN_ID,
      ...karachi,
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      status: 'POTENTIAL_MATCH',
      oarId: null,
      facility: null,
      matches: [{ oarId: 'PK2021222KHIGAR', name: 'Karachi Garments', isConfirmed: false }],
    });
    const [match] = offered.json().matches;

    const confirmed = await get('ginner', `oar-ids/confirm-match?id=${match.facilityMatchId}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'MATCHED',
      oarId: 'PK2021222KHIGAR',
      facility: { name: 'Karachi Garments', countryId: PAKISTAN_ID, districtId: karachi.districtId },
    });

    expect((await get('ginner', `oar-ids/confirm-match?id=${match.facilityMatchId}`)).statusCode).toBe(404);
    expect((await get('ginner', `oar-ids/reject-match?ids=${match.facilityMatchId}`)).statusCode).toBe(404);
  });

  it('registers a new facility when the caller says "Not me" to every similar result', async () => {
    await saveOshProfile(t.database.db, 'Multan Ginning Factory', {
      oarId: 'PK2022333MLTGIN',
      name: 'Multan Ginning Factory',
      address: 'Plot 12, Vehari Road, Multan',
      countryId: PAKISTAN_ID,
    });
    const offered = await post('ginner', 'register-oarIds', {
      name: 'Multan Ginning Factory',
      address: 'Bosan Road, Multan',
      countryId: PAKISTAN_ID,
    });
    const body = offered.json();
    expect(body.status).toBe('POTENTIAL_MATCH');
    const ids: string[] = body.matches.map((match: { facilityMatchId: string }) => match.facilityMatchId);

    expect((await get('spinner', `oar-ids/reject-match?ids=${ids.join(',')}`)).statusCode).toBe(404);
    expect((await get('ginner', 'oar-ids/reject-match?ids=not-a-uuid')).statusCode).toBe(400);

    const rejected = await get('ginner', `oar-ids/reject-match?ids=${ids.join(',')}`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'NEW_FACILITY',
      facility: { name: 'Multan Ginning Factory', address: 'Bosan Road, Multan' },
    });
    expect(rejected.json().oarId).toMatch(LOCAL_OAR_ID_PATTERN);
    expect((await get('ginner', `oar-ids/reject-match?ids=${ids.join(',')}`)).statusCode).toBe(404);
  });

  it('asks for "Not me" on every similar result of the registration, not only some', async () => {
    await saveOshProfile(t.database.db, 'Punjab Farm Monitors', {
      oarId: 'PK2023444KHIGR2',
      name: 'Karachi Garments Two',
      address: 'Korangi Industrial Area, Karachi',
      countryId: PAKISTAN_ID,
    });
    const offered = await post('ginner', 'register-oarIds', {
      name: 'Karachi Garments',
      address: 'Korangi Industrial Area Karachi',
      countryId: PAKISTAN_ID,
    });
    const matches = offered.json().matches as { facilityMatchId: string }[];
    expect(matches.length).toBe(2);
    const partial = await get('ginner', `oar-ids/reject-match?ids=${matches[0]!.facilityMatchId}`);
    expect(partial.statusCode).toBe(422);
    expect(partial.json().message).toBe('Choose "Not me" for all 2 similar results to register a new facility.');
  });

  it('forgets similar results nobody settled within a day', async () => {
    const offered = await post('ginner', 'register-oarIds', {
      name: 'Karachi Garments',
      address: 'Site Area, Karachi',
      countryId: PAKISTAN_ID,
    });
    const [match] = offered.json().matches;
    t.clock.advance(MATCH_CANDIDATE_TTL_MS + 1000);
    try {
      const headers = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
      const late = await t.app.inject({ method: 'GET', url: `${BASE}/oar-ids/confirm-match?id=${match.facilityMatchId}`, headers });
      expect(late.statusCode).toBe(404);
      expect(late.json().message).toContain('expired');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('answers ERROR_MATCHING with "Invalid data" for a facility that cannot be matched', async () => {
    const response = await post('ginner', 'register-oarIds', { name: '???', address: '--', countryId: OTHER_COUNTRY_ID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ERROR_MATCHING',
      oarId: null,
      facility: null,
      matches: [],
      message: 'Invalid data, please input valid data',
    });
  });

  it('refuses places that do not fit together, naming the field', async () => {
    const [indianPunjab] = await t.database.db
      .select({ id: provinces.id })
      .from(provinces)
      .where(and(eq(provinces.countryId, INDIA_ID), eq(provinces.name, 'Punjab')));
    const wrongProvince = await post('ginner', 'register-oarIds', { ...newGinnery(), provinceId: indianPunjab!.id });
    expect(wrongProvince.statusCode).toBe(400);
    expect(wrongProvince.json().details).toEqual([
      { path: 'provinceId', message: 'This province/state is not in the chosen country.' },
      { path: 'districtId', message: 'This district is not in the chosen province/state.' },
    ]);
    const unknownCountry = await post('ginner', 'register-oarIds', { ...newGinnery(), countryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().details).toEqual([{ path: 'countryId', message: 'This country does not exist.' }]);
  });
});
