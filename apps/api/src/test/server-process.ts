import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openAsBlob, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { apiBuildOptions } from '../../esbuild-options.mjs';
import { API_ROOT } from '../lib/paths.ts';
import { TEST_SUPER_ADMIN } from './test-database.ts';

/** The real entry point, bundled as `npm start` bundles it; the name keeps test files running side by side apart. */
export async function bundleServer(label: string): Promise<{ file: string; remove(): void }> {
  const file = path.join(API_ROOT, 'dist', `${label}-${process.pid}.js`);
  await build({ ...apiBuildOptions, outfile: file, sourcemap: false, logLevel: 'silent' });
  return { file, remove: () => rmSync(file, { force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Puts the integration suite's migrated and seeded database (global-setup's snapshot) in `dataDir`, so a server
 * started there is up in moments rather than creating, migrating and seeding a database from nothing first.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  if (!snapshot) return;
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'db'), loadDataDir: await openAsBlob(snapshot) });
  await client.close();
}

/** The bundled server on loopback, with nothing of this process's environment but PATH; its super administrator is the suite's. */
export function startServerProcess(bundle: string, port: number, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: TEST_SUPER_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Creating, migrating and seeding a database from nothing takes tens of seconds on a loaded 2-core machine. */
export async function waitForHealth(server: ServerProcess, deadlineMs = 60_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    }
    const ok = await fetch(`${server.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

/** A bearer header for the seeded super administrator, signed in over HTTP. */
export async function signInAsSuperAdmin(server: ServerProcess): Promise<Record<string, string>> {
  const response = await fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_SUPER_ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * A port the kernel has just handed out and taken back: a random pick from a fixed range can land on a
 * port some outgoing connection of a parallel test holds, and a server restarted on its old port can too.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}
