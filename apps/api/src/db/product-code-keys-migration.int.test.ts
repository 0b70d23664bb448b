import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.ts';

/*
 * Migration 0011 makes product IDs unique once punctuation, spaces and case are ignored. An existing
 * installation may hold two IDs that only differ so: its start must stop with their names, change
 * nothing, and go through once one of them is renamed.
 */

const BEFORE_PRODUCT_CODE_KEYS = '0011_product-code-keys';

/** The migrations folder as it was just before 0011, so a database can be left at that point. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'opentrace-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.find((entry) => entry.tag === tag);
  if (!cut) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.filter((entry) => entry.idx < cut.idx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let client: PGlite;
let olderMigrations: string;

beforeEach(async () => {
  olderMigrations = migrationsBefore(BEFORE_PRODUCT_CODE_KEYS);
  client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: olderMigrations });
});

afterEach(async () => {
  await client.close();
  rmSync(olderMigrations, { recursive: true, force: true });
});

/** Products as the older schema allowed them; the foreign keys are not what this test is about. */
async function insertProducts(rows: { code: string; manual?: boolean; facility?: string }[]) {
  await client.exec('SET session_replication_role = replica');
  for (const row of rows) {
    await client.query(
      `insert into products (code, product_definition_id, quantity, quantity_unit, created_facility_id, is_manual_added)
       values ($1, gen_random_uuid(), 1, 'Kilograms', $2, $3)`,
      [row.code, row.facility ?? '00000000-0000-4000-8000-000000000001', row.manual ?? false],
    );
  }
  await client.exec('SET session_replication_role = origin');
}

const upgrade = () => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });

/** What the database said when the upgrade failed (drizzle wraps it with the failed statement). */
async function upgradeRefusal(): Promise<string> {
  const error = await upgrade().then(
    () => new Error('the upgrade went through'),
    (caught: unknown) => caught as Error,
  );
  return ((error.cause as Error | undefined) ?? error).message;
}

async function indexNames(): Promise<string[]> {
  const result = await client.query<{ indexname: string }>(
    `select indexname from pg_indexes where tablename = 'products' order by indexname`,
  );
  return result.rows.map((row) => row.indexname);
}

describe('migration 0011, product IDs unique once punctuation and case are ignored', () => {
  it('stops the start on IDs that become equal, names them, and changes nothing', async () => {
    await insertProducts([{ code: 'BALE-0042' }, { code: 'bale0042' }, { code: 'BALE-0043' }]);
    const indexesBefore = await indexNames();

    expect(await upgradeRefusal()).toMatch(
      /^These product IDs differ only in punctuation, spaces or case.*: "BALE-0042" and "bale0042"\. Rename one/,
    );
    expect(await indexNames()).toEqual(indexesBefore);
    const codes = await client.query<{ code: string }>('select code from products order by code');
    expect(codes.rows.map((row) => row.code)).toEqual(['BALE-0042', 'BALE-0043', 'bale0042']);
  });

  it('goes through once one of them is renamed, and from then on refuses such a pair', async () => {
    await insertProducts([{ code: 'BALE-0042' }, { code: 'bale0042' }]);
    expect(await upgradeRefusal()).toMatch(/"BALE-0042" and "bale0042"/);
    await client.query(`update products set code = 'BALE-0042-B' where code = 'bale0042'`);

    await upgrade();
    await expect(insertProducts([{ code: 'bale 0042 b' }])).rejects.toThrow(/products_code_tracked_idx/);
  });

  it('lets equal manual IDs of different facilities through: they are unique per facility', async () => {
    await insertProducts([
      { code: 'LOT-7', manual: true, facility: '00000000-0000-4000-8000-000000000001' },
      { code: 'lot7', manual: true, facility: '00000000-0000-4000-8000-000000000002' },
    ]);
    await upgrade();
    expect(await indexNames()).toContain('products_code_manual_idx');
  });
});
