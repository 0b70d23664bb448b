import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  READINESS_CHECKS,
  type THealth,
  type THealthLive,
  type THealthReady,
  type TReadinessCheck,
  type TReadinessCheckName,
} from '@opentrace/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { API_VERSION } from '../../lib/paths.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { countQueuedJobs } from '../jobs/index.ts';

/**
 * A dependency that has not answered by then counts as failing: an orchestrator's probe gives up
 * after its own timeout, and a hung database must turn the node unready, not hang the probe too.
 */
const READINESS_TIMEOUT_MS = 2_000;

const PROBE_BYTES = Buffer.from('readiness probe\n');

/** Whether this node can serve: it answers, and its database, job queue and file storage answer too. */
export class HealthService {
  private readonly probes: Record<TReadinessCheckName, () => Promise<unknown>>;

  constructor(
    private readonly database: DatabaseHandle,
    storage: FileStorage,
  ) {
    this.probes = {
      database: () => database.ping(),
      jobs: () => countQueuedJobs(database.db),
      // Uploads need a store that accepts writes, so the probe writes; a fresh key each time lets
      // probes overlap, and the key is a valid storage key so both drivers take it.
      storage: async () => {
        const key = `${randomUUID()}.probe`;
        await storage.put(key, PROBE_BYTES, 'text/plain');
        await storage.delete(key);
      },
    };
  }

  async check(): Promise<THealth> {
    const databaseOk = await this.database.ping().then(
      () => true,
      () => false,
    );
    return {
      status: databaseOk ? 'ok' : 'degraded',
      database: databaseOk ? 'ok' : 'unavailable',
      version: API_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  live(): THealthLive {
    return { status: 'alive', uptimeSeconds: Math.round(process.uptime()) };
  }

  async ready(): Promise<THealthReady> {
    const results = await Promise.all(READINESS_CHECKS.map((name) => this.measure(this.probes[name])));
    const checks = Object.fromEntries(READINESS_CHECKS.map((name, index) => [name, results[index]])) as THealthReady['checks'];
    const failing = READINESS_CHECKS.filter((name) => checks[name].status !== 'ok');
    return { status: failing.length === 0 ? 'ready' : 'unready', checks, failing };
  }

  private async measure(probe: () => Promise<unknown>): Promise<TReadinessCheck> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS);
    });
    const answered = probe().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
    const status = await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    return { status, durationMs: Math.round(performance.now() - started) };
  }
}
