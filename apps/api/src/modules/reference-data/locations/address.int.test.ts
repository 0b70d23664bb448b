import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facilities } from '../../../db/schema/index.ts';
import { type FakeGeocoder, geocoderJson as json, startFakeGeocoder } from '../../../test/fakes/geocoder.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rememberFacilityPlace } from './known-places.repository.ts';

const PAKISTAN_ID = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';
const PUNJAB_ID = 'f6c6380d-5124-45c5-bef5-459f468ef72e';
const MULTAN_ID = 'e8502e46-826b-4a6f-a4ac-3d1ec5d7c363';
const MULTAN = { lat: 30.1968, lng: 71.4782 };
const NEAR_MULTAN = { lat: 30.21, lng: 71.5 };
const KARACHI = { lat: 24.86, lng: 67.01 };
const ARABIAN_SEA = { lat: 20, lng: 62 };

const NOT_DETERMINED =
  'The address of this location cannot be determined. Choose the country, province and district and type the street address.';
const UNAVAILABLE = 'The address service is not answering right now. Try again in a moment, or choose the location yourself.';

/** What Nominatim's /reverse?format=jsonv2 answers for a road in Multan. */
const MULTAN_ANSWER = {
  place_id: 215_462_133,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 25_338_102,
  lat: '30.1967912',
  lon: '71.4781355',
  category: 'highway',
  type: 'primary',
  place_rank: 26,
  addresstype: 'road',
  name: 'Bosan Road',
  display_name: 'Bosan Road, Gulgasht Colony, Multan, Multan District, Punjab, 60000, Pakistan',
  address: {
    road: 'Bosan Road',
    suburb: 'Gulgasht Colony',
    city: 'Multan',
    county: 'Multan District',
    state_district: 'Multan Division',
    state: 'Punjab',
    'ISO3166-2-lvl4': 'PK-PB',
    postcode: '60000',
    country: 'Pakistan',
    country_code: 'pk',
  },
  boundingbox: ['30.1950', '30.1990', '71.4760', '71.4800'],
};

const addressUrl = ({ lat, lng }: { lat: number; lng: number }) => `/api/business-details/address?lat=${lat}&lng=${lng}`;

describe('without a reverse-geocoding provider', () => {
  let t: TestApp;
  let ginner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  });
  afterAll(async () => t.close());
  const get = (url: string, headers: Record<string, string> = ginner) => t.app.inject({ method: 'GET', url, headers });

  it('checks latitude and longitude, naming each field at fault', async () => {
    const outOfRange = await get('/api/business-details/address?lat=91&lng=-181');
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().details).toEqual([
      { path: 'query.lat', message: 'lat must be at most 90' },
      { path: 'query.lng', message: 'lng must be at least -180' },
    ]);
    const notNumbers = await get('/api/business-details/address?lat=north&lng=');
    expect(notNumbers.statusCode).toBe(400);
    expect(notNumbers.json().details).toEqual([
      { path: 'query.lat', message: 'Invalid lat' },
      { path: 'query.lng', message: 'Invalid lng' },
    ]);
    const missing = await get('/api/business-details/address', { ...ginner, language: 'fr' });
    expect(missing.json().details.map((detail: { path: string }) => detail.path)).toEqual(['query.lat', 'query.lng']);
  });

  it('says clearly that the address cannot be determined while nothing nearby is known', async () => {
    const response = await get(addressUrl(MULTAN));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NOT_DETERMINED);
  });

  it('answers with the district of the nearest facility whose place is known, but not from far away', async () => {
    const [facility] = await t.database.db.select().from(facilities).where(eq(facilities.name, 'Multan Ginning Factory'));
    await rememberFacilityPlace(t.database.db, facility!.id, { latitude: MULTAN.lat, longitude: MULTAN.lng }, MULTAN_ID);

    const response = await get(addressUrl(NEAR_MULTAN));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      address: 'Multan, Punjab, Pakistan',
      street: null,
      district: { id: MULTAN_ID, name: 'Multan' },
      province: { id: PUNJAB_ID, name: 'Punjab' },
      country: { id: PAKISTAN_ID, name: 'Pakistan' },
      source: 'nearestKnownPlace',
      distanceKm: expect.any(Number),
    });
    expect(body.distanceKm).toBeGreaterThan(1);
    expect(body.distanceKm).toBeLessThan(4);

    const inUrdu = (await get(addressUrl(NEAR_MULTAN), { ...ginner, language: 'ur' })).json();
    expect(inUrdu.address).toBe('ملتان، پنجاب، پاکستان');

    expect((await get(addressUrl(KARACHI))).statusCode).toBe(404);
  });
});

