import { MAX_UPLOAD_BYTES, OTHER_COUNTRY_ID, USER_STATUS } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, districts, facilities, files, provinces, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';

let t: TestApp;
type Headers = Record<string, string>;
let brand: Headers;
let colleague: Headers;
const place = { pakistan: '', sindh: '', karachi: '', punjab: '' };

const bearer = async (email: string): Promise<Headers> => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

function saveProfile(headers: Headers, fields: Record<string, string>, logo?: { fileName: string; data: Buffer }) {
  const body = multipartBody([
    ...Object.entries(fields).map(([field, data]) => ({ field, data })),
    ...(logo ? [{ field: 'logo', fileName: logo.fileName, contentType: 'image/png', data: logo.data }] : []),
  ]);
  return t.app.inject({ method: 'PUT', url: '/api/brands/profile', headers: { ...headers, ...body.headers }, payload: body.payload });
}

const headquarters = () => ({
  name: 'Maison Coton Paris',
  countryId: place.pakistan,
  provinceId: place.sindh,
  districtId: place.karachi,
  address: '5 Clifton Road',
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  place.pakistan = (await db.select().from(countries).where(eq(countries.countryCode, 'PK')))[0]!.id;
  place.sindh = (
    await db
      .select()
      .from(provinces)
      .where(and(eq(provinces.countryId, place.pakistan), eq(provinces.provinceCode, 'sd')))
  )[0]!.id;
  place.punjab = (
    await db
      .select()
      .from(provinces)
      .where(and(eq(provinces.countryId, place.pakistan), eq(provinces.provinceCode, 'pb')))
  )[0]!.id;
  place.karachi = (
    await db
      .select()
      .from(districts)
      .where(and(eq(districts.provinceId, place.sindh), eq(districts.name, 'Karachi South')))
  )[0]!.id;
  brand = await bearer('brand@demo.opentrace.local');
  const [owner] = await db.select().from(users).where(eq(users.email, 'brand@demo.opentrace.local'));
  await db.insert(users).values({
    email: 'buyer@maison-coton.example',
    firstName: 'Lea',
    lastName: 'Buyer',
    status: USER_STATUS.ACTIVE,
    userType: 'Standard',
    roleId: owner!.roleId,
    facilityId: owner!.facilityId,
    createdAt: new Date(Date.now() + 60_000),
  });
  colleague = await bearer('buyer@maison-coton.example');
});
afterAll(async () => t.close());

describe('brand onboarding', () => {
  it('starts from the invited name, with no logo and the onboarding gate shut', async () => {
    expect((await get(brand, '/api/brands/profile')).json()).toMatchObject({
      name: 'Maison Coton',
      logo: null,
      country: null,
      location: '',
      mayEdit: true,
    });
    expect((await get(brand, '/api/users/me')).json()).toMatchObject({ isFirstUser: true, updatedProfileAt: null });
  });

  it('saves the name, headquarters, street address and logo, and completes onboarding', async () => {
    const response = await saveProfile(brand, headquarters(), { fileName: 'logo.png', data: SAMPLE_FILES.png });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      name: 'Maison Coton Paris',
      address: '5 Clifton Road',
      country: { id: place.pakistan, name: 'Pakistan' },
      province: { id: place.sindh, name: 'Sindh' },
      district: { id: place.karachi, name: 'Karachi South' },
      location: '5 Clifton Road, Karachi South, Sindh, Pakistan',
      logo: { name: 'logo.png' },
    });
    expect(profile.logo.url).toMatch(/^\/api\/files\/[0-9a-f-]+\.png$/);
    expect((await get(brand, '/api/users/me')).json()).toMatchObject({
      updatedProfileAt: t.clock.now().toISOString(),
      currentFacility: { name: 'Maison Coton Paris' },
    });
  });

  it('shows the logo to every user of the brand, and to nobody outside it', async () => {
    const { logo } = (await get(colleague, '/api/brands/profile')).json();
    const download = await get(colleague, logo.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const producer = await bearer('ginner@demo.opentrace.local');
    expect((await get(producer, logo.url)).statusCode).toBe(404);
  });

  it('keeps the stored logo when none is sent', async () => {
    const before = (await get(brand, '/api/brands/profile')).json();
    const response = await saveProfile(brand, { ...headquarters(), address: '7 Clifton Road' });
    expect(response.json()).toMatchObject({ address: '7 Clifton Road', logo: before.logo });
  });

  it('refuses a logo that is not an image of the accepted types, whatever its name says', async () => {
    const fake = await saveProfile(brand, headquarters(), { fileName: 'logo.png', data: SAMPLE_FILES.fakePng });
    expect(fake.statusCode).toBe(415);
    const pdf = await saveProfile(brand, headquarters(), { fileName: 'logo.pdf', data: SAMPLE_FILES.pdf });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Wrong file format: logo.pdf is not an accepted type (png, jpeg, bmp, heic, gif).');
  });

  it('refuses a logo over 10 MB and changes nothing', async () => {
    const [before] = await t.database.db.select().from(files);
    const huge = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await saveProfile(brand, { ...headquarters(), name: 'Too Big Brand' }, { fileName: 'logo.png', data: huge });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File cannot be uploaded as it exceeds 10 MB');
    expect((await get(brand, '/api/brands/profile')).json().name).toBe('Maison Coton Paris');
    expect((await t.database.db.select().from(files)).map((file) => file.id)).toEqual([before!.id]);
  });

  it('checks the fields, beside each one', async () => {
    const response = await saveProfile(brand, { ...headquarters(), name: ' ', districtId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'name', message: 'This name is required' }]);

    const noDistrict = await saveProfile(brand, { ...headquarters(), districtId: '' });
    expect(noDistrict.json().details).toEqual([{ path: 'districtId', message: 'Choose a district.' }]);

    const wrongProvince = await saveProfile(brand, { ...headquarters(), provinceId: place.punjab });
    expect(wrongProvince.json().details).toEqual([{ path: 'districtId', message: 'This district is not in the chosen province/state.' }]);

    const other = await saveProfile(brand, { ...headquarters(), countryId: OTHER_COUNTRY_ID, provinceId: place.sindh, districtId: '' });
    expect(other.json().details).toEqual([
      {
        path: 'provinceId',
        message: 'When the country is Other, only the street address is kept: leave the province/state and district empty.',
      },
    ]);
  });

  it("is changed by the brand's Admin users only", async () => {
    const response = await saveProfile(colleague, headquarters());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only an Admin user of your organisation can change its details.');
    expect((await get(colleague, '/api/brands/profile')).json().mayEdit).toBe(false);
  });

  it('is for brands only', async () => {
    const producer = await bearer('ginner@demo.opentrace.local');
    expect((await get(producer, '/api/brands/profile')).statusCode).toBe(403);
    expect((await saveProfile(producer, headquarters())).statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(facilities).where(eq(facilities.name, 'Multan Ginning Factory'));
    expect(stored?.address).toBeNull();
  });
});
