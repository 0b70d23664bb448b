import type { TRiskItem, TRiskLevel, TRiskMethodology, TRiskWeights } from '@opentrace/domain';
import { desc, eq, gte, sql } from 'drizzle-orm';
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

/**
 * Writes a batch of assessments whole, replacing the previous ones. The batch goes as one JSON parameter: a
 * full run writes 11,000 assessments, and building a statement with seven parameters a row (each items list
 * serialised on its own) cost the API more CPU than scoring them, blocking its requests meanwhile (bench/README.md).
 */
export async function saveRiskAssessments(db: Executor, rows: readonly NewRiskAssessment[], computedAt: Date): Promise<void> {
  if (rows.length === 0) return;
  const batch = JSON.stringify(
    rows.map((row) => ({
      facility_id: row.facilityId,
      score: row.score,
      level: row.level,
      methodology: row.methodology,
      weights: row.weights,
      items: row.items,
    })),
  );
  await db.execute(sql`
    insert into ${facilityRiskAssessments} (facility_id, score, level, methodology, weights, items, computed_at)
    select a.facility_id, a.score, a.level, a.methodology, a.weights, a.items, ${computedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${batch}::jsonb) as a(facility_id uuid, score real, level text, methodology text, weights jsonb, items jsonb)
    on conflict (facility_id) do update set
      score = excluded.score, level = excluded.level, methodology = excluded.methodology, weights = excluded.weights,
      items = excluded.items, computed_at = excluded.computed_at`);
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
