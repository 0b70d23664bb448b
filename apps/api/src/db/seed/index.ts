import type { AppConfig } from '../../config.ts';
import type { Database } from '../client.ts';
import { runBaseSeed } from './base-seed.ts';
import { runDemoSeed } from './demo-seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-seed.ts';

/** The one seeding entry point used by `npm start`, integration tests and end-to-end tests. */
export async function seedDatabase(
  db: Database,
  options: { superAdmin: AppConfig['superAdmin']; demo: boolean },
): Promise<void> {
  await runBaseSeed(db, options.superAdmin);
  if (options.demo) await runDemoSeed(db);
}
