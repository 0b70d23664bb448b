import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, USER_STATUS } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countries,
  districts,
  facilities,
  jobs,
  knownPlaces,
  productDefinitions,
  provinces,
  roleAttributes,
  roles,
  users,
} from '../../db/schema/index.ts';
import { loadDemoConfiguration } from '../../seed/demo-configuration.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Producer and assessor profiles (DOMAIN.md §10.1) on the cotton pilot: every producer but the
 * farm identifies itself with Open Supply Hub, the ginner is mass balance and makes cotton bales.
 */

let t: TestApp;
const place = { pakistan: '', punjab: '', multan: '', sindh: '', badin: '', india: '', gujarat: '' };
const product = { bales: '', yarn: '' };

type Headers = Record<string, string>;
const bearer = async (email: string): Promise<Headers> => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
const put = (headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users', headers, payload });
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

/** The Open Supply Hub attributes of a role, in form order, by their preset names. */
async function oshAttributes(roleCode: string): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ id: roleAttributes.id, name: roleAttributes.name })
    .from(roleAttributes)
    .innerJoin(roles, eq(roles.id, roleAttributes.roleId))
    .where(eq(roles.code, roleCode))
    .orderBy(roleAttributes.sortOrder);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** A complete Open Supply Hub section: OS ID, name, country, province, district, address (in that order). */
function oshAnswers(
  ids: Record<string, string>,
  answers: { oarId: string; name: string; countryId?: string; provinceId?: string; districtId?: string; address?: string },
) {
  return [
    { attributeId: ids['OS ID'], value: answers.oarId },
    { attributeId: ids['Business Name'], value: answers.name },
    { attributeId: ids.Country, value: answers.countryId ?? place.pakistan },
    { attributeId: ids['Province/State'], value: answers.provinceId ?? place.punjab },
    { attributeId: ids.District, value: answers.districtId ?? place.multan },
    { attributeId: ids.Address, value: answers.address ?? 'Vehari Road' },
  ];
}

const names = { firstName: 'Bilal', lastName: 'Ahmed' };
const lastMonth = () => new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString();

/** A user added straight to an organisation, joined after its first user. */
async function addColleague(email: string, facilityName: string, userType: 'Admin' | 'Standard'): Promise<Headers> {
  const [facility] = await t.database.db.select().from(facilities).where(eq(facilities.name, facilityName));
  await t.database.db.insert(users).values({
    email,
    firstName: 'Colleague',
    lastName: 'User',
    status: USER_STATUS.ACTIVE,
    userType,
    roleId: facility!.roleId,
    facilityId: facility!.id,
    createdAt: new Date(Date.now() + 60_000),
  });
  return bearer(email);
}

let ginner: Headers;
let ginnerOsh: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoConfiguration(t.database.db, createStorage(t.config.storage), t.clock);
  const db = t.database.db;
  const country = async (code: string) => (await db.select().from(countries).where(eq(countries.countryCode, code)))[0]!.id;
  const province = async (countryId: string, code: string) =>
    (
      await db
        .select()
        .from(provinces)
        .where(and(eq(provinces.countryId, countryId), eq(provinces.provinceCode, code)))
    )[0]!.id;
  const district = async (name: string) => (await db.select().from(districts).where(eq(districts.name, name)))[0]!.id;
  place.pakistan = await country('PK');
  place.india = await country('IN');
  place.punjab = await province(place.pakistan, 'pb');
  place.sindh = await province(place.pakistan, 'sd');
  place.gujarat = await province(place.india, 'gj');
  place.multan = await district('Multan');
  place.badin = await district('Badin');
  const definition = async (name: string) => (await db.select().from(productDefinitions).where(eq(productDefinitions.name, name)))[0]!.id;
  product.bales = await definition('Cotton Bales');
  product.yarn = await definition('Yarn');
  ginner = await bearer('ginner@demo.opentrace.local');
  ginnerOsh = await oshAttributes('GINNER');
}, 120_000);
afterAll(async () => t.close());

