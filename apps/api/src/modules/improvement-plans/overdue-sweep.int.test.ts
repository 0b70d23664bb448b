import type { TImprovementPlanDetail } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { EMAIL_JOB } from '../notifications/index.ts';
import { sweepImprovementPlans } from './index.ts';
import { createPlanWorld, GINNER_EMAIL, PLAN_BRAND, type PlanWorld } from './test/plan-world.fixtures.ts';

/*
 * The overdue sweep and extension requests (DOMAIN.md §7, ARCHITECTURE.md §8.15), on one timeline driven by the
 * test clock and the job queue (the sweep is scheduled hourly at :05 UTC): a plan is late once its target day has
 * ended in its own time zone; a sweep after days of downtime marks each late plan once and tells both sides once,
 * in their languages; a second sweep does nothing. Then the supplier asks for more time and the assigner decides,
 * and requests left pending past their day are declined by the sweep.
 */

/** The job kind the hourly sweep schedule enqueues. */
const PLAN_SWEEP_JOB = 'improvement-plans.sweep';
const OVERDUE_ONLY = 'Only the supplier can ask for an extension, and only while the plan is overdue.';

let w: PlanWorld;
const plans = {} as Record<'auckland' | 'losAngeles' | 'resolved' | 'underReview' | 'late' | 'later', TImprovementPlanDetail>;

const read = (plan: TImprovementPlanDetail, who: 'brand' | 'ginner' = 'brand') =>
  w.expectPlan(200, who === 'brand' ? w.brand : 'ginner', plan.id, 'GET', '');

/** Moves the clock to `iso`, signs everyone in again and runs every job due, the sweep's slot included. */
async function runJobsAt(iso: string) {
  await w.moveClock(new Date(iso));
  await w.t.app.jobs.drain();
}

const overdueEvents = (plan: TImprovementPlanDetail) => plan.events.filter((event) => event.kind === 'OVERDUE');

beforeAll(async () => {
  w = await createPlanWorld();
  // The first run of the queue registers the schedules; their first slots come after it.
  await w.t.app.jobs.drain();
  const assign = async (name: string, targetDate: string, timeZone: string) =>
    w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue(name), targetDate, timeZone });
  plans.auckland = await assign('Withheld wages', '2026-04-10', 'Pacific/Auckland');
  plans.losAngeles = await assign('Unpaid overtime', '2026-04-10', 'America/Los_Angeles');
  plans.underReview = await assign('Recruitment fees', '2026-04-05', 'UTC');
  plans.resolved = await assign('Excessive hours', '2026-04-02', 'UTC');
  plans.late = await assign('Confiscated documents', '2026-04-12', 'UTC');
  plans.later = await assign('Locked dormitories', '2026-04-13', 'UTC');
  for (const plan of [plans.underReview, plans.resolved]) {
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
  }
  await w.expectPlan(200, w.brand, plans.resolved.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'MEDIUM' });
}, 180_000);
afterAll(async () => w?.t.close());

describe('the sweep across time zones', () => {
  it('leaves plans alone until their target day has ended where they are', async () => {
    await runJobsAt('2026-04-10T11:50:00Z');
    expect((await read(plans.auckland)).status).toBe('NEW');
    expect((await read(plans.losAngeles)).status).toBe('NEW');
  });

  it('marks the Auckland plan Overdue once Auckland’s day has ended, while Los Angeles’ has not', async () => {
    // 12:30 UTC on 10 April: 00:30 on the 11th in Auckland, 05:30 on the 10th in Los Angeles.
    await runJobsAt('2026-04-10T12:30:00Z');
    const auckland = await read(plans.auckland);
    expect(auckland).toMatchObject({ status: 'OVERDUE', targetDate: '2026-04-10' });
    expect(overdueEvents(auckland)).toEqual([
      expect.objectContaining({ kind: 'OVERDUE', fromStatus: 'NEW', toStatus: 'OVERDUE', actorName: null, side: null }),
    ]);
    expect((await read(plans.losAngeles)).status).toBe('NEW');

    await runJobsAt('2026-04-11T06:55:00Z');
    expect((await read(plans.losAngeles)).status).toBe('NEW');
    await runJobsAt('2026-04-11T07:30:00Z');
    expect((await read(plans.losAngeles)).status).toBe('OVERDUE');
  });

  it('marks a plan under review too, and never a resolved one', async () => {
    const underReview = await read(plans.underReview);
    expect(underReview.status).toBe('OVERDUE');
    expect(overdueEvents(underReview)).toEqual([expect.objectContaining({ fromStatus: 'UNDER_REVIEW' })]);
    const resolved = await read(plans.resolved);
    expect(resolved.status).toBe('RESOLVED');
    expect(overdueEvents(resolved)).toEqual([]);
    expect(await w.noticesOf(plans.resolved.id, 'plan-overdue')).toEqual([]);
  });
});

