import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { facilities, facilityItems } from '../../../db/schema/index.ts';

export interface HoldingRow {
  facilityId: string;
  facilityName: string;
  purchasedAt: Date | null;
  releasedAt: Date | null;
  createdAt: Date;
}

/** Every facility that holds or held the product, with its name (a deleted facility's too: it held the product then). */
export async function findHoldings(db: Executor, productId: string): Promise<HoldingRow[]> {
  return db
    .select({
      facilityId: facilityItems.facilityId,
      facilityName: facilities.name,
      purchasedAt: facilityItems.purchasedAt,
      releasedAt: facilityItems.releasedAt,
      createdAt: facilityItems.createdAt,
    })
    .from(facilityItems)
    .innerJoin(facilities, eq(facilities.id, facilityItems.facilityId))
    .where(eq(facilityItems.productId, productId));
}
