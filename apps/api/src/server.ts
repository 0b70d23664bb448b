import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDemoPassword, seedDatabase } from './seed/index.ts';
import { systemClock } from './core/clock.ts';
import { createStorage } from './lib/storage/index.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = openDatabase(config.database);
  await database.migrate();
  const storage = createStorage(config.storage);
  const demoPassword = config.demoPasswords === 'generated' ? generateDemoPassword() : DEMO_PASSWORD;
  const { demoAccountsCreated } = await seedDatabase(database.db, {
    superAdmin: config.superAdmin,
    demo: config.seedDemo,
    demoPassword,
    demoConfiguration: { storage, clock: systemClock, publicUrl: config.publicUrl },
  });

  const app = await buildApp({ config, database, storage });
  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();

  const lines = [
    `OpenTrace is ready at ${config.publicUrl} (${database.driver === 'pglite' ? `embedded PostgreSQL in ${config.database.pglitePath}` : 'PostgreSQL'}) in ${Math.round(performance.now() - startedAt)} ms`,
    `  API documentation: ${config.publicUrl}/api/docs`,
    `  Super administrator: ${config.superAdmin.email}`,
  ];
  if (config.env === 'production' && !config.mail.smtpUrl) {
    lines.push('  E-mail: not configured (set SMTP_URL); no e-mail is sent and none is written to the log');
  }
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email).join(', ');
  if (config.seedDemo && config.demoPasswords === 'published') {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}): ${demoEmails}`);
  } else if (config.seedDemo && demoAccountsCreated) {
    // Straight to the console, never into the JSON log: nobody can read this password again later.
    lines.push(`  Demo accounts (generated password ${demoPassword}, shown only this once): ${demoEmails}`);
  } else if (config.seedDemo) {
    lines.push(`  Demo accounts (password shown when they were created): ${demoEmails}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests and running jobs');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // The queue stops claiming at once rather than after the last request; the database closes only
    // after both, since onClose hooks run newest first and a job must still be able to record its end.
    Promise.all([app.jobs.stop(), app.close()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The error with what caused it: a migration that refuses to run (migration 0011 naming clashing
 * product IDs) reaches here wrapped by drizzle, whose own message is only the failed statement.
 */
function withCauses(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.stack ?? error.message;
  return error.cause === undefined ? own : `${own}\nCaused by: ${withCauses(error.cause)}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`OpenTrace failed to start: ${withCauses(error)}\n`);
  }
  process.exit(1);
});
