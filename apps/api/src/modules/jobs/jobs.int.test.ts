import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../db/schema/index.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PermanentJobError } from './job-queue.ts';
import { claimDueJobs, insertJob } from './jobs.repository.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
/** What each test kind's handler saw, in order: the payload's `id` and the attempt. */
const seen: string[] = [];
/** Failures still to throw, per payload id, before a flaky job succeeds. */
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  // Well away from the app's own schedules (the hourly upload sweep at :15), so a drain runs only this file's jobs.
  t.clock.set(new Date('2026-12-01T10:20:00Z'));
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  const ZTestPayload = z.object({ id: z.string() });
  t.app.jobs.define('test.flaky', {
    payload: ZTestPayload,
    async handle({ id }, { attempt }) {
      seen.push(`${id}#${attempt}`);
      const left = failuresLeft.get(id) ?? 0;
      if (left > 0) {
        failuresLeft.set(id, left - 1);
        throw new Error(`mail server said no to ${id}`);
      }
    },
    describe: ({ id }) => `flaky ${id}`,
  });
  t.app.jobs.define('test.broken', {
    payload: ZTestPayload,
    async handle({ id }) {
      seen.push(id);
      throw new PermanentJobError('the facility no longer exists');
    },
  });
  t.app.jobs.define('test.sweep', {
    payload: z.object({ slot: z.string() }),
    async handle({ slot }) {
      seen.push(`sweep ${slot}`);
    },
  });
});
afterAll(async () => t.close());

const enqueue = (kind: string, id: string, extra: { singletonKey?: string; maxAttempts?: number } = {}) =>
  insertJob(t.database.db, { kind, payload: { id }, ...extra }, t.clock.now());
const jobById = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const deadLetters = () => t.app.inject({ method: 'GET', url: '/api/jobs/dead-letters?perPage=100', headers: superAdmin });

/**
 * Jobs of kind `test.slow` on `node` that hold their attempt until `release()`: `ran` lists their ids as
 * they start, and `started` settles once `count` of them are running.
 */
