import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBuildOptions } from '../esbuild-options.mjs';
import { API_ROOT } from './lib/paths.ts';

/** The real entry point, bundled as `npm start` bundles it, run as its own process. */
let bundle: string;
let workDir: string;
beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-server-'));
  bundle = path.join(API_ROOT, 'dist', `server-test-${process.pid}.js`);
  await build({ ...apiBuildOptions, outfile: bundle, sourcemap: false, logLevel: 'silent' });
});
afterAll(() => {
  rmSync(bundle, { force: true });
  rmSync(workDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, deadlineMs = 60_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('refuses to start on a wrong setting and names the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: workDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  // Like its siblings: creating, migrating and seeding a database from nothing takes tens of seconds on
  // a loaded 2-core machine, and waitForHealth alone allows 60 s, which a 30 s test limit would cut short.
  it('starts on an empty data directory, then stops cleanly on SIGTERM', async () => {
    const port = 32_000 + Math.floor(Math.random() * 2000);
    const server = start({ PORT: String(port), DATA_DIR: path.join(workDir, 'data'), SEED_DEMO: 'false', HOST: '127.0.0.1' });
    await waitForHealth(port);
    expect(server.output()).toContain(`OpenTrace is ready at http://localhost:${port}`);
    expect(server.output()).toContain('Super administrator: superadmin@opentrace.local');
    expect(server.output()).not.toContain('Demo accounts');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    const after = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(after).toBe('refused');
  }, 120_000);

  it('refuses to start in production without a chosen super-administrator password', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATA_DIR: path.join(workDir, 'refused') };
    const missing = start(production);
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toContain('SUPER_ADMIN_PASSWORD must be set');
    const published = start({ ...production, SUPER_ADMIN_PASSWORD: 'Super@dmin2026' });
    expect(await published.exited).toBe(1);
    expect(published.output()).toContain('SUPER_ADMIN_PASSWORD must not be the published default');
  }, 120_000);

  describe('in production', () => {
    const port = 34_000 + Math.floor(Math.random() * 2000);
    const production = {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SUPER_ADMIN_PASSWORD: 'Operator#Chosen1',
    };
    const signIn = (email: string, password: string) =>
      fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((r) => r.status);
    const stop = async (server: ReturnType<typeof start>) => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };

    it('carries no demo unless asked, and only the chosen super-administrator password', async () => {
      const plain = start({ ...production, DATA_DIR: path.join(workDir, 'production') });
      await waitForHealth(port);
      expect(plain.output()).not.toContain('Demo accounts');
      expect(await signIn('admin@demo.opentrace.local', 'Demo@2026')).toBe(401);
      expect(await signIn('superadmin@opentrace.local', 'Super@dmin2026')).toBe(401);
      expect(await signIn('superadmin@opentrace.local', 'Operator#Chosen1')).toBe(200);
      await stop(plain);
    }, 120_000);

    it('gives a demo asked for a generated password, printed once outside the JSON log', async () => {
      const demoEnv = { ...production, DATA_DIR: path.join(workDir, 'production-demo'), SEED_DEMO: 'true' };
      const first = start(demoEnv);
      await waitForHealth(port);
      const printed = first.output().match(/Demo accounts \(generated password (\S+), shown only this once\)/)?.[1];
      expect(printed).toBeDefined();
      expect(await signIn('admin@demo.opentrace.local', 'Demo@2026')).toBe(401);
      expect(await signIn('admin@demo.opentrace.local', printed as string)).toBe(200);
      const logLines = first
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(logLines.some((line) => line.includes(printed as string))).toBe(false);
      await stop(first);

      const second = start(demoEnv);
      await waitForHealth(port);
      expect(second.output()).toContain('Demo accounts (password shown when they were created)');
      expect(second.output()).not.toContain(printed as string);
      await stop(second);
    }, 180_000);
  });
});
