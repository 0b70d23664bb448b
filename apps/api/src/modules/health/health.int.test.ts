import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type FileStorage } from '../../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok after a database round-trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live and ready when every dependency answers, leaving no probe object behind', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive', uptimeSeconds: expect.any(Number) });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: { status: 'ok', durationMs: expect.any(Number) },
        jobs: { status: 'ok', durationMs: expect.any(Number) },
        storage: { status: 'ok', durationMs: expect.any(Number) },
      },
      failing: [],
    });
    if (t.config.storage.driver !== 'local') throw new Error('the test app stores files on disk');
    const stored = readdirSync(t.config.storage.directory, { recursive: true }).map(String);
    expect(stored.filter((name) => name.endsWith('.probe') || name.endsWith('.partial'))).toEqual([]);
  });

  it('turns unready naming storage when it refuses or hangs, while live still answers', async () => {
    let fault: 'refuse' | 'hang' = 'refuse';
    const working = createStorage(t.config.storage);
    const faulty: FileStorage = {
      driver: working.driver,
      put: () => (fault === 'refuse' ? Promise.reject(new Error('disk full at /srv/uploads')) : new Promise<void>(() => undefined)),
      get: (key) => working.get(key),
      delete: (key) => working.delete(key),
    };
    const other = await createTestApp({ storage: faulty });

    const refused = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      status: 'unready',
      checks: { database: { status: 'ok' }, jobs: { status: 'ok' }, storage: { status: 'unavailable' } },
      failing: ['storage'],
    });
    expect(refused.body).not.toContain('/srv/uploads');
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    fault = 'hang';
    const started = Date.now();
    const hung = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hung.statusCode).toBe(503);
    expect(hung.json()).toMatchObject({ checks: { storage: { status: 'timeout' } }, failing: ['storage'] });
    await other.close();
  });

  it('turns unready naming the database and the job queue once the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const health = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });

    const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unready',
      checks: { database: { status: 'unavailable' }, jobs: { status: 'unavailable' }, storage: { status: 'ok' } },
      failing: ['database', 'jobs'],
    });
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toMatchObject({ status: 'alive' });
    await other.app.close();
  });

  it('keeps GET /metrics off (404, like any unknown URL) without METRICS_TOKEN', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer any-token-at-all' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
