import { overallRisk, type TRiskLevel } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { findFarmIdsOf, findRiskSubjects, recordRiskLevels } from '../profiles/index.ts';
import { collectRiskItems, readRiskReference, type RiskReference } from './risk-inputs.ts';
import { insertRiskChanges, type NewRiskAssessment, saveRiskAssessments } from './risk.repository.ts';

export interface RiskLevelChange {
  facilityId: string;
  fromLevel: TRiskLevel | null;
  toLevel: TRiskLevel | null;
}

/**
 * Scores the given facilities and stores each result whole with the time it was computed, in one
 * transaction: a failure leaves the previous assessments as they were, and the job runs again. Answers the
 * levels that changed.
 */
export async function recalculateRisk(
  db: Database,
  clock: Clock,
  facilityIds: readonly string[],
  reference?: RiskReference,
): Promise<RiskLevelChange[]> {
  const shared = reference ?? (await readRiskReference(db));
  const subjects = await findRiskSubjects(db, facilityIds);
  if (subjects.length === 0) return [];
  const itemsBySubject = await collectRiskItems(db, subjects, shared);
  const assessments: NewRiskAssessment[] = subjects.map((subject) => {
    const items = itemsBySubject.get(subject.id) ?? [];
    const { score, level } = overallRisk(items, shared.settings);
    return { facilityId: subject.id, score, level, methodology: shared.settings.methodology, weights: shared.settings.weights, items };
  });
  const levelOf = new Map(assessments.map((assessment) => [assessment.facilityId, assessment.level]));
  const changes = subjects
    .filter((subject) => subject.riskLevel !== levelOf.get(subject.id))
    .map((subject) => ({ facilityId: subject.id, fromLevel: subject.riskLevel, toLevel: levelOf.get(subject.id) ?? null }));
  const now = clock.now();
  await db.transaction(async (tx) => {
    await saveRiskAssessments(tx, assessments, now);
    await recordRiskLevels(
      tx,
      changes.map((change) => ({ id: change.facilityId, level: change.toLevel })),
    );
    await insertRiskChanges(tx, changes, now);
  });
  return changes;
}

/**
 * The facilities whose risk a change on one facility moves: itself, its farm group (which counts its farms'
 * items) and, for a group, its farms (which count the group's reports).
 */
export async function facilitiesMovedBy(db: Database, facilityId: string): Promise<string[]> {
  const [subject] = await findRiskSubjects(db, [facilityId]);
  if (!subject) return [];
  const farms = await findFarmIdsOf(db, [facilityId]);
  return [facilityId, ...(subject.farmGroupId ? [subject.farmGroupId] : []), ...farms.map((farm) => farm.id)];
}
