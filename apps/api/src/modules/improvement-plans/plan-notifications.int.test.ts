import type { TImprovementPlanDetail, TNotificationKind } from '@opentrace/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { sweepImprovementPlans } from './index.ts';
import { createPlanWorld, GINNER_EMAIL, PLAN_BRAND, type PlanWorld } from './test/plan-world.fixtures.ts';

/*
 * Who hears of what happens to a plan (ARCHITECTURE.md §8.7): every assignment, transition, comment, overdue
 * mark, extension request and decision tells the other side of the plan (never the side that acted), in-app and
 * by e-mail, naming the plan, the supplier and the issue, and never repeating a comment's or a reason's words.
 */

const SUPPLIER_NAME = 'Multan Ginning Factory';
const ISSUE = 'Withheld wages';
const SPINNER_EMAIL = 'spinner@demo.opentrace.local';
/** Words people wrote on the plans: none may reach a notification or an e-mail. */
const PRIVATE_WORDS = [
  'Foreman Rashid keeps the cards',
  'Bank slips for March',
  'Name the foreman in your answer',
  'Our auditor is on leave',
  'Not without the bank slips',
  'Rashid has left',
];

let w: PlanWorld;
let plan: TImprovementPlanDetail;
let overdue: TImprovementPlanDetail;
let byProducer: TImprovementPlanDetail;

/** The side that was told of `kind` on `subject`: every live user of `facilityId`, `times` times, and nobody else. */
async function expectTold(subject: TImprovementPlanDetail, kind: TNotificationKind, facilityId: string, times = 1) {
  const told = await w.noticesOf(subject.id, kind);
  const everyone = await w.emailsOf(facilityId);
  expect(told.map((notice) => notice.email).sort(), kind).toEqual(everyone.flatMap((email) => Array<string>(times).fill(email)).sort());
  for (const notice of told) {
    expect(notice.params, kind).toEqual({ reference: subject.reference, facility: SUPPLIER_NAME, issue: subject.issue.name });
  }
  const mainUser = { [w.demo.ginner]: GINNER_EMAIL, [w.brandFacilityId]: PLAN_BRAND.email, [w.demo.spinner]: SPINNER_EMAIL }[facilityId]!;
  const mails = (await queuedEmails(w.t.database.db, mainUser, `notification:${kind}`)).filter((mail) =>
    new RegExp(`${subject.reference}\\b`).test(mail.subject),
  );
  expect(mails, `${kind} e-mails to ${mainUser}`).toHaveLength(times);
  for (const mail of mails) {
    expect(mail.textBody).toContain(SUPPLIER_NAME);
    expect(mail.textBody).toContain(subject.issue.name);
  }
}

async function expectNotTold(subject: TImprovementPlanDetail, kind: TNotificationKind, facilityId: string) {
  const told = await w.noticesOf(subject.id, kind);
  expect(
    told.filter((notice) => notice.facilityId === facilityId),
    `${kind} to the side that acted`,
  ).toEqual([]);
}

beforeAll(async () => {
  w = await createPlanWorld();
  plan = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue(ISSUE) });
  overdue = await w.assign(w.demo.ginner, {
    subIndicatorId: await w.newIssue('Recruitment fees'),
    targetDate: w.dayFromNow(0),
    timeZone: 'UTC',
  });
  byProducer = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue('Unpaid overtime') }, 'spinner');
}, 180_000);
afterAll(async () => w?.t.close());

