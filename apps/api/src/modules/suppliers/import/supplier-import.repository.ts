import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { supplierImports, type TStoredSupplierRow } from '../../../db/schema/index.ts';

export async function insertSupplierImport(
  db: Executor,
  values: { brandFacilityId: string; fileName: string; rows: TStoredSupplierRow[]; uploadedById: string },
): Promise<string> {
  const [row] = await db.insert(supplierImports).values(values).returning({ id: supplierImports.id });
  if (!row) throw new Error('The supplier import was not stored');
  return row.id;
}

/**
 * Marks the brand's checked file imported and answers its rows; undefined when it is unknown, another
 * brand's, or already imported (two requests racing for it: only one gets the rows).
 */
export async function claimSupplierImport(
  db: Executor,
  id: string,
  brandFacilityId: string,
  now: Date,
): Promise<TStoredSupplierRow[] | undefined> {
  const [row] = await db
    .update(supplierImports)
    .set({ importedAt: now })
    .where(and(eq(supplierImports.id, id), eq(supplierImports.brandFacilityId, brandFacilityId), isNull(supplierImports.importedAt)))
    .returning({ rows: supplierImports.rows });
  return row?.rows;
}
