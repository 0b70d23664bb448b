import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, USER_STATUS } from '@opentrace/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, districts, facilities, facilityPartners, jobs, provinces, users } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { configureCottonPilot } from '../../test/world/cotton-pilot-world.ts';

/*
 * Business partners on the cotton pilot's map: Farm → Ginner → Spinner → Mill → Final Product
 * Assembly. The ginner's processing partners are farm groups (suppliers) and spinners (buyers).
 */

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const roleIds: Record<string, string> = {};
const facilityIds: Record<string, string> = {};
const productIds: Record<string, string> = {};
let place: { pakistan: string; punjab: string; multan: string; sindh: string };

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });

async function insertFacility(values: {
  name: string;
  role: string;
  oarId?: string;
  businessRegisterNumber?: string;
  farmGroupId?: string;
  code?: string;
}) {
  const [row] = await t.database.db
    .insert(facilities)
    .values({
      name: values.name,
      roleId: roleIds[values.role] as string,
      oarId: values.oarId ?? null,
      businessRegisterNumber: values.businessRegisterNumber ?? null,
      farmGroupId: values.farmGroupId ?? null,
      code: values.code ?? null,
      contactFirstName: values.farmGroupId ? 'Rashid' : null,
      contactLastName: values.farmGroupId ? 'Ali' : null,
    })
    .returning({ id: facilities.id });
  return row!.id;
}

const demoFacilityId = async (email: string) =>
  (await t.database.db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, email)))[0]!.facilityId as string;

const names = (page: { items: { name?: string; facility?: { name: string } }[] }) =>
  page.items.map((item) => item.name ?? item.facility?.name).sort();

const liveRows = async (table: typeof facilities | typeof users | typeof jobs) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const configured = await configureCottonPilot(t);
  const superAdmin = configured.superAdmin;
  Object.assign(roleIds, configured.roleIds);
  const products = (await t.app.inject({ method: 'GET', url: '/api/product-definitions', headers: superAdmin })).json() as {
    id: string;
    name: string;
  }[];
  for (const product of products) productIds[product.name] = product.id;

  for (const [who, email] of Object.entries({
    ginner: 'ginner@demo.opentrace.local',
    spinner: 'spinner@demo.opentrace.local',
    mill: 'mill@demo.opentrace.local',
    assembly: 'assembly@demo.opentrace.local',
    brand: 'brand@demo.opentrace.local',
  })) {
    as[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
    facilityIds[who] = await demoFacilityId(email);
  }

  facilityIds.farmGroup = await insertFacility({
    name: 'Vehari Farm Group',
    role: 'FARM',
    code: '4321',
    businessRegisterNumber: 'FG-4321',
  });
  facilityIds.farmA = await insertFacility({ name: 'Akram Farm', role: 'FARM', farmGroupId: facilityIds.farmGroup, code: 'A01' });
  facilityIds.farmB = await insertFacility({ name: 'Bashir Farm', role: 'FARM', farmGroupId: facilityIds.farmGroup, code: 'B02' });
  facilityIds.unmappedGroup = await insertFacility({ name: 'Unmapped Farm Group', role: 'FARM_GROUP', code: '5555' });
  facilityIds.spinnerOsh = await insertFacility({ name: 'Okara Yarns', role: 'SPINNER', oarId: 'PK2026ABC1234' });
  facilityIds.spinnerReg = await insertFacility({ name: 'Sahiwal Spinning', role: 'SPINNER', businessRegisterNumber: 'REG-77_1' });
  facilityIds.transporter = await insertFacility({ name: 'Indus Haulage', role: 'TRANSPORTER' });
  facilityIds.broker = await insertFacility({ name: 'Lyallpur Cotton Brokers', role: 'BROKER' });

  const [pakistan] = await t.database.db.select().from(countries).where(eq(countries.countryCode, 'PK'));
  const [multan] = await t.database.db.select().from(districts).where(eq(districts.name, 'Multan'));
  const [sindh] = await t.database.db
    .select()
    .from(provinces)
    .where(and(eq(provinces.countryId, pakistan!.id), eq(provinces.name, 'Sindh')));
  place = { pakistan: pakistan!.id, punjab: multan!.provinceId, multan: multan!.id, sindh: sindh!.id };
}, 60_000);
afterAll(async () => t.close());

