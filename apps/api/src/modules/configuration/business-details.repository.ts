import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessDetails, commodities, files } from '../../db/schema/index.ts';

export type BusinessDetailsRow = typeof businessDetails.$inferSelect;

/** The single row, created with its defaults on first read (DOMAIN.md §2.1). */
export async function readBusinessDetails(db: Executor): Promise<BusinessDetailsRow & { logoBlobName: string | null }> {
  await db.insert(businessDetails).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ details: businessDetails, logoBlobName: files.blobName })
    .from(businessDetails)
    .leftJoin(files, eq(files.id, businessDetails.logoFileId))
    .where(eq(businessDetails.id, 1));
  if (!row) throw new Error('business_details row missing after insert');
  return { ...row.details, logoBlobName: row.logoBlobName };
}

export async function updateBusinessDetails(db: Executor, values: Partial<typeof businessDetails.$inferInsert>): Promise<void> {
  await db.insert(businessDetails).values({ id: 1 }).onConflictDoNothing();
  await db.update(businessDetails).set(values).where(eq(businessDetails.id, 1));
}

/** Adds a finished wizard step once, keeping the list sorted. */
export async function addCompletedStep(db: Executor, step: number, now: Date): Promise<void> {
  await db.insert(businessDetails).values({ id: 1 }).onConflictDoNothing();
  await db
    .update(businessDetails)
    .set({
      completedSteps: sql`(select coalesce(array_agg(distinct s order by s), '{}') from unnest(array_append(${businessDetails.completedSteps}, ${step}::smallint)) as s)`,
      updatedAt: now,
    })
    .where(eq(businessDetails.id, 1));
}

/** Names among `names` that are not in the commodities list. */
export async function unknownCommodities(db: Executor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.select({ name: commodities.name }).from(commodities);
  const known = new Set(rows.map((row) => row.name));
  return names.filter((name) => !known.has(name));
}

/**
 * Stamps the completion only if it is not stamped yet, so two concurrent "configure system"
 * calls cannot both succeed.
 */
export async function stampConfigurationCompleted(db: Executor, now: Date): Promise<boolean> {
  const updated = await db
    .update(businessDetails)
    .set({ completedConfiguringSystemAt: now, updatedAt: now })
    .where(sql`${businessDetails.id} = 1 and ${businessDetails.completedConfiguringSystemAt} is null`)
    .returning({ id: businessDetails.id });
  return updated.length > 0;
}

export async function clearConfigurationCompleted(db: Executor, now: Date): Promise<boolean> {
  const updated = await db
    .update(businessDetails)
    .set({ completedConfiguringSystemAt: null, updatedAt: now })
    .where(sql`${businessDetails.id} = 1 and ${businessDetails.completedConfiguringSystemAt} is not null`)
    .returning({ id: businessDetails.id });
  return updated.length > 0;
}

/** When configuration was completed; null while the super administrator is still configuring. */
export async function configurationCompletedAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: businessDetails.completedConfiguringSystemAt })
    .from(businessDetails)
    .where(eq(businessDetails.id, 1));
  return row?.completedAt ?? null;
}

/**
 * The name e-mails sign with: the system name the super administrator gave this installation
 * (business details), read when the message is composed so a rename applies to the next e-mail;
 * `fallback` (the product's name) until one is set.
 */
export async function siteName(db: Executor, fallback: string): Promise<string> {
  const [row] = await db.select({ systemName: businessDetails.systemName }).from(businessDetails).where(eq(businessDetails.id, 1));
  return row?.systemName.trim() || fallback;
}
