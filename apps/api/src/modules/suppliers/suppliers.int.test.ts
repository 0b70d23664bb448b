import { randomUUID } from 'node:crypto';
import { type TSupplierDetail, type TSupplierMap, type TSupplierPage, type TSupplierRole, USER_STATUS } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { createSupplierWorld, type SupplierWorld, type TSupplierCaller } from './test/supplier-world.fixtures.ts';

/*
 * A brand's suppliers on the cotton pilot's map. A brand builds its chain: Karachi Garments (assembly,
 * tier 1) ← Sialkot Weaving (mill, scored HIGH, in Pakistan, makes fabric) ← Faisalabad Yarn House (a
 * spinner it creates) and a farm it creates; a second brand shares two of those suppliers and keeps
 * links of its own. Every describe builds its brands in its beforeAll, so a test reads only what it
 * or that set-up added, and passes alone or in any order.
 */

let w: SupplierWorld;
/** The facilities every describe may add: nobody has signed up for them. */
const ids: Record<'sialkot' | 'okara', string> = { sialkot: '', okara: '' };

const SUPPLIERS_URL = '/api/brands/suppliers';
const list = async (who: TSupplierCaller, query = '') => {
  const response = await w.call(who, 'GET', `${SUPPLIERS_URL}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSupplierPage;
};
const names = (page: TSupplierPage) => page.items.map((item) => item.name).sort();
const detail = async (who: TSupplierCaller, id: string) => {
  const response = await w.call(who, 'GET', `${SUPPLIERS_URL}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSupplierDetail;
};
const partnerNames = (supplier: TSupplierDetail) => supplier.partners.map((partner) => partner.name).sort();
const add = async (who: TSupplierCaller, payload: object) => {
  const response = await w.call(who, 'POST', SUPPLIERS_URL, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TSupplierDetail;
};
const mapping = async (who: TSupplierCaller) => {
  const response = await w.call(who, 'GET', `${SUPPLIERS_URL}/mapping`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSupplierMap;
};
/** Each node's name with the names of the suppliers it supplies, for comparing whole maps. */
const edges = (map: TSupplierMap) => {
  const nameOf = new Map(map.nodes.map((node) => [node.id, node.name]));
  return Object.fromEntries(map.nodes.map((node) => [node.name, node.targets.map((target) => nameOf.get(target)).sort()]));
};

const newSpinner = {
  name: 'Faisalabad Yarn House',
  businessRegisterNumber: 'REG-FYH-1',
  oarId: 'PK2026FYH0001',
  firstName: 'Hina',
  lastName: 'Javed',
  email: ' Hina@FYH.pk ',
};
/** The spinner's details with an OS ID and an e-mail of its own, as both are unique among facilities and users. */
const spinnerFor = (tag: string) => ({ ...newSpinner, oarId: `PK2026FYH-${tag.toUpperCase()}`, email: `hina@${tag}.fyh.pk` });
/** A spinner `who` creates, so `who` keeps its details until it saves its own profile. */
const createSpinner = async (who: TSupplierCaller, details: typeof newSpinner, businessPartnerIds: string[] = []) =>
  (await add(who, { ...details, typeId: w.roleIds.SPINNER, businessPartnerIds })).id;
const createFarm = async (who: TSupplierCaller, tag: string) =>
  (
    await add(who, {
      name: 'Vehari Cotton Farm',
      typeId: w.roleIds.FARM,
      firstName: 'Nasir',
      lastName: 'Khan',
      email: `nasir@${tag}.vehari-farm.pk`,
    })
  ).id;
/** Karachi Garments ← Sialkot Weaving among `who`'s suppliers. */
const addChain = async (who: TSupplierCaller) => {
  await add(who, { facilityId: w.demo.assembly });
  await add(who, { facilityId: ids.sialkot, businessPartnerIds: [w.demo.assembly] });
};

beforeAll(async () => {
  w = await createSupplierWorld();
  ids.sialkot = await w.facility({
    name: 'Sialkot Weaving',
    role: 'MILL',
    oarId: 'PK2026SIAL0001',
    businessRegisterNumber: 'REG-SW-9',
    countryId: w.place.pakistan,
    provinceId: w.place.punjab,
    districtId: w.place.multan,
    goodsProductDefinitionIds: [w.definitionIds.Fabric as string],
    riskLevel: 'HIGH',
  });
  ids.okara = await w.facility({ name: 'Okara Yarns', role: 'SPINNER', riskLevel: 'LOW' });
  const score = await w.call('superAdmin', 'PUT', '/api/country-risks/PK', { score: 64 });
  expect(score.statusCode, score.body).toBe(200);
  const ilab = await w.call('superAdmin', 'POST', '/api/product-risk-listings/ilab');
  expect(ilab.statusCode, ilab.body).toBe(200);
}, 120_000);
afterAll(async () => w?.t.close());

describe('supplier roles', () => {
  it('lists the producer roles of the map with their tiers, assembly first and the farm furthest upstream', async () => {
    const response = await w.call('brand', 'GET', `${SUPPLIERS_URL}/roles`);
    expect(response.statusCode).toBe(200);
    const roles = (response.json() as TSupplierRole[]).map((role) => [role.code, role.tier, role.canSignIn]);
    expect(roles.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['FINAL_PRODUCT_ASSEMBLY', 1, true],
      ['MILL', 2, true],
      ['SPINNER', 3, true],
      ['GINNER', 4, true],
      ['FARM', 5, false],
    ]);
  });
});

describe('adding a supplier', () => {
  let newBrand: TSupplierCaller;
  /** Karachi Garments and nothing else. */
  let brand: TSupplierCaller;
  /** Karachi Garments ← Sialkot Weaving, and Okara Yarns. */
  let chainBrand: TSupplierCaller;

  beforeAll(async () => {
    newBrand = await w.addBrand('Adding New');
    brand = await w.addBrand('Adding');
    await add(brand, { facilityId: w.demo.assembly });
    chainBrand = await w.addBrand('Adding Chain');
    await addChain(chainBrand);
    await add(chainBrand, { facilityId: ids.okara });
  });

  it('adds an existing facility, which the brand did not create and so may not edit', async () => {
    const supplier = await add(newBrand, { facilityId: w.demo.assembly });
    expect(supplier).toMatchObject({
      id: w.demo.assembly,
      name: 'Karachi Garments',
      type: { code: 'FINAL_PRODUCT_ASSEMBLY', tier: 1 },
      riskLevel: null,
      detailsEditable: false,
      partners: [],
    });
    expect(supplier.contacts).toEqual([expect.objectContaining({ email: 'assembly@demo.opentrace.local', isFirstAdmin: true })]);
  });

  it('adds an existing facility with a partner, and the link shows from both sides', async () => {
    const supplier = await add(brand, { facilityId: ids.sialkot, businessPartnerIds: [w.demo.assembly] });
    expect(supplier).toMatchObject({ name: 'Sialkot Weaving', riskLevel: 'HIGH', type: { code: 'MILL', tier: 2 } });
    expect(partnerNames(supplier)).toEqual(['Karachi Garments']);
    expect(partnerNames(await detail(brand, w.demo.assembly))).toEqual(['Sialkot Weaving']);
  });

  it('creates a new supplier with an invited Admin and mails the invitation in the inviter’s language', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: SUPPLIERS_URL,
      headers: { ...w.headers[chainBrand], language: 'fr' },
      payload: { ...newSpinner, typeId: w.roleIds.SPINNER, businessPartnerIds: [ids.sialkot] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const supplier = response.json() as TSupplierDetail;
    expect(supplier).toMatchObject({
      name: 'Faisalabad Yarn House',
      businessRegisterNumber: 'REG-FYH-1',
      oarId: 'PK2026FYH0001',
      type: { code: 'SPINNER', tier: 3 },
      riskLevel: null,
      questionnaireState: 'unknown',
      detailsEditable: true,
    });
    expect(partnerNames(supplier)).toEqual(['Sialkot Weaving']);
    expect(supplier.contacts).toEqual([
      expect.objectContaining({ firstName: 'Hina', lastName: 'Javed', email: 'hina@fyh.pk', isFirstAdmin: true }),
    ]);

    const [user] = await w.t.database.db.select().from(users).where(eq(users.email, 'hina@fyh.pk'));
    expect(user).toMatchObject({ status: USER_STATUS.INVITED, userType: 'Admin', facilityId: supplier.id, roleId: w.roleIds.SPINNER });
    const mail = await w.lastMail('hina@fyh.pk');
    expect(mail?.template).toBe('invitation');
    expect(mail?.subject).toMatch(/^Vous êtes invité/);
    expect(partnerNames(await detail(chainBrand, ids.sialkot))).toEqual(['Faisalabad Yarn House', 'Karachi Garments']);
  });

  it('creates a farm with its contact but no invitation, as an administrator completes farms', async () => {
    const supplier = await add(brand, {
      name: 'Vehari Cotton Farm',
      typeId: w.roleIds.FARM,
      firstName: 'Nasir',
      lastName: 'Khan',
      email: 'nasir@vehari-farm.pk',
    });
    expect(supplier).toMatchObject({ type: { code: 'FARM', tier: 5, canSignIn: false }, partners: [] });
    expect(supplier.contacts).toEqual([expect.objectContaining({ firstName: 'Nasir', email: 'nasir@vehari-farm.pk' })]);
    expect(await w.lastMail('nasir@vehari-farm.pk')).toBeUndefined();
  });

  it('answers 409 on the field already taken, and creates nothing', async () => {
    const taken = async (payload: object) => {
      const response = await w.call(brand, 'POST', SUPPLIERS_URL, payload);
      expect(response.statusCode, response.body).toBe(409);
      return response.json().details as { path: string; message: string }[];
    };
    const details = { name: 'Rahim Yarns', typeId: w.roleIds.SPINNER, firstName: 'Rahim', lastName: 'Shah' };
    expect(await taken({ ...details, email: 'SPINNER@demo.opentrace.local' })).toEqual([
      { path: 'email', message: 'A user with this e-mail already exists.' },
    ]);
    expect(await taken({ ...details, email: 'rahim@yarns.pk', oarId: 'pk2026sial0001' })).toEqual([
      { path: 'oarId', message: 'This OS ID belongs to another business.' },
    ]);
    expect(await taken({ facilityId: w.demo.assembly })).toEqual([
      { path: 'facilityId', message: 'Karachi Garments is already one of your suppliers.' },
    ]);
    expect(await w.t.database.db.select().from(facilities).where(eq(facilities.name, 'Rahim Yarns'))).toEqual([]);
  });

  it('answers 400 with field errors for bad or missing details', async () => {
    const paths = async (payload: object) => {
      const response = await w.call(brand, 'POST', SUPPLIERS_URL, payload);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json().details as { path: string }[]).map((detail) => detail.path).sort();
    };
    const good = { name: 'Rahim Yarns', typeId: w.roleIds.SPINNER, firstName: 'Rahim', lastName: 'Shah', email: 'rahim@yarns.pk' };
    expect(await paths({ ...good, firstName: 'Rahim2', lastName: 'Sh4h' })).toEqual(['firstName', 'lastName']);
    expect(await paths({ ...good, oarId: 'P'.repeat(51) })).toEqual(['oarId']);
    expect(await paths({ ...good, email: 'not-an-email' })).toEqual(['email']);
    expect(await paths({ name: 'Rahim Yarns', typeId: w.roleIds.SPINNER })).toEqual(['email', 'firstName', 'lastName']);
  });

  it('refuses a facility that is no producer on the map (404), and a type that is no role on it (field error)', async () => {
    const notProducer = await w.call(brand, 'POST', SUPPLIERS_URL, { facilityId: w.demo.brand });
    expect(notProducer.statusCode).toBe(404);
    expect(notProducer.json().message).toBe('This facility does not exist or cannot be your supplier.');
    const type = await w.call(brand, 'POST', SUPPLIERS_URL, {
      name: 'Rahim Yarns',
      typeId: w.roleIds.BRAND,
      firstName: 'Rahim',
      lastName: 'Shah',
      email: 'rahim@yarns.pk',
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details).toEqual([{ path: 'typeId', message: 'This type is not a role on the supply-chain map.' }]);
  });

  it('takes as partners only its suppliers next to the new one on the map (422 on the partner’s path)', async () => {
    const ginner = {
      name: 'Khanewal Ginners',
      typeId: w.roleIds.GINNER,
      firstName: 'Tariq',
      lastName: 'Mehmood',
      email: 'tariq@khanewal.pk',
    };
    const notSupplier = await w.call(chainBrand, 'POST', SUPPLIERS_URL, { ...ginner, businessPartnerIds: [w.demo.spinner] });
    expect(notSupplier.statusCode).toBe(422);
    expect(notSupplier.json().details).toEqual([{ path: 'businessPartnerIds.0', message: 'Partners must be among your suppliers.' }]);
    const notAdjacent = await w.call(chainBrand, 'POST', SUPPLIERS_URL, { ...ginner, businessPartnerIds: [ids.okara, w.demo.assembly] });
    expect(notAdjacent.statusCode).toBe(422);
    expect(notAdjacent.json().details).toEqual([
      {
        path: 'businessPartnerIds.1',
        message: 'Karachi Garments (Final Product Assembly) is not next to Ginner on the supply-chain map.',
      },
    ]);
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'tariq@khanewal.pk'))).toEqual([]);
  });

  it('is for brands that invite partners only', async () => {
    const payload = { facilityId: w.demo.mill };
    expect((await w.call('admin', 'POST', SUPPLIERS_URL, payload)).statusCode).toBe(403);
    expect((await w.call('ginner', 'POST', SUPPLIERS_URL, payload)).statusCode).toBe(403);
  });
});

