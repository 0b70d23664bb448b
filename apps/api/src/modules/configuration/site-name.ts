import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessDetails } from '../../db/schema/index.ts';

/**
 * The name e-mails sign with: the system name the super administrator gave this installation
 * (business details), read when the message is composed so a rename applies to the next e-mail;
 * `fallback` (the product's name) until one is set.
 */
export async function siteName(db: Executor, fallback: string): Promise<string> {
  const [row] = await db.select({ systemName: businessDetails.systemName }).from(businessDetails).where(eq(businessDetails.id, 1));
  return row?.systemName.trim() || fallback;
}
