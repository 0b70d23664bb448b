import { calendarDayIn, type TImprovementPlanCheck, type TImprovementPlanDetail } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../test/multipart.ts';
import { createPlanWorld, type PlanWorld } from './test/plan-world.fixtures.ts';

/*
 * Every move on an improvement plan through the API (DOMAIN.md §7), by status, by side and by action: what is
 * allowed, and the message a user reads when it is not; the one-at-a-time rule, including two assigners racing;
 * the checks of the assign form; who may touch and download what. Another brand's plan is not there for it.
 */

const SUBMIT_REFUSED = 'Only the supplier can mark a plan as done, and only while it is in progress.';
const REVIEW_REFUSED = 'Only the assigner can review the evidence, and only while the plan is under review.';
const TARGET_DATE_REFUSED = 'Only the assigner can change the target date, and only while the plan is under review.';
const RESOLVED = 'This plan is resolved: nothing more can be added to it.';
const FILE_REMOVAL_REFUSED = 'Only the side that added a file can remove it, and not once the plan is resolved.';
const NOT_FOUND = 'This improvement plan does not exist, or your organisation neither assigned nor received it.';
const ONE_AT_A_TIME = 'Improvement plan cannot be assigned until the previous one is completed.';

let w: PlanWorld;

type Side = 'brand' | 'ginner';

async function refused(
  who: Side,
  planId: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: object | undefined,
  status: number,
  message: string,
) {
  const response = await w.onPlan(who === 'brand' ? w.brand : who, planId, method, path, payload);
  expect(response.statusCode, `${method} ${path} as ${who}: ${response.body}`).toBe(status);
  expect(response.json().message).toBe(message);
}

/** Every transition and the target-date change refused for both sides, with their messages. */
async function noTransitionFor(planId: string, except: readonly string[] = []) {
  const attempts: { who: Side; path: string; method: 'POST' | 'PUT'; payload: object; message: string; name: string }[] = [
    { who: 'brand', name: 'brand SUBMIT', path: '/transitions', method: 'POST', payload: { action: 'SUBMIT' }, message: SUBMIT_REFUSED },
    { who: 'ginner', name: 'ginner SUBMIT', path: '/transitions', method: 'POST', payload: { action: 'SUBMIT' }, message: SUBMIT_REFUSED },
    ...(['brand', 'ginner'] as const).flatMap((who) => [
      {
        who,
        name: `${who} REQUEST_EVIDENCE`,
        path: '/transitions',
        method: 'POST' as const,
        payload: { action: 'REQUEST_EVIDENCE', reason: 'Show the payslips' },
        message: REVIEW_REFUSED,
      },
      {
        who,
        name: `${who} ACCEPT`,
        path: '/transitions',
        method: 'POST' as const,
        payload: { action: 'ACCEPT', level: 'LOW' },
        message: REVIEW_REFUSED,
      },
      {
        who,
        name: `${who} target date`,
        path: '/target-date',
        method: 'PUT' as const,
        payload: { targetDate: w.dayFromNow(60) },
        message: TARGET_DATE_REFUSED,
      },
    ]),
  ];
  for (const attempt of attempts.filter((candidate) => !except.includes(candidate.name))) {
    await refused(attempt.who, planId, attempt.method, attempt.path, attempt.payload, 422, attempt.message);
  }
}

async function statusOf(planId: string) {
  return (await w.expectPlan(200, w.brand, planId, 'GET', '')).status;
}

beforeAll(async () => {
  w = await createPlanWorld();
}, 180_000);
afterAll(async () => w?.t.close());

