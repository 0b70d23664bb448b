import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FakeOpenSupplyHub, startFakeOpenSupplyHub } from '../../test/fakes/open-supply-hub.ts';
import { PAKISTAN_ID, placeIds } from '../../test/world/identifiers.ts';
import { OpenSupplyHubClient } from './open-supply-hub-client.ts';
import { OpenSupplyHubError } from './open-supply-hub.ts';

/** With OSH_API_URL set, the real HTTP client talks to a local server that answers like Open Supply Hub. */
let osh: FakeOpenSupplyHub;
let t: TestApp;
let ginner: Record<string, string>;
let multan: { provinceId: string; districtId: string };
const CHINA_ID = '0bb175b3-0cea-4115-8657-19025fb3585a';
/** Generous, so a loaded test machine never times out a call that was meant to succeed. */
const TIMEOUT_MS = 3000;

const BASE = '/facilities/identifier-systems';
const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: ginner, payload });
const get = (path: string) => t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: ginner });
const register = (name: string, address = 'Chak 5, Mailsi Road, Vehari') =>
  post('register-oarIds', { name, address, countryId: PAKISTAN_ID, ...multan });
const lastRequest = () => osh.requests.at(-1)!;

beforeAll(async () => {
  osh = await startFakeOpenSupplyHub();
  t = await createTestApp({ env: { OSH_API_URL: `${osh.url}/`, OSH_API_TOKEN: osh.token, OSH_TIMEOUT_MS: String(TIMEOUT_MS) } });
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  multan = await placeIds(t.database.db, 'Punjab', 'Multan');
});
afterAll(async () => {
  await t.close();
  await osh.close();
});

describe('checking an OS ID with Open Supply Hub', () => {
  it('searches by the ID with the API token and pre-fills the exact match', async () => {
    const response = await post('check-oarId', { oarId: 'pk2019303bq3fzp', page: 2, pageSize: 20 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isMatched: true,
      facility: {
        oarId: 'PK2019303BQ3FZP',
        name: 'Faisalabad Spinning Mills',
        address: 'Plot 7, Sargodha Road, Faisalabad',
        countryId: PAKISTAN_ID,
        provinceId: null,
        districtId: null,
        location: { lat: 31.4504, lng: 73.135 },
      },
      message: null,
    });
    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'GET', path: '/api/facilities/', authorization: `Token ${osh.token}` });
    expect(Object.fromEntries(sent.query)).toEqual({ q: 'pk2019303bq3fzp', page: '2', pageSize: '20' });
  });

  it('says "OS ID does not exist" when only similar IDs come back', async () => {
    const response = await post('check-oarId', { oarId: 'PK2019303' });
    expect(response.json()).toEqual({ isMatched: false, facility: null, message: 'OS ID does not exist' });
  });

  it('answers 503 with a readable message when Open Supply Hub fails', async () => {
    const response = await post('check-oarId', { oarId: 'broken' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Open Supply Hub cannot be reached right now. Please try again in a few minutes.');
  });
});

describe('searching Open Supply Hub', () => {
  it('passes the name and the country code and returns the page with its total', async () => {
    const response = await post('search-oarIds', { name: 'mill', countryId: PAKISTAN_ID, pageSize: 5 });
    expect(response.json()).toMatchObject({
      total: 2,
      page: 1,
      perPage: 5,
      items: [{ oarId: 'PK2019303BQ3FZP' }, { oarId: 'PK2020111LHRFAB' }],
    });
    expect(Object.fromEntries(lastRequest().query)).toEqual({ name: 'mill', countries: 'PK', page: '1', pageSize: '5' });
    const inChina = await post('search-oarIds', { name: 'nantong', countryId: CHINA_ID });
    expect(inChina.json().items).toEqual([expect.objectContaining({ oarId: 'CN2019303BQ3ABC', countryId: CHINA_ID })]);
  });
});

