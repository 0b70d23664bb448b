import type { TConfigurationBundle } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

/* Role names in French and Urdu (issue 16): set with the role, read wherever the role is named, carried by the bundle. */

let t: TestApp;
let other: TestApp;
let superAdmin: Record<string, string>;
let otherSuperAdmin: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  [t, other] = await Promise.all([createTestApp(), createTestApp()]);
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  otherSuperAdmin = { authorization: `Bearer ${await other.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
}, 60_000);
afterAll(async () => Promise.all([t.close(), other.close()]));

type TNamedRole = { id: string; name: string; nameTranslations: Record<string, string> };

const depot = {
  name: 'Depot',
  type: 'Producer',
  icon: 'Warehouse',
  isRawMaterialExtractor: false,
  chainOfCustody: 'Mass balance',
  permissions: ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ', 'LOG_PURCHASE', 'VIEW_HISTORY'],
};

const rolesOf = async (app: TestApp, headers: Record<string, string>): Promise<TNamedRole[]> =>
  (await app.app.inject({ method: 'GET', url: '/roles', headers })).json();

describe('role name translations', () => {
  it('are saved with a new role, changed or emptied by an edit, and kept by an edit that leaves them out', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin,
      payload: { ...depot, nameTranslations: { fr: ' Dépôt ', ur: 'ڈپو' } },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json() as TNamedRole;
    expect(role.nameTranslations).toEqual({ fr: 'Dépôt', ur: 'ڈپو' });
    expect((await rolesOf(t, admin)).find((listed) => listed.id === role.id)?.nameTranslations).toEqual({ fr: 'Dépôt', ur: 'ڈپو' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: superAdmin,
      payload: { ...depot, nameTranslations: { fr: 'Entrepôt', ur: '' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().nameTranslations).toEqual({ fr: 'Entrepôt' });

    const untouched = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: superAdmin,
      payload: { ...depot, name: 'Depot 2' },
    });
    expect(untouched.json()).toMatchObject({ name: 'Depot 2', nameTranslations: { fr: 'Entrepôt' } });

    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: superAdmin,
      payload: { ...depot, nameTranslations: { ur: 'ڈ'.repeat(256) } },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('come with every demo role, the session, the user list and the facility types', async () => {
    const roles = await rolesOf(t, admin);
    const missing = roles.filter((role) => !role.nameTranslations.fr || !role.nameTranslations.ur).map((role) => role.name);
    expect(missing.filter((name) => name.startsWith('Depot'))).toEqual(missing);
    expect(roles.find((role) => role.name === 'Farm')?.nameTranslations).toEqual({ fr: 'Exploitation agricole', ur: 'فارم' });

    const ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: ginner })).json();
    expect(me.role).toMatchObject({ name: 'Ginner', nameTranslations: { fr: 'Égreneur', ur: 'جنر' } });

    const users = (await t.app.inject({ method: 'GET', url: '/api/users?search=ginner%40demo', headers: admin })).json();
    expect(users.items[0].role).toMatchObject({ name: 'Ginner', nameTranslations: { fr: 'Égreneur', ur: 'جنر' } });

    const types = (
      await t.app.inject({ method: 'GET', url: '/roles/administrator-completes-profile', headers: admin })
    ).json() as TNamedRole[];
    expect(types.find((type) => type.name === 'Farm Group')?.nameTranslations).toEqual({ fr: 'Groupe d’exploitations', ur: 'فارم گروپ' });
  });

  it('travel with the configuration bundle into another installation and back out', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin,
      payload: { ...depot, name: 'Warehouse', nameTranslations: { fr: 'Entrepôt central', ur: 'گودام' } },
    });
    expect(created.statusCode).toBe(201);
    const farm = (await rolesOf(t, superAdmin)).find((role) => role.name === 'Farm') as TNamedRole;
    const farmInput = {
      name: 'Farm',
      type: 'Producer',
      icon: 'Plant',
      isRawMaterialExtractor: true,
      seasonStartDate: '01/04/2026',
      seasonDuration: 6,
      permissions: ['ONBOARDING', 'ADMINISTRATOR_COMPLETES_PROFILE', 'ADMINISTRATOR_COMPLETES_SAQ'],
    };
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${farm.id}`,
      headers: superAdmin,
      payload: { ...farmInput, nameTranslations: { fr: 'Ferme', ur: 'کھیت' } },
    });
    expect(renamed.statusCode).toBe(200);

    const bundle = (
      await t.app.inject({ method: 'GET', url: '/api/configuration/export', headers: superAdmin })
    ).json() as TConfigurationBundle;
    expect(bundle.roles.find((role) => role.name === 'Warehouse')?.nameTranslations).toEqual({ fr: 'Entrepôt central', ur: 'گودام' });

    const imported = await other.app.inject({
      method: 'POST',
      url: '/api/configuration/import',
      headers: otherSuperAdmin,
      payload: bundle,
    });
    expect(imported.statusCode).toBe(200);
    const there = await rolesOf(other, otherSuperAdmin);
    expect(there.find((role) => role.name === 'Warehouse')?.nameTranslations).toEqual({ fr: 'Entrepôt central', ur: 'گودام' });
    expect(there.find((role) => role.name === 'Farm')?.nameTranslations).toEqual({ fr: 'Ferme', ur: 'کھیت' });

    const exportedAgain = (
      await other.app.inject({ method: 'GET', url: '/api/configuration/export', headers: otherSuperAdmin })
    ).json() as TConfigurationBundle;
    expect(exportedAgain.roles.map(({ name, nameTranslations }) => ({ name, nameTranslations }))).toEqual(
      bundle.roles.map(({ name, nameTranslations }) => ({ name, nameTranslations })),
    );
  });

  it('stay as they are when an older bundle, without them, is imported', async () => {
    const bundle = (
      await other.app.inject({ method: 'GET', url: '/api/configuration/export', headers: otherSuperAdmin })
    ).json() as TConfigurationBundle;
    const older = { ...bundle, roles: bundle.roles.map(({ nameTranslations: _nameTranslations, ...role }) => role) };
    const imported = await other.app.inject({ method: 'POST', url: '/api/configuration/import', headers: otherSuperAdmin, payload: older });
    expect(imported.statusCode).toBe(200);
    expect((await rolesOf(other, otherSuperAdmin)).find((role) => role.name === 'Warehouse')?.nameTranslations).toEqual({
      fr: 'Entrepôt central',
      ur: 'گودام',
    });
  });
});