describe('transitions, by status, side and action', () => {
  let plan: TImprovementPlanDetail;

  beforeAll(async () => {
    plan = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue('Withheld wages') });
  });

  it('New: nothing but the supplier’s first open moves it; the assigner’s open is a no-op', async () => {
    expect(plan).toMatchObject({ status: 'NEW', viewerSide: 'ASSIGNER', allowedActions: ['COMMENT', 'ADD_FILES'] });
    await noTransitionFor(plan.id);
    const seenByAssigner = await w.expectPlan(200, w.brand, plan.id, 'POST', '/open');
    expect(seenByAssigner.status).toBe('NEW');
    expect(seenByAssigner.events.map((event) => event.kind)).toEqual(['ASSIGNED']);

    const opened = await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    expect(opened).toMatchObject({ status: 'IN_PROGRESS', viewerSide: 'SUPPLIER', allowedActions: ['SUBMIT', 'COMMENT', 'ADD_FILES'] });
    expect(opened.events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.side])).toEqual([
      ['ASSIGNED', null, 'NEW', 'ASSIGNER'],
      ['OPENED', 'NEW', 'IN_PROGRESS', 'SUPPLIER'],
    ]);
    const again = await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    expect(again.status).toBe('IN_PROGRESS');
    expect(again.events).toHaveLength(2);
  });

  it('In progress: only the supplier may mark it done', async () => {
    await noTransitionFor(plan.id, ['ginner SUBMIT']);
    expect(await statusOf(plan.id)).toBe('IN_PROGRESS');
    // Two clicks at once: the plan is locked, so the second sees it under review already.
    const clicks = await Promise.all([1, 2].map(() => w.onPlan('ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' })));
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 422]);
    const submitted = clicks.find((click) => click.statusCode === 200)!.json() as TImprovementPlanDetail;
    expect(submitted).toMatchObject({ status: 'UNDER_REVIEW', evidenceSubmitted: true, allowedActions: ['COMMENT', 'ADD_FILES'] });
    expect(submitted.events.filter((event) => event.kind === 'SUBMITTED')).toHaveLength(1);
    const asAssigner = await w.expectPlan(200, w.brand, plan.id, 'GET', '');
    expect(asAssigner.allowedActions).toEqual(['ACCEPT', 'REQUEST_EVIDENCE', 'CHANGE_TARGET_DATE', 'COMMENT', 'ADD_FILES']);
  });

  it('Under review: the supplier can do nothing more; the assigner asks for more with a reason or accepts with a level', async () => {
    await refused('ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' }, 422, SUBMIT_REFUSED);
    await refused('brand', plan.id, 'POST', '/transitions', { action: 'SUBMIT' }, 422, SUBMIT_REFUSED);
    await refused('ginner', plan.id, 'POST', '/transitions', { action: 'REQUEST_EVIDENCE', reason: 'More' }, 422, REVIEW_REFUSED);
    await refused('ginner', plan.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'LOW' }, 422, REVIEW_REFUSED);
    await refused('ginner', plan.id, 'PUT', '/target-date', { targetDate: w.dayFromNow(60) }, 422, TARGET_DATE_REFUSED);

    for (const payload of [{ action: 'REQUEST_EVIDENCE' }, { action: 'REQUEST_EVIDENCE', reason: '   ' }]) {
      const response = await w.onPlan(w.brand, plan.id, 'POST', '/transitions', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path: 'reason' })]);
    }
    for (const payload of [{ action: 'ACCEPT' }, { action: 'ACCEPT', level: 'NO_WEIGHT' }]) {
      const response = await w.onPlan(w.brand, plan.id, 'POST', '/transitions', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path: 'level' })]);
    }
    expect(await statusOf(plan.id)).toBe('UNDER_REVIEW');

    const asked = await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', {
      action: 'REQUEST_EVIDENCE',
      reason: 'Show the bank transfers',
    });
    expect(asked.status).toBe('IN_PROGRESS');
    expect(asked.events.at(-1)).toMatchObject({
      kind: 'EVIDENCE_REQUESTED',
      side: 'ASSIGNER',
      fromStatus: 'UNDER_REVIEW',
      toStatus: 'IN_PROGRESS',
      reason: 'Show the bank transfers',
    });
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
    const accepted = await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'HIGH' });
    expect(accepted).toMatchObject({ status: 'RESOLVED', acceptedLevel: 'HIGH', allowedActions: [] });
    expect(accepted.resolvedAt).toBe(w.t.clock.now().toISOString());
    expect(accepted.events.at(-1)).toMatchObject({ kind: 'ACCEPTED', fromStatus: 'UNDER_REVIEW', toStatus: 'RESOLVED', level: 'HIGH' });
  });

  it('refusals are worded in the caller’s language', async () => {
    for (const [language, message] of [
      ['fr', 'Seul le fournisseur peut marquer un plan comme terminé, et seulement pendant qu’il est en cours.'],
      ['ur', 'صرف سپلائر منصوبے کو مکمل قرار دے سکتا ہے، اور صرف اس وقت جب وہ جاری ہو۔'],
    ] as const) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: `/api/improvement-plans/${plan.id}/transitions`,
        headers: { ...w.headers[w.brand], language },
        payload: { action: 'SUBMIT' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    }
  });

  it('Resolved: no transition, no comment, no file added or removed; the supplier’s open changes nothing', async () => {
    await noTransitionFor(plan.id);
    const opened = await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    expect(opened.status).toBe('RESOLVED');
    expect(opened.allowedActions).toEqual([]);
    const file = await w.upload('ginner', 'late-payslips.pdf');
    for (const who of ['brand', 'ginner'] as const) {
      await refused(who, plan.id, 'POST', '/comments', { text: 'One more thing' }, 422, RESOLVED);
      const own = who === 'ginner' ? file : await w.upload(w.brand, 'late-audit.pdf');
      await refused(who, plan.id, 'POST', '/files', { files: [{ fileName: own.name, blobName: own.blobName }] }, 422, RESOLVED);
    }
    await refused(
      'ginner',
      plan.id,
      'POST',
      '/extension-requests',
      { period: '1W' },
      422,
      'Only the supplier can ask for an extension, and only while the plan is overdue.',
    );
  });
});

