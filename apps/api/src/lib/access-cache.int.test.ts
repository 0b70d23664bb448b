import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_SOURCE_TABLES } from '../db/change-notifications.ts';
import { multipartBody, SAMPLE_FILES } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Who a caller is comes from memory between changes. These tests change the database behind the
// app's back (plain SQL, no request), as another node or an operator would, and expect the very
// next requests to see it: at once on PGlite, within moments on PostgreSQL, whose announcements
// travel over a connection of their own.

let t: TestApp;
let ginner: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const me = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
  return response.statusCode === 200 ? response.json() : { statusCode: response.statusCode };
};
const run = (statement: string) => t.database.db.execute(sql.raw(statement));
/** Both drivers answer raw SQL with `{ rows }`. */
const rows = async <T>(statement: string) => ((await run(statement)) as unknown as { rows: T[] }).rows;
const GINNER = `(select id from users where email = 'ginner@demo.opentrace.local')`;
const SOON = { timeout: 3_000, interval: 20 };

describe('the access cache', () => {
  it('has a change trigger on every table that principals and session users are read from', async () => {
    const triggers = await rows<{ table: string }>(`select c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid where g.tgname like '%_access_changed' and not g.tgisinternal`);
    const tables = triggers.map((row) => row.table).sort();
    expect(tables).toEqual([...ACCESS_SOURCE_TABLES].sort());
  });

  it('answers repeated requests from memory: a change nobody announces is not seen', async () => {
    expect((await me(ginner)).firstName).toBe('Bilal');
    await run('alter table users disable trigger users_access_changed');
    try {
      await run(`update users set first_name = 'Unannounced' where id = ${GINNER}`);
      expect((await me(ginner)).firstName).toBe('Bilal');
    } finally {
      await run(`update users set first_name = 'Bilal' where id = ${GINNER}`);
      await run('alter table users enable trigger users_access_changed');
    }
  });

  it('keeps what it knows across an upload, and forgets it after any other write', async () => {
    expect((await me(ginner)).firstName).toBe('Bilal');
    await run('alter table users disable trigger users_access_changed');
    try {
      await run(`update users set first_name = 'Unannounced' where id = ${GINNER}`);
      const upload = multipartBody([{ field: 'files', fileName: 'proof.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/upload/files?purpose=proof',
        headers: { ...ginner, ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect((await me(ginner)).firstName).toBe('Bilal');
      // Even a refused write may have been meant to change access: its answer empties the cache.
      expect((await t.app.inject({ method: 'POST', url: '/api/users/invite', headers: admin, payload: {} })).statusCode).toBe(400);
      expect((await me(ginner)).firstName).toBe('Unannounced');
    } finally {
      await run(`update users set first_name = 'Bilal' where id = ${GINNER}`);
      await run('alter table users enable trigger users_access_changed');
    }
  });

  it('sees a renamed user, role and facility made outside the app', async () => {
    const before = await me(ginner);
    await run(`update users set first_name = 'Renamed' where id = ${GINNER}`);
    await run(`update roles set name = 'Renamed role' where id = (select role_id from users where id = ${GINNER})`);
    await run(`update facilities set name = 'Renamed facility' where id = (select facility_id from users where id = ${GINNER})`);
    await expect.poll(async () => (await me(ginner)).firstName, SOON).toBe('Renamed');
    const after = await me(ginner);
    expect(after.role.name).toBe('Renamed role');
    expect(after.currentFacility.name).toBe('Renamed facility');
    await run(`update users set first_name = '${before.firstName}' where id = ${GINNER}`);
    await run(`update roles set name = '${before.role.name}' where id = '${before.role.id}'`);
    await run(`update facilities set name = '${before.currentFacility.name}' where id = '${before.currentFacility.id}'`);
  });

  it('applies a permission granted to a user, and one taken from their role, to the next requests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: ginner })).statusCode).toBe(403);
    await run(`insert into user_permissions (user_id, permission_key) values (${GINNER}, 'USER_MANAGEMENT')`);
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: ginner })).statusCode, SOON).toBe(200);
    await run(`delete from user_permissions where user_id = ${GINNER}`);

    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: admin })).statusCode).toBe(200);
    await run(`delete from role_permissions where permission_key = 'USER_MANAGEMENT'
      and role_id = (select role_id from users where email = 'admin@demo.opentrace.local')`);
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: admin })).statusCode, SOON).toBe(403);
  });

  it('refuses a session revoked outside the app', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('spinner@demo.opentrace.local')}` };
    expect((await me(headers)).email).toBe('spinner@demo.opentrace.local');
    await run(`update sessions set revoked_at = now(), revoked_reason = 'logout'
      where user_id = (select id from users where email = 'spinner@demo.opentrace.local')`);
    await expect.poll(async () => (await me(headers)).statusCode, SOON).toBe(401);
  });

  it('ends a cached session when it expires', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('mill@demo.opentrace.local')}` };
    expect((await me(headers)).email).toBe('mill@demo.opentrace.local');
    // The test sessions last an hour; the access token only 15 minutes, so keep it fresh.
    t.clock.advance(61 * 60_000);
    const [session] = await rows<{ id: string; userId: string }>(`select id, user_id as "userId" from sessions
      where user_id = (select id from users where email = 'mill@demo.opentrace.local') order by created_at desc limit 1`);
    const { token } = await t.app.tokens.sign({ userId: session!.userId, sessionId: session!.id }, 'access');
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