describe('a producer profile', () => {
  it('is not complete until the organisation is saved: names alone leave the onboarding gate shut', async () => {
    const response = await put(ginner, names);
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedProfileAt).toBeNull();
  });

  it('saves business details, identifier answers, location, certifications, goods and the reconciliation window', async () => {
    const response = await put(ginner, {
      ...names,
      facility: {
        traderName: 'Ahmed Traders',
        businessRegisterNumber: 'REG-4411',
        latitude: 30.1575,
        longitude: 71.5249,
        certifications: ['GRS', 'BCI'],
        goods: [product.bales],
        reconciliationStartAt: lastMonth(),
        reconciliationDuration: 6,
      },
      roleAttributes: oshAnswers(ginnerOsh, { oarId: 'PK2024MULTAN01', name: 'Multan Ginners Ltd' }),
    });
    expect(response.statusCode).toBe(200);
    const sessionUser = response.json();
    expect(sessionUser.updatedProfileAt).toBe(t.clock.now().toISOString());
    // The name comes from the Open Supply Hub answers (DOMAIN.md §10.1).
    expect(sessionUser.currentFacility.name).toBe('Multan Ginners Ltd');
    expect(sessionUser.roleAttributes.find((a: { name: string }) => a.name === 'Country')).toMatchObject({
      value: place.pakistan,
      label: 'Pakistan',
    });
    expect((await get(ginner, '/api/users/me')).json().updatedProfileAt).toBe(sessionUser.updatedProfileAt);
    // Its country and goods decide its country and List of Goods risk: its recalculation waits on the queue.
    const queued = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, `risk:${sessionUser.currentFacility.id}`), eq(jobs.status, 'pending')));
    expect(queued).toEqual([{ kind: 'risk.facility-changed' }]);

    const profile = (await get(ginner, '/api/facilities/me')).json();
    expect(profile).toMatchObject({
      name: 'Multan Ginners Ltd',
      traderName: 'Ahmed Traders',
      businessRegisterNumber: 'REG-4411',
      oarId: 'PK2024MULTAN01',
      address: 'Vehari Road',
      country: { id: place.pakistan, name: 'Pakistan' },
      province: { id: place.punjab, name: 'Punjab' },
      district: { id: place.multan, name: 'Multan' },
      location: 'Vehari Road, Multan, Punjab, Pakistan',
      chainOfCustody: { value: 'Mass balance', name: 'Mass balance' },
      certifications: [
        { code: 'GRS', name: 'GRS' },
        { code: 'BCI', name: 'BCI' },
      ],
      goods: [{ id: product.bales, name: 'Cotton Bales' }],
      goodsOptions: [{ id: product.bales, name: 'Cotton Bales' }],
      reconciliationDuration: 6,
      mayEdit: true,
      maySetReconciliation: true,
    });
    expect(profile.roleAttributes.map((a: { name: string; displayValue: string }) => [a.name, a.displayValue])).toEqual([
      ['OS ID', 'PK2024MULTAN01'],
      ['Business Name', 'Multan Ginners Ltd'],
      ['Country', 'Pakistan'],
      ['Province/State', 'Punjab'],
      ['District', 'Multan'],
      ['Address', 'Vehari Road'],
    ]);
    // The facility's point is remembered for placing nearby locations in their district.
    const [remembered] = await t.database.db.select().from(knownPlaces).where(eq(knownPlaces.facilityId, profile.id));
    expect(remembered?.districtId).toBe(place.multan);
  });

  it("names places in the caller's language", async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/facilities/me', headers: { ...ginner, language: 'ur' } })).json();
    expect(profile.country.name).toBe('پاکستان');
    expect(profile.roleAttributes[4].displayValue).toBe('ملتان');
  });

  it('requires every non-optional attribute of the role', async () => {
    const answers = oshAnswers(ginnerOsh, { oarId: 'PK2024MULTAN01', name: '' }).filter(
      (answer) => answer.attributeId !== ginnerOsh.Address,
    );
    const response = await put(ginner, { ...names, facility: {}, roleAttributes: answers });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'roleAttributes.1.value', message: 'Business Name is required' }]);
    const [stored] = await t.database.db.select().from(facilities).where(eq(facilities.oarId, 'PK2024MULTAN01'));
    expect(stored?.name).toBe('Multan Ginners Ltd');
  });

  it('refuses answers to attributes of another role and answers given twice', async () => {
    const spinnerOsh = await oshAttributes('SPINNER');
    const answers = oshAnswers(ginnerOsh, { oarId: 'PK2024MULTAN01', name: 'Multan Ginners Ltd' });
    const response = await put(ginner, {
      ...names,
      roleAttributes: [...answers, { attributeId: spinnerOsh['OS ID'], value: 'X' }, answers[0]],
    });
    expect(response.json().details).toEqual([
      { path: 'roleAttributes.6.attributeId', message: 'This attribute does not belong to your role.' },
      { path: 'roleAttributes.7.attributeId', message: 'This attribute is answered more than once.' },
    ]);
  });

  it('refuses a province outside the chosen country and a district outside the province', async () => {
    const response = await put(ginner, {
      ...names,
      roleAttributes: oshAnswers(ginnerOsh, { oarId: 'PK2024MULTAN01', name: 'Multan Ginners Ltd', provinceId: place.gujarat }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'roleAttributes.3.value',
      message: 'Province/State: This province/state is not in the chosen country.',
    });

    const wrongDistrict = await put(ginner, {
      ...names,
      roleAttributes: oshAnswers(ginnerOsh, { oarId: 'PK2024MULTAN01', name: 'Multan Ginners Ltd', provinceId: place.sindh }),
    });
    expect(wrongDistrict.json().details).toEqual([
      { path: 'roleAttributes.4.value', message: 'District: This district is not in the chosen province/state.' },
    ]);
  });

  it('refuses goods its role does not make on the supply-chain map', async () => {
    const response = await put(ginner, { ...names, facility: { goods: [product.bales, product.yarn] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'facility.goods.1', message: 'Your role does not make this product on the supply-chain map.' },
    ]);
  });

  it('refuses an unknown certification', async () => {
    const response = await put(ginner, { ...names, facility: { certifications: ['GRS', 'FAIRY'] } });
    expect(response.json().details).toEqual([{ path: 'facility.certifications.1', message: 'FAIRY is not a facility certification.' }]);
  });

  it('refuses a reconciliation window that starts in the future, or is half given', async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const future = await put(ginner, { ...names, facility: { reconciliationStartAt: tomorrow } });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([
      { path: 'facility.reconciliationStartAt', message: 'The reconciliation window cannot start in the future.' },
    ]);

    const half = await put(ginner, { ...names, facility: { reconciliationDuration: null } });
    expect(half.json().details).toEqual([
      { path: 'facility.reconciliationDuration', message: 'Choose how many months the reconciliation window lasts.' },
    ]);
    expect((await put(ginner, { ...names, facility: { reconciliationDuration: 13 } })).statusCode).toBe(400);
  });

  it('lets only the first user set the reconciliation window', async () => {
    const second = await addColleague('second-admin@multan-gin.example', 'Multan Ginners Ltd', 'Admin');
    const response = await put(second, { ...names, facility: { reconciliationDuration: 3 } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Only the first user of your organisation can set the reconciliation window.',
      details: [
        { path: 'facility.reconciliationDuration', message: 'Only the first user of your organisation can set the reconciliation window.' },
      ],
    });
    // The rest of the profile is theirs to save, and completes their onboarding.
    const saved = await put(second, { ...names, facility: { traderName: 'Ahmed & Sons' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedProfileAt).not.toBeNull();
    expect((await get(second, '/api/facilities/me')).json()).toMatchObject({
      traderName: 'Ahmed & Sons',
      reconciliationDuration: 6,
      maySetReconciliation: false,
    });
  });

  it('does not let a Standard user change the organisation, but completes their profile with their names', async () => {
    const standard = await addColleague('clerk@multan-gin.example', 'Multan Ginners Ltd', 'Standard');
    const refused = await put(standard, { ...names, facility: { traderName: 'Someone Else' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an Admin user of your organisation can change its details.');

    const saved = await put(standard, { firstName: 'Asad', lastName: 'Clerk' });
    expect(saved.json()).toMatchObject({ firstName: 'Asad', updatedProfileAt: t.clock.now().toISOString() });
    expect((await get(standard, '/api/facilities/me')).json()).toMatchObject({ traderName: 'Ahmed & Sons', mayEdit: false });
  });

  it('keeps OS IDs unique across facilities', async () => {
    const spinner = await bearer('spinner@demo.opentrace.local');
    const spinnerOsh = await oshAttributes('SPINNER');
    const response = await put(spinner, {
      ...names,
      facility: { reconciliationStartAt: lastMonth(), reconciliationDuration: 1 },
      roleAttributes: oshAnswers(spinnerOsh, { oarId: 'pk2024multan01', name: 'Faisalabad Spinning Mills' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'roleAttributes.0.value', message: 'OS ID pk2024multan01 is already used by another facility.' },
    ]);

    // An OS ID recorded on a facility by other means (a partner invitation) is taken too.
    await t.database.db.update(facilities).set({ oarId: 'PK2024KARACHI9' }).where(eq(facilities.name, 'Karachi Garments'));
    const taken = await put(spinner, {
      ...names,
      facility: { reconciliationStartAt: lastMonth(), reconciliationDuration: 1 },
      roleAttributes: oshAnswers(spinnerOsh, { oarId: 'PK2024KARACHI9', name: 'Faisalabad Spinning Mills' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([
      { path: 'facility.oarId', message: 'OS ID PK2024KARACHI9 is already used by another facility.' },
    ]);
  });

  it('refuses a reconciliation window on a product-segregation facility', async () => {
    const [supplierRole] = await t.database.db.select().from(roles).where(eq(roles.code, 'SUPPLIER'));
    const [facility] = await t.database.db
      .insert(facilities)
      .values({ name: 'Segregated Supplies', roleId: supplierRole!.id, chainOfCustody: 'Product Segregation' })
      .returning();
    await t.database.db.insert(users).values({
      email: 'supplier@segregated.example',
      firstName: 'Sara',
      lastName: 'Supplier',
      status: USER_STATUS.ACTIVE,
      userType: 'Admin',
      roleId: supplierRole!.id,
      facilityId: facility!.id,
    });
    const supplier = await bearer('supplier@segregated.example');
    const answers = oshAnswers(await oshAttributes('SUPPLIER'), { oarId: 'PK2024SEG0001', name: 'Segregated Supplies' });
    const response = await put(supplier, {
      ...names,
      facility: { reconciliationStartAt: lastMonth(), reconciliationDuration: 2 },
      roleAttributes: answers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'facility.reconciliationStartAt', message: 'Only mass-balance facilities have a reconciliation window.' },
    ]);
    // Without one the profile saves: the window is only for mass balance.
    expect((await put(supplier, { ...names, roleAttributes: answers })).statusCode).toBe(200);
    expect((await get(supplier, '/api/facilities/me')).json()).toMatchObject({
      chainOfCustody: { value: 'Product Segregation' },
      maySetReconciliation: false,
    });
  });

  it('has no own profile for roles whose profile an administrator completes', async () => {
    const [farmRole] = await t.database.db.select().from(roles).where(eq(roles.code, 'FARM'));
    const [farm] = await t.database.db.insert(facilities).values({ name: 'Bahawalpur Farm', roleId: farmRole!.id }).returning();
    await t.database.db.insert(users).values({
      email: 'farmer@bahawalpur.example',
      firstName: 'Farid',
      lastName: 'Farmer',
      status: USER_STATUS.ACTIVE,
      userType: 'Admin',
      roleId: farmRole!.id,
      facilityId: farm!.id,
    });
    const farmer = await bearer('farmer@bahawalpur.example');
    const response = await put(farmer, { ...names, facility: { address: 'Chak 12' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("An administrator completes the profile of your role's organisations, so you cannot change it.");
    expect((await get(farmer, '/api/facilities/me')).statusCode).toBe(403);
  });

  it('sends brands to their brand profile', async () => {
    const brand = await bearer('brand@demo.opentrace.local');
    const response = await put(brand, { firstName: 'Claire', lastName: 'Martin', facility: { name: 'Another Name' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("A brand's details are saved with the brand profile.");
  });
});

describe('an assessor profile', () => {
  let auditor: Headers;
  beforeAll(async () => {
    auditor = await bearer('auditor@demo.opentrace.local');
  });
  const organisation = { name: 'Fair Labour Audits Pakistan', countryId: '', provinceId: '', districtId: '', address: '12 Mall Road' };

  it('asks for the organisation name, location and address, and completes onboarding', async () => {
    const response = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      phoneNumber: '+923001112233',
      facility: { ...organisation, countryId: place.pakistan, provinceId: place.sindh, districtId: place.badin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: '+923001112233',
      updatedProfileAt: t.clock.now().toISOString(),
      currentFacility: { name: 'Fair Labour Audits Pakistan' },
    });
    expect((await get(auditor, '/api/facilities/me')).json()).toMatchObject({
      name: 'Fair Labour Audits Pakistan',
      location: '12 Mall Road, Badin, Sindh, Pakistan',
      chainOfCustody: null,
      roleAttributes: [],
      goodsOptions: [],
    });
  });

  it('refuses producer fields', async () => {
    const response = await put(auditor, { firstName: 'Omar', lastName: 'Farooq', facility: { goods: [product.bales], traderName: 'X' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'facility.traderName', message: "traderName is not part of your role's profile." },
      { path: 'facility.goods', message: "goods is not part of your role's profile." },
    ]);
  });

  it('requires the province and district of a real country, and a province of that country', async () => {
    const missing = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      facility: { countryId: place.india, provinceId: null, districtId: null },
    });
    expect(missing.json().details).toEqual([
      { path: 'facility.provinceId', message: 'Choose a province or state.' },
      { path: 'facility.districtId', message: 'Choose a district.' },
    ]);
    const elsewhere = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      facility: { countryId: place.india, provinceId: place.punjab, districtId: OTHER_DISTRICT_ID },
    });
    expect(elsewhere.json().details).toEqual([
      { path: 'facility.provinceId', message: 'This province/state is not in the chosen country.' },
    ]);
    // The Other province and district belong to every country.
    const other = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      facility: { countryId: place.india, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID },
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps only the street address when the country is Other', async () => {
    const withProvince = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      facility: { countryId: OTHER_COUNTRY_ID, provinceId: place.punjab, districtId: null },
    });
    expect(withProvince.statusCode).toBe(400);
    expect(withProvince.json().details).toEqual([
      {
        path: 'facility.provinceId',
        message: 'When the country is Other, only the street address is kept: leave the province/state and district empty.',
      },
    ]);
    const saved = await put(auditor, {
      firstName: 'Omar',
      lastName: 'Farooq',
      facility: { countryId: OTHER_COUNTRY_ID, provinceId: null, districtId: null, address: 'PO Box 7, Dubai' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(auditor, '/api/facilities/me')).json()).toMatchObject({
      province: null,
      district: null,
      location: 'PO Box 7, Dubai',
    });
  });
});
