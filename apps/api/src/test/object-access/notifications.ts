import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { notifyUsers } from '../../modules/notifications/index.ts';
import { findNotificationRecipients } from '../../modules/users/index.ts';
import { TEST_SUPER_ADMIN } from '../test-database.ts';
import { PRODUCERS, type ActivityWorld, type TWho } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

const EMAILS: Record<TWho, string> = {
  ...PRODUCERS,
  admin: 'admin@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  superAdmin: TEST_SUPER_ADMIN.email,
};

/**
 * A notification for `owner`, written as another module writes one: through `notifyUsers` in a
 * transaction (no API creates notifications).
 */
async function notificationOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const db = world.t.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS[owner]));
  if (!user) throw new Error(`no user for ${owner}`);
  const objectId = `access-${nextNumber()}`;
  await db.transaction(async (tx) =>
    notifyUsers(
      tx,
      {
        recipients: await findNotificationRecipients(tx, [user.id]),
        kind: 'report-edited',
        object: { type: 'incident-report', id: objectId },
        params: { reference: objectId, facility: 'Multan Ginning Co.' },
      },
      world.t.clock.now(),
    ),
  );
  const page = (await world.call(owner, 'GET', '/api/notifications?perPage=100')).json() as {
    items: { id: string; object: { id: string } }[];
  };
  const row = page.items.find((item) => item.object.id === objectId);
  if (!row) throw new Error(`${owner} does not see their new notification`);
  return row.id;
}

/** A notification is its recipient's alone, whoever the caller is (administrators included). */
const OWN_ONLY: readonly TEntry[] = [
  ['spinner', 'spinner', 'allowed'],
  ['ginner', 'spinner', 'refused'],
  ['brand', 'admin', 'refused'],
  ['admin', 'brand', 'refused'],
  ['superAdmin', 'admin', 'refused'],
  ['admin', 'admin', 'allowed'],
];

export const NOTIFICATIONS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'notifications',
    operation: 'mark read',
    rowOf: notificationOf,
    request: (id) => ({ method: 'POST', url: `/api/notifications/${id}/read` }),
    entries: OWN_ONLY,
  },
];
