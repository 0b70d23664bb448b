import { presetAttributes } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDetails } from '../../db/schema/index.ts';
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

const URL = '/api/roles/attribute-translations';
const download = (headers = superAdmin) => t.app.inject({ method: 'GET', url: URL, headers });
const upload = (payload: unknown, headers = superAdmin) => t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

type TRow = {
  id: string;
  role: string;
  category: string;
  name: string;
  nameTranslation: Record<string, string>;
  options: { value: string; translation: Record<string, string> }[];
};
type TAttribute = {
  id: string;
  name: string;
  nameTranslations: Record<string, string>;
  options: { value: string; translations: Record<string, string> }[];
};

async function createRole(name: string): Promise<{ id: string; attributes: TAttribute[] }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: superAdmin,
    payload: {
      name,
      type: 'Producer',
      isRawMaterialExtractor: false,
      chainOfCustody: 'Mass balance',
      permissions: ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ'],
      attributes: [
        ...presetAttributes('INTERNAL_INDENTIFIER_SYSTEM'),
        {
          identifierSystem: 'ADDITIONAL_ATTRIBUTE',
          name: 'Ore grade',
          nameTranslations: { fr: 'Teneur du minerai' },
          category: 'LIST',
          options: [
            { value: 'High', translations: { fr: 'Haute' } },
            { value: 'Low', translations: { ur: 'کم' } },
          ],
          isOptional: true,
        },
      ],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const attributesOf = async (roleId: string): Promise<TAttribute[]> =>
  (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json().find((role: { id: string }) => role.id === roleId)
    .attributes;

describe('role-attribute translation file', () => {
  it('downloads every attribute of every role with its role, category and every language, as an attachment', async () => {
    const role = await createRole('Depot');
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="role-attribute-translations.json"');
    const rows = (response.json() as TRow[]).filter((row) => row.role === 'Depot');
    expect(rows).toEqual([
      {
        id: role.attributes[0]!.id,
        role: 'Depot',
        category: 'UNIQUE_ID',
        name: 'Internal Id',
        nameTranslation: { en: '', fr: 'Identifiant interne', ur: 'اندرونی آئی ڈی' },
        options: [],
      },
      {
        id: role.attributes[1]!.id,
        role: 'Depot',
        category: 'LIST',
        name: 'Ore grade',
        nameTranslation: { en: '', fr: 'Teneur du minerai', ur: '' },
        options: [
          { value: 'High', translation: { en: '', fr: 'Haute', ur: '' } },
          { value: 'Low', translation: { en: '', fr: '', ur: 'کم' } },
        ],
      },
    ]);
  });

  it('saves the rows it matches by id and reports unknown rows and options without refusing the file', async () => {
    const role = await createRole('Crushing site');
    const oreGrade = role.attributes[1]!;
    const response = await upload([
      {
        id: oreGrade.id,
        name: 'Ore grade',
        nameTranslation: { en: 'Ore grade', fr: '', ur: 'کچ دھات کا درجہ' },
        options: [
          { value: 'Low', translation: { fr: 'Basse', ur: '' } },
          { value: 'Medium', translation: { fr: 'Moyenne' } },
        ],
      },
      { id: '00000000-0000-4000-8000-000000000000', name: 'Gone attribute', nameTranslation: { fr: 'Disparu' } },
      { id: 'not-from-this-system', name: 'Elsewhere' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      updated: 1,
      unmatched: [
        { row: 1, id: oreGrade.id, name: 'Ore grade', option: 'Medium' },
        { row: 2, id: '00000000-0000-4000-8000-000000000000', name: 'Gone attribute', option: null },
        { row: 3, id: 'not-from-this-system', name: 'Elsewhere', option: null },
      ],
    });

    const saved = (await attributesOf(role.id)).find((attribute) => attribute.id === oreGrade.id);
    // An emptied cell removes that translation; an option the row leaves out keeps its own.
    expect(saved).toMatchObject({
      nameTranslations: { en: 'Ore grade', ur: 'کچ دھات کا درجہ' },
      options: [
        { value: 'High', translations: { fr: 'Haute' } },
        { value: 'Low', translations: { fr: 'Basse' } },
      ],
    });
    expect(saved?.nameTranslations).not.toHaveProperty('fr');
  });

  it('refuses a malformed file with field errors and saves nothing of it', async () => {
    const role = await createRole('Smelter');
    const before = await attributesOf(role.id);

    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);

    const unknownLanguage = await upload([{ id: role.attributes[1]!.id, nameTranslation: { de: 'Erzgehalt' } }]);
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json().details[0].path).toBe('0.nameTranslation');

    const tooLong = await upload([{ id: role.attributes[1]!.id, nameTranslation: { fr: 'x'.repeat(256) } }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].path).toBe('0.nameTranslation.fr');

    expect(await attributesOf(role.id)).toEqual(before);
  });

  it('leaves out the attributes of deleted roles', async () => {
    const role = await createRole('Old depot');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${role.id}`, headers: superAdmin })).statusCode).toBe(204);
    const rows = (await download()).json() as TRow[];
    expect(rows.some((row) => row.role === 'Old depot')).toBe(false);
    const response = await upload([{ id: role.attributes[0]!.id, name: 'Internal Id', nameTranslation: { fr: 'Identifiant interne' } }]);
    expect(response.json()).toEqual({ updated: 0, unmatched: [{ row: 1, id: role.attributes[0]!.id, name: 'Internal Id', option: null }] });
  });

  it('is for the super administrator only', async () => {
    expect((await download(admin)).statusCode).toBe(403);
    expect((await upload([{ id: 'x' }], admin)).statusCode).toBe(403);
  });

  it('is locked once configuration is complete, while the download still works', async () => {
    const role = await createRole('Refiner');
    const now = new Date();
    await t.database.db
      .insert(businessDetails)
      .values({ id: 1, completedConfiguringSystemAt: now })
      .onConflictDoUpdate({ target: businessDetails.id, set: { completedConfiguringSystemAt: now } });
    try {
      const locked = await upload([{ id: role.attributes[1]!.id, nameTranslation: { fr: 'Qualité' } }]);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toMatch(/switch back to configuration/);
      expect((await download()).statusCode).toBe(200);
      expect((await attributesOf(role.id))[1]?.nameTranslations).toEqual({ fr: 'Teneur du minerai' });
    } finally {
      await t.database.db.update(businessDetails).set({ completedConfiguringSystemAt: null });
    }
  });
});
