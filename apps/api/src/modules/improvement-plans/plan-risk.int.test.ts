import type { TFacilityRisk, TImprovementPlanDetail } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanWorld, type PlanWorld } from './test/plan-world.fixtures.ts';

/*
 * An accepted plan resets its issue in the supplier's risk (DOMAIN.md §7, ARCHITECTURE.md §8.5): the demo ginner,
 * reported Extreme on one issue by the hotline, is at the level the brand accepted once the jobs have run, and
 * the older report no longer counts; a plan still open changes nothing, and a report filed later counts again.
 */

const HOUR = 3_600_000;

let w: PlanWorld;
let issue: string;
let plan: TImprovementPlanDetail;

async function fileReport(severity: number, location: string) {
  const created = await w.call('admin', 'POST', '/api/grievance-reports', {
    facilityId: w.demo.ginner,
    location,
    priority: 1,
    laborRisks: [{ indicatorId: w.indicatorId, subIndicatorId: issue, severity }],
    message: 'Wages are held back until the end of the season.',
    reason: 'HIGH_RISK_PROFILE',
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: string }).id;
}

/** The issue as the brand reads it in its supplier's risk, once every job due has run. */
async function issueInRisk() {
  await w.t.app.jobs.drain();
  const response = await w.call(w.brand, 'GET', `/api/facilities/${w.demo.ginner}/risk`);
  expect(response.statusCode, response.body).toBe(200);
  const risk = response.json() as TFacilityRisk;
  const found = risk.categories
    .flatMap((category) => category.indicators)
    .flatMap((indicator) => indicator.subIndicators)
    .find((subIndicator) => subIndicator.id === issue);
  expect(found, 'the issue is in the ginner’s risk').toBeDefined();
  return found!;
}

beforeAll(async () => {
  w = await createPlanWorld();
  issue = await w.newIssue('Withheld wages', 5);
}, 180_000);
afterAll(async () => w?.t.close());

describe('the supplier’s risk on a plan’s issue', () => {
  let firstReport: string;

  it('is Extreme after a severe hotline report', async () => {
    firstReport = await fileReport(3, 'Ginning hall');
    const found = await issueInRisk();
    expect(found).toMatchObject({ level: 'EXTREME', score: 15 });
    expect(found.items).toEqual([
      expect.objectContaining({ source: 'HOTLINE', score: 15, reference: expect.objectContaining({ kind: 'report', id: firstReport }) }),
    ]);
  });

  it('does not move while the plan on it is unresolved', async () => {
    await w.moveClock(HOUR);
    plan = await w.assign(w.demo.ginner, { subIndicatorId: issue });
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
    const found = await issueInRisk();
    expect(found).toMatchObject({ level: 'EXTREME', score: 15 });
    expect(found.items.map((item) => item.source)).toEqual(['HOTLINE']);
  });

  it('takes the accepted level once the plan is accepted, and the older report stops counting', async () => {
    await w.moveClock(HOUR);
    const accepted = await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'LOW' });
    expect(accepted.status).toBe('RESOLVED');
    const found = await issueInRisk();
    // The issue's score is shown to two decimals; the item keeps the band's midpoint.
    expect(found).toMatchObject({ level: 'LOW', score: 2.38 });
    expect(found.items).toEqual([
      expect.objectContaining({
        source: 'CAP',
        score: 2.375,
        level: 'LOW',
        recordedAt: accepted.resolvedAt,
        reference: expect.objectContaining({ kind: 'plan', id: plan.id, label: plan.reference }),
      }),
    ]);
    expect(JSON.stringify(found.items)).not.toContain(firstReport);
  });

  it('counts a report filed after the acceptance again', async () => {
    await w.moveClock(HOUR);
    const laterReport = await fileReport(3, 'Bale yard');
    const found = await issueInRisk();
    expect(found.items.map((item) => [item.source, item.reference.id]).sort()).toEqual(
      [
        ['CAP', plan.id],
        ['HOTLINE', laterReport],
      ].sort(),
    );
    expect(found.score).toBeGreaterThan(2.375);
    expect(JSON.stringify(found.items)).not.toContain(firstReport);
  });

  it('follows the latest accepted plan only: a later plan resets the issue again, earlier plans included', async () => {
    await w.moveClock(HOUR);
    const next = await w.assign(w.demo.ginner, { subIndicatorId: issue, action: 'Pay the bale-yard crew on time' });
    await w.expectPlan(200, 'ginner', next.id, 'POST', '/open');
    await w.expectPlan(200, 'ginner', next.id, 'POST', '/transitions', { action: 'SUBMIT' });
    await w.moveClock(HOUR);
    await w.expectPlan(200, w.brand, next.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'HIGH' });
    const found = await issueInRisk();
    expect(found).toMatchObject({ level: 'HIGH', score: 9.38 });
    expect(found.items).toEqual([
      expect.objectContaining({ source: 'CAP', score: 9.38, reference: expect.objectContaining({ kind: 'plan', id: next.id }) }),
    ]);
  });
});
