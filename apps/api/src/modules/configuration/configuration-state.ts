import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessDetails } from '../../db/schema/index.ts';

/** When configuration was completed; null while the super administrator is still configuring. */
export async function configurationCompletedAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: businessDetails.completedConfiguringSystemAt })
    .from(businessDetails)
    .where(eq(businessDetails.id, 1));
  return row?.completedAt ?? null;
}
