import type { TConfigurationBundle } from '@opentrace/domain';
import { isNull } from 'drizzle-orm';
import { roles } from '../../db/schema/index.ts';
import { cottonPilotBundle } from '../../seed/cotton-pilot.ts';
import type { TestApp } from '../test-app.ts';
import { TEST_SUPER_ADMIN } from '../test-database.ts';

/**
 * Configures a test app as the cotton pilot (its map Farm → Ginner → Spinner → Mill → Final Product Assembly)
 * the way a super administrator would, by importing the pilot's configuration file, and answers the super
 * administrator's headers and the live roles' ids by code.
 */
export async function configureCottonPilot(t: TestApp): Promise<{ superAdmin: Record<string, string>; roleIds: Record<string, string> }> {
  const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  const exported = (
    await t.app.inject({ method: 'GET', url: '/api/configuration/export', headers: superAdmin })
  ).json() as TConfigurationBundle;
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/configuration/import',
    headers: superAdmin,
    payload: cottonPilotBundle(exported),
  });
  if (imported.statusCode !== 200) throw new Error(`cotton pilot import failed: ${imported.body}`);
  const roleIds: Record<string, string> = {};
  for (const role of await t.database.db.select({ id: roles.id, code: roles.code }).from(roles).where(isNull(roles.deletedAt))) {
    if (role.code) roleIds[role.code] = role.id;
  }
  return { superAdmin, roleIds };
}