describe('who a producer may add', () => {
  it('offers the ginner the roles next to it on the map, and transporters and brokers', async () => {
    const response = await call('ginner', 'GET', '/partners/roles');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.processingRoles.map((role: { name: string; direction: string; invitable: boolean }) => [
        role.name,
        role.direction,
        role.invitable,
      ]),
    ).toEqual([
      ['Farm', 'supplier', false],
      ['Spinner', 'buyer', true],
    ]);
    expect(body).toMatchObject({ canAddTransporters: true, canAddBrokers: true });
  });

  it('offers final product assembly its mill suppliers only, without transporters or brokers', async () => {
    const body = (await call('assembly', 'GET', '/partners/roles')).json();
    expect(body.processingRoles.map((role: { name: string }) => role.name)).toEqual(['Mill']);
    expect(body).toMatchObject({ canAddTransporters: false, canAddBrokers: false });
  });

  it('is closed to brands and to producers without INVITE_PARTNERS', async () => {
    expect((await call('brand', 'GET', '/partners/roles')).statusCode).toBe(403);
  });
});

describe('searching for partners', () => {
  it('finds spinners and farm groups for a ginner, never mills, farms, unmapped roles or itself', async () => {
    const page = (await call('ginner', 'GET', '/partners/search/facilities?perPage=100')).json();
    expect(names(page)).toEqual(['Faisalabad Spinning Mills', 'Okara Yarns', 'Sahiwal Spinning', 'Vehari Farm Group']);
    const group = page.items.find((item: { id: string }) => item.id === facilityIds.farmGroup);
    expect(group).toMatchObject({ role: { name: 'Farm', code: 'FARM' }, farmCount: 2, businessRegisterNumber: 'FG-4321' });
  });

  it('narrows to one role, and a role not next to the caller finds nothing', async () => {
    const farms = (await call('ginner', 'GET', `/partners/search/facilities?roleId=${roleIds.FARM}`)).json();
    expect(names(farms)).toEqual(['Vehari Farm Group']);
    const mills = (await call('ginner', 'GET', `/partners/search/facilities?roleId=${roleIds.MILL}`)).json();
    expect(mills).toMatchObject({ items: [], total: 0 });
  });

  it('matches the key against name, OS ID and registration number, ignoring case and wildcards', async () => {
    const search = async (key: string) =>
      names((await call('ginner', 'GET', `/partners/search/facilities?key=${encodeURIComponent(key)}`)).json());
    expect(await search('okara')).toEqual(['Okara Yarns']);
    expect(await search('pk2026abc')).toEqual(['Okara Yarns']);
    expect(await search('reg-77_')).toEqual(['Sahiwal Spinning']);
    expect(await search('%')).toEqual([]);
  });

  it('pages the results', async () => {
    const second = (await call('ginner', 'GET', '/partners/search/facilities?perPage=3&page=2')).json();
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(names(second)).toEqual(['Vehari Farm Group']);
    expect((await call('ginner', 'GET', '/partners/search/facilities?perPage=101')).statusCode).toBe(400);
  });

  it('finds transporters and brokers by role', async () => {
    expect(names((await call('ginner', 'GET', '/partners/search/transporters')).json())).toEqual(['Indus Haulage']);
    expect(names((await call('ginner', 'GET', '/partners/search/brokers')).json())).toEqual(['Lyallpur Cotton Brokers']);
  });
});