describe('the target date', () => {
  let plan: TImprovementPlanDetail;

  beforeAll(async () => {
    plan = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue('Recruitment fees'), timeZone: 'Asia/Karachi' });
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/open');
    await w.expectPlan(200, 'ginner', plan.id, 'POST', '/transitions', { action: 'SUBMIT' });
  });

  it('is moved by the assigner while the plan is under review, to today or later in the plan’s time zone', async () => {
    const today = calendarDayIn(w.t.clock.now(), 'Asia/Karachi');
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await w.onPlan(w.brand, plan.id, 'PUT', '/target-date', { targetDate: yesterday });
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().details).toEqual([{ path: 'targetDate', message: 'The target date must be today or later.' }]);

    const moved = await w.expectPlan(200, w.brand, plan.id, 'PUT', '/target-date', { targetDate: today });
    expect(moved).toMatchObject({ status: 'UNDER_REVIEW', targetDate: today });
    expect(moved.events.at(-1)).toMatchObject({ kind: 'TARGET_DATE_CHANGED', side: 'ASSIGNER', targetDate: today });
    const told = await w.noticesOf(plan.id, 'plan-target-date-changed');
    expect(told.map((notice) => notice.email)).toEqual(await w.emailsOf(w.demo.ginner));
  });

  it('cannot be moved by the supplier, nor once the plan is back in progress', async () => {
    await refused('ginner', plan.id, 'PUT', '/target-date', { targetDate: w.dayFromNow(90) }, 422, TARGET_DATE_REFUSED);
    await w.expectPlan(200, w.brand, plan.id, 'POST', '/transitions', { action: 'REQUEST_EVIDENCE', reason: 'Signed payslips' });
    await refused('brand', plan.id, 'PUT', '/target-date', { targetDate: w.dayFromNow(90) }, 422, TARGET_DATE_REFUSED);
  });
});

