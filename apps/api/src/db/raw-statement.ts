import { getTableColumns, type Table } from 'drizzle-orm';
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
