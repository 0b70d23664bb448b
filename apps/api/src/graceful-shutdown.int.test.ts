import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { jobs } from './db/schema/index.ts';
import {
  bundleServer,
  freePort,
  type ServerProcess,
  seedDataDir,
  signInAsSuperAdmin,
  startServerProcess,
  waitForHealth,
} from './test/server-process.ts';
import { TEST_SUPER_ADMIN, testDriver } from './test/test-database.ts';

/**
 * Just enough SMTP for nodemailer. While `holding`, the answer to a message's final dot waits, so the
 * job sending it stays mid-attempt for as long as the test needs.
 */
function startSmtpServer() {
  let holding = true;
  let delivered = 0;
  const waiting: (() => void)[] = [];
  let announceHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (announceHeld = resolve));
  const server: Server = createServer((socket) => {
    let inData = false;
    let pending = '';
    const accept = () => {
      delivered += 1;
      socket.write('250 queued\r\n');
    };
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          if (holding) {
            waiting.push(accept);
            announceHeld();
          } else accept();
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise<{ port: number; held: Promise<void>; delivered(): number; release(): void; close(): void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        held,
        delivered: () => delivered,
        release() {
          holding = false;
          for (const accept of waiting.splice(0)) accept();
        },
        close: () => server.close(),
      });
    });
  });
}

const PDF = Buffer.from('%PDF-1.7\n% sent while the server shuts down\n');
const BOUNDARY = 'graceful-shutdown-boundary';
const MULTIPART = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="in-flight.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  PDF,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

/**
 * An upload whose headers the server has read (it answered `100 Continue`) and whose body is sent
 * only when the test says so: a request in flight at a moment the test chooses, without a sleep.
 */
async function beginUpload(server: ServerProcess, headers: Record<string, string>) {
  const request = httpRequest(`${server.baseUrl}/api/upload/files`, {
    method: 'POST',
    agent: false,
    headers: {
      ...headers,
      connection: 'close',
      expect: '100-continue',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(MULTIPART.length),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    request.on('continue', resolve);
    request.on('error', reject);
    request.flushHeaders();
  });
  return { finish: () => request.end(MULTIPART), answer };
}

async function until(condition: () => boolean, what: string, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The server runs on its embedded database here; the PostgreSQL lane would repeat the same process-level run.
const embedded = testDriver() === 'pglite';
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let workDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  if (!embedded) return;
  workDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-shutdown-'));
  bundle = await bundleServer('shutdown-test');
  smtp = await startSmtpServer();
});
afterAll(() => {
  if (!embedded) return;
  smtp.close();
  bundle.remove();
  rmSync(workDir, { recursive: true, force: true });
});

describe.runIf(embedded)('graceful shutdown', () => {
  it('answers the request in flight and lets the running job finish, which a restart does not run again', async () => {
    const dataDir = path.join(workDir, 'data');
    await seedDataDir(dataDir);
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOBS_POLL_INTERVAL_MS: '100',
      LOG_LEVEL: 'info',
    };
    const first = startServerProcess(bundle.file, await freePort(), env);
    await waitForHealth(first);
    const superAdmin = await signInAsSuperAdmin(first);
    const reset = await fetch(`${first.baseUrl}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_SUPER_ADMIN.email }),
    });
    expect(reset.status).toBe(200);
    await smtp.held;
    const upload = await beginUpload(first, superAdmin);

    first.child.kill('SIGTERM');
    await until(() => first.output().includes('shutting down'), 'the shutdown to begin');
    const refused = await fetch(`${first.baseUrl}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);
    upload.finish();
    const answered = await upload.answer;
    expect(answered.status).toBe(201);
    const [{ blobName }] = JSON.parse(answered.body) as [{ blobName: string }];
    // With its last connection gone the server goes on to its close hooks; the pause lets it get there, so a
    // database closed before the queue has stopped would make the job's own bookkeeping fail.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(first.child.exitCode).toBeNull();
    smtp.release();
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(smtp.delivered()).toBe(1);

    const second = startServerProcess(bundle.file, await freePort(), env);
    await waitForHealth(second);
    const download = await fetch(`${second.baseUrl}/api/files/${blobName}`, { headers: await signInAsSuperAdmin(second) });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    // Twenty polls of the restarted queue: a job handed back as pending would have run again by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(smtp.delivered()).toBe(1);

    const database = openDatabase({ pglitePath: path.join(dataDir, 'db'), poolSize: 1, statementCacheSize: 0 });
    try {
      const sent = await database.db.select().from(jobs).where(eq(jobs.kind, 'email'));
      expect(sent).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