describe('finding facilities and partners to add', () => {
  /** Karachi Garments, Sialkot Weaving, Faisalabad Yarn House and Vehari Cotton Farm. */
  let brand: TSupplierCaller;
  let fyh: string;

  beforeAll(async () => {
    brand = await w.addBrand('Finding');
    await addChain(brand);
    fyh = await createSpinner(brand, spinnerFor('finding'), [ids.sialkot]);
    await createFarm(brand, 'finding');
  });

  it('searches producers on the map that are not the brand’s suppliers yet, by name, OS ID or registration number', async () => {
    const search = async (key: string) =>
      names((await w.call(brand, 'GET', `${SUPPLIERS_URL}/search?key=${encodeURIComponent(key)}`)).json() as TSupplierPage);
    expect(await search('lahore')).toEqual(['Lahore Fabric Mill']);
    expect(await search('karachi')).toEqual([]);
    expect(await search('maison')).toEqual([]);
    expect(await search('okara')).toEqual(['Okara Yarns']);
    const all = (await w.call(brand, 'GET', `${SUPPLIERS_URL}/search?perPage=100`)).json() as TSupplierPage;
    expect(names(all)).toEqual(
      expect.arrayContaining(['Faisalabad Spinning Mills', 'Lahore Fabric Mill', 'Multan Ginning Factory', 'Okara Yarns']),
    );
    expect(names(all)).not.toContain('Sialkot Weaving');
  });

  it('offers as partners the brand’s suppliers whose role is next to the given one, leaving out the supplier itself', async () => {
    const candidates = async (query: string) =>
      ((await w.call(brand, 'GET', `${SUPPLIERS_URL}/partner-candidates?${query}`)).json() as { name: string }[]).map((p) => p.name).sort();
    expect(await candidates(`roleId=${w.roleIds.MILL}`)).toEqual(['Faisalabad Yarn House', 'Karachi Garments']);
    expect(await candidates(`roleId=${w.roleIds.SPINNER}&supplierId=${fyh}`)).toEqual(['Sialkot Weaving']);
    expect(await candidates(`roleId=${w.roleIds.GINNER}`)).toEqual(['Faisalabad Yarn House', 'Vehari Cotton Farm']);
  });
});

