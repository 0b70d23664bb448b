import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Executor } from './client.ts';

/*
 * Hand-written SQL for the few statements that run many times a second (logging a trade). Once a
 * connection has prepared a statement (statement-cache.ts), drizzle's query builders spend more
 * CPU assembling it than PostgreSQL spends running it (bench/README.md). Rows come back as the
 * driver reads them: the names the SQL gives, timestamps as text.
 */

export async function queryRows<Row>(db: Executor, text: string, params: readonly unknown[]): Promise<Row[]> {
  const result = await db._.session.prepareQuery({ sql: text, params: [...params] }, undefined, undefined, false).execute();
  return (result as { rows: Row[] }).rows;
}

/**
 * The column list and driver values for inserting `values` into `table`, numbered from $1: what
 * drizzle's insert would send, each value converted by its column. Keys left undefined take their
 * column's default.
 */
export function insertParts<T extends Table>(
  table: T,
  values: Partial<T['$inferInsert']>,
): { columns: string; placeholders: string; params: unknown[] } {
  const byKey = getTableColumns(table) as Record<string, { name: string; mapToDriverValue(value: unknown): unknown }>;
  const names: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(values)) {
    const column = byKey[key];
    if (value === undefined || !column) continue;
    names.push(`"${column.name}"`);
    params.push(value === null ? null : column.mapToDriverValue(value));
  }
  return { columns: names.join(', '), placeholders: params.map((_, index) => `$${index + 1}`).join(', '), params };
}

/** Rows a bulk insert sends in one statement: large enough to spare round trips, small enough for one JSON text. */
const RECORDS_PER_STATEMENT = 5000;

/**
 * Inserts many rows with one parameter per statement: the rows as JSON, which PostgreSQL expands into the table's
 * row type (`jsonb_populate_recordset`). For bulk imports, where drizzle's multi-row insert spends more CPU on
 * thousands of placeholders than the database spends writing. The first row's keys are the columns written; the
 * others take their defaults. With `skipConflicts`, rows a unique index refuses are left out. Answers `returning`'s
 * value of every row written, or else how many were written.
 */
export async function insertRecords<T extends Table>(
  db: Executor,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  options: { skipConflicts?: boolean; returning?: keyof T['$inferSelect'] & string } = {},
): Promise<{ count: number; returned: string[] }> {
  const byKey = getTableColumns(table) as Record<string, { name: string; dataType: string; mapToDriverValue(value: unknown): unknown }>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => byKey[key] && rows[0]?.[key as keyof (typeof rows)[number]] !== undefined);
  const columns = keys.map((key) => `"${byKey[key]?.name}"`).join(', ');
  const returning = options.returning ? `"${byKey[options.returning]?.name}"` : '1';
  const text = `insert into "${getTableName(table)}" (${columns}) select ${columns} from jsonb_populate_recordset(null::"${getTableName(table)}", $1::jsonb)${
    options.skipConflicts ? ' on conflict do nothing' : ''
  } returning ${returning} as value`;
  const toRecord = (row: Record<string, unknown>) =>
    Object.fromEntries(
      keys.map((key) => {
        const column = byKey[key] as { name: string; dataType: string; mapToDriverValue(value: unknown): unknown };
        const value = row[key];
        // JSON columns go in as JSON values; every other value as the text the driver would send.
        return [column.name, value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value)];
      }),
    );
  const result = { count: 0, returned: [] as string[] };
  for (let start = 0; start < rows.length; start += RECORDS_PER_STATEMENT) {
    const slice = rows.slice(start, start + RECORDS_PER_STATEMENT).map((row) => toRecord(row as Record<string, unknown>));
    const written = await queryRows<{ value: unknown }>(db, text, [JSON.stringify(slice)]);
    result.count += written.length;
    if (options.returning) result.returned.push(...written.map((row) => String(row.value)));
  }
  return result;
}
