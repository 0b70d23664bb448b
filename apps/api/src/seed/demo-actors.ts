import { toGrantedPermissions } from '@opentrace/domain';
import type { RequestContext } from '../core/request-context.ts';
import type { Principal } from '../core/principal.ts';
import { findPermissionKeys, findUserByEmail } from '../modules/users/index.ts';
import type { Database } from '../db/client.ts';
import { seedContext } from './demo-configuration.ts';

/** A demo user as the services see a signed-in caller: who they are, what they may do, and an English context. */
export interface DemoActor {
  principal: Principal;
  context: RequestContext;
}

/**
 * Acts as a seeded demo user with their real role and permissions, so every check a signed-in
 * user meets (permissions, own facility, Admin user) applies to what the demo seeds.
 */
export async function demoActor(db: Database, email: string): Promise<DemoActor> {
  const found = await findUserByEmail(db, email);
  if (!found) throw new Error(`The demo account ${email} is not seeded`);
  const { user, role } = found;
  const principal: Principal = {
    userId: user.id,
    sessionId: 'demo-seed',
    sessionExpiresAt: new Date(0),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    userType: user.userType,
    facilityId: user.facilityId,
    role: { id: role.id, code: role.code, name: role.name, type: role.type },
    permissions: toGrantedPermissions(await findPermissionKeys(db, user.id, role.id)),
  };
  return { principal, context: seedContext(db, user.id) };
}
