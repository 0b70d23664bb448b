import type { AppConfig } from '../config.ts';
import type { Clock } from '../core/clock.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import type { Database } from '../db/client.ts';
import { runBaseSeed } from './base-seed.ts';
import { loadDemoApiLimits } from './demo-api-limits.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';
import { loadDemoOrder } from './demo-order.ts';
import { loadDemoImprovementPlans } from './demo-improvement-plans.ts';
import { loadDemoIncidents } from './demo-incidents.ts';
import { loadDemoProductChain } from './demo-product-chain.ts';
import { runDemoSeed } from './demo-seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDemoPassword } from './demo-seed.ts';

/** The name the running server signs its e-mails with (app.ts). */
const DEMO_MAIL_SYSTEM_NAME = 'OpenTrace';

/**
 * The one seeding entry point used by `npm start`, integration tests and end-to-end tests. Answers
 * whether the demo accounts were created by this call (with `demoPassword`, DEMO_PASSWORD by default).
 */
export async function seedDatabase(
  db: Database,
  options: {
    superAdmin: AppConfig['superAdmin'];
    demo: boolean;
    demoPassword?: string;
    /**
     * Also configure the system as the cotton pilot and seed its product chain (`npm start`); tests
     * mostly want it unconfigured. `publicUrl` makes the links of the e-mails the demo sends.
     */
    demoConfiguration?: { storage: FileStorage; clock: Clock; publicUrl: string };
  },
): Promise<{ demoAccountsCreated: boolean }> {
  await runBaseSeed(db, options.superAdmin);
  if (!options.demo) return { demoAccountsCreated: false };
  const demoAccountsCreated = await runDemoSeed(db, options.demoPassword);
  await loadDemoApiLimits(db);
  if (!options.demoConfiguration) return { demoAccountsCreated };
  const { storage, clock, publicUrl } = options.demoConfiguration;
  await loadDemoConfiguration(db, storage, clock);
  await loadDemoProductChain(db, { storage, clock, mail: { publicUrl, systemName: DEMO_MAIL_SYSTEM_NAME } });
  await loadDemoOrder(db, clock);
  await loadDemoIncidents(db, { storage, clock, mail: { publicUrl, systemName: DEMO_MAIL_SYSTEM_NAME } });
  await loadDemoImprovementPlans(db, { storage, clock, mail: { publicUrl, systemName: DEMO_MAIL_SYSTEM_NAME } });
  return { demoAccountsCreated };
}
