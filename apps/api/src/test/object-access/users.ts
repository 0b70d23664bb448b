import type { ActivityWorld, TWho } from '../activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

async function colleagueOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const response = await world.call(owner, 'POST', '/api/organisation/users', {
    email: `colleague-${nextNumber()}@${owner}.example`,
    firstName: 'Sara',
    lastName: 'Colleague',
    userType: 'Standard',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add a colleague: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** What an organisation's Admin user does to a colleague: only within its own organisation. */
const colleagueTable = (operation: string, request: ObjectAccessTable['request'], entries: readonly TEntry[]): ObjectAccessTable => ({
  module: 'users',
  operation,
  rowOf: colleagueOf,
  request,
  entries,
});

export const USERS_TABLES: readonly ObjectAccessTable[] = [
  colleagueTable(
    'resend a colleague’s invitation',
    (userId) => ({ method: 'POST', url: `/api/organisation/users/${userId}/resend-invitation` }),
    [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['brand', 'brand', 'allowed'],
    ],
  ),
  colleagueTable(
    'change a colleague’s user type',
    (id) => ({ method: 'PATCH', url: `/api/organisation/users/${id}`, payload: { userType: 'Admin' } }),
    [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'spinner', 'refused'],
    ],
  ),
  colleagueTable('remove a colleague', (userId) => ({ method: 'DELETE', url: `/api/organisation/users/${userId}` }), [
    ['spinner', 'ginner', 'refused'],
    ['brand', 'ginner', 'refused'],
    ['ginner', 'ginner', 'allowed'],
  ]),
];
