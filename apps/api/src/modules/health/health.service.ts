import type { THealth } from '@opentrace/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { API_VERSION } from '../../lib/paths.ts';

/** Whether this node can serve: it answers, and its database answers a round trip. */
export class HealthService {
  constructor(private readonly database: DatabaseHandle) {}

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
}
