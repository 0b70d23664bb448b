// The job queue draining e-mail: the built server on PGlite, as `npm start` runs it, with SMTP_URL pointing
// at a small SMTP server this script starts (it accepts every message and counts it). The demo brand imports
// BENCH_EMAILS (default 1,000) new suppliers from one file, and the import queues one invitation e-mail per
// supplier in its transaction. Timed: from the import's answer until the SMTP server holds every message
// (which includes up to one poll interval, JOBS_POLL_INTERVAL_MS, 2 s by default, before the worker looks),
// and from the first message to the last. Goal: the 1,000 jobs drained in < 10 s.
// Usage: npm run bench:job-queue
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureBuild, removeDir, round, startServer, stopServer, tempDataDir, verdict, waitForHealth, writeResult } from './lib.mjs';
import { importSupplierFile, signInAsBrand, SUPPLIER_FILE_NAME, supplierRoles, writeSupplierWorkbook } from './suppliers-dataset.mjs';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 1000);
const GOAL_MS = 10_000;
const GIVE_UP_MS = 120_000;

/** Accepts every message and records when each arrived; just enough SMTP for nodemailer. */
function startSmtpServer() {
  const arrivals = [];
  const server = createServer((socket) => {
    let inData = false;
    let pending = '';
    socket.write('220 bench-smtp ready\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (inData) {
          if (line === '.') {
            inData = false;
            arrivals.push(performance.now());
            socket.write('250 queued\r\n');
          }
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, arrivals, close: () => server.close() }));
  });
}

await ensureBuild();
const smtp = await startSmtpServer();
const dataDir = tempDataDir('job-queue');
const fileDir = tempDataDir('job-queue-file');
const file = path.join(fileDir, SUPPLIER_FILE_NAME);
const server = await startServer({
  dataDir,
  env: { RATE_LIMIT_PER_MINUTE: '100000000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: 'warn' },
});
let summary;
try {
  await waitForHealth(server, { timeoutMs: 180_000 });
  const auth = await signInAsBrand(server);
  const roles = await supplierRoles(server, auth);
  await writeSupplierWorkbook(file, { rows: EMAILS, roles });
  const before = smtp.arrivals.length;
  const loaded = await importSupplierFile(server, auth, file);
  const answeredAt = performance.now();
  const expected = before + loaded.result.created;
  while (smtp.arrivals.length < expected && performance.now() - answeredAt < GIVE_UP_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const received = smtp.arrivals.length - before;
  const mine = smtp.arrivals.slice(before);
  const drainMs = mine.length > 0 ? mine[mine.length - 1] - answeredAt : null;
  const firstToLastMs = mine.length > 1 ? mine[mine.length - 1] - mine[0] : null;
  summary = {
    emailsQueued: loaded.result.created,
    emailsReceived: received,
    importMs: round(loaded.totalMs),
    drainFromAnswerMs: drainMs === null ? null : round(drainMs),
    firstToLastMs: firstToLastMs === null ? null : round(firstToLastMs),
    perSecond: firstToLastMs ? round((received / firstToLastMs) * 1000) : null,
    goalMs: GOAL_MS,
    pass: received === loaded.result.created && drainMs !== null && drainMs < GOAL_MS,
  };
  console.log(
    `${summary.emailsQueued} invitation e-mails queued by one import (${round(loaded.totalMs / 1000, 2)} s); ` +
      `${received} received by SMTP ${round((drainMs ?? 0) / 1000, 2)} s after the import answered ` +
      `(first to last ${round((firstToLastMs ?? 0) / 1000, 2)} s, ${summary.perSecond} a second)  ${verdict(summary.pass)}`,
  );
} catch (error) {
  console.error(`The server's last output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await stopServer(server);
  smtp.close();
  removeDir(dataDir);
  removeDir(fileDir);
}
writeResult('job-queue', summary);
