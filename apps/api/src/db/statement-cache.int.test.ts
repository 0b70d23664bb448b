import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

// Only a PostgreSQL server is reached through node-postgres; PGlite runs in the process.
describe.runIf(testDriver() === 'postgres')('statements a connection repeats (PostgreSQL)', () => {
  it('are prepared once on the connection and keep answering with each run’s own values', async () => {
    await database.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const result = (await tx.execute(sql`select ${run}::int * 2 as doubled`)) as { rows: { doubled: number }[] };
        answers.push(result.rows[0]!.doubled);
      }
      expect(answers).toEqual([0, 2, 4, 6, 8]);
      const prepared = (await tx.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'select $1::int * 2%'}`,
      )) as {
        rows: { name: string; statement: string }[];
      };
      expect(prepared.rows).toEqual([{ name: expect.stringMatching(/^opentrace_\d+$/), statement: 'select $1::int * 2 as doubled' }]);
    });
  });

  it('leave a statement run only once unprepared', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int + 40 as once`);
      const prepared = (await tx.execute(sql`select name from pg_prepared_statements where statement like ${'select $1::int + 40%'}`)) as {
        rows: unknown[];
      };
      expect(prepared.rows).toEqual([]);
    });
  });
});
