import type { TRiskItem, TRiskLevel, TRiskMethodology, TRiskWeights } from '@opentrace/domain';
import { desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { facilityRiskAssessments, facilityRiskChanges } from '../../db/schema/index.ts';

export type RiskAssessmentRow = typeof facilityRiskAssessments.$inferSelect;

export interface NewRiskAssessment {
  facilityId: string;
  score: number | null;
  level: TRiskLevel | null;
  methodology: TRiskMethodology;
  weights: TRiskWeights;
  items: TRiskItem[];
}

export async function findRiskAssessment(db: Executor, facilityId: string): Promise<RiskAssessmentRow | undefined> {
  const [row] = await db.select().from(facilityRiskAssessments).where(eq(facilityRiskAssessments.facilityId, facilityId));
  return row;
}

export async function findStoredLevels(db: Executor, facilityIds: readonly string[]): Promise<Map<string, TRiskLevel | null>> {
  if (facilityIds.length === 0) return new Map();
  const rows = await db
    .select({ facilityId: facilityRiskAssessments.facilityId, level: facilityRiskAssessments.level })
    .from(facilityRiskAssessments)
    .where(inArray(facilityRiskAssessments.facilityId, [...facilityIds]));
  return new Map(rows.map((row) => [row.facilityId, row.level]));
}

/** Writes a batch of assessments whole, replacing the previous ones. */
export async function saveRiskAssessments(db: Executor, rows: readonly NewRiskAssessment[], computedAt: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(facilityRiskAssessments)
    .values(rows.map((row) => ({ ...row, computedAt })))
    .onConflictDoUpdate({
      target: facilityRiskAssessments.facilityId,
      set: {
        score: sql`excluded.score`,
        level: sql`excluded.level`,
        methodology: sql`excluded.methodology`,
        weights: sql`excluded.weights`,
        items: sql`excluded.items`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

export async function insertRiskChanges(
  db: Executor,
  changes: readonly { facilityId: string; fromLevel: TRiskLevel | null; toLevel: TRiskLevel | null }[],
  changedAt: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(facilityRiskChanges).values(changes.map((change) => ({ ...change, changedAt })));
}

/** Level changes since `since`, newest first, for the administrators' overview. */
export function findChangesSince(db: Executor, since: Date, limit: number) {
  return db
    .select({
      facilityId: facilityRiskChanges.facilityId,
      fromLevel: facilityRiskChanges.fromLevel,
      toLevel: facilityRiskChanges.toLevel,
      changedAt: facilityRiskChanges.changedAt,
    })
    .from(facilityRiskChanges)
    .where(gte(facilityRiskChanges.changedAt, since))
    .orderBy(desc(facilityRiskChanges.changedAt))
    .limit(limit);
}
