import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PAKISTAN_ID = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';
const PUNJAB_ID = 'f6c6380d-5124-45c5-bef5-459f468ef72e';
const SINDH_ID = '981c4bce-f024-434b-a545-392061e07429';
const MULTAN_ID = 'e8502e46-826b-4a6f-a4ac-3d1ec5d7c363';

let t: TestApp;
let brand: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = brand) => t.app.inject({ method: 'GET', url, headers });
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('countries', () => {
  it('lists every country once, by name, with Other last and Pakistan marked as the default', async () => {
    const response = await get('/locations/all-countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json();
    expect(countries).toHaveLength(199);
    expect(countries.at(-1)).toMatchObject({ id: OTHER_COUNTRY_ID, name: 'Other', isDefault: false });
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const real = names(countries.slice(0, -1));
    expect(real).toEqual([...real].sort(collator.compare));
    const defaults = countries.filter((country: { isDefault: boolean }) => country.isDefault);
    expect(defaults).toEqual([
      {
        id: PAKISTAN_ID,
        countryCode: 'PK',
        name: 'Pakistan',
        translations: { en: 'Pakistan', fr: 'Pakistan', ur: 'پاکستان' },
        isDefault: true,
      },
    ]);
  });

  it("names and sorts them in the reader's language", async () => {
    const countries = (await get('/locations/all-countries', { ...brand, language: 'fr' })).json();
    const real = names(countries.slice(0, -1));
    expect(real).toEqual([...real].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
    expect(real).toContain('Allemagne');
    expect(countries.at(-1).name).toBe('Autre');
  });

  it('finds a country by any of its names, whatever the case and accents', async () => {
    for (const key of ['pakistan', 'PAKIST', 'پاکستان']) {
      const found = (await get(`/locations/all-countries?key=${encodeURIComponent(key)}`)).json();
      expect(names(found)).toEqual(['Pakistan']);
    }
    const ivoryCoast = (await get(`/locations/all-countries?key=${encodeURIComponent("cote d'ivoire")}`)).json();
    expect(ivoryCoast.map((country: { countryCode: string }) => country.countryCode)).toEqual(['CI']);
    const emirates = (await get('/locations/all-countries?key=EMIRATS', { ...brand, language: 'fr' })).json();
    expect(names(emirates)).toEqual(['Émirats arabes unis']);
  });

  it('pages the search', async () => {
    const first = (await get('/locations/countries?perPage=5')).json();
    const second = (await get('/locations/countries?perPage=5&page=2')).json();
    expect(first).toMatchObject({ total: 199, page: 1, perPage: 5 });
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(names(second.items)).not.toEqual(expect.arrayContaining(names(first.items)));
    const searched = (await get('/locations/countries?key=guinea')).json();
    expect(searched.total).toBe(searched.items.length);
    expect(names(searched.items)).toEqual(expect.arrayContaining(['Guinea', 'Equatorial Guinea', 'Papua New Guinea']));
  });

  it('refuses a page size above the maximum with a field error', async () => {
    const response = await get('/locations/countries?perPage=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'query.perPage' })]);
  });
});

describe('provinces', () => {
  it('lists the provinces of a country, then Other', async () => {
    const page = (await get(`/locations/provinces?countryId=${PAKISTAN_ID}&perPage=100`)).json();
    expect(page.total).toBe(8);
    expect(names(page.items)).toEqual([
      'Azad Kashmir',
      'Balochistan',
      'Gilgit-Baltistan',
      'Islamabad Capital Territory',
      'Khyber Pakhtunkhwa',
      'Punjab',
      'Sindh',
      'Other',
    ]);
    expect(page.items.at(-1).id).toBe(OTHER_PROVINCE_ID);
    expect(page.items[5]).toEqual({
      id: PUNJAB_ID,
      countryId: PAKISTAN_ID,
      provinceCode: 'pb',
      name: 'Punjab',
      translations: { en: 'Punjab', ur: 'پنجاب' },
    });
  });

  it('searches in Urdu and answers in Urdu', async () => {
    const page = (
      await get(`/locations/provinces?countryId=${PAKISTAN_ID}&key=${encodeURIComponent('سندھ')}`, { ...brand, language: 'ur' })
    ).json();
    expect(page.items).toEqual([expect.objectContaining({ id: SINDH_ID, name: 'سندھ' })]);
  });

  it('offers only the Other province under the Other country', async () => {
    const page = (await get(`/locations/provinces?countryId=${OTHER_COUNTRY_ID}`)).json();
    expect(page.items).toEqual([expect.objectContaining({ id: OTHER_PROVINCE_ID, name: 'Other' })]);
  });

  it('says which field is wrong when the country is missing, malformed or unknown', async () => {
    const missing = await get('/locations/provinces');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'query.countryId', message: 'This countryId is required' }]);
    expect((await get('/locations/provinces?countryId=PK')).json().details).toEqual([expect.objectContaining({ path: 'query.countryId' })]);
    const unknown = await get('/locations/provinces?countryId=00000000-0000-4000-8000-000000000000', { ...brand, language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'query.countryId', message: 'Aucun pays ne porte cet identifiant.' }]);
  });
});

describe('districts', () => {
  it('lists the districts of a province, then Other, and finds one by key', async () => {
    const page = (await get(`/locations/districts?provinceId=${PUNJAB_ID}&perPage=100`)).json();
    expect(page.total).toBe(42);
    expect(page.items.at(-1).id).toBe(OTHER_DISTRICT_ID);
    const multan = (await get(`/locations/districts?provinceId=${PUNJAB_ID}&key=MULT`, { ...brand, language: 'ur' })).json();
    expect(multan.items).toEqual([
      {
        id: MULTAN_ID,
        provinceId: PUNJAB_ID,
        districtCode: 'multan',
        name: 'ملتان',
        translations: { en: 'Multan', fr: 'Multan', ur: 'ملتان' },
      },
    ]);
  });

  it('offers only the Other district under the Other province', async () => {
    const page = (await get(`/locations/districts?provinceId=${OTHER_PROVINCE_ID}`)).json();
    expect(page.items).toEqual([expect.objectContaining({ id: OTHER_DISTRICT_ID, name: 'Other' })]);
  });

  it('refuses an unknown province with a field error', async () => {
    const response = await get('/locations/districts?provinceId=00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'query.provinceId', message: 'There is no province with this id.' }]);
  });
});

describe('access', () => {
  it('needs a session', async () => {
    expect((await get('/locations/all-countries', {})).statusCode).toBe(401);
    expect((await get(`/locations/provinces?countryId=${PAKISTAN_ID}`, {})).statusCode).toBe(401);
  });
});
