import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { Database } from '../client.ts';
import { runBaseSeed } from './base-seed.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';
import { runDemoSeed } from './demo-seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-seed.ts';

/** The one seeding entry point used by `npm start`, integration tests and end-to-end tests. */
export async function seedDatabase(
  db: Database,
  options: {
    superAdmin: AppConfig['superAdmin'];
    demo: boolean;
    /** Also configure the system as the cotton pilot (`npm start`); tests mostly want it unconfigured. */
    demoConfiguration?: { storage: FileStorage; clock: Clock };
  },
): Promise<void> {
  await runBaseSeed(db, options.superAdmin);
  if (!options.demo) return;
  await runDemoSeed(db);
  if (options.demoConfiguration) await loadDemoConfiguration(db, options.demoConfiguration.storage, options.demoConfiguration.clock);
}