describe('comments and files', () => {
  let plan: TImprovementPlanDetail;

  beforeAll(async () => {
    plan = await w.assign(w.demo.ginner, { subIndicatorId: await w.newIssue('Unpaid overtime') });
  });

  it('are added by both sides; an empty comment is refused', async () => {
    const empty = await w.onPlan('ginner', plan.id, 'POST', '/comments', { text: '  ' });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'text', message: 'Write a comment or attach a file.' }]);
    const tooLong = await w.onPlan('ginner', plan.id, 'POST', '/comments', { text: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([expect.objectContaining({ path: 'text' })]);

    const proof = await w.upload('ginner', 'overtime-register.pdf');
    const commented = await w.expectPlan(201, 'ginner', plan.id, 'POST', '/comments', {
      files: [{ fileName: proof.name, blobName: proof.blobName }],
    });
    expect(commented.comments).toEqual([
      expect.objectContaining({
        side: 'SUPPLIER',
        text: '',
        files: [expect.objectContaining({ name: 'overtime-register.pdf', addedBy: 'SUPPLIER' })],
      }),
    ]);
    const answered = await w.expectPlan(201, w.brand, plan.id, 'POST', '/comments', { text: 'Received, thank you' });
    expect(answered.comments.map((comment) => [comment.side, comment.text])).toEqual([
      ['SUPPLIER', ''],
      ['ASSIGNER', 'Received, thank you'],
    ]);
    expect(answered.status).toBe('NEW');
  });

  it('on the plan are removed only by the side that added them', async () => {
    const brandFile = await w.upload(w.brand, 'overtime-audit.pdf');
    const ginnerFile = await w.upload('ginner', 'rota.pdf');
    await w.expectPlan(200, w.brand, plan.id, 'POST', '/files', { files: [{ fileName: brandFile.name, blobName: brandFile.blobName }] });
    const withBoth = await w.expectPlan(200, 'ginner', plan.id, 'POST', '/files', {
      files: [{ fileName: ginnerFile.name, blobName: ginnerFile.blobName }],
    });
    const byName = (name: string) => withBoth.files.find((file) => file.name === name)!;
    expect([byName('overtime-audit.pdf'), byName('rota.pdf')].map((file) => [file.addedBy, file.removable])).toEqual([
      ['ASSIGNER', false],
      ['SUPPLIER', true],
    ]);
    expect(withBoth.files).toHaveLength(2);
    const assignersFile = byName('overtime-audit.pdf');
    const suppliersFile = byName('rota.pdf');
    const seenByAssigner = await w.expectPlan(200, w.brand, plan.id, 'GET', '');
    expect(seenByAssigner.files.find((file) => file.id === assignersFile.id)?.removable).toBe(true);
    expect(seenByAssigner.files.find((file) => file.id === suppliersFile.id)?.removable).toBe(false);

    await refused('ginner', plan.id, 'DELETE', `/files/${assignersFile.id}`, undefined, 422, FILE_REMOVAL_REFUSED);
    await refused('brand', plan.id, 'DELETE', `/files/${suppliersFile.id}`, undefined, 422, FILE_REMOVAL_REFUSED);
    const commentFileId = withBoth.comments[0]!.files[0]!.id;
    await refused('ginner', plan.id, 'DELETE', `/files/${commentFileId}`, undefined, 404, 'This file is not on this plan.');

    const withoutRota = await w.expectPlan(200, 'ginner', plan.id, 'DELETE', `/files/${suppliersFile.id}`);
    expect(withoutRota.files.map((file) => file.name)).toEqual(['overtime-audit.pdf']);
    const removed = await w.onPlan('ginner', plan.id, 'GET', `/files/${encodeURIComponent(suppliersFile.blobName)}`);
    expect(removed.statusCode).toBe(404);
    const withNone = await w.expectPlan(200, w.brand, plan.id, 'DELETE', `/files/${assignersFile.id}`);
    expect(withNone.files).toEqual([]);
  });

  it('uploaded by another organisation cannot be attached', async () => {
    const brands = await w.upload(w.brand, 'brand-only.pdf');
    const reference = { fileName: brands.name, blobName: brands.blobName };
    const message = 'brand-only.pdf is not a file you uploaded, or not a PNG, JPEG or PDF.';
    for (const [path, payload] of [
      ['/comments', { text: 'See attached', files: [reference] }],
      ['/files', { files: [reference] }],
    ] as const) {
      const response = await w.onPlan('ginner', plan.id, 'POST', path, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([{ path: 'files.0', message }]);
    }
  });
});

