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

const depot = {
  name: 'Depot',
  type: 'Producer',
  icon: 'Warehouse',
  isRawMaterialExtractor: false,
  chainOfCustody: 'Mass balance',
  permissions: ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ', 'LOG_PURCHASE', 'ALLOW_PURCHASE_INTERMEDIARIES', 'VIEW_HISTORY'],
};

describe('roles and permissions', () => {
  it('lists the permission tree with its groups', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/permissions', headers: admin })).json();
    const onboarding = tree.find((node: { action: string }) => node.action === 'ONBOARDING');
    expect(onboarding.groupType).toBe('RADIO_MULTIPLE_GROUP');
    expect(onboarding.subPermissions.map((s: { action: string }) => s.action)).toContain('NO_SAQ');
  });

  it('names the roles whose profile an administrator completes', async () => {
    const roles = (await t.app.inject({ method: 'GET', url: '/roles/administrator-completes-profile', headers: admin })).json();
    expect(roles.map((r: { name: string }) => r.name).sort()).toEqual(['Farm', 'Farm Group']);
    expect(roles.find((r: { name: string }) => r.name === 'Farm').facilityTypeId).toBe(11);
  });

  it('lets the super administrator create, edit and delete a custom role', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/roles', headers: superAdmin, payload: depot });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'Depot', type: 'Producer', icon: 'Warehouse', chainOfCustody: 'Mass balance', userCount: 0 });
    expect(role.permissions).toContain('LOG_PURCHASE.ALLOW_PURCHASE_INTERMEDIARIES');

    const listed = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json();
    expect(listed.map((r: { name: string }) => r.name)).toContain('Depot');

    const extractor = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: superAdmin,
      payload: { ...depot, name: 'Mine Depot', isRawMaterialExtractor: true, seasonStartDate: '01/09/2026', seasonDuration: 6 },
    });
    expect(extractor.json()).toMatchObject({
      name: 'Mine Depot',
      isRawMaterialExtractor: true,
      seasonStartDate: '01/09/2026',
      seasonDuration: 6,
      chainOfCustody: null,
    });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${role.id}`, headers: superAdmin })).statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json();
    expect(after.map((r: { name: string }) => r.name)).not.toContain('Mine Depot');
  });

  it('explains each broken saving rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin,
      payload: {
        ...depot,
        name: 'Broken',
        chainOfCustody: 'Product Segregation',
        permissions: ['VIEW_MARGIN_OF_ERROR', 'ASSIGN_DNA', 'GENERATE_QR_CODES'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { message: string }) => d.message)).toEqual([
      'ASSIGN_DNA needs its parent permission LOG_TRANSFORMATIONS',
      'GENERATE_QR_CODES is not available to Producer roles',
      'A product-segregation role cannot view the margin of error',
    ]);
  });

  it('refuses a duplicate name and the deletion of a system role', async () => {
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/roles', headers: superAdmin, payload: { ...depot, name: 'ginner' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual([{ path: 'name', message: 'A role with this name already exists.' }]);
    const roles = (await t.app.inject({ method: 'GET', url: '/roles', headers: admin })).json();
    const ginner = roles.find((r: { code: string }) => r.code === 'GINNER');
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/roles/${ginner.id}`, headers: superAdmin });
    expect(deletion.statusCode).toBe(409);
  });

  it('keeps role management to the super administrator', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/roles', headers: admin, payload: depot })).statusCode).toBe(403);
  });
});
