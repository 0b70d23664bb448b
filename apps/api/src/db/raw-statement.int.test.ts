import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { insertRecords } from './raw-statement.ts';
import { appMeta } from './schema/index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const stored = async (prefix: string) =>
  (
    await database.db
      .select({ key: appMeta.key, value: appMeta.value, updatedAt: appMeta.updatedAt })
      .from(appMeta)
      .where(like(appMeta.key, `${prefix}%`))
  ).sort((a, b) => a.key.localeCompare(b.key));

describe('inserting many records in one statement', () => {
  it('writes every row with its columns converted, the ones not given taking their defaults', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const written = await insertRecords(database.db, appMeta, [
      { key: 'bulk.a', value: 'first', updatedAt: at },
      { key: 'bulk.b', value: 'second', updatedAt: at },
    ]);
    expect(written).toEqual({ count: 2, returned: [] });
    expect(await stored('bulk.')).toEqual([
      { key: 'bulk.a', value: 'first', updatedAt: at },
      { key: 'bulk.b', value: 'second', updatedAt: at },
    ]);
    await insertRecords(database.db, appMeta, [{ key: 'bulk.c', value: 'now' }]);
    expect((await stored('bulk.c'))[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('leaves out the rows a unique index refuses when asked, and says which were written', async () => {
    await insertRecords(database.db, appMeta, [{ key: 'skip.a', value: 'kept' }]);
    const written = await insertRecords(
      database.db,
      appMeta,
      [
        { key: 'skip.a', value: 'refused' },
        { key: 'skip.b', value: 'new' },
      ],
      { skipConflicts: true, returning: 'key' },
    );
    expect(written).toEqual({ count: 1, returned: ['skip.b'] });
    expect((await stored('skip.')).map((row) => row.value)).toEqual(['kept', 'new']);
    await expect(insertRecords(database.db, appMeta, [{ key: 'skip.a', value: 'again' }])).rejects.toThrow();
  });

  it('sends a large batch in several statements', async () => {
    const rows = Array.from({ length: 12_001 }, (_, index) => ({ key: `many.${String(index).padStart(5, '0')}`, value: `${index}` }));
    expect((await insertRecords(database.db, appMeta, rows)).count).toBe(12_001);
    expect(await stored('many.')).toHaveLength(12_001);
  });
});
