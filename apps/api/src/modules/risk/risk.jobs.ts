import { RISK_ALL_JOB, RISK_FACILITY_JOB, ZRiskAllJob, ZRiskFacilityJob } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { JobQueue } from '../jobs/index.ts';
import { findRiskSubjectIdsAfter } from '../profiles/index.ts';
import { readRiskReference } from './risk-inputs.ts';
import { facilitiesMovedBy, recalculateRisk } from './recalculation.ts';

/** Facilities scored per transaction in a full run: big enough to share reads, small enough to keep each write short. */
const BATCH = 250;

/**
 * The recalculation jobs (ARCHITECTURE.md §8.15). Both are idempotent: running one twice writes the same
 * assessments, and a run that fails part-way has written whole batches only and starts again on retry.
 */
export function defineRiskJobs(jobs: JobQueue, db: Database, clock: Clock): void {
  jobs.define(RISK_FACILITY_JOB, {
    payload: ZRiskFacilityJob,
    describe: ({ facilityId }) => `Risk of facility ${facilityId}`,
    async handle({ facilityId }) {
      const ids = await facilitiesMovedBy(db, facilityId);
      const reference = await readRiskReference(db);
      for (let start = 0; start < ids.length; start += BATCH) await recalculateRisk(db, clock, ids.slice(start, start + BATCH), reference);
    },
  });

  jobs.define(RISK_ALL_JOB, {
    payload: ZRiskAllJob,
    describe: ({ reason }) => `Risk of every facility (${reason})`,
    leaseMs: 30 * 60_000,
    async handle() {
      const reference = await readRiskReference(db);
      let afterId: string | null = null;
      for (;;) {
        const ids = await findRiskSubjectIdsAfter(db, afterId, BATCH);
        if (ids.length === 0) return;
        await recalculateRisk(db, clock, ids, reference);
        afterId = ids.at(-1) ?? null;
      }
    },
  });
}