describe('another brand with the same suppliers', () => {
  /** Karachi Garments ← Sialkot Weaving ← Faisalabad Yarn House. */
  let brand: TSupplierCaller;
  let otherBrand: TSupplierCaller;
  let fyh: string;

  beforeAll(async () => {
    brand = await w.addBrand('Sharing');
    await addChain(brand);
    fyh = await createSpinner(brand, spinnerFor('sharing'), [ids.sialkot]);
    otherBrand = await w.addBrand('Sharing Other');
  });

  it('keeps its own suppliers and its own partner links', async () => {
    await add(otherBrand, { facilityId: w.demo.assembly });
    const sialkot = await add(otherBrand, { facilityId: ids.sialkot });
    expect(sialkot.partners).toEqual([]);
    expect(names(await list(otherBrand))).toEqual(['Karachi Garments', 'Sialkot Weaving']);
    expect((await detail(otherBrand, w.demo.assembly)).partners).toEqual([]);
    expect(edges(await mapping(otherBrand))).toEqual({ 'Karachi Garments': [], 'Sialkot Weaving': [] });

    const linked = await w.call(otherBrand, 'PUT', `${SUPPLIERS_URL}/${ids.sialkot}`, { businessPartnerIds: [w.demo.assembly] });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(edges(await mapping(otherBrand))).toEqual({ 'Karachi Garments': [], 'Sialkot Weaving': ['Karachi Garments'] });
    expect(partnerNames(await detail(brand, ids.sialkot))).toEqual(['Faisalabad Yarn House', 'Karachi Garments']);
  });

  it('cannot see, edit or remove the first brand’s suppliers (404 as for an unknown id)', async () => {
    const unknown = await w.call(otherBrand, 'GET', `${SUPPLIERS_URL}/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    for (const [method, payload] of [['GET'], ['PUT', { businessPartnerIds: [] }], ['DELETE']] as const) {
      const response = await w.call(otherBrand, method, `${SUPPLIERS_URL}/${fyh}`, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json().message).toBe(unknown.json().message);
    }
    expect((await detail(brand, fyh)).name).toBe('Faisalabad Yarn House');
  });
});

describe('the supplier list', () => {
  let brand: TSupplierCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Listing');
    await addChain(brand);
    await add(brand, { facilityId: ids.okara });
    await createSpinner(brand, spinnerFor('listing'));
    await createFarm(brand, 'listing');
  });

  it('shows only the brand’s own suppliers, with "Not assessed" (null) for unscored ones', async () => {
    const page = await list(brand);
    expect(page).toMatchObject({ total: 5, page: 1, perPage: 20 });
    expect(names(page)).toEqual(['Faisalabad Yarn House', 'Karachi Garments', 'Okara Yarns', 'Sialkot Weaving', 'Vehari Cotton Farm']);
    const byName = Object.fromEntries(page.items.map((item) => [item.name, item]));
    expect(byName['Faisalabad Yarn House']).toMatchObject({
      riskLevel: null,
      questionnaireState: 'unknown',
      oarId: 'PK2026FYH-LISTING',
      businessRegisterNumber: 'REG-FYH-1',
      country: null,
      detailsEditable: true,
      type: { code: 'SPINNER', tier: 3 },
    });
    expect(byName['Sialkot Weaving']).toMatchObject({ riskLevel: 'HIGH', country: 'Pakistan', detailsEditable: false });
    expect(byName['Okara Yarns']?.riskLevel).toBe('LOW');
  });

  it('searches by name, OS ID and registration number', async () => {
    expect(names(await list(brand, '?key=sialkot'))).toEqual(['Sialkot Weaving']);
    expect(names(await list(brand, '?key=pk2026fyh'))).toEqual(['Faisalabad Yarn House']);
    expect(names(await list(brand, '?key=reg-sw-9'))).toEqual(['Sialkot Weaving']);
    expect(names(await list(brand, '?key=lahore'))).toEqual([]);
  });

  it('filters by type, tier and risk level, "not assessed" included', async () => {
    expect(names(await list(brand, `?roleId=${w.roleIds.SPINNER}`))).toEqual(['Faisalabad Yarn House', 'Okara Yarns']);
    expect(names(await list(brand, '?tier=1'))).toEqual(['Karachi Garments']);
    expect(names(await list(brand, '?tier=5'))).toEqual(['Vehari Cotton Farm']);
    expect(names(await list(brand, '?riskLevel=HIGH'))).toEqual(['Sialkot Weaving']);
    expect(names(await list(brand, '?riskLevel=LOW'))).toEqual(['Okara Yarns']);
    expect(names(await list(brand, '?riskLevel=MEDIUM'))).toEqual([]);
    expect(names(await list(brand, '?riskLevel=NOT_ASSESSED'))).toEqual([
      'Faisalabad Yarn House',
      'Karachi Garments',
      'Vehari Cotton Farm',
    ]);
    expect((await w.call(brand, 'GET', `${SUPPLIERS_URL}?riskLevel=SEVERE`)).statusCode).toBe(400);
  });

  it('sorts by name and tier', async () => {
    const order = async (sort: string) => (await list(brand, `?sort=${sort}`)).items.map((item) => item.name);
    expect(await order('name:asc')).toEqual([
      'Faisalabad Yarn House',
      'Karachi Garments',
      'Okara Yarns',
      'Sialkot Weaving',
      'Vehari Cotton Farm',
    ]);
    expect(await order('name:desc')).toEqual([
      'Vehari Cotton Farm',
      'Sialkot Weaving',
      'Okara Yarns',
      'Karachi Garments',
      'Faisalabad Yarn House',
    ]);
    const tiers = (await list(brand, '?sort=tier:asc')).items.map((item) => item.type.tier);
    expect(tiers).toEqual([1, 2, 3, 3, 5]);
  });

  it('sorts by type and by last activity, the suppliers never active last either way', async () => {
    const signIn = await w.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'assembly@demo.opentrace.local', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const types = (await list(brand, '?sort=type:asc')).items.map((item) => item.type.name);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    for (const direction of ['asc', 'desc'] as const) {
      const moments = (await list(brand, `?sort=lastActivityAt:${direction}`)).items.map((item) => item.lastActivityAt);
      const active = moments.filter((moment): moment is string => moment !== null);
      expect(active.length, 'Karachi Garments has signed in').toBeGreaterThan(0);
      expect(moments).toEqual([...active, ...moments.filter((moment) => moment === null)]);
      const sorted = [...active].sort();
      expect(active).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('is closed to producers and administrators', async () => {
    expect((await w.call('ginner', 'GET', SUPPLIERS_URL)).statusCode).toBe(403);
    expect((await w.call('admin', 'GET', SUPPLIERS_URL)).statusCode).toBe(403);
    expect((await w.call('superAdmin', 'GET', SUPPLIERS_URL)).statusCode).toBe(403);
  });
});

describe('a supplier’s detail', () => {
  /** Sialkot Weaving and Faisalabad Yarn House. */
  let brand: TSupplierCaller;
  let fyh: string;

  beforeAll(async () => {
    brand = await w.addBrand('Detail');
    await add(brand, { facilityId: ids.sialkot });
    fyh = await createSpinner(brand, spinnerFor('detail'));
  });

  it('shows the external risk of the country and of its goods', async () => {
    const sialkot = await detail(brand, ids.sialkot);
    expect(sialkot).toMatchObject({
      // The goods are the commodities of what it makes: its Fabric is made of cotton.
      goods: ['Cotton'],
      location: { country: { name: 'Pakistan' }, district: { name: 'Multan' } },
      externalRisk: { countryScore: 64 },
    });
    expect(sialkot.externalRisk.goodsListings).toEqual([
      expect.objectContaining({
        good: 'Cotton',
        country: 'Pakistan',
        indicator: expect.stringMatching(/forced labor/i),
        source: expect.any(String),
      }),
    ]);
  });

  it('has no external risk for a supplier without a country', async () => {
    expect((await detail(brand, fyh)).externalRisk).toEqual({ countryScore: null, goodsListings: [] });
  });

  it('is open to administrators for any facility, without a brand’s partners', async () => {
    expect(await detail('admin', ids.sialkot)).toMatchObject({ name: 'Sialkot Weaving', partners: [] });
    expect((await detail('admin', w.demo.ginner)).name).toBe('Multan Ginning Factory');
  });

  it('is closed to producers and answers 404 to a brand for a facility that is not its supplier', async () => {
    expect((await w.call('ginner', 'GET', `${SUPPLIERS_URL}/${ids.sialkot}`)).statusCode).toBe(403);
    expect((await w.call(brand, 'GET', `${SUPPLIERS_URL}/${w.demo.ginner}`)).statusCode).toBe(404);
  });
});

describe('editing a supplier', () => {
  /** Sialkot Weaving ← Faisalabad Yarn House, and a second spinner whose Admin is yet to sign up. */
  let brand: TSupplierCaller;
  let fyh: string;
  const signingSpinner = spinnerFor('signing');
  let signing: string;
  /** Karachi Garments ← Sialkot Weaving, Faisalabad Yarn House Ltd and Vehari Cotton Farm. */
  let partnersBrand: TSupplierCaller;
  let fyhLtd: string;
  let farm: string;

  beforeAll(async () => {
    brand = await w.addBrand('Editing');
    await add(brand, { facilityId: ids.sialkot });
    fyh = await createSpinner(brand, spinnerFor('editing'), [ids.sialkot]);
    signing = await createSpinner(brand, signingSpinner);
    partnersBrand = await w.addBrand('Editing Partners');
    await addChain(partnersBrand);
    fyhLtd = await createSpinner(partnersBrand, { ...spinnerFor('editing-partners'), name: 'Faisalabad Yarn House Ltd' });
    farm = await createFarm(partnersBrand, 'editing-partners');
  });

  it('changes the details of a supplier the brand created', async () => {
    const response = await w.call(brand, 'PUT', `${SUPPLIERS_URL}/${fyh}`, {
      name: 'Faisalabad Yarn House Ltd',
      businessRegisterNumber: 'REG-FYH-2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Faisalabad Yarn House Ltd',
      businessRegisterNumber: 'REG-FYH-2',
      detailsEditable: true,
    });
    expect(partnerNames(response.json())).toEqual(['Sialkot Weaving']);
  });

  it('refuses the details of a facility the brand did not create, but rewrites its partners on both sides', async () => {
    const locked = await w.call(partnersBrand, 'PUT', `${SUPPLIERS_URL}/${ids.sialkot}`, { name: 'Sialkot Weavers' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe('Sialkot Weaving now keeps its own details; you can change only its partners among your suppliers.');

    const rewritten = await w.call(partnersBrand, 'PUT', `${SUPPLIERS_URL}/${ids.sialkot}`, { businessPartnerIds: [fyhLtd] });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(partnerNames(rewritten.json())).toEqual(['Faisalabad Yarn House Ltd']);
    expect((await detail(partnersBrand, w.demo.assembly)).partners).toEqual([]);
    const notAdjacent = await w.call(partnersBrand, 'PUT', `${SUPPLIERS_URL}/${ids.sialkot}`, { businessPartnerIds: [farm] });
    expect(notAdjacent.statusCode).toBe(422);
    expect(notAdjacent.json().details).toEqual([{ path: 'businessPartnerIds.0', message: expect.stringContaining('Vehari Cotton Farm') }]);
  });

  it('locks the details once the supplier saves its own profile, which then shows in the detail', async () => {
    const spinner = await w.signUp(signingSpinner.email, 'Hina#2026x');
    const osh = await w.roleAttributeIds('SPINNER');
    const saved = await w.t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: spinner,
      payload: {
        firstName: 'Hina',
        lastName: 'Javed',
        facility: {
          goods: [w.definitionIds.Yarn],
          reconciliationStartAt: new Date(w.t.clock.now().getTime() - 30 * 86_400_000).toISOString(),
          reconciliationDuration: 12,
        },
        roleAttributes: [
          { attributeId: osh['OS ID'], value: signingSpinner.oarId },
          { attributeId: osh['Business Name'], value: 'Faisalabad Yarn House Ltd' },
          { attributeId: osh.Country, value: w.place.pakistan },
          { attributeId: osh['Province/State'], value: w.place.punjab },
          { attributeId: osh.District, value: w.place.multan },
          { attributeId: osh.Address, value: 'Jhang Road' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().updatedProfileAt).not.toBeNull();

    const locked = await w.call(brand, 'PUT', `${SUPPLIERS_URL}/${signing}`, { name: 'Another Name' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toContain('now keeps its own details');
    const saver = await detail(brand, signing);
    // Its Yarn is made of cotton (the definition's goods), which the ILAB List of Goods names for Pakistan.
    expect(saver).toMatchObject({ detailsEditable: false, goods: ['Cotton'], externalRisk: { countryScore: 64 } });
    const partners = await w.call(brand, 'PUT', `${SUPPLIERS_URL}/${signing}`, { businessPartnerIds: [ids.sialkot] });
    expect(partners.statusCode, partners.body).toBe(200);
    expect(saver.externalRisk.goodsListings.map((listing) => listing.good)).toEqual(['Cotton']);
  });
});

describe('the tier map', () => {
  let brand: TSupplierCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Mapping');
    await addChain(brand);
    await createSpinner(brand, { ...spinnerFor('mapping'), name: 'Faisalabad Yarn House Ltd' }, [ids.sialkot]);
    await add(brand, { facilityId: ids.okara });
    await createFarm(brand, 'mapping');
  });

  it('lays the brand’s suppliers out in map order, with who supplies whom', async () => {
    const map = await mapping(brand);
    const tiers = map.tiers.map((tier) => tier.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(map.tiers[0]).toMatchObject({ tier: 1, roles: [expect.objectContaining({ code: 'FINAL_PRODUCT_ASSEMBLY' })] });
    expect(map.tiers.at(-1)).toMatchObject({ tier: 5, roles: [expect.objectContaining({ code: 'FARM' })] });
    expect(edges(map)).toEqual({
      'Karachi Garments': [],
      'Sialkot Weaving': ['Karachi Garments'],
      'Faisalabad Yarn House Ltd': ['Sialkot Weaving'],
      'Okara Yarns': [],
      'Vehari Cotton Farm': [],
    });
    expect(map.nodes.find((node) => node.name === 'Sialkot Weaving')).toMatchObject({ riskLevel: 'HIGH', type: { code: 'MILL' } });
  });
});

describe('removing a supplier', () => {
  /** Karachi Garments ← Sialkot Weaving ← Faisalabad Yarn House, and a spinner whose Admin signed up. */
  let brand: TSupplierCaller;
  let fyh: string;
  const leavingSpinner = spinnerFor('leaving');
  let leaving: string;
  /** Karachi Garments ← Sialkot Weaving. */
  let otherBrand: TSupplierCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Removing');
    await addChain(brand);
    fyh = await createSpinner(brand, spinnerFor('removing'), [ids.sialkot]);
    leaving = await createSpinner(brand, leavingSpinner);
    await w.signUp(leavingSpinner.email, 'Hina#2026x');
    otherBrand = await w.addBrand('Removing Other');
    await addChain(otherBrand);
  });

  it('removes only the brand’s link and its partner links; the facility, its users and another brand’s link stay', async () => {
    const removed = await w.call(brand, 'DELETE', `${SUPPLIERS_URL}/${ids.sialkot}`);
    expect(removed.statusCode).toBe(204);
    expect((await w.call(brand, 'GET', `${SUPPLIERS_URL}/${ids.sialkot}`)).statusCode).toBe(404);
    expect(names(await list(brand))).not.toContain('Sialkot Weaving');
    expect((await detail(brand, fyh)).partners).toEqual([]);
    expect(edges(await mapping(brand))['Karachi Garments']).toEqual([]);

    expect((await detail('admin', ids.sialkot)).name).toBe('Sialkot Weaving');
    expect(partnerNames(await detail(otherBrand, ids.sialkot))).toEqual(['Karachi Garments']);
    expect(names(await list(otherBrand))).toEqual(['Karachi Garments', 'Sialkot Weaving']);
    const search = (await w.call(brand, 'GET', `${SUPPLIERS_URL}/search?key=sialkot`)).json() as TSupplierPage;
    expect(names(search)).toEqual(['Sialkot Weaving']);
    expect((await w.call(brand, 'DELETE', `${SUPPLIERS_URL}/${ids.sialkot}`)).statusCode).toBe(404);
  });

  it('keeps a removed supplier’s users', async () => {
    expect((await w.call(brand, 'DELETE', `${SUPPLIERS_URL}/${leaving}`)).statusCode).toBe(204);
    const [user] = await w.t.database.db.select().from(users).where(eq(users.email, leavingSpinner.email));
    expect(user).toMatchObject({ facilityId: leaving, status: USER_STATUS.ACTIVE });
    expect((await detail('admin', leaving)).contacts.map((contact) => contact.email)).toEqual([leavingSpinner.email]);
  });
});

describe('paging', () => {
  /** Karachi Garments, Okara Yarns and Vehari Cotton Farm before the test adds its mills. */
  let brand: TSupplierCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Paging');
    await add(brand, { facilityId: w.demo.assembly });
    await add(brand, { facilityId: ids.okara });
    await createFarm(brand, 'paging');
  });

  it('gives 20 suppliers a page unless asked otherwise, with the total', async () => {
    for (let number = 1; number <= 18; number += 1) {
      const id = await w.facility({ name: `Batch Mill ${String(number).padStart(2, '0')}`, role: 'MILL' });
      await add(brand, { facilityId: id });
    }
    const first = await list(brand, '?sort=name:asc');
    expect(first).toMatchObject({ total: 21, page: 1, perPage: 20 });
    expect(first.items).toHaveLength(20);
    const second = await list(brand, '?sort=name:asc&page=2');
    expect(second.items.map((item) => item.name)).toEqual(['Vehari Cotton Farm']);
    const small = await list(brand, '?sort=name:asc&perPage=5&page=4');
    expect(small).toMatchObject({ total: 21, page: 4, perPage: 5 });
    expect(small.items.map((item) => item.name)).toEqual([
      'Batch Mill 16',
      'Batch Mill 17',
      'Batch Mill 18',
      'Karachi Garments',
      'Okara Yarns',
    ]);
    expect(await list(brand, '?sort=name:asc&page=9')).toMatchObject({ items: [], total: 21, page: 9 });
  });
});
