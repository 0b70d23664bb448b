import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ginner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = ginner) => t.app.inject({ method: 'GET', url, headers });

describe('facility certifications', () => {
  it('lists the seven facility certifications in order, Other last, with every translation', async () => {
    const response = await get('/z/certifications');
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'GRS',
      'BCI',
      'GOTS',
      'Organic cotton',
      'Leather Working Group',
      'OEKO Tex',
      'Other',
    ]);
    expect(items[3]).toEqual({
      id: expect.any(Number),
      code: 'ORGANIC_COTTON',
      name: 'Organic cotton',
      translations: { en: 'Organic cotton', fr: 'Coton biologique', ur: 'نامیاتی کپاس' },
    });
  });

  it("names them in the caller's language, at both the specification's and the domain's path", async () => {
    const spec = (await get('/z/certifications', { ...ginner, language: 'ur' })).json();
    const domain = (await get('/facilities/certifications', { ...ginner, language: 'ur' })).json();
    expect(domain).toEqual(spec);
    expect(spec.find((item: { code: string }) => item.code === 'OTHER').name).toBe('دیگر');
    const french = (await get('/facilities/certifications', { ...ginner, language: 'fr' })).json();
    expect(french.find((item: { code: string }) => item.code === 'OTHER').name).toBe('Autre');
  });
});

describe('farm certifications', () => {
  it('lists the 17 cotton schemes, then "No Certification" for farm records only', async () => {
    const items = (await get('/facilities/farm-certifications')).json();
    expect(items).toHaveLength(18);
    expect(items.slice(0, 17).every((item: { farmRecordsOnly: boolean }) => !item.farmRecordsOnly)).toBe(true);
    expect(items[17]).toMatchObject({ code: 'NO_CERTIFICATION', name: 'No Certification', farmRecordsOnly: true });
    expect(items.map((item: { code: string }) => item.code)).toEqual(
      expect.arrayContaining(['ABRAPA', 'BCI', 'CMIA', 'FAIRTRADE_ORGANIC', 'US_COTTON_TRUST_PROTOCOL', 'CONVENTIONAL_COTTON']),
    );
  });

  it('names them in French for a French reader', async () => {
    const items = (await get('/facilities/farm-certifications', { ...ginner, language: 'fr' })).json();
    const organic = items.find((item: { code: string }) => item.code === 'ORGANIC_COTTON');
    expect(organic.name).toBe(organic.translations.fr);
    expect(organic.name).not.toBe(organic.translations.en);
  });
});

describe('chain of custody', () => {
  it("offers Product Segregation and Mass balance, named in the caller's language", async () => {
    const english = (await get('/facilities/chain-of-custody')).json();
    expect(english.map((item: { value: string; name: string }) => [item.value, item.name])).toEqual([
      ['Product Segregation', 'Product Segregation'],
      ['Mass balance', 'Mass balance'],
    ]);
    const urdu = (await get('/facilities/chain-of-custody', { ...ginner, language: 'ur' })).json();
    expect(urdu[1]).toEqual({
      value: 'Mass balance',
      name: 'ماس بیلنس',
      translations: { en: 'Mass balance', fr: 'Bilan de masse', ur: 'ماس بیلنس' },
    });
  });
});

describe('access', () => {
  it('refuses callers without a session', async () => {
    for (const url of ['/z/certifications', '/facilities/farm-certifications', '/facilities/chain-of-custody']) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