describe('the sweep after downtime', () => {
  it('marks every plan that fell due meanwhile once, in one run, telling both sides once in their languages', async () => {
    const db = w.t.database.db;
    await w.t.changeBehindTheApp(() => db.update(users).set({ language: 'ur' }).where(eq(users.email, GINNER_EMAIL)));
    await w.t.changeBehindTheApp(() => db.update(users).set({ language: 'fr' }).where(eq(users.email, PLAN_BRAND.email)));
    const sweepsBefore = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, PLAN_SWEEP_JOB));

    // Down from the 11th to the 20th: both plans fell due on the way.
    await runJobsAt('2026-04-20T10:00:00Z');
    const sweepsAfter = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, PLAN_SWEEP_JOB));
    expect(sweepsAfter.length - sweepsBefore.length).toBe(1);

    const bothSides = [...(await w.emailsOf(w.brandFacilityId)), ...(await w.emailsOf(w.demo.ginner))].sort();
    for (const plan of [plans.late, plans.later]) {
      const seen = await read(plan);
      expect(seen.status).toBe('OVERDUE');
      expect(overdueEvents(seen)).toHaveLength(1);
      const told = await w.noticesOf(plan.id, 'plan-overdue');
      expect(told.map((notice) => notice.email).sort()).toEqual(bothSides);
      const ginnerMail = (await queuedEmails(db, GINNER_EMAIL, 'notification:plan-overdue')).filter((mail) =>
        mail.subject.includes(`${plan.reference} `),
      );
      expect(ginnerMail.map((mail) => mail.subject)).toEqual([`بہتری کا منصوبہ ${plan.reference} تاخیر کا شکار ہے`]);
      expect(ginnerMail[0]!.textBody).toContain('Multan Ginning Factory');
      const brandMail = (await queuedEmails(db, PLAN_BRAND.email, 'notification:plan-overdue')).filter((mail) =>
        mail.subject.includes(`${plan.reference} `),
      );
      expect(brandMail.map((mail) => mail.subject)).toEqual([`Le plan d'amélioration ${plan.reference} est en retard`]);
    }
  });

  it('does nothing more when it runs again, on the queue or called directly', async () => {
    const before = await Promise.all(Object.values(plans).map((plan) => w.noticesOf(plan.id)));
    await runJobsAt('2026-04-20T12:10:00Z');
    expect(await sweepImprovementPlans(w.t.database.db, w.t.clock.now())).toEqual({ overdue: 0, expired: 0 });
    const after = await Promise.all(Object.values(plans).map((plan) => w.noticesOf(plan.id)));
    expect(after).toEqual(before);
    for (const plan of Object.values(plans)) expect(overdueEvents(await read(plan)).length).toBeLessThanOrEqual(1);
  });

  it('leaves an overdue plan open to evidence, but not to marking it done or reviewing it', async () => {
    const plan = plans.auckland;
    const submitted = await w.onPlan('ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().message).toBe('Only the supplier can mark a plan as done, and only while it is in progress.');
    const accepted = await w.onPlan(w.brand, plan.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'LOW' });
    expect(accepted.statusCode).toBe(422);
    const moved = await w.onPlan(w.brand, plan.id, 'PUT', '/target-date', { targetDate: '2026-06-01' });
    expect(moved.statusCode).toBe(422);
    const commented = await w.expectPlan(201, 'ginner', plan.id, 'POST', '/comments', { text: 'Wages are being paid this week' });
    expect(commented.status).toBe('OVERDUE');
    expect(commented.allowedActions).toEqual(['COMMENT', 'ADD_FILES', 'REQUEST_EXTENSION']);
  });
});