describe('registering with Open Supply Hub', () => {
  it('creates the facility publicly and returns its new OS ID with the submitted place', async () => {
    const response = await register('Vehari Cotton Ginners');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'NEW_FACILITY',
      oarId: 'PK2026001NEWFAC',
      facility: {
        oarId: 'PK2026001NEWFAC',
        name: 'Vehari Cotton Ginners',
        address: 'Chak 5, Mailsi Road, Vehari',
        countryId: PAKISTAN_ID,
        ...multan,
        location: { lat: 30.19, lng: 71.47 },
      },
      matches: [],
      message: null,
    });
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(Object.fromEntries(sent.query)).toEqual({ create: 'true', public: 'true', textonlyfallback: 'true' });
    expect(sent.body).toEqual({ country: 'PK', name: 'Vehari Cotton Ginners', address: 'Chak 5, Mailsi Road, Vehari' });
  });

  it('takes the ID of an automatic match', async () => {
    const response = await register('Lahore Fabric Mill', '22 Ferozepur Rd, Lahore');
    expect(response.json()).toMatchObject({
      status: 'MATCHED',
      oarId: 'PK2020111LHRFAB',
      facility: { name: 'Lahore Fabric Mill', countryId: PAKISTAN_ID },
      matches: [],
    });
  });

  it('offers potential matches under ids of its own and confirms one, retrying after a failure', async () => {
    const offered = await register('Similar Spinning Mills');
    expect(offered.json()).toMatchObject({
      status: 'POTENTIAL_MATCH',
      matches: [
        { oarId: 'PK2019303BQ3FZP', name: 'Faisalabad Spinning Mills', isConfirmed: false },
        { oarId: 'PK2020111LHRFAB', name: 'Lahore Fabric Mill', isConfirmed: false },
      ],
    });
    const lahore = offered.json().matches[1].facilityMatchId as string;
    expect(lahore).toMatch(/^[0-9a-f-]{36}$/);

    const failed = await get(`oar-ids/confirm-match?id=${lahore}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'ERROR_MATCHING', message: 'Invalid data, please input valid data' });

    const confirmed = await get(`oar-ids/confirm-match?id=${lahore}`);
    expect(confirmed.json()).toMatchObject({
      status: 'MATCHED',
      oarId: 'PK2020111LHRFAB',
      facility: { name: 'Lahore Fabric Mill', countryId: PAKISTAN_ID, ...multan },
    });
    expect(lastRequest().path).toMatch(/^\/api\/facility-matches\/\d+\/confirm\/$/);
  });

  it('rejects every potential match, and Open Supply Hub creates the facility', async () => {
    const offered = await register('Similar Ginning Factory', 'Bosan Road, Multan');
    const ids = (offered.json().matches as { facilityMatchId: string }[]).map((match) => match.facilityMatchId);
    const before = osh.requests.length;
    const rejected = await get(`oar-ids/reject-match?ids=${ids.join(',')}`);
    expect(rejected.json()).toMatchObject({
      status: 'NEW_FACILITY',
      oarId: 'PK2026002NEWFAC',
      facility: { name: 'Similar Ginning Factory', address: 'Bosan Road, Multan' },
    });
    expect(osh.requests.slice(before).map((request) => request.path)).toEqual([
      expect.stringMatching(/^\/api\/facility-matches\/\d+\/reject\/$/),
      expect.stringMatching(/^\/api\/facility-matches\/\d+\/reject\/$/),
    ]);
  });

  it.each([
    ['the facility cannot be geocoded', 'Ungeocodable Ginners'],
    ['Open Supply Hub fails', 'Server error Ginners'],
    ['Open Supply Hub refuses the data', 'Bad request Ginners'],
    ['Open Supply Hub answers something else', 'Garbled Ginners'],
    ['Open Supply Hub is too slow', 'Slow Ginners'],
  ])('answers ERROR_MATCHING with "Invalid data" when %s', async (_case, name) => {
    const response = await register(name);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ERROR_MATCHING',
      oarId: null,
      facility: null,
      matches: [],
      message: 'Invalid data, please input valid data',
    });
  });
});

describe('the Open Supply Hub client', () => {
  it('reports a refused token and an unreachable server as Open Supply Hub errors', async () => {
    const wrongToken = new OpenSupplyHubClient({ url: osh.url, token: 'not-the-token', timeoutMs: TIMEOUT_MS });
    await expect(wrongToken.findByOarId('PK2019303BQ3FZP', { page: 1, pageSize: 10 })).rejects.toMatchObject({
      reason: 'http',
      status: 401,
    });
    const nowhere = new OpenSupplyHubClient({ url: 'http://127.0.0.1:1/api', token: osh.token, timeoutMs: TIMEOUT_MS });
    await expect(nowhere.findByOarId('PK2019303BQ3FZP', { page: 1, pageSize: 10 })).rejects.toBeInstanceOf(OpenSupplyHubError);
  });
});
