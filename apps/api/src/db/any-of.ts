import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` among `ids` as one uuid-array parameter. `inArray` sends one parameter per id, and building and
 * binding those cost more than the query when a full risk recalculation asks for hundreds of facilities at a time.
 */
export function anyOfIds(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}
