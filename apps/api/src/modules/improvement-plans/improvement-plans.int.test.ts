import type { TFacilityRisk, TImprovementPlanDetail, TImprovementPlanPage, TUploadedFile } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { insertIndicatorRow } from '../../test/world/raw-rows.ts';
import { createOrderWorld, type OrderWorld, type TOrderCaller } from '../orders/test/order-world.fixtures.ts';

/*
 * Improvement plans end to end through the API (issue 22): a brand assigns a plan to the demo ginner on one of
 * its issues, the ginner opens it, shows evidence and marks it done, the brand asks for more and then accepts it
 * with Low, and the ginner's risk on that issue follows the accepted level. Another brand sees none of it.
 */

let w: OrderWorld;
let brand: TOrderCaller;
let issue: string;
let otherIssue: string;
let plan: TImprovementPlanDetail;

async function upload(who: TOrderCaller, name: string): Promise<TUploadedFile> {
  const body = multipartBody([{ field: 'files', fileName: name, contentType: 'application/pdf', data: SAMPLE_FILES.pdf }]);
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/upload/files?purpose=proof',
    headers: { ...w.headers[who], ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TUploadedFile[])[0]!;
}

async function planAs(who: TOrderCaller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  return w.call(who, method, `/api/improvement-plans/${plan.id}${path}`, payload);
}

async function noticesOf(email: string, kind: string) {
  return w.t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.email, email), eq(notifications.kind, kind), eq(notifications.objectId, plan.id)));
}

const inFuture = (days: number) => new Date(w.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  w = await createOrderWorld();
  const db = w.t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Forced labour' });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: 'Wages', categoryId });
  issue = await insertIndicatorRow(db, { type: 2, name: 'Withheld wages', parentId: indicatorId, riskSeverity: 5 });
  otherIssue = await insertIndicatorRow(db, { type: 2, name: 'Unpaid overtime', parentId: indicatorId, riskSeverity: 3 });
  brand = await w.addBrand('Coton Juste');
  await w.addSuppliers(brand, [w.demo.ginner]);
}, 180_000);
afterAll(async () => w?.t.close());

describe('an improvement plan from assignment to acceptance', () => {
  it('is assigned to a supplier on one of its issues, with files, and the supplier is told', async () => {
    const file = await upload(brand, 'audit-findings.pdf');
    const response = await w.call(brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
      subIndicatorId: issue,
      action: 'Pay the withheld wages of the 2026 season',
      rootCause: 'Wages held back as a deposit',
      targetDate: inFuture(30),
      verificationMethod: 'DESKTOP_REVIEW',
      files: [{ fileName: file.name, blobName: file.blobName }],
      timeZone: 'Asia/Karachi',
    });
    expect(response.statusCode, response.body).toBe(201);
    plan = response.json() as TImprovementPlanDetail;
    expect(plan).toMatchObject({
      status: 'NEW',
      viewerSide: 'ASSIGNER',
      evidenceSubmitted: false,
      issue: { subIndicatorId: issue, name: 'Withheld wages', indicatorName: 'Wages', categoryName: 'Forced labour' },
      supplier: { id: w.demo.ginner },
      files: [expect.objectContaining({ name: 'audit-findings.pdf', addedBy: 'ASSIGNER', removable: true })],
    });
    expect(plan.reference).toMatch(/^IP-\d+$/);
    expect(await noticesOf('ginner@demo.opentrace.local', 'plan-assigned')).toHaveLength(1);
  });

  it('cannot be assigned twice on the same issue while the first is unresolved', async () => {
    const check = await w.call(brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans/check`, { subIndicatorId: issue });
    expect(check.json()).toEqual({ available: false, blockingPlanId: plan.id });
    const second = await w.call(brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
      subIndicatorId: issue,
      action: 'Again',
      targetDate: inFuture(10),
      verificationMethod: 'FOLLOW_UP_VISIT',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Improvement plan cannot be assigned until the previous one is completed.');
    const free = await w.call(brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans/check`, { subIndicatorId: otherIssue });
    expect(free.json()).toEqual({ available: true, blockingPlanId: null });
  });

  it('starts when the supplier opens it, and only the supplier may mark it done', async () => {
    expect((await planAs(brand, 'POST', '/transitions', { action: 'SUBMIT' })).statusCode).toBe(422);
    const opened = (await planAs('ginner', 'POST', '/open')).json() as TImprovementPlanDetail;
    expect(opened).toMatchObject({ status: 'IN_PROGRESS', viewerSide: 'SUPPLIER' });
    expect(opened.allowedActions).toContain('SUBMIT');
    const file = await upload('ginner', 'payslips.pdf');
    const commented = await planAs('ginner', 'POST', '/comments', {
      text: 'Wages paid on 3 April',
      files: [{ fileName: file.name, blobName: file.blobName }],
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect((commented.json() as TImprovementPlanDetail).comments).toEqual([
      expect.objectContaining({
        side: 'SUPPLIER',
        text: 'Wages paid on 3 April',
        files: [expect.objectContaining({ name: 'payslips.pdf' })],
      }),
    ]);
    const submitted = await planAs('ginner', 'POST', '/transitions', { action: 'SUBMIT' });
    expect(submitted.json()).toMatchObject({ status: 'UNDER_REVIEW', evidenceSubmitted: true });
  });

  it('goes back to the supplier when the assigner asks for more, then resolves with the accepted level', async () => {
    const asked = await planAs(brand, 'POST', '/transitions', { action: 'REQUEST_EVIDENCE', reason: 'Show the bank transfers' });
    expect(asked.json()).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await noticesOf('ginner@demo.opentrace.local', 'plan-evidence-requested')).toHaveLength(1);
    await planAs('ginner', 'POST', '/transitions', { action: 'SUBMIT' });
    const accepted = await planAs(brand, 'POST', '/transitions', { action: 'ACCEPT', level: 'LOW' });
    expect(accepted.json()).toMatchObject({ status: 'RESOLVED', acceptedLevel: 'LOW', allowedActions: [] });
    const timeline = (accepted.json() as TImprovementPlanDetail).events.map((event) => event.kind);
    expect(timeline).toEqual(['ASSIGNED', 'OPENED', 'SUBMITTED', 'EVIDENCE_REQUESTED', 'SUBMITTED', 'ACCEPTED']);
  });

  it('resets the issue in the supplier’s risk to the accepted level', async () => {
    await w.t.app.jobs.drain();
    const risk = (await w.call(brand, 'GET', `/api/facilities/${w.demo.ginner}/risk`)).json() as TFacilityRisk;
    const text = JSON.stringify(risk);
    expect(text).toContain(`cap:${plan.id}`);
  });

  it('is no business of another brand', async () => {
    expect((await planAs('otherBrand', 'GET', '')).statusCode).toBe(404);
    const list = (await w.call('otherBrand', 'GET', '/api/improvement-plans')).json() as TImprovementPlanPage;
    expect(list.items.find((item) => item.id === plan.id)).toBeUndefined();
    const mine = (await w.call(brand, 'GET', '/api/improvement-plans')).json() as TImprovementPlanPage;
    expect(mine.items.map((item) => item.id)).toContain(plan.id);
    const received = (await w.call('ginner', 'GET', '/api/improvement-plans?side=received')).json() as TImprovementPlanPage;
    expect(received.items.map((item) => item.id)).toContain(plan.id);
  });
});
