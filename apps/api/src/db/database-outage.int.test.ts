import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDriver } from '../test/test-database.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';

/**
 * A TCP relay between the app and PostgreSQL that the test can cut, as a fail-over or a network partition
 * does, without touching the machine's shared server: cutting drops every relayed connection and refuses
 * new ones; restoring listens on the same port again.
 */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(testDriver() === 'pglite')('the database out of reach for a while (PostgreSQL)', () => {
  let t: TestApp;
  let relay: Relay;
  let relayed: DatabaseHandle;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    const current = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${current.rows[0]?.name ?? ''}`;
    // A second node on the same database, reaching it through the relay.
    relayed = openPostgres(url.toString(), 3);
    app = await buildApp({ config: t.config, database: relayed, clock: t.clock });
    await app.ready();
  });
  afterAll(async () => {
    await relay?.cut();
    await app?.close();
    await relayed?.close();
    await t?.close();
  });

  const read = () => app.inject({ method: 'GET', url: '/locations/countries?perPage=5', headers });

  // How soon the answer comes is measured by the outage benchmark, not here: a refused connection fails at once.
  it('answers 503 with Retry-After while the database is unreachable, never a 500, and is unready', async () => {
    expect((await read()).statusCode).toBe(200);
    await relay.cut();
    const response = await read();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ failing: expect.arrayContaining(['database']) });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('serves again once the database is back, without a restart', async () => {
    await relay.open();
    await expect.poll(async () => (await read()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
