import { RISK_ALL_JOB, RISK_FACILITY_JOB, ZRiskAllJob, ZRiskFacilityJob } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { JobQueue } from '../jobs/index.ts';
import { findRiskSubjectIdsAfter } from '../profiles/index.ts';
import { readRiskReference } from './risk-inputs.ts';
import { facilitiesMovedBy, recalculateRisk } from './recalculation.ts';

/**
 * Facilities scored per transaction in a full run: big enough to share reads, small enough to keep each write short
 * and each batch's scoring, which runs on the API's event loop, from holding its requests (bench/README.md: with 250,
 * /api/users/me p95 was 46–87 ms during a full run on a busy machine, with 100 25–52 ms, the run no slower).
 */
const BATCH = 100;

/**
 * The recalculation jobs (ARCHITECTURE.md §8.15). Both are idempotent: running one twice writes the same
 * assessments, and a run that fails part-way has written whole batches only and starts again on retry.
 */
export function defineRiskJobs(jobs: JobQueue, db: Database, clock: Clock): void {
  jobs.define(RISK_FACILITY_JOB, {
    payload: ZRiskFacilityJob,
    describe: ({ facilityId }) => `Risk of facility ${facilityId}`,
    async handle({ facilityId }) {
      // The shared reference is read while the facilities are, and awaited only when they are scored; observed at once, so
      // a failure of the other reads leaves no unhandled rejection behind.
      const reference = readRiskReference(db);
      reference.catch(() => undefined);
      const ids = await facilitiesMovedBy(db, facilityId);
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
