import { levelOfScore, levelRank, orderRiskFlagJob, overallRisk, type TRiskItem, type TRiskLevel } from '@opentrace/domain';
import { enqueueJob } from '../jobs/index.ts';
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
  reference?: RiskReference | Promise<RiskReference>,
): Promise<RiskLevelChange[]> {
  // The reference, the subjects and their farms are read side by side; the farms of ids that are not scored are dropped.
  const [shared, subjects, farms] = await Promise.all([
    reference ?? readRiskReference(db),
    findRiskSubjects(db, facilityIds),
    findFarmIdsOf(db, facilityIds),
  ]);
  if (subjects.length === 0) return [];
  const subjectIds = new Set(subjects.map((subject) => subject.id));
  const itemsBySubject = await collectRiskItems(
    db,
    subjects,
    shared,
    farms.filter((farm) => subjectIds.has(farm.farmGroupId)),
  );
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
  // Most recalculations move no level: then the one statement that replaces the assessments is the whole write, and
  // on its own it is as atomic as a transaction (two round trips fewer for the facility jobs).
  if (changes.length === 0) {
    await saveRiskAssessments(db, assessments, now);
    return changes;
  }
  await db.transaction(async (tx) => {
    await saveRiskAssessments(tx, assessments, now);
    await recordRiskLevels(
      tx,
      changes.map((change) => ({ id: change.facilityId, level: change.toLevel })),
    );
    await insertRiskChanges(tx, changes, now);
    for (const change of changes.filter(reachedHighOrExtreme)) {
      await enqueueJob(
        tx,
        orderRiskFlagJob({
          facilityId: change.facilityId,
          reason: 'RISK_LEVEL',
          key: `${change.toLevel}:${now.toISOString().slice(0, 10)}`,
          level: change.toLevel,
          subIndicatorIds: severeIssuesOf(itemsBySubject.get(change.facilityId) ?? []),
        }),
        now,
      );
    }
  });
  return changes;
}

const SEVERE = new Set<TRiskLevel>(['HIGH', 'EXTREME']);

/** A rise into High or Extreme: what the owners of orders whose trace reaches the facility are told about. */
function reachedHighOrExtreme(change: RiskLevelChange): boolean {
  return change.toLevel !== null && SEVERE.has(change.toLevel) && levelRank(change.toLevel) < levelRank(change.fromLevel);
}

/** The sub-indicators of the facility's high and extreme items, worst first (at most four, as top issues go). */
function severeIssuesOf(items: readonly TRiskItem[]): string[] {
  const severe = items
    .filter((item) => item.subIndicatorId !== null && SEVERE.has(levelOfScore(item.score)))
    .sort((a, b) => b.score - a.score);
  return [...new Set(severe.map((item) => item.subIndicatorId as string))].slice(0, 4);
}

/**
 * The facilities whose risk a change on one facility moves: itself, its farm group (which counts its farms'
 * items) and, for a group, its farms (which count the group's reports).
 */
export async function facilitiesMovedBy(db: Database, facilityId: string): Promise<string[]> {
  const [[subject], farms] = await Promise.all([findRiskSubjects(db, [facilityId]), findFarmIdsOf(db, [facilityId])]);
  if (!subject) return [];
  return [facilityId, ...(subject.farmGroupId ? [subject.farmGroupId] : []), ...farms.map((farm) => farm.id)];
}