describe('a plan’s notifications', () => {
  it('tell the supplier of the assignment, and not the assigner', async () => {
    await expectTold(plan, 'plan-assigned', w.demo.ginner);
    await expectNotTold(plan, 'plan-assigned', w.brandFacilityId);
  });

  it('tell the other side of each comment', async () => {
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    await w.expectPlan(201, 'ginner', plan.id, 'POST', '/comments', { text: PRIVATE_WORDS[0] });
    await expectTold(plan, 'plan-comment', w.brandFacilityId);
    await w.moveClock(60_000);
    await w.expectPlan(201, w.brand, plan.id, 'POST', '/comments', { text: PRIVATE_WORDS[1] });
    const told = await w.noticesOf(plan.id, 'plan-comment');
    expect(told.filter((notice) => notice.facilityId === w.demo.ginner).map((notice) => notice.email)).toEqual(
      await w.emailsOf(w.demo.ginner),
    );
    expect(told.filter((notice) => notice.facilityId === w.brandFacilityId).map((notice) => notice.email)).toEqual(
      await w.emailsOf(w.brandFacilityId),
    );
  });

  it('tell the assigner of the evidence, and the supplier of the review', async () => {
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
    await expectTold(plan, 'plan-submitted', w.brandFacilityId);
    await w.expectPlan(200, w.brand, plan.id, 'PUT', '/target-date', { targetDate: w.dayFromNow(45) });
    await expectTold(plan, 'plan-target-date-changed', w.demo.ginner);
    await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', { action: 'REQUEST_EVIDENCE', reason: PRIVATE_WORDS[2] });
    await expectTold(plan, 'plan-evidence-requested', w.demo.ginner);
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
    await expectTold(plan, 'plan-submitted', w.brandFacilityId, 2);
    await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'LOW' });
    await expectTold(plan, 'plan-accepted', w.demo.ginner);
    await expectNotTold(plan, 'plan-submitted', w.demo.ginner);
    for (const kind of ['plan-target-date-changed', 'plan-evidence-requested', 'plan-accepted'] as const) {
      await expectNotTold(plan, kind, w.brandFacilityId);
    }
  });

  it('tell both sides of the overdue mark, the assigner of an extension request and the supplier of each decision', async () => {
    await w.moveClock(2 * 86_400_000);
    expect((await sweepImprovementPlans(w.t.database.db, w.t.clock.now())).overdue).toBe(1);
    const told = await w.noticesOf(overdue.id, 'plan-overdue');
    const bothSides = [...(await w.emailsOf(w.brandFacilityId)), ...(await w.emailsOf(w.demo.ginner))].sort();
    expect(told.map((notice) => notice.email).sort()).toEqual(bothSides);

    const first = await w.expectPlan(201, 'ginner', overdue.id, 'POST', '/extension-requests', { period: '2W', reason: PRIVATE_WORDS[3] });
    await expectTold(overdue, 'plan-extension-requested', w.brandFacilityId);
    await w.expectPlan(200, w.brand, overdue.id, 'POST', `/extension-requests/${first.extensionRequests[0]!.id}/decision`, {
      decision: 'DECLINE',
      reason: PRIVATE_WORDS[4],
    });
    await expectTold(overdue, 'plan-extension-declined', w.demo.ginner);
    await w.moveClock(60_000);
    const second = await w.expectPlan(201, 'ginner', overdue.id, 'POST', '/extension-requests', { period: '1W' });
    await expectTold(overdue, 'plan-extension-requested', w.brandFacilityId, 2);
    const pending = second.extensionRequests.find((request) => request.status === 'PENDING')!;
    await w.expectPlan(200, w.brand, overdue.id, 'POST', `/extension-requests/${pending.id}/decision`, { decision: 'APPROVE' });
    await expectTold(overdue, 'plan-extension-approved', w.demo.ginner);
    await expectNotTold(overdue, 'plan-extension-requested', w.demo.ginner);
    for (const kind of ['plan-extension-declined', 'plan-extension-approved'] as const) {
      await expectNotTold(overdue, kind, w.brandFacilityId);
    }
  });

  it('of a producer’s plan go to the producer, not to the supplier’s brands', async () => {
    await expectTold(byProducer, 'plan-assigned', w.demo.ginner);
    await w.expectPlan(200, 'ginner', byProducer.id, 'POST', '/open');
    await w.expectPlan(201, 'ginner', byProducer.id, 'POST', '/comments', { text: PRIVATE_WORDS[5] });
    await expectTold(byProducer, 'plan-comment', w.demo.spinner);
    await w.expectPlan(200, 'ginner', byProducer.id, 'POST', '/transitions', { action: 'SUBMIT' });
    await expectTold(byProducer, 'plan-submitted', w.demo.spinner);
    const all = await w.noticesOf(byProducer.id);
    expect(all.filter((notice) => notice.facilityId === w.brandFacilityId)).toEqual([]);
  });

  it('never repeat what people wrote on the plan', async () => {
    const rows = await w.t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.objectId, [plan.id, overdue.id, byProducer.id]));
    expect(rows.length).toBeGreaterThan(0);
    const mails = (
      await Promise.all([GINNER_EMAIL, PLAN_BRAND.email, SPINNER_EMAIL].map((email) => queuedEmails(w.t.database.db, email)))
    ).flat();
    const everything = JSON.stringify([rows, mails]);
    for (const words of PRIVATE_WORDS) expect(everything).not.toContain(words);
    const detail = await w.expectPlan(200, w.brand, plan.id, 'GET', '');
    expect(detail.comments.map((comment) => comment.text)).toEqual([PRIVATE_WORDS[0], PRIVATE_WORDS[1]]);
  });
});
