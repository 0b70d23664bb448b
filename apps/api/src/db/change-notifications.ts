import { sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

/**
 * The channel on which PostgreSQL announces a committed change to any table that decides who a
 * caller is and what they may do. Every API node listens, so a node that caches that knowledge
 * forgets it as soon as any node, script or hand-written SQL changes it.
 */
export const ACCESS_CHANGE_CHANNEL = 'opentrace_access_changed';

/**
 * The tables read by the loaders whose answers the access cache keeps: `findPrincipal` and
 * `loadSessionUser`, and the product activities' references (the caller's facility on the map,
 * product definitions: `ActivityReferences`). A loader that starts reading another table must
 * list it here, or cached answers would miss its changes (the access cache test checks each table
 * listed here; the loaders' own tests check what they read).
 */
export const ACCESS_SOURCE_TABLES = [
  'users',
  'sessions',
  'roles',
  'role_permissions',
  'user_permissions',
  'facilities',
  'business_details',
  'role_attributes',
  'facility_role_attribute_values',
  // The session user's role.uploadedSAQ.
  'saq_questionnaires',
  // Product activities: the map, and the definitions with their attributes.
  'supply_chain_lines',
  'product_definitions',
  'product_definition_attributes',
  'attributes',
] as const;

/**
 * Statement-level triggers (one notification per statement, however many rows) that PostgreSQL
 * delivers at commit, and never for a rolled-back change. Idempotent: runs at every start after
 * the migrations, so the list above is the single place to change.
 */
export async function installChangeNotifications(db: Executor): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function opentrace_notify_access_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${ACCESS_CHANGE_CHANNEL}', tg_table_name);
  return null;
end $$`),
  );
  for (const table of ACCESS_SOURCE_TABLES) {
    await db.execute(
      sql.raw(`create or replace trigger ${table}_access_changed
after insert or update or delete or truncate on "${table}"
for each statement execute function opentrace_notify_access_changed()`),
    );
  }
}