describe('extension requests', () => {
  it('are for the supplier only, and only while the plan is overdue', async () => {
    const byAssigner = await w.onPlan(w.brand, plans.late.id, 'POST', '/extension-requests', { period: '1W' });
    expect(byAssigner.statusCode).toBe(422);
    expect(byAssigner.json().message).toBe(OVERDUE_ONLY);
    const onTime = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue('Harassment') });
    await w.expectPlan(200, 'ginner', onTime.id, 'POST', '/open');
    for (const plan of [onTime, plans.resolved]) {
      const response = await w.onPlan('ginner', plan.id, 'POST', '/extension-requests', { period: '1W' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(OVERDUE_ONLY);
    }
  });

  it('wait one at a time for the assigner, who is told', async () => {
    const requested = await w.expectPlan(201, 'ginner', plans.late.id, 'POST', '/extension-requests', {
      period: '1W',
      reason: 'The auditor comes next week',
    });
    expect(requested).toMatchObject({
      status: 'OVERDUE',
      pendingExtension: true,
      allowedActions: ['COMMENT', 'ADD_FILES'],
      extensionRequests: [
        { period: '1W', reason: 'The auditor comes next week', requestedTargetDate: '2026-04-27', status: 'PENDING', expired: false },
      ],
    });
    expect((await read(plans.late)).allowedActions).toEqual(['COMMENT', 'ADD_FILES', 'DECIDE_EXTENSION']);
    const again = await w.onPlan('ginner', plans.late.id, 'POST', '/extension-requests', { period: '2W' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An extension request is already waiting for a decision.');
    const twoAtOnce = await Promise.all(
      ['1W', '2W'].map((period) => w.onPlan('ginner', plans.losAngeles.id, 'POST', '/extension-requests', { period })),
    );
    expect(twoAtOnce.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await read(plans.losAngeles)).extensionRequests).toHaveLength(1);
    const told = await w.noticesOf(plans.late.id, 'plan-extension-requested');
    expect(told.map((notice) => notice.email)).toEqual(await w.emailsOf(w.brandFacilityId));
  });

  it('are decided by the assigner only; a decline needs a reason and tells the supplier', async () => {
    const [pending] = (await read(plans.late)).extensionRequests;
    const path = `/extension-requests/${pending!.id}/decision`;
    const bySupplier = await w.onPlan('ginner', plans.late.id, 'POST', path, { decision: 'APPROVE' });
    expect(bySupplier.statusCode).toBe(422);
    expect(bySupplier.json().message).toBe('Only the assigner can decide on an extension request.');
    const unknown = await w.onPlan(w.brand, plans.late.id, 'POST', `/extension-requests/${crypto.randomUUID()}/decision`, {
      decision: 'APPROVE',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This extension request does not exist on this plan.');
    for (const payload of [{ decision: 'DECLINE' }, { decision: 'DECLINE', reason: '  ' }]) {
      const response = await w.onPlan(w.brand, plans.late.id, 'POST', path, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path: 'reason' })]);
    }

    const declined = await w.expectPlan(200, w.brand, plans.late.id, 'POST', path, { decision: 'DECLINE', reason: 'Book it sooner' });
    expect(declined).toMatchObject({ status: 'OVERDUE', pendingExtension: false });
    expect(declined.extensionRequests[0]).toMatchObject({ status: 'DECLINED', decisionReason: 'Book it sooner', expired: false });
    expect(declined.events.at(-1)).toMatchObject({ kind: 'EXTENSION_DECLINED', reason: 'Book it sooner' });
    const told = await w.noticesOf(plans.late.id, 'plan-extension-declined');
    expect(told.map((notice) => notice.email)).toEqual(await w.emailsOf(w.demo.ginner));
    const twice = await w.onPlan(w.brand, plans.late.id, 'POST', path, { decision: 'APPROVE' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This extension request has already been decided.');
  });

  it('run for their period from the day of the request, in the plan’s time zone', async () => {
    const expected = { '2W': '2026-05-04', '1M': '2026-05-20', '2M': '2026-06-20', '6M': '2026-10-20', '12M': '2027-04-20' } as const;
    for (const [period, requestedTargetDate] of Object.entries(expected)) {
      await w.moveClock(60_000);
      const requested = await w.expectPlan(201, 'ginner', plans.late.id, 'POST', '/extension-requests', { period });
      const latest = requested.extensionRequests[0]!;
      expect(latest).toMatchObject({ period, requestedTargetDate, status: 'PENDING' });
      await w.expectPlan(200, w.brand, plans.late.id, 'POST', `/extension-requests/${latest.id}/decision`, {
        decision: 'DECLINE',
        reason: 'Too long',
      });
    }
    // Past noon UTC on 20 April it is already the 21st in Auckland.
    const auckland = await w.expectPlan(201, 'ginner', plans.auckland.id, 'POST', '/extension-requests', { period: '1W' });
    expect(auckland.extensionRequests[0]).toMatchObject({ requestedTargetDate: '2026-04-28', status: 'PENDING' });
    expect(await w.noticesOf(plans.late.id, 'plan-extension-declined')).toHaveLength(6 * (await w.emailsOf(w.demo.ginner)).length);
  });

  it('approved put the plan back in progress until the new date, and tell the supplier', async () => {
    await w.moveClock(60_000);
    const requested = await w.expectPlan(201, 'ginner', plans.late.id, 'POST', '/extension-requests', { period: '1M' });
    const request = requested.extensionRequests[0]!;
    const approved = await w.expectPlan(200, w.brand, plans.late.id, 'POST', `/extension-requests/${request.id}/decision`, {
      decision: 'APPROVE',
    });
    expect(approved).toMatchObject({ status: 'IN_PROGRESS', targetDate: '2026-05-20', pendingExtension: false });
    expect(approved.extensionRequests[0]).toMatchObject({ id: request.id, status: 'APPROVED', decisionReason: null });
    expect(approved.events.at(-1)).toMatchObject({
      kind: 'EXTENSION_APPROVED',
      fromStatus: 'OVERDUE',
      toStatus: 'IN_PROGRESS',
      targetDate: '2026-05-20',
    });
    const told = await w.noticesOf(plans.late.id, 'plan-extension-approved');
    expect(told.map((notice) => notice.email)).toEqual(await w.emailsOf(w.demo.ginner));
    const more = await w.onPlan('ginner', plans.late.id, 'POST', '/extension-requests', { period: '1W' });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(OVERDUE_ONLY);
    expect((await w.expectPlan(200, 'ginner', plans.late.id, 'GET', '')).allowedActions).toContain('SUBMIT');
  });

  it('cannot be approved once the requested date has passed, and are declined by the sweep when still pending then', async () => {
    const requested = await w.expectPlan(201, 'ginner', plans.later.id, 'POST', '/extension-requests', { period: '1W' });
    const request = requested.extensionRequests[0]!;
    expect(request.requestedTargetDate).toBe('2026-04-27');
    const decidedBefore = (await read(plans.late)).extensionRequests;

    await w.moveClock(new Date('2026-04-28T00:30:00Z'));
    const tooLate = await w.onPlan(w.brand, plans.later.id, 'POST', `/extension-requests/${request.id}/decision`, { decision: 'APPROVE' });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toBe(
      'The extended date 2026-04-27 has already passed: decline this request; the supplier can ask again.',
    );
    const declinedBefore = (await w.noticesOf(plans.later.id, 'plan-extension-declined')).length;

    await w.t.app.jobs.drain();
    const later = await read(plans.later, 'ginner');
    expect(later).toMatchObject({
      status: 'OVERDUE',
      pendingExtension: false,
      allowedActions: ['COMMENT', 'ADD_FILES', 'REQUEST_EXTENSION'],
    });
    expect(later.extensionRequests[0]).toMatchObject({
      id: request.id,
      status: 'DECLINED',
      expired: true,
      decisionReason: null,
      decidedAt: '2026-04-28T00:30:00.000Z',
    });
    expect(later.events.at(-1)).toMatchObject({ kind: 'EXTENSION_EXPIRED', actorName: null });
    const declinedAfter = await w.noticesOf(plans.later.id, 'plan-extension-declined');
    expect(declinedAfter.length - declinedBefore).toBe((await w.emailsOf(w.demo.ginner)).length);
    expect(declinedAfter.every((notice) => notice.facilityId === w.demo.ginner)).toBe(true);

    expect((await read(plans.late)).extensionRequests).toEqual(decidedBefore);
    const auckland = await read(plans.auckland);
    expect(auckland.extensionRequests[0]).toMatchObject({ requestedTargetDate: '2026-04-28', status: 'PENDING' });

    await w.t.app.jobs.drain();
    expect(await sweepImprovementPlans(w.t.database.db, w.t.clock.now())).toEqual({ overdue: 0, expired: 0 });
    expect(await w.noticesOf(plans.later.id, 'plan-extension-declined')).toHaveLength(declinedAfter.length);
    const undelivered = await w.t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, EMAIL_JOB), eq(jobs.status, 'dead')));
    expect(undelivered).toEqual([]);
  });
});
