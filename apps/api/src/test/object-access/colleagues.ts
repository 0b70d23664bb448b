import { USER_STATUS } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable } from './table.ts';

/** A colleague who has signed up (an invited one cannot be deactivated), added by the owner's Admin user. */
async function activeColleagueOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const response = await world.call(owner, 'POST', '/api/organisation/users', {
    email: `active-colleague-${nextNumber()}@${owner}.example`,
    firstName: 'Omar',
    lastName: 'Colleague',
    userType: 'Standard',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add a colleague: ${response.body}`);
  const { id } = response.json() as { id: string };
  await world.t.database.db.update(users).set({ status: USER_STATUS.ACTIVE }).where(eq(users.id, id));
  return id;
}

/** The users policy's colleague rule on the path that changes a colleague's status (users.policy.ts, `manageColleague`). */
export const COLLEAGUE_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'users',
    operation: 'deactivate a colleague',
    rowOf: activeColleagueOf,
    request: (userId) => ({ method: 'PATCH', url: `/api/organisation/users/${userId}`, payload: { status: USER_STATUS.DEACTIVATED } }),
    entries: [
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['ginner', 'ginner', 'allowed'],
    ],
  },
];
