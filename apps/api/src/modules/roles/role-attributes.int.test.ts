import { presetAttributes } from '@opentrace/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const run = (statement: string) => t.database.db.execute(sql.raw(statement));
const rows = async <T>(statement: string) => ((await run(statement)) as unknown as { rows: T[] }).rows;

const crushingSite = {
  name: 'Crushing Site',
  type: 'Producer',
  isRawMaterialExtractor: false,
  chainOfCustody: 'Mass balance',
  permissions: ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ'],
  attributes: [
    ...presetAttributes('OPEN_SUPPLY_HUB_ID'),
    {
      identifierSystem: 'ADDITIONAL_ATTRIBUTE',
      name: 'Ore grade',
      nameTranslations: { fr: 'Teneur du minerai' },
      category: 'LIST',
      options: [{ value: 'High' }, { value: 'Low', translations: { ur: 'کم' } }],
      isOptional: true,
    },
  ],
};

type TAttribute = { id: string; name: string; identifierSystem: string; isOptional: boolean; order: number; category: string };

const post = (payload: unknown, headers = superAdmin) =>
  t.app.inject({ method: 'POST', url: '/api/roles', headers, payload: payload as object });
const put = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/roles/${id}`, headers: superAdmin, payload: payload as object });
const messagesOf = (response: { json(): { details: { path: string; message: string }[] } }) => response.json().details;

describe('role identifier systems and attributes', () => {
  it('stores the identifier system and additional attributes in the order sent', async () => {
    const created = await post(crushingSite);
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role.identifierSystems).toEqual(['OPEN_SUPPLY_HUB_ID']);
    expect(role.attributes.map((a: TAttribute) => [a.order, a.name, a.category, a.isOptional])).toEqual([
      [0, 'OS ID', 'UNIQUE_ID', false],
      [1, 'Business Name', 'TEXT', false],
      [2, 'Country', 'COUNTRY', false],
      [3, 'Province/State', 'PROVINCE', false],
      [4, 'District', 'DISTRICT', false],
      [5, 'Address', 'TEXT', false],
      [6, 'Ore grade', 'LIST', true],
    ]);
    expect(role.attributes[6]).toMatchObject({
      identifierSystem: 'ADDITIONAL_ATTRIBUTE',
      nameTranslations: { fr: 'Teneur du minerai' },
      options: [
        { value: 'High', translations: {} },
        { value: 'Low', translations: { ur: 'کم' } },
      ],
    });

    const listed = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json();
    expect(listed.find((r: { id: string }) => r.id === role.id).attributes).toHaveLength(7);
  });

  it('reorders and edits attributes in place, keeps them when an edit omits them, and drops the ones left out', async () => {
    const role = (await post({ ...crushingSite, name: 'Smelter' })).json();
    const [osId, ...rest] = role.attributes as TAttribute[];
    const reordered = [...rest.slice(0, 5), { ...osId, isOptional: true }];
    const edited = await put(role.id, { ...crushingSite, name: 'Smelter', attributes: reordered });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().attributes as TAttribute[];
    expect(after.map((a) => a.name)).toEqual(['Business Name', 'Country', 'Province/State', 'District', 'Address', 'OS ID']);
    expect(after[5]).toMatchObject({ id: osId?.id, isOptional: true, order: 5 });
    expect(after.map((a) => a.id)).not.toContain(rest[5]?.id);

    const { attributes: _omitted, ...withoutAttributes } = crushingSite;
    const untouched = await put(role.id, { ...withoutAttributes, name: 'Smelter renamed' });
    expect(untouched.json().attributes.map((a: TAttribute) => a.id)).toEqual(after.map((a) => a.id));
  });

  it('keeps the old payload without attributes valid', async () => {
    const { attributes: _omitted, ...legacy } = crushingSite;
    const created = await post({ ...legacy, name: 'Legacy depot' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ identifierSystems: [], attributes: [] });
  });

  it('explains each broken attribute rule on its field', async () => {
    const response = await post({
      ...crushingSite,
      name: 'Broken attributes',
      attributes: [
        { identifierSystem: 'ADDITIONAL_ATTRIBUTE', name: 'Grade', category: 'LIST', options: [] },
        { identifierSystem: 'ADDITIONAL_ATTRIBUTE', name: 'grade ', category: 'LIST', options: [{ value: 'A' }, { value: 'a' }] },
        { identifierSystem: 'ADDITIONAL_ATTRIBUTE', name: 'Remarks', category: 'TEXT', options: [{ value: 'x' }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      { path: 'attributes', message: 'Choose at least one identifier system for a Producer role.' },
      { path: 'attributes.0.options', message: 'The list attribute Grade needs at least one option.' },
      { path: 'attributes.1.name', message: 'The attribute name grade is used twice in this role.' },
      { path: 'attributes.1.options', message: 'The option a appears twice in grade.' },
      { path: 'attributes.2.options', message: 'Only list attributes have options; remove the options of Remarks.' },
    ]);
  });

  it('gives identifier systems to producers only', async () => {
    const response = await post({ name: 'Auditor with ids', type: 'Assessor', permissions: [], attributes: presetAttributes('DUNS_ID') });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([{ path: 'attributes', message: 'Only Producer roles have identifier systems and attributes.' }]);
  });

  it('rejects malformed attributes field by field', async () => {
    const response = await post({
      ...crushingSite,
      name: 'Malformed',
      attributes: [{ identifierSystem: 'PASSPORT', name: ' ', category: 'COLOUR', isOptional: 'yes' }],
    });
    expect(response.statusCode).toBe(400);
    const paths = messagesOf(response).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['attributes.0.identifierSystem', 'attributes.0.name', 'attributes.0.category', 'attributes.0.isOptional']),
    );
  });

  it('refuses to edit an attribute that belongs to another role', async () => {
    const first = (await post({ ...crushingSite, name: 'Owner' })).json();
    const second = (await post({ ...crushingSite, name: 'Intruder' })).json();
    const stolen = { ...first.attributes[0], name: 'Stolen' };
    const response = await put(second.id, { ...crushingSite, name: 'Intruder', attributes: [stolen, ...presetAttributes('RMI_CID')] });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([{ path: 'attributes.0.id', message: 'This attribute does not belong to the role.' }]);
    const owner = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin }))
      .json()
      .find((r: { id: string }) => r.id === first.id);
    expect(owner.attributes[0].name).toBe('OS ID');
  });

  it('removes the attributes when a role stops being a producer and when it is deleted', async () => {
    const role = (await post({ ...crushingSite, name: 'Changing' })).json();
    const brand = await put(role.id, { name: 'Changing', type: 'Brand', permissions: [] });
    expect(brand.json()).toMatchObject({ identifierSystems: [], attributes: [] });

    const other = (await post({ ...crushingSite, name: 'Short lived' })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${other.id}`, headers: superAdmin })).statusCode).toBe(204);
    expect(await rows(`select id from role_attributes where role_id = '${other.id}'`)).toEqual([]);
  });

  it("shows the role's attributes and the facility's answers to the signed-in user", async () => {
    const ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    const me = async () => (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: ginner })).json();
    const before = await me();
    const roles = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json();
    const ginnerRole = roles.find((r: { id: string }) => r.id === before.role.id);
    const { name, type, icon, permissions, isRawMaterialExtractor, chainOfCustody } = ginnerRole;
    // The seeded ginner is an extractor without a season; an edit has to give it one.
    const edited = await put(ginnerRole.id, {
      ...{ name, type, icon, permissions, isRawMaterialExtractor },
      ...(isRawMaterialExtractor ? { seasonStartDate: '01/10/2026', seasonDuration: 6 } : { chainOfCustody }),
      attributes: presetAttributes('INTERNAL_INDENTIFIER_SYSTEM'),
    });
    expect(edited.statusCode).toBe(200);
    const internalId = edited.json().attributes[0].id;

    await expect
      .poll(async () => (await me()).roleAttributes, { timeout: 3_000, interval: 20 })
      .toEqual([
        {
          attributeId: internalId,
          value: null,
          label: null,
          roleAttributeType: 'INTERNAL_INDENTIFIER_SYSTEM',
          name: 'Internal Id',
          category: 'UNIQUE_ID',
          isOptional: false,
        },
      ]);
    await run(
      `insert into facility_role_attribute_values (facility_id, attribute_id, value) values ('${before.currentFacility.id}', '${internalId}', 'GIN-0042')`,
    );
    await expect.poll(async () => (await me()).roleAttributes[0]?.value, { timeout: 3_000, interval: 20 }).toBe('GIN-0042');
  });

  it('refuses every role write once configuration is complete', async () => {
    const role = (await post({ ...crushingSite, name: 'Before the lock' })).json();
    await run(`insert into business_details (id, completed_configuring_system_at) values (1, now())
      on conflict (id) do update set completed_configuring_system_at = excluded.completed_configuring_system_at`);
    try {
      const writes = [
        await post({ ...crushingSite, name: 'After the lock' }),
        await put(role.id, { ...crushingSite, name: 'Renamed after the lock' }),
        await t.app.inject({ method: 'DELETE', url: `/api/roles/${role.id}`, headers: superAdmin }),
      ];
      for (const response of writes) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          'System configuration is complete, so it can no longer be changed. A super administrator can switch back to configuration in Settings.',
        );
      }
      const names = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json().map((r: { name: string }) => r.name);
      expect(names).toContain('Before the lock');
      expect(names).not.toContain('After the lock');
    } finally {
      await run('update business_details set completed_configuring_system_at = null where id = 1');
    }
  });
});