describe('downloads', () => {
  let plan: TImprovementPlanDetail;

  beforeAll(async () => {
    const findings = await w.upload(w.brand, 'audit findings été.pdf');
    plan = await w.assign(w.demo.ginner, {
      subIndicatorId: await w.newIssue('Confiscated documents'),
      files: [{ fileName: findings.name, blobName: findings.blobName }],
    });
    const payslips = await w.upload('ginner', 'payslips.pdf');
    plan = await w.expectPlan(201, 'ginner', plan.id, 'POST', '/comments', {
      text: 'Passports returned',
      files: [{ fileName: payslips.name, blobName: payslips.blobName }],
    });
  });

  it('serve the plan’s and the comments’ files to both sides, under their names', async () => {
    const planFile = plan.files[0]!;
    const commentFile = plan.comments[0]!.files[0]!;
    for (const who of [w.brand, 'ginner'] as const) {
      for (const [file, disposition] of [
        [planFile, `attachment; filename="audit findings _t_.pdf"; filename*=UTF-8''audit%20findings%20%C3%A9t%C3%A9.pdf`],
        [commentFile, `attachment; filename="payslips.pdf"; filename*=UTF-8''payslips.pdf`],
      ] as const) {
        const response = await w.t.app.inject({ method: 'GET', url: file.url, headers: w.headers[who] });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(disposition);
        expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      }
    }
  });

  it('serve nothing that is not on the plan', async () => {
    const elsewhere = await w.upload(w.brand, 'unrelated.pdf');
    const response = await w.onPlan(w.brand, plan.id, 'GET', `/files/${encodeURIComponent(elsewhere.blobName)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This file is not on this plan.');
  });

  it('are nothing to another brand or another producer', async () => {
    for (const who of ['otherBrand', 'spinner'] as const) {
      for (const file of [plan.files[0]!, plan.comments[0]!.files[0]!]) {
        const response = await w.t.app.inject({ method: 'GET', url: file.url, headers: w.headers[who] });
        expect(response.statusCode, `${who}: ${response.body}`).toBe(404);
        expect(response.json().message).toBe(NOT_FOUND);
      }
    }
  });
});

describe('one plan at a time on a supplier’s issue', () => {
  it('lets one of two assigners racing on the same issue win, and tells the other why', async () => {
    const issue = await w.newIssue('Locked dormitories');
    const assign = () =>
      w.call(w.brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
        subIndicatorId: issue,
        action: 'Unlock the dormitories at night',
        targetDate: w.dayFromNow(20),
        verificationMethod: 'FOLLOW_UP_VISIT',
      });
    const answers = await Promise.all([assign(), assign()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ message: ONE_AT_A_TIME, details: [{ path: 'subIndicatorId', message: ONE_AT_A_TIME }] });
    const winner = answers.find((answer) => answer.statusCode === 201)!.json() as TImprovementPlanDetail;
    const list = await w.call(w.brand, 'GET', `/api/improvement-plans?facilityId=${w.demo.ginner}&key=Locked`);
    expect((list.json() as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([winner.id]);
  });

  it('blocks the issue until the plan is resolved, whoever assigns, then lets a new plan in', async () => {
    const issue = await w.newIssue('Debt bondage');
    const first = await w.assign(w.demo.ginner, { subIndicatorId: issue });
    const check = async (who: typeof w.brand) =>
      (
        await w.call(who, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans/check`, { subIndicatorId: issue })
      ).json() as TImprovementPlanCheck;
    expect(await check(w.brand)).toEqual({ available: false, blockingPlanId: first.id });
    // The spinner's own assignment is blocked by the brand's plan, which it may not open: no link to it.
    expect(await check('spinner')).toEqual({ available: false, blockingPlanId: null });
    const bySpinner = await w.call('spinner', 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
      subIndicatorId: issue,
      action: 'Cancel the advances',
      targetDate: w.dayFromNow(10),
      verificationMethod: 'DESKTOP_REVIEW',
    });
    expect(bySpinner.statusCode).toBe(409);
    expect(bySpinner.json().message).toBe(ONE_AT_A_TIME);

    await w.expectPlan(200, 'ginner', first.id, 'POST', '/open');
    await w.expectPlan(200, 'ginner', first.id, 'POST', '/transitions', { action: 'SUBMIT' });
    expect((await check(w.brand)).available).toBe(false);
    await w.expectPlan(200, w.brand, first.id, 'POST', '/transitions', { action: 'ACCEPT', level: 'MEDIUM' });

    expect(await check(w.brand)).toEqual({ available: true, blockingPlanId: null });
    const second = await w.assign(w.demo.ginner, { subIndicatorId: issue, action: 'Check the advances a year on' });
    expect(second).toMatchObject({ status: 'NEW' });
    expect(second.id).not.toBe(first.id);
  });
});

