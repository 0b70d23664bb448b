import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDriver } from '../test/test-database.ts';

/**
 * A connection the server terminates (pg_terminate_backend, as an operator, a failover or a
 * restart does) while a request waits on it. Only PostgreSQL has connections to lose.
 */
describe.skipIf(testDriver() === 'pglite')('a request whose database connection is terminated', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  /** Holds a table locked, so the request's statement waits where the test can find it. */
  let gatekeeper: pg.Client;
  /** Watches and terminates from outside that transaction (pg_stat_activity is a snapshot within one). */
  let operator: pg.Client;
  let transactionRuns = 0;

  beforeAll(async () => {
    t = await createTestApp({
      extraApiRoutes: (api) => {
        api.post('/api/test/ledger', { config: { access: 'public' } }, async () => {
          await t.database.db.transaction(async (tx) => {
            transactionRuns += 1;
            await tx.execute(sql`insert into retry_ledger (note) values ('entry')`);
            await tx.execute(sql`select count(*) from retry_gate`);
          });
          return { recorded: true };
        });
      },
    });
    headers = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    const current = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = current.rows[0]?.name ?? '';
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    gatekeeper = new pg.Client({ connectionString: url.toString() });
    operator = new pg.Client({ connectionString: url.toString() });
    await Promise.all([gatekeeper.connect(), operator.connect()]);
    await operator.query('create table retry_ledger (id serial primary key, note text not null)');
    await operator.query('create table retry_gate (id int)');
  });
  afterAll(async () => {
    await gatekeeper?.end();
    await operator?.end();
    await t?.close();
  });

  const ledgerEntries = async () =>
    (await operator.query<{ entries: number }>('select count(*)::int as entries from retry_ledger')).rows[0]?.entries;

  /** Terminates `times` backends in turn as each starts waiting for the lock on `table`, then lets the request through. */
  async function terminateWhileWaiting<T>(table: string, request: () => Promise<T>, times = 1): Promise<T> {
    await gatekeeper.query('begin');
    await gatekeeper.query(`lock table ${table} in access exclusive mode`);
    const answer = request();
    const terminated = new Set<number>();
    for (let tries = 0; terminated.size < times && tries < 1_500; tries += 1) {
      const { rows } = await operator.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const waiting = rows.find((row) => !terminated.has(row.pid));
      if (waiting) {
        await operator.query('select pg_terminate_backend($1)', [waiting.pid]);
        terminated.add(waiting.pid);
      } else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await gatekeeper.query('commit');
    expect(terminated.size, 'the request never waited for the lock').toBe(times);
    return answer;
  }

  it('answers a read after running its statement once more on another connection', async () => {
    const response = await terminateWhileWaiting('countries', () =>
      t.app.inject({ method: 'GET', url: '/locations/countries?perPage=5', headers }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBeGreaterThan(100);
  });

  it('runs a transaction once more as a whole, and its work is recorded once', async () => {
    const response = await terminateWhileWaiting('retry_gate', () => t.app.inject({ method: 'POST', url: '/api/test/ledger' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(transactionRuns).toBe(2);
    expect(await ledgerEntries()).toBe(1);
  });

  it('answers a request whose connection is lost twice 503 with Retry-After, in the shared error shape, with nothing recorded', async () => {
    const response = await terminateWhileWaiting('retry_gate', () => t.app.inject({ method: 'POST', url: '/api/test/ledger' }), 2);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(transactionRuns).toBe(4);
    expect(await ledgerEntries()).toBe(1);
  });
});
