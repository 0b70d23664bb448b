import { createColleague } from '../world/builders.ts';
import type { ObjectAccessTable, TEntry } from './table.ts';

/** What an organisation's Admin user does to a colleague: only within its own organisation. */
const colleagueTable = (operation: string, request: ObjectAccessTable['request'], entries: readonly TEntry[]): ObjectAccessTable => ({
  module: 'users',
  operation,
  rowOf: createColleague,
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
