import type { TImprovementPlanDetail, TImprovementPlanPage } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { demoActor } from './demo-actors.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';
import { loadDemoImprovementPlans } from './demo-improvement-plans.ts';
import { DEMO_PRODUCERS } from './demo-producers.ts';

/* The demo's improvement plans (issue 22), seeded through the services on the configured cotton demo. */

const MAIL = { publicUrl: 'http://localhost:3000', systemName: 'OpenTrace' };
let t: TestApp;
let brand: Record<string, string>;
let ginner: Record<string, string>;

const seed = () => loadDemoImprovementPlans(t.database.db, { storage: createStorage(t.config.storage), clock: t.clock, mail: MAIL });
async function read<T>(headers: Record<string, string>, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-10-20T09:30:00Z'));
  await loadDemoConfiguration(t.database.db, createStorage(t.config.storage), t.clock);
  brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
  ginner = { authorization: `Bearer ${await t.tokenFor(DEMO_PRODUCERS.ginner.email)}` };
  // The brand's suppliers, as the demo product chain adds them.
  for (const producer of Object.values(DEMO_PRODUCERS)) {
    const { principal } = await demoActor(t.database.db, producer.email);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/brands/suppliers',
      headers: brand,
      payload: { facilityId: principal.facilityId },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  await seed();
}, 180_000);
afterAll(async () => t?.close());

describe('the demo improvement plans', () => {
  it('cover every state the brand deals with: new, in progress, under review, resolved and overdue', async () => {
    const page = await read<TImprovementPlanPage>(brand, '/api/improvement-plans?perPage=100');
    expect(page.items.map((plan) => plan.status).sort()).toEqual(['IN_PROGRESS', 'NEW', 'OVERDUE', 'RESOLVED', 'UNDER_REVIEW']);
    expect(page.items.find((plan) => plan.status === 'RESOLVED')?.acceptedLevel).toBe('MEDIUM');
    expect(page.items.find((plan) => plan.status === 'UNDER_REVIEW')?.evidenceSubmitted).toBe(true);
  });

  it('leave the ginner an overdue plan whose extension request waits for the brand', async () => {
    const received = await read<TImprovementPlanPage>(ginner, '/api/improvement-plans?side=received');
    const overdue = received.items.find((plan) => plan.status === 'OVERDUE');
    expect(overdue?.pendingExtension).toBe(true);
    const detail = await read<TImprovementPlanDetail>(brand, `/api/improvement-plans/${overdue?.id}`);
    expect(detail.allowedActions).toContain('DECIDE_EXTENSION');
    expect(detail.extensionRequests).toEqual([expect.objectContaining({ status: 'PENDING', period: '2W' })]);
  });

  it('are seeded once', async () => {
    await seed();
    expect((await read<TImprovementPlanPage>(brand, '/api/improvement-plans')).total).toBe(5);
  });
});