function defineSlowJobs(node: TestApp, count: number) {
  const ran: string[] = [];
  let allStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (allStarted = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  node.app.jobs.define('test.slow', {
    payload: z.object({ id: z.string() }),
    async handle({ id }) {
      ran.push(id);
      if (ran.length === count) allStarted();
      await released;
    },
  });
  return { ran, started, release };
}

describe('job queue', () => {
  it('retries a failing job with growing waits and runs it once it succeeds', async () => {
    failuresLeft.set('a', 2);
    const id = (await enqueue('test.flaky', 'a'))!;
    await t.app.jobs.drain();
    let job = await jobById(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: mail server said no to a' });
    expect(job.runAt.getTime() - t.clock.now().getTime()).toBe(30_000);

    // Not due yet: nothing runs before the wait is over.
    t.clock.advance(29_000);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(1_000);
    await t.app.jobs.drain();
    job = await jobById(id);
    expect(job.attempts).toBe(2);
    expect(job.runAt.getTime() - t.clock.now().getTime()).toBe(60_000);

    t.clock.advance(60_000);
    await t.app.jobs.drain();
    expect(await jobById(id)).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    expect(seen.filter((entry) => entry.startsWith('a#'))).toEqual(['a#1', 'a#2', 'a#3']);
  });

  it('makes a dead letter of a job that fails its last attempt, lists it for the super administrator and retries it', async () => {
    failuresLeft.set('b', 2);
    const id = (await enqueue('test.flaky', 'b', { maxAttempts: 2 }))!;
    await t.app.jobs.drain();
    t.clock.advance(30_000);
    await t.app.jobs.drain();
    expect(await jobById(id)).toMatchObject({ status: 'dead', attempts: 2 });

    const listed = await deadLetters();
    expect(listed.statusCode).toBe(200);
    const letter = listed.json().items.find((item: { id: string }) => item.id === id);
    expect(letter).toMatchObject({ kind: 'test.flaky', summary: 'flaky b', attempts: 2, lastError: 'Error: mail server said no to b' });
    expect(letter).not.toHaveProperty('payload');
    expect(listed.json().counts.dead).toBeGreaterThanOrEqual(1);

    const retried = await t.app.inject({ method: 'POST', url: `/api/jobs/dead-letters/${id}/retry`, headers: superAdmin });
    expect(retried.statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(await jobById(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    const again = await t.app.inject({ method: 'POST', url: `/api/jobs/dead-letters/${id}/retry`, headers: superAdmin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This job is not among the dead letters (it may have been retried already).');
  });

  it('keeps the dead letters from everyone but the super administrator', async () => {
    const brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
    const admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
    for (const headers of [brand, admin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/jobs/dead-letters', headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/dead-letters' })).statusCode).toBe(401);
  });

  it('sends a job that can never succeed, or whose payload no longer fits, to the dead letters at once', async () => {
    const broken = (await enqueue('test.broken', 'c'))!;
    const misfit = (await insertJob(t.database.db, { kind: 'test.flaky', payload: { name: 'no id' } }, t.clock.now()))!;
    const unknown = (await insertJob(t.database.db, { kind: 'test.retired-kind', payload: {} }, t.clock.now()))!;
    await t.app.jobs.drain();
    expect(await jobById(broken)).toMatchObject({ status: 'dead', attempts: 1, lastError: 'Error: the facility no longer exists' });
    expect((await jobById(misfit)).status).toBe('dead');
    expect((await jobById(misfit)).lastError).toContain('payload does not fit');
    expect(await jobById(unknown)).toMatchObject({ status: 'dead', lastError: 'No handler for jobs of kind "test.retired-kind".' });
  });

  it('keeps one waiting job per singleton key, and never runs two with the same key at once', async () => {
    const first = await enqueue('test.flaky', 'd', { singletonKey: 'facility:42' });
    const duplicate = await enqueue('test.flaky', 'd2', { singletonKey: 'facility:42' });
    expect(first).not.toBeNull();
    expect(duplicate).toBeNull();

    // A worker takes the first; a change made meanwhile may queue one more run, which waits for it.
    const now = t.clock.now();
    const claimed = await t.database.db.transaction((tx) => claimDueJobs(tx, now, new Date(now.getTime() + 60_000), 20));
    expect(claimed.map((job) => job.id)).toContain(first);
    const next = (await enqueue('test.flaky', 'd3', { singletonKey: 'facility:42' }))!;
    expect(next).not.toBeNull();
    await t.app.jobs.drain();
    expect((await jobById(next)).status).toBe('pending');

    // Once the lease of the first has run out (its worker died), both run.
    t.clock.advance(60_000);
    await t.app.jobs.drain();
    expect((await jobById(first!)).status).toBe('succeeded');
    expect((await jobById(next)).status).toBe('succeeded');
  });

  it('loses nothing when a worker stops mid-job: the job runs again once its lease has run out', async () => {
    const id = (await enqueue('test.flaky', 'e'))!;
    const now = t.clock.now();
    // The dying worker: it claimed the job and never finished it.
    await t.database.db.transaction((tx) => claimDueJobs(tx, now, new Date(now.getTime() + 5 * 60_000), 20));
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(5 * 60_000);
    await t.app.jobs.drain();
    expect(await jobById(id)).toMatchObject({ status: 'succeeded', attempts: 2 });

    // A job whose worker died during its last allowed attempt is a dead letter, not a job stuck forever.
    const last = (await enqueue('test.flaky', 'f', { maxAttempts: 1 }))!;
    const later = t.clock.now();
    await t.database.db.transaction((tx) => claimDueJobs(tx, later, new Date(later.getTime() + 5 * 60_000), 20));
    t.clock.advance(5 * 60_000);
    await t.app.jobs.drain();
    expect(await jobById(last)).toMatchObject({ status: 'dead', lastError: 'The worker stopped during the last attempt.' });
  });

  it('on stop, lets the attempt in hand finish and claims nothing more, leaving the rest to the next start', async () => {
    const node = await createTestApp();
    try {
      node.clock.set(new Date('2026-12-01T10:20:00Z'));
      const { ran, started: running, release } = defineSlowJobs(node, 1);
      const add = (id: string) => insertJob(node.database.db, { kind: 'test.slow', payload: { id } }, node.clock.now());
      const first = (await add('first'))!;
      const draining = node.app.jobs.drain();
      await running;
      const stopping = node.app.jobs.stop();
      const second = (await add('second'))!;
      release();
      await stopping;
      await draining;
      expect(await node.app.jobs.drain()).toBe(0);

      const [firstRow] = await node.database.db.select().from(jobs).where(eq(jobs.id, first));
      const [secondRow] = await node.database.db.select().from(jobs).where(eq(jobs.id, second));
      expect(ran).toEqual(['first']);
      expect(firstRow).toMatchObject({ status: 'succeeded', attempts: 1 });
      expect(secondRow).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await node.close();
    }
  });

  it('on stop, hands back at once the claimed jobs it had not started, with their attempt unspent', async () => {
    const node = await createTestApp();
    try {
      node.clock.set(new Date('2026-12-01T10:20:00Z'));
      // More jobs than the worker runs at once (8), so one claimed batch holds some it has not started.
      const ids = Array.from({ length: 10 }, (_, index) => `job-${index}`);
      const { ran, started, release } = defineSlowJobs(node, 8);
      const rowIds = [];
      for (const id of ids) rowIds.push((await insertJob(node.database.db, { kind: 'test.slow', payload: { id } }, node.clock.now()))!);
      const draining = node.app.jobs.drain();
      await started;
      const stopping = node.app.jobs.stop();
      release();
      await stopping;
      await draining;

      const rows = await node.database.db.select().from(jobs).where(inArray(jobs.id, rowIds));
      const unstarted = rows.filter((row) => !ran.includes((row.payload as { id: string }).id));
      expect(ran).toHaveLength(8);
      expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(8);
      expect(unstarted).toHaveLength(2);
      for (const row of unstarted) {
        expect(row).toMatchObject({ status: 'pending', attempts: 0 });
        expect(row.runAt.getTime()).toBeLessThanOrEqual(node.clock.now().getTime());
      }
    } finally {
      await node.close();
    }
  });

  it('runs a schedule at its slots in its time zone and catches up once after downtime', async () => {
    // 09:00 in Karachi is 04:00 UTC.
    t.clock.set(new Date('2026-12-01T03:00:00Z'));
    t.app.jobs.schedule({ name: 'test.morning-sweep', cron: '0 9 * * *', timezone: 'Asia/Karachi', kind: 'test.sweep' });
    await t.app.jobs.drain();
    t.clock.set(new Date('2026-12-01T03:59:00Z'));
    await t.app.jobs.drain();
    expect(seen.filter((entry) => entry.startsWith('sweep'))).toEqual([]);

    t.clock.set(new Date('2026-12-01T04:00:00Z'));
    await t.app.jobs.drain();
    t.clock.set(new Date('2026-12-01T04:30:00Z'));
    await t.app.jobs.drain();
    expect(seen.filter((entry) => entry.startsWith('sweep'))).toEqual(['sweep 2026-12-01T04:00:00.000Z']);

    // Three days without a node running: one catch-up run for the latest slot, not three.
    t.clock.set(new Date('2026-12-04T10:00:00Z'));
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(seen.filter((entry) => entry.startsWith('sweep'))).toEqual(['sweep 2026-12-01T04:00:00.000Z', 'sweep 2026-12-04T04:00:00.000Z']);
  });

  it('refuses a schedule with a pattern or time zone it cannot read', () => {
    expect(() => t.app.jobs.schedule({ name: 'bad-zone', cron: '0 9 * * *', timezone: 'Mars/Olympus', kind: 'test.sweep' })).toThrow();
    expect(() => t.app.jobs.schedule({ name: 'seconds', cron: '*/5 * * * * *', timezone: 'UTC', kind: 'test.sweep' })).toThrow(
      /five-field/,
    );
  });
});
