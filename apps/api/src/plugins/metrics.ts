import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { AppError } from '../core/app-error.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { countQueuedJobs, type JobQueue } from '../modules/jobs/index.ts';
import { Counter, EXPOSITION_CONTENT_TYPE, gaugeLines, Histogram, type TSample } from './metrics-exposition.ts';

/** Seconds; 0.3 and 0.8 are the read and write p99 targets, so a dashboard reads them off exactly. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.3, 0.5, 0.8, 1, 2.5, 5, 10];

/** A scrape must still answer (with what the process knows) when the database hangs. */
const QUEUE_QUERY_TIMEOUT_MS = 2_000;

/** Requests that matched no route share one label, so probing random URLs cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

interface MetricsOptions {
  /** Off (no route, no bookkeeping) when undefined. */
  token?: string;
  database: DatabaseHandle;
  jobs: JobQueue;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing first gives both sides one length, so the comparison takes the same time whatever was sent. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** The node-postgres pool behind the database, or none on PGlite (one in-process connection, no pool to watch). */
function poolOf(database: DatabaseHandle): pg.Pool | undefined {
  const client = (database.db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

async function jobQueueLines(database: DatabaseHandle): Promise<string[]> {
  const counts = await withinTimeout(countQueuedJobs(database.db), QUEUE_QUERY_TIMEOUT_MS).catch(() => null);
  const up = gaugeLines('opentrace_job_queue_up', 'Whether the jobs table answered this scrape (1) or not (0).', [
    { value: counts ? 1 : 0 },
  ]);
  if (!counts) return up;
  const byStatus: TSample[] = (['pending', 'running', 'dead'] as const).map((status) => ({ labels: { status }, value: counts[status] }));
  return [
    ...up,
    ...gaugeLines(
      'opentrace_job_queue_jobs',
      'Jobs in the queue by status, read from the jobs table at scrape time; dead jobs failed for good.',
      byStatus,
    ),
    ...gaugeLines('opentrace_job_queue_retrying_jobs', 'Pending jobs whose last attempt failed and that wait for a retry.', [
      { value: counts.retrying },
    ]),
  ];
}

function poolLines(pool: pg.Pool): string[] {
  return [
    ...gaugeLines('opentrace_database_pool_connections', 'Open database connections: busy running a query, or idle.', [
      { labels: { state: 'busy' }, value: pool.totalCount - pool.idleCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
    ]),
    ...gaugeLines('opentrace_database_pool_max_connections', 'The most connections the pool opens (DATABASE_POOL_SIZE).', [
      { value: pool.options.max },
    ]),
    ...gaugeLines('opentrace_database_pool_waiting_requests', 'Queries waiting for a free connection.', [{ value: pool.waitingCount }]),
  ];
}

function processLines(): string[] {
  const memory = process.memoryUsage();
  return [
    ...gaugeLines('process_resident_memory_bytes', 'Resident memory of the process.', [{ value: memory.rss }]),
    ...gaugeLines('nodejs_heap_size_used_bytes', 'V8 heap in use.', [{ value: memory.heapUsed }]),
    ...gaugeLines('nodejs_heap_size_total_bytes', 'V8 heap reserved.', [{ value: memory.heapTotal }]),
    ...gaugeLines('process_uptime_seconds', 'Seconds since the process started.', [{ value: Math.round(process.uptime()) }]),
  ];
}

/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN). Requests are labelled by route
 * pattern, never the raw URL: ids and query strings would both leak data and grow a series per value.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { token, database, jobs }: MetricsOptions) => {
  if (!token) return;
  const expected = digest(token);
  const pool = poolOf(database);
  const requests = new Counter('opentrace_http_requests_total', 'HTTP requests answered, by method, route pattern and status class.');
  const latency = new Histogram(
    'opentrace_http_request_duration_seconds',
    'Time to answer HTTP requests, by method, route pattern and status class.',
    LATENCY_BUCKETS,
  );
  const jobFailures = new Counter(
    'opentrace_job_failures_total',
    'Failed job attempts on this node, by kind; final="true" when the job went to the dead letters.',
  );
  jobs.onFailure(({ kind, final }) => jobFailures.inc({ kind, final: String(final) }));

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED');
    }
    const lines = [
      ...requests.lines(),
      ...latency.lines(),
      ...jobFailures.lines(),
      ...(await jobQueueLines(database)),
      ...(pool ? poolLines(pool) : []),
      ...processLines(),
    ];
    return reply.type(EXPOSITION_CONTENT_TYPE).send(`${lines.join('\n')}\n`);
  });
});
