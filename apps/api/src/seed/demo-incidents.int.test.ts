import type { TIncidentReportPage } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';
import { loadDemoIncidents } from './demo-incidents.ts';

/* The demo's incident reports (issue 20), seeded through the services on the configured cotton demo. */

const MAIL = { publicUrl: 'http://localhost:3000', systemName: 'OpenTrace' };
let t: TestApp;
let admin: Record<string, string>;
let auditor: Record<string, string>;

const seed = () => loadDemoIncidents(t.database.db, { storage: createStorage(t.config.storage), clock: t.clock, mail: MAIL });
const list = async (headers: Record<string, string>, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TIncidentReportPage;
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-10-20T09:30:00Z'));
  await loadDemoConfiguration(t.database.db, createStorage(t.config.storage), t.clock);
  await seed();
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  auditor = { authorization: `Bearer ${await t.tokenFor('auditor@demo.opentrace.local')}` };
}, 180_000);
afterAll(async () => t?.close());

describe('the demo incident reports', () => {
  it('cover every state: new, viewed, response sent, a proactive scan and a closed case', async () => {
    const page = await list(admin, '/api/grievance-reports?perPage=100');
    expect(page.total).toBe(6);
    expect(new Set(page.items.map((item) => item.status))).toEqual(new Set(['NEW', 'VIEWED', 'RESPONSE_SENT']));
    expect(page.items.filter((item) => item.source === 'PROACTIVE')).toHaveLength(1);
    expect(page.items.filter((item) => item.outcome === 'UNFOUNDED')).toHaveLength(1);
  });

  it('give the demo auditor requests to answer and one it answered', async () => {
    expect((await list(auditor, '/api/requests?state=awaiting')).total).toBe(2);
    expect((await list(auditor, '/api/requests?state=responded')).total).toBe(1);
  });

  it('are seeded once', async () => {
    await seed();
    expect((await list(admin, '/api/grievance-reports')).total).toBe(6);
  });
});
