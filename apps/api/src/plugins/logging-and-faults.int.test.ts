import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    extraApiRoutes: (api) => {
      api.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('connection to postgres://app:hunter2@db failed');
      });
    },
  });
});
afterAll(async () => t.close());

describe('logs', () => {
  it('never contain passwords, tokens or authorisation headers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'ginner@demo.opentrace.local', password: DEMO_PASSWORD },
    });
    const { token } = login.json();
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}`, cookie: 'session=abc123' } });
    await t.app.inject({ method: 'GET', url: `/api/files/00000000-0000-4000-8000-000000000000.pdf?shortToken=${token}` });
    const everything = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(3);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('abc123');
    expect(everything).toContain('shortToken=[redacted]');
  });
});

describe('server faults', () => {
  it('answer 500 with a reference and no internals, and log the cause with the same request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error).toBe('Internal Server Error');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    const requestId = response.headers['x-request-id'] as string;
    expect(body.message).toContain(requestId);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.reqId === requestId && entry.level === 50);
    expect(logged?.err?.message).toContain('connection to postgres');
  });
});

async function redisReachable(): Promise<boolean> {
  const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Needs the Redis server of the CI machine; a machine without one has nothing to share counters with.
describe.runIf(await redisReachable())('rate limits with REDIS_URL', () => {
  it('share their counters between API nodes', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PER_MINUTE: '4' };
    const nodeA = await createTestApp({ env });
    const nodeB = await createTestApp({ env });
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const address = `10.${octet()}.${octet()}.${octet()}`;
    const hit = (node: TestApp) => node.app.inject({ method: 'GET', url: '/roles', remoteAddress: address });
    const codes = [await hit(nodeA), await hit(nodeB), await hit(nodeA), await hit(nodeB), await hit(nodeA)].map((r) => r.statusCode);
    await nodeA.close();
    await nodeB.close();
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes[4]).toBe(429);
  });

  it('share the per-account sign-in count between API nodes', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const nodes = [await createTestApp({ env }), await createTestApp({ env })];
    const email = `ghost-${Date.now()}@example.org`;
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const node = nodes[attempt % 2]!;
      const response = await node.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: 'Wrong@2026' },
        remoteAddress: `10.66.0.${attempt + 1}`,
      });
      codes.push(response.statusCode);
    }
    await Promise.all(nodes.map((node) => node.close()));
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
