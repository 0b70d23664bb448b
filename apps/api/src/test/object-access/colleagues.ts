import { USER_STATUS } from '@opentrace/domain';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { createColleague } from '../world/builders.ts';
import { activateUserRow } from '../world/raw-rows.ts';
import type { ObjectAccessTable } from './table.ts';

/** A colleague who has signed up (an invited one cannot be deactivated), added by the owner's Admin user. */
async function activeColleagueOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const id = await createColleague(world, owner);
  await activateUserRow(world.t.database.db, id);
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