describe('adding an existing facility', () => {
  it('binds both sides, stamps the ginner (not the spinner) and shows the gate in the session user', async () => {
    const added = await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.spinner });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      kind: 'processing_facility',
      addedByMe: true,
      facility: { id: facilityIds.spinner, name: 'Faisalabad Spinning Mills', role: { code: 'SPINNER' } },
      contact: { firstName: 'Sana', lastName: 'Malik', email: 'spinner@demo.opentrace.local' },
    });

    const ginnerSees = (await call('ginner', 'GET', '/partners/all')).json();
    expect(names(ginnerSees)).toEqual(['Faisalabad Spinning Mills']);
    const spinnerSees = (await call('spinner', 'GET', '/partners/all')).json();
    expect(spinnerSees.items).toEqual([
      expect.objectContaining({
        kind: 'processing_facility',
        addedByMe: false,
        facility: expect.objectContaining({ name: 'Multan Ginning Factory' }),
      }),
    ]);

    const stamped = await t.database.db.select({ id: facilities.id, addedPartnerAt: facilities.addedPartnerAt }).from(facilities);
    expect(stamped.find((row) => row.id === facilityIds.ginner)?.addedPartnerAt).not.toBeNull();
    expect(stamped.find((row) => row.id === facilityIds.spinner)?.addedPartnerAt).toBeNull();
    const me = (await call('ginner', 'GET', '/api/users/me')).json();
    expect(me.currentFacility.addedPartnerAt).not.toBeNull();
  });

  it('no longer offers a partner in searches, and refuses adding it twice from either side', async () => {
    expect(names((await call('ginner', 'GET', '/partners/search/facilities')).json())).not.toContain('Faisalabad Spinning Mills');
    const again = await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.spinner });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ path: 'facilityId', message: 'Faisalabad Spinning Mills is already your business partner.' }]);
    expect((await call('spinner', 'POST', '/partners/invite', { facilityId: facilityIds.ginner })).statusCode).toBe(409);
  });

  it('adds an existing farm group, whose farms are never partners themselves', async () => {
    expect((await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.farmGroup })).statusCode).toBe(201);
    const farm = await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.farmA });
    expect(farm.statusCode).toBe(404);
    expect(farm.json().message).toBe('This facility does not exist or cannot be your partner.');
  });

  it("refuses a facility whose role is not next to the caller's, naming the rule", async () => {
    const mill = await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.mill });
    expect(mill.statusCode).toBe(422);
    expect(mill.json().message).toBe(
      'Mill is not next to your role on the supply-chain map, so its facilities cannot be your processing partners.',
    );
    expect((await call('ginner', 'POST', '/partners/invite', { facilityId: facilityIds.ginner })).statusCode).toBe(404);
  });

  it('needs either an existing facility or a new one, not both', async () => {
    const neither = await call('ginner', 'POST', '/partners/invite', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details.map((detail: { path: string }) => detail.path)).toEqual(['facilityInformation', 'userInformation']);
    const both = await call('ginner', 'POST', '/partners/invite', {
      facilityId: facilityIds.spinnerOsh,
      facilityInformation: { roleId: roleIds.SPINNER, name: 'X' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([
      { path: 'facilityId', message: 'Choose an existing facility or give the details of a new one, not both.' },
    ]);
  });
});

describe('inviting a new partner', () => {
  const newSpinner = {
    facilityInformation: { roleId: '', name: 'Jhang Spinners' },
    userInformation: { email: 'Owner@JhangSpinners.pk ', firstName: 'Hina', lastName: 'Javed', phoneNumber: '+923001112233' },
  };

  it('creates the facility and its invited Admin user, mails the invitation, and the user can sign up and sign in', async () => {
    const body = { ...newSpinner, facilityInformation: { ...newSpinner.facilityInformation, roleId: roleIds.SPINNER } };
    const response = await call('ginner', 'POST', '/partners/invite', body);
    expect(response.statusCode).toBe(201);
    const partner = response.json();
    expect(partner).toMatchObject({
      kind: 'processing_facility',
      facility: { name: 'Jhang Spinners', role: { code: 'SPINNER' } },
      contact: { firstName: 'Hina', lastName: 'Javed', email: 'owner@jhangspinners.pk', phoneNumber: '+923001112233' },
    });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'owner@jhangspinners.pk'));
    expect(user).toMatchObject({
      status: USER_STATUS.INVITED,
      userType: 'Admin',
      facilityId: partner.facility.id,
      roleId: roleIds.SPINNER,
    });
    const [facility] = await t.database.db.select().from(facilities).where(eq(facilities.id, partner.facility.id));
    expect(facility?.chainOfCustody).toBe('Mass balance');

    const [mail] = await queuedEmails(t.database.db, 'owner@jhangspinners.pk');
    expect(mail?.template).toBe('invitation');
    expect(mail?.textBody).toContain('Jhang Spinners');
    const token = decodeURIComponent(mail!.textBody.match(/\/sign-up\?invite-token=(\S+)/)![1]!);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { token, password: 'Hina#2026x', confirmPassword: 'Hina#2026x' },
    });
    expect(signUp.statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'owner@jhangspinners.pk', password: 'Hina#2026x' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a role that is not next to the caller's with 422", async () => {
    const response = await call('ginner', 'POST', '/partners/invite', {
      ...newSpinner,
      facilityInformation: { roleId: roleIds.MILL, name: 'Gujranwala Weavers' },
      userInformation: { email: 'weavers@example.pk', firstName: 'Asad', lastName: 'Iqbal' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'facilityInformation.roleId', message: expect.stringContaining('Mill is not next to your role') },
    ]);
  });

  it('refuses inviting users of a role whose profile an administrator completes', async () => {
    const response = await call('ginner', 'POST', '/partners/invite', {
      facilityInformation: { roleId: roleIds.FARM, name: 'New Farm' },
      userInformation: { email: 'farmer@example.pk', firstName: 'Nasir', lastName: 'Khan' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('an administrator completes their profile');
  });

  it('gives 409 with a field error for an e-mail already in use, in any case', async () => {
    const response = await call('ginner', 'POST', '/partners/invite', {
      facilityInformation: { roleId: roleIds.SPINNER, name: 'Another Spinner' },
      userInformation: { email: 'MILL@demo.opentrace.local', firstName: 'Imran', lastName: 'Q' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([{ path: 'userInformation.email', message: 'A user with this e-mail already exists.' }]);
  });
});

describe('checking an invitation without sending it', () => {
  it('says a good invitation is valid and saves nothing', async () => {
    const before = await Promise.all([liveRows(facilities), liveRows(users), liveRows(jobs)]);
    const response = await call('ginner', 'POST', '/partners/', {
      kind: 'transporter',
      facilityInformation: { name: 'Ravi Logistics', countryId: place.pakistan, provinceId: place.punjab, districtId: place.multan },
      userInformation: { email: 'ravi@logistics.pk', firstName: 'Ravi', lastName: 'Kumar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, problems: [] });
    expect(await Promise.all([liveRows(facilities), liveRows(users), liveRows(jobs)])).toEqual(before);
  });

  it('lists every problem of a bad one', async () => {
    const response = await call('ginner', 'POST', '/partners/', {
      kind: 'processing_facility',
      facilityInformation: { roleId: roleIds.MILL, name: 'Gujranwala Weavers' },
      userInformation: { email: 'spinner@demo.opentrace.local', firstName: 'Sana', lastName: 'Malik' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      problems: [
        { path: 'facilityInformation.roleId', message: expect.stringContaining('Mill is not next to your role') },
        { path: 'userInformation.email', message: 'A user with this e-mail already exists.' },
      ],
    });
  });

  it('rejects a malformed body like the invitation itself would', async () => {
    const response = await call('ginner', 'POST', '/partners/', {
      kind: 'broker',
      userInformation: { email: 'not-an-email', firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'userInformation.email',
      'facilityInformation',
    ]);
  });
});

describe('transporters and brokers', () => {
  it('invites a located transporter', async () => {
    const response = await call('ginner', 'POST', '/partners/invite/transporters', {
      facilityInformation: {
        name: 'Ravi Logistics',
        countryId: place.pakistan,
        provinceId: place.punjab,
        districtId: place.multan,
        address: ' 12 Bosan Road ',
        businessRegisterNumber: 'TR-9',
      },
      userInformation: { email: 'ravi@logistics.pk', firstName: 'Ravi', lastName: 'Kumar' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'transporter',
      facility: {
        name: 'Ravi Logistics',
        role: { code: 'TRANSPORTER' },
        businessRegisterNumber: 'TR-9',
        location: { address: '12 Bosan Road', country: { name: 'Pakistan' }, province: { name: 'Punjab' }, district: { name: 'Multan' } },
      },
    });
    const urdu = (
      await t.app.inject({ method: 'GET', url: '/partners/all?kind=transporter', headers: { ...as.ginner, language: 'ur' } })
    ).json();
    expect(urdu.items[0].facility.location.district.name).toBe('ملتان');
  });

  it('keeps only the address of a transporter in an Other country, and requires it', async () => {
    const other = { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID };
    const missing = await call('ginner', 'POST', '/partners/invite/transporters', {
      facilityInformation: { name: 'Overseas Freight', ...other },
      userInformation: { email: 'freight@example.com', firstName: 'Lee', lastName: 'Chan' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { path: 'facilityInformation.address', message: 'The street address is required when the country is Other.' },
    ]);

    const added = await call('ginner', 'POST', '/partners/invite/transporters', {
      facilityInformation: { name: 'Overseas Freight', ...other, address: 'Jebel Ali Port' },
      userInformation: { email: 'freight@example.com', firstName: 'Lee', lastName: 'Chan' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().facility.location).toEqual({ address: 'Jebel Ali Port', country: null, province: null, district: null });
  });

  it('refuses a province outside the country and a district outside the province', async () => {
    const response = await call('ginner', 'POST', '/partners/invite/transporters', {
      facilityInformation: { name: 'Mismatched', countryId: place.pakistan, provinceId: place.sindh, districtId: place.multan },
      userInformation: { email: 'mismatch@example.pk', firstName: 'Ali', lastName: 'Raza' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'facilityInformation.districtId', message: 'This district is not in the chosen province/state.' },
    ]);
  });

  it('adds an existing transporter by id, but not a spinner as a transporter', async () => {
    expect((await call('ginner', 'POST', '/partners/invite/transporters', { facilityId: facilityIds.transporter })).statusCode).toBe(201);
    const wrong = await call('ginner', 'POST', '/partners/invite/transporters', { facilityId: facilityIds.spinnerOsh });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Okara Yarns is not a transporter.');
  });

  it('refuses transporters and brokers to a role that neither transports nor trades through intermediaries', async () => {
    const transporter = await call('assembly', 'POST', '/partners/invite/transporters', { facilityId: facilityIds.transporter });
    expect(transporter.statusCode).toBe(422);
    expect(transporter.json().message).toBe('Your role does not log transports, so it cannot add transporters.');
    expect((await call('assembly', 'POST', '/partners/invite/brokers', { facilityId: facilityIds.broker })).statusCode).toBe(422);
  });

  it("lists the ginner's processing partners a broker may take", async () => {
    const invitable = (await call('ginner', 'GET', '/brokers/invitable-partners')).json();
    expect(names(invitable)).toEqual(['Faisalabad Spinning Mills', 'Jhang Spinners', 'Vehari Farm Group']);
    const searched = (await call('ginner', 'GET', '/partners/search/broker-partners?key=vehari')).json();
    expect(names(searched)).toEqual(['Vehari Farm Group']);
  });

  it("invites a broker that takes some of the ginner's partners as its own, and only those", async () => {
    const outsider = await call('ginner', 'POST', '/partners/invite/brokers', {
      facilityId: facilityIds.broker,
      partnerIds: [facilityIds.farmGroup, facilityIds.mill],
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().details).toEqual([
      { path: 'partnerIds.1', message: "Only your own processing partners can become the broker's partners." },
    ]);

    const response = await call('ginner', 'POST', '/partners/invite/brokers', {
      facilityInformation: { name: 'Khanewal Brokers', countryId: place.pakistan, provinceId: place.punjab },
      userInformation: { email: 'khanewal@brokers.pk', firstName: 'Tariq', lastName: 'Mehmood' },
      partnerIds: [facilityIds.farmGroup, facilityIds.farmGroup],
    });
    expect(response.statusCode).toBe(201);
    const broker = response.json();
    expect(broker).toMatchObject({
      kind: 'broker',
      facility: { role: { code: 'BROKER' }, location: { district: null, province: { name: 'Punjab' } } },
    });
    const own = await t.database.db
      .select({ partnerFacilityId: facilityPartners.partnerFacilityId, kind: facilityPartners.kind })
      .from(facilityPartners)
      .where(eq(facilityPartners.facilityId, broker.facility.id));
    expect(own).toEqual([{ partnerFacilityId: facilityIds.farmGroup, kind: 'processing_facility' }]);
  });
});

describe('the partner list', () => {
  it('filters by kind and key, pages and sorts', async () => {
    const all = (await call('ginner', 'GET', '/partners/all?perPage=100')).json();
    expect(all.total).toBe(7);
    const transporters = (await call('ginner', 'GET', '/partners/all?kind=transporter')).json();
    expect(names(transporters)).toEqual(['Indus Haulage', 'Overseas Freight', 'Ravi Logistics']);
    expect(names((await call('ginner', 'GET', '/partners/all?kind=broker')).json())).toEqual(['Khanewal Brokers']);
    expect(names((await call('ginner', 'GET', '/partners/all?key=fg-4321')).json())).toEqual(['Vehari Farm Group']);

    const page = (await call('ginner', 'GET', '/partners/all?perPage=2&page=2&sort=name:desc')).json();
    expect(page).toMatchObject({ total: 7, page: 2, perPage: 2 });
    expect(page.items.map((item: { facility: { name: string } }) => item.facility.name)).toEqual(['Overseas Freight', 'Khanewal Brokers']);
  });
});

describe("a partner's details", () => {
  it('shows a farm group with its farms and recorded contact', async () => {
    const response = await call('ginner', 'GET', `/facilities/${facilityIds.farmGroup}/business-partner`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'processing_facility',
      addedByMe: true,
      facility: { name: 'Vehari Farm Group', farmCount: 2, certifications: [] },
      farms: [
        { id: facilityIds.farmA, code: 'A01', name: 'Akram Farm' },
        { id: facilityIds.farmB, code: 'B02', name: 'Bashir Farm' },
      ],
    });
  });

  it('is hidden from facilities that are not its partner', async () => {
    expect((await call('mill', 'GET', `/facilities/${facilityIds.spinner}/business-partner`)).statusCode).toBe(404);
    expect((await call('ginner', 'GET', `/facilities/${facilityIds.mill}/business-partner`)).statusCode).toBe(404);
  });
});

describe('transaction pickers', () => {
  it('offers the ginner farm groups with their farms as sellers, and brokers dealing with farm groups', async () => {
    const sellers = (await call('ginner', 'GET', '/api/partners/sellers')).json();
    expect(sellers.items.map((item: { name: string; kind: string }) => [item.name, item.kind])).toEqual([
      ['Khanewal Brokers', 'broker'],
      ['Vehari Farm Group', 'processing_facility'],
    ]);
    expect(sellers.items[1].farms.map((farm: { code: string }) => farm.code)).toEqual(['A01', 'B02']);
  });

  it('narrows sellers to roles making a product', async () => {
    const seedCotton = (await call('ginner', 'GET', `/api/partners/sellers?productDefinitionId=${productIds['Seed Cotton']}`)).json();
    expect(names(seedCotton)).toEqual(['Khanewal Brokers', 'Vehari Farm Group']);
    const yarn = (await call('ginner', 'GET', `/api/partners/sellers?productDefinitionId=${productIds.Yarn}`)).json();
    expect(yarn.total).toBe(0);
  });

  it('offers spinners as purchasers, and transporter partners for transports', async () => {
    expect(names((await call('ginner', 'GET', '/api/partners/purchasers')).json())).toEqual([
      'Faisalabad Spinning Mills',
      'Jhang Spinners',
    ]);
    expect(names((await call('ginner', 'GET', '/api/partners/transporters')).json())).toEqual([
      'Indus Haulage',
      'Overseas Freight',
      'Ravi Logistics',
    ]);
  });

  it('leaves brokers out for a buyer without ALLOW_PURCHASE_INTERMEDIARIES', async () => {
    const millFacility = facilityIds.mill as string;
    const now = new Date();
    await t.database.db.insert(facilityPartners).values([
      { facilityId: facilityIds.assembly as string, partnerFacilityId: millFacility, kind: 'processing_facility', createdAt: now },
      { facilityId: facilityIds.assembly as string, partnerFacilityId: facilityIds.broker as string, kind: 'broker', createdAt: now },
      { facilityId: facilityIds.broker as string, partnerFacilityId: millFacility, kind: 'processing_facility', createdAt: now },
    ]);
    expect(names((await call('assembly', 'GET', '/api/partners/sellers')).json())).toEqual(['Lahore Fabric Mill']);
    // The mill may sell through intermediaries: the broker dealing with the assembly is one of its purchasers.
    expect(names((await call('mill', 'GET', '/api/partners/purchasers')).json())).toEqual(['Karachi Garments', 'Lyallpur Cotton Brokers']);
  });

  it("needs the activity's permission", async () => {
    expect((await call('assembly', 'GET', '/api/partners/purchasers')).statusCode).toBe(403);
    expect((await call('brand', 'GET', '/api/partners/sellers')).statusCode).toBe(403);
  });
});

describe('ending a partnership', () => {
  it('cannot be done by a facility that is no side of it', async () => {
    const [partnership] = (await call('ginner', 'GET', `/partners/all?key=${encodeURIComponent('Faisalabad')}`)).json().items;
    expect((await call('mill', 'DELETE', `/partners/${partnership.id}`)).statusCode).toBe(404);
  });

  it('ends it for both sides, and the partner can be found again', async () => {
    const [partnership] = (await call('spinner', 'GET', '/partners/all?key=multan')).json().items;
    expect((await call('spinner', 'DELETE', `/partners/${partnership.id}`)).statusCode).toBe(204);
    expect(names((await call('ginner', 'GET', '/partners/all?kind=processing_facility')).json())).toEqual([
      'Jhang Spinners',
      'Vehari Farm Group',
    ]);
    expect((await call('spinner', 'GET', '/partners/all')).json().total).toBe(0);
    expect(names((await call('ginner', 'GET', '/partners/search/facilities?key=faisalabad')).json())).toEqual([
      'Faisalabad Spinning Mills',
    ]);
    expect((await call('spinner', 'DELETE', `/partners/${partnership.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partners.removed'), eq(auditLog.targetId, partnership.id)));
    expect(audit).toHaveLength(1);
  });
});
