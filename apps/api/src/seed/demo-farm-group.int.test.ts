import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { saqFacilityGroupTemplates } from '../db/schema/index.ts';
import { findRoleIdByCode } from './base-seed.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoConfiguration(t.database.db, createStorage(t.config.storage), t.clock);
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

describe('demo configuration: the farm group', () => {
  it("gives the Farm role the farm template, and keeps the Farm Group role's", async () => {
    const templates = await t.database.db.select().from(saqFacilityGroupTemplates);
    const roleIds = await Promise.all(['FARM', 'FARM_GROUP'].map((code) => findRoleIdByCode(t.database.db, code)));
    expect(templates.map((row) => row.roleId).sort()).toEqual([...roleIds].sort());
  });

  it('imports a farm group of three surveyed farms in Multan for the administrator to see', async () => {
    const farmRole = await findRoleIdByCode(t.database.db, 'FARM');
    const page = (await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${farmRole}`, headers: admin })).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      code: '1001',
      name: 'Multan Cotton Growers',
      location: 'Multan, Punjab, Pakistan',
      farmCount: 3,
      answeredCount: 3,
    });

    const group = (await t.app.inject({ method: 'GET', url: `/api/facility-groups/${page.items[0].id}`, headers: admin })).json();
    expect(group.farms.map((farm: { code: string; name: string }) => `${farm.code} ${farm.name}`)).toEqual([
      '001 Bahadur Farm',
      '002 Noor Fields',
      '003 Chak 5 Farm',
    ]);
    expect(group.farms[0].certification).toMatchObject({ code: 'BCI' });
  });
});
