import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { createBackup } from './backup.ts';
import type { TBackupManifest } from './manifest.ts';
import { OpsError } from './ops-error.ts';
import { restoreBackup } from './restore.ts';

export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

/**
 * The commands sign nothing, and without JWT_SECRET loading the configuration would write a
 * development secret into DATA_DIR, which a restore needs empty.
 */
const UNUSED_SIGNING_SECRET = 'ops-commands-sign-nothing-with-this-secret';

function opsConfig(env: NodeJS.ProcessEnv): AppConfig {
  return loadConfig({ ...env, JWT_SECRET: env.JWT_SECRET || UNUSED_SIGNING_SECRET });
}

/** npm runs scripts from the repository root; paths typed on the command line mean the caller's directory. */
const callerPath = (env: NodeJS.ProcessEnv, file: string) => path.resolve(env.INIT_CWD ?? process.cwd(), file);

const timestamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

const sizeInMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const describe = (manifest: TBackupManifest) =>
  `app ${manifest.appVersion}, ${manifest.database.migrations} migrations, ${manifest.uploads.files} uploaded files (${sizeInMegabytes(manifest.uploads.bytes)})`;

async function runCommand(output: CommandOutput, usage: string, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    if (error instanceof OpsError || error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      output.error(`${error.message}\nUsage: ${usage}`);
      return 2;
    }
    throw error;
  }
}

/** `npm run db:backup [-- --out <file>]`: the embedded database and local uploads into one archive. */
export function backupCommand(args: string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  return runCommand(output, 'npm run db:backup [-- --out <file.tar.gz>]', async () => {
    const { values } = parseArgs({ args, options: { out: { type: 'string', short: 'o' } }, strict: true });
    const config = opsConfig(env);
    const now = new Date();
    const file = callerPath(env, values.out ?? `opentrace-backup-${timestamp(now)}.tar.gz`);
    if (!config.database.url) output.log(`Backing up the embedded database in ${config.database.pglitePath}…`);
    const manifest = await createBackup(config, file, now);
    output.log(`Wrote ${file}: ${describe(manifest)}.`);
    if (manifest.uploads.storage === 's3') {
      output.log('Uploaded files are in object storage (STORAGE_DRIVER=s3) and are not in this archive: back up the bucket separately.');
    }
  });
}

/** `npm run db:restore -- <archive>`: into an empty DATA_DIR, after checking every part against the manifest. */
export function restoreCommand(args: string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  const usage = 'npm run db:restore -- <backup.tar.gz>';
  return runCommand(output, usage, async () => {
    const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new OpsError(`Name one archive to restore.\nUsage: ${usage}`);
    const config = opsConfig(env);
    const archive = callerPath(env, positionals[0]!);
    if (!config.database.url) output.log(`Restoring ${archive} into ${config.dataDir}…`);
    const manifest = await restoreBackup(config, archive);
    output.log(`Restored the backup of ${manifest.createdAt} (${describe(manifest)}). Start the server on this DATA_DIR: npm start`);
    if (manifest.uploads.storage === 's3') {
      output.log('The backup was made with object storage (STORAGE_DRIVER=s3): its uploaded files are in the bucket, not in the archive.');
    }
  });
}
