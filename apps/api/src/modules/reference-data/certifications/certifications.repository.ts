import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { certifications } from '../../../db/schema/index.ts';

export type CertificationRow = typeof certifications.$inferSelect;

/** Certifications of one kind in the order the seed lists them (Other and "No Certification" last). */
export async function findCertifications(db: Executor, kind: CertificationRow['kind']): Promise<CertificationRow[]> {
  return db
    .select()
    .from(certifications)
    .where(eq(certifications.kind, kind))
    .orderBy(asc(certifications.farmOnly), asc(certifications.id));
}