describe('the assign form’s checks', () => {
  it('refuses a target date before today in the plan’s time zone, on the targetDate field', async () => {
    const issue = await w.newIssue('Excessive hours');
    const now = w.t.clock.now();
    const utcToday = calendarDayIn(now, 'UTC');
    // Kiritimati (UTC+14) is a day ahead of UTC at the world's noon: UTC's today is its yesterday.
    expect(calendarDayIn(now, 'Pacific/Kiritimati') > utcToday).toBe(true);
    const tooLate = await w.call(w.brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
      subIndicatorId: issue,
      action: 'Cap the weekly hours',
      targetDate: utcToday,
      verificationMethod: 'DESKTOP_REVIEW',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(tooLate.statusCode, tooLate.body).toBe(400);
    expect(tooLate.json().details).toEqual([{ path: 'targetDate', message: 'The target date must be today or later.' }]);
    const inUtc = await w.assign(w.demo.ginner, { subIndicatorId: issue, targetDate: utcToday, timeZone: 'UTC' });
    expect(inUtc).toMatchObject({ targetDate: utcToday, timeZone: 'UTC' });
  });

  it('refuses an issue that is not a sub-indicator of the list', async () => {
    for (const subIndicatorId of [crypto.randomUUID(), w.indicatorId]) {
      const response = await w.call(w.brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
        subIndicatorId,
        action: 'Anything',
        targetDate: w.dayFromNow(5),
        verificationMethod: 'DESKTOP_REVIEW',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'subIndicatorId', message: 'This issue is not a sub-indicator of the indicator list.' },
      ]);
    }
  });

  it('refuses a file another organisation uploaded, on files.0', async () => {
    const ginners = await w.upload('ginner', 'ginner-only.pdf');
    const response = await w.call(w.brand, 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans`, {
      subIndicatorId: await w.newIssue('Child labour on farms'),
      action: 'Anything',
      targetDate: w.dayFromNow(5),
      verificationMethod: 'DESKTOP_REVIEW',
      files: [{ fileName: ginners.name, blobName: ginners.blobName }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'files.0', message: 'ginner-only.pdf is not a file you uploaded, or not a PNG, JPEG or PDF.' },
    ]);
  });

  it('refuses the caller’s own organisation (422) and a facility that is not its supplier or partner (404)', async () => {
    const issue = await w.newIssue('Harassment');
    const body = { subIndicatorId: issue, action: 'Anything', targetDate: w.dayFromNow(5), verificationMethod: 'DESKTOP_REVIEW' };
    const own = await w.call('spinner', 'POST', `/api/facilities/${w.demo.spinner}/improvement-plans`, body);
    expect(own.statusCode, own.body).toBe(422);
    expect(own.json().message).toBe('You cannot assign an improvement plan to your own organisation.');
    const ownBrand = await w.call(w.brand, 'POST', `/api/facilities/${w.brandFacilityId}/improvement-plans`, body);
    expect(ownBrand.statusCode, ownBrand.body).toBe(422);

    const notFound = 'This facility does not exist or is not one of your suppliers.';
    for (const [who, facilityId] of [
      [w.brand, w.demo.mill],
      ['otherBrand', w.demo.mill],
      ['spinner', w.demo.assembly],
      [w.brand, crypto.randomUUID()],
    ] as const) {
      const response = await w.call(who, 'POST', `/api/facilities/${facilityId}/improvement-plans`, body);
      expect(response.statusCode, `${who} → ${facilityId}: ${response.body}`).toBe(404);
      expect(response.json().message).toBe(notFound);
    }
    const check = await w.call(w.brand, 'POST', `/api/facilities/${w.demo.mill}/improvement-plans/check`, { subIndicatorId: issue });
    expect(check.statusCode).toBe(404);
  });

  it('lets a producer assign to its partner, and refuses a role that only views plans', async () => {
    const issue = await w.newIssue('Withheld bonuses');
    const bySpinner = await w.assign(w.demo.ginner, { subIndicatorId: issue }, 'spinner');
    expect(bySpinner).toMatchObject({ viewerSide: 'ASSIGNER', assigner: { id: w.demo.spinner }, supplier: { id: w.demo.ginner } });
    const byGinner = await w.call('ginner', 'POST', `/api/facilities/${w.demo.spinner}/improvement-plans`, {
      subIndicatorId: issue,
      action: 'Anything',
      targetDate: w.dayFromNow(5),
      verificationMethod: 'DESKTOP_REVIEW',
    });
    expect(byGinner.statusCode).toBe(403);
  });
});

describe('another brand’s plan', () => {
  let plan: TImprovementPlanDetail;

  beforeAll(async () => {
    // Buying from the same supplier gives no view of the plans other brands assigned to it.
    await w.addSuppliers('otherBrand', [w.demo.ginner]);
    const findings = await w.upload(w.brand, 'private-findings.pdf');
    plan = await w.assign(w.demo.ginner, {
      subIndicatorId: await w.newIssue('Forced overtime'),
      files: [{ fileName: findings.name, blobName: findings.blobName }],
    });
  });

  it('is 404 on read and on every write, and changes nothing', async () => {
    const own = await w.upload('otherBrand', 'other-brand.pdf');
    const files = [{ fileName: own.name, blobName: own.blobName }];
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', ''],
      ['POST', '/open'],
      ['POST', '/transitions', { action: 'SUBMIT' }],
      ['POST', '/transitions', { action: 'REQUEST_EVIDENCE', reason: 'More' }],
      ['POST', '/transitions', { action: 'ACCEPT', level: 'LOW' }],
      ['PUT', '/target-date', { targetDate: w.dayFromNow(40) }],
      ['POST', '/files', { files }],
      ['DELETE', `/files/${plan.files[0]!.id}`],
      ['GET', `/files/${encodeURIComponent(plan.files[0]!.blobName)}`],
      ['POST', '/comments', { text: 'Hello', files }],
      ['POST', '/extension-requests', { period: '1W' }],
      ['POST', `/extension-requests/${crypto.randomUUID()}/decision`, { decision: 'APPROVE' }],
    ];
    for (const [method, path, payload] of attempts) {
      const response = await w.onPlan('otherBrand', plan.id, method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
      expect(response.json().message).toBe(NOT_FOUND);
    }
    const unchanged = await w.expectPlan(200, w.brand, plan.id, 'GET', '');
    expect(unchanged).toMatchObject({ status: 'NEW', comments: [], files: [expect.objectContaining({ name: 'private-findings.pdf' })] });
    expect(unchanged.events.map((event) => event.kind)).toEqual(['ASSIGNED']);
    const list = (await w.call('otherBrand', 'GET', '/api/improvement-plans?perPage=100')).json() as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(plan.id);
    const check = await w.call('otherBrand', 'POST', `/api/facilities/${w.demo.ginner}/improvement-plans/check`, {
      subIndicatorId: plan.issue.subIndicatorId,
    });
    expect(check.json()).toEqual({ available: false, blockingPlanId: null });
  });
});
