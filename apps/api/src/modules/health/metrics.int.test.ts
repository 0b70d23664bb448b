import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueJob } from '../jobs/index.ts';

const TOKEN = 'metrics-scrape-token-for-tests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t.close());

async function scrape(app = t.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.body;
}

/** The value of the one sample named exactly so (name and labels as written), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(response.body).not.toContain('opentrace_');
    }
    expect(t.app.apiRoutes).not.toContain('GET /metrics');
  });

  it('counts a request made just before the scrape under its route pattern, with its latency', async () => {
    const series = '{method="GET",route="/api/health/live",status_class="2xx"}';
    const before = sample(await scrape(), `opentrace_http_requests_total${series}`) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const text = await scrape();
    expect(sample(text, `opentrace_http_requests_total${series}`)).toBe(before + 1);
    const histogram = '{method="GET",route="/api/health/live",status_class="2xx",le="+Inf"}';
    expect(sample(text, `opentrace_http_request_duration_seconds_bucket${histogram}`)).toBe(before + 1);
    expect(sample(text, `opentrace_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_class="2xx"}`)).toBe(
      before + 1,
    );
    expect(text).toContain('# TYPE opentrace_http_request_duration_seconds histogram');
  });

  it('never labels a request with its raw URL, ids or query', async () => {
    const id = randomUUID();
    const other = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/improvement-plans/${id}?search=secret-term` });
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${other}?token=secret-value` });
    const text = await scrape();
    expect(sample(text, 'opentrace_http_requests_total{method="GET",route="/api/improvement-plans/:id",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'opentrace_http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    for (const leak of [id, other, 'secret-term', 'secret-value', '?']) expect(text).not.toContain(leak);
  });

  it('reads the job queue at scrape time, with database pool use on PostgreSQL and process memory', async () => {
    const before = sample(await scrape(), 'opentrace_job_queue_jobs{status="pending"}');
    expect(before).toBeGreaterThanOrEqual(0);
    await enqueueJob(t.database.db, { kind: 'metrics.test', payload: {} }, t.clock.now());
    const text = await scrape();
    expect(sample(text, 'opentrace_job_queue_up')).toBe(1);
    expect(sample(text, 'opentrace_job_queue_jobs{status="pending"}')).toBe((before ?? 0) + 1);
    expect(sample(text, 'opentrace_job_queue_jobs{status="dead"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'opentrace_job_queue_retrying_jobs')).toBeGreaterThanOrEqual(0);
    if (testDriver() === 'postgres') {
      expect(sample(text, 'opentrace_database_pool_max_connections')).toBe(5);
      expect(sample(text, 'opentrace_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'opentrace_database_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('opentrace_database_pool');
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_uptime_seconds')).toBeGreaterThanOrEqual(0);
    const samples = text.split('\n').filter((line) => line !== '' && !line.startsWith('# '));
    for (const line of samples)
      expect(line).toMatch(/^[a-z_]+(\{[a-z_]+="[^"]*"(,[a-z_]+="[^"]*")*\})? (-?\d+(\.\d+)?(e[+-]\d+)?|\+Inf|NaN)$/);
  });

  it('still answers while the database is gone, saying the job queue could not be read', async () => {
    const other = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await other.database.close();
    const text = await scrape(other.app);
    expect(sample(text, 'opentrace_job_queue_up')).toBe(0);
    expect(text).not.toContain('opentrace_job_queue_jobs');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    await other.app.close();
  });

  it('counts failed job attempts by kind, and those that sent the job to the dead letters', async () => {
    t.app.jobs.define('metrics.flaky', {
      payload: z.object({}),
      async handle() {
        throw new Error('the mail server is down');
      },
    });
    await enqueueJob(t.database.db, { kind: 'metrics.flaky', payload: {}, maxAttempts: 2 }, t.clock.now());
    await t.app.jobs.drain();
    const retried = await scrape();
    expect(sample(retried, 'opentrace_job_failures_total{kind="metrics.flaky",final="false"}')).toBe(1);
    expect(sample(retried, 'opentrace_job_failures_total{kind="metrics.flaky",final="true"}')).toBeUndefined();
    t.clock.advance(60_000);
    await t.app.jobs.drain();
    expect(sample(await scrape(), 'opentrace_job_failures_total{kind="metrics.flaky",final="true"}')).toBe(1);
  });
});