describe('with a Nominatim-compatible provider', () => {
  let provider: FakeGeocoder;
  let t: TestApp;
  let ginner: Record<string, string>;

  beforeAll(async () => {
    provider = await startFakeGeocoder();
    t = await createTestApp({
      env: {
        REVERSE_GEOCODER_URL: provider.url,
        REVERSE_GEOCODER_API_KEY: 'test-key',
        REVERSE_GEOCODER_USER_AGENT: 'OpenTrace tests (ops@example.org)',
        REVERSE_GEOCODER_TIMEOUT_MS: '300',
      },
    });
    ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.requests.length = 0;
  });
  const get = (url: string, headers: Record<string, string> = ginner) => t.app.inject({ method: 'GET', url, headers });

  it('asks the provider and matches its names to our country, province and district', async () => {
    provider.answer = json(200, MULTAN_ANSWER);
    const response = await get(addressUrl(MULTAN));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: 'Bosan Road, Multan, Punjab, Pakistan',
      street: 'Bosan Road',
      district: { id: MULTAN_ID, name: 'Multan' },
      province: { id: PUNJAB_ID, name: 'Punjab' },
      country: { id: PAKISTAN_ID, name: 'Pakistan' },
      source: 'provider',
      distanceKm: null,
    });
    expect(provider.requests).toHaveLength(1);
    const [{ url, userAgent }] = provider.requests as [{ url: URL; userAgent: string }];
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: 'jsonv2', lat: '30.1968', lon: '71.4782', key: 'test-key' });
    expect(userAgent).toBe('OpenTrace tests (ops@example.org)');

    const inUrdu = (await get(addressUrl(MULTAN), { ...ginner, language: 'ur' })).json();
    expect(inUrdu.address).toBe('Bosan Road، ملتان، پنجاب، پاکستان');
  });

  it("keeps the provider's names where they match nothing of ours", async () => {
    provider.answer = json(200, {
      address: { village: 'Chak 5', county: 'Nowhere District', state: 'Punjab', country: 'Pakistan', country_code: 'pk' },
    });
    const body = (await get(addressUrl({ lat: 31.5, lng: 72.5 }))).json();
    expect(body).toMatchObject({
      address: 'Chak 5, Nowhere District, Punjab, Pakistan',
      street: 'Chak 5',
      district: { id: null, name: 'Nowhere District' },
      province: { id: PUNJAB_ID, name: 'Punjab' },
      source: 'provider',
    });
  });

  it('falls back to the district it learned nearby when the provider fails', async () => {
    provider.answer = json(500, { error: 'Internal Server Error' });
    const response = await get(addressUrl(NEAR_MULTAN));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ district: { id: MULTAN_ID }, street: null, source: 'nearestKnownPlace' });
    expect(provider.requests).toHaveLength(1);
  });

  it('answers 503 when the provider fails and nothing nearby is known', async () => {
    provider.answer = json(502, { error: 'Bad Gateway' });
    const failed = await get(addressUrl(KARACHI));
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(UNAVAILABLE);

    provider.answer = (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    expect((await get(addressUrl(KARACHI))).statusCode).toBe(503);
  });

  it('gives up on a provider that does not answer in time', async () => {
    provider.answer = () => undefined;
    const response = await get(addressUrl(KARACHI));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(UNAVAILABLE);
  });

  it('answers 404 where the provider knows no address, as Nominatim (200) and LocationIQ (404) say it', async () => {
    for (const status of [200, 404]) {
      provider.answer = json(status, { error: 'Unable to geocode' });
      const response = await get(addressUrl(ARABIAN_SEA));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(NOT_DETERMINED);
    }
  });
});
