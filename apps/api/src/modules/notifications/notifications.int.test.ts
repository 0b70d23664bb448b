import { USER_STATUS } from '@opentrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findNotificationRecipients } from '../users/index.ts';
import { notifyUsers } from './index.ts';

const ADMIN = 'admin@demo.opentrace.local';
const AUDITOR = 'auditor@demo.opentrace.local';
const BRAND = 'brand@demo.opentrace.local';

let t: TestApp;
let ids: Record<string, string>;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  for (const email of [ADMIN, AUDITOR, BRAND]) headers[email] = { authorization: `Bearer ${await t.tokenFor(email)}` };
});
afterAll(async () => {
  await t.close();
});

/** E-mails queued for one address, as the job queue holds them. */
async function emailsTo(address: string) {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'email'), sql`${jobs.payload}->>'to' = ${address}`));
  return rows.map((row) => row.payload as { subject: string; text: string; template: string });
}

async function notify(userIds: string[], reference: string, kind: 'report-assigned' | 'report-edited' = 'report-assigned') {
  await t.database.db.transaction(async (tx) =>
    notifyUsers(
      tx,
      {
        recipients: await findNotificationRecipients(tx, userIds),
        kind,
        object: { type: 'incident-report', id: `00000000-0000-4000-8000-${reference.padStart(12, '0')}` },
        params: { reference, facility: 'Multan Ginning Co.' },
      },
      t.clock.now(),
    ),
  );
}

async function list(email: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: headers[email] });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('notifications', () => {
  it('shows each recipient their notification, newest first, with the unread count and a link for their screens', async () => {
    // The demo data may already have notified someone; only what this test adds is counted.
    const before = { auditor: (await list(AUDITOR)).total, admin: (await list(ADMIN)).total, brand: (await list(BRAND)).total };
    await notify([ids[ADMIN]!, ids[AUDITOR]!], '101');
    t.clock.advance(60_000);
    await notify([ids[AUDITOR]!], '102', 'report-edited');

    const auditor = await list(AUDITOR);
    expect(auditor).toMatchObject({ total: before.auditor + 2, page: 1, perPage: 20 });
    expect(auditor.items.slice(0, 2).map((item: { params: { reference: string } }) => item.params.reference)).toEqual(['102', '101']);
    expect(auditor.items[1]).toMatchObject({
      kind: 'report-assigned',
      object: { type: 'incident-report' },
      params: { reference: '101', facility: 'Multan Ginning Co.' },
      path: `/requests/${auditor.items[1].object.id}`,
      readAt: null,
    });

    const admin = await list(ADMIN);
    expect(admin.total).toBe(before.admin + 1);
    expect(admin.items[0].path).toBe(`/grievance-reports/${admin.items[0].object.id}`);

    const count = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: headers[AUDITOR] });
    expect(count.json()).toEqual({ unread: auditor.unread });
    expect(auditor.unread).toBeGreaterThanOrEqual(2);
    expect((await list(BRAND)).total).toBe(before.brand);
  });

  it('writes nothing, neither notification nor e-mail, when the change rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyUsers(
          tx,
          {
            recipients: await findNotificationRecipients(tx, [ids[BRAND]!]),
            kind: 'report-edited',
            object: { type: 'incident-report', id: 'rolled-back' },
            params: { reference: '999', facility: 'x' },
          },
          t.clock.now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.objectId, 'rolled-back'))).toEqual([]);
    expect(await emailsTo(BRAND)).toEqual([]);
  });

  it('e-mails each recipient in their own language with a link to the object', async () => {
    await t.changeBehindTheApp(() => t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, ids[AUDITOR]!)));
    await notify([ids[AUDITOR]!, ids[ADMIN]!], '201');
    const [french] = (await emailsTo(AUDITOR)).filter((email) => email.subject.includes('201'));
    expect(french?.subject).toBe('Le signalement 201 vous est attribué');
    expect(french?.text).toContain('concernant Multan Ginning Co.');
    expect(french?.text).toContain(`${t.config.publicUrl}/requests/00000000-0000-4000-8000-000000000201`);
    expect(french?.template).toBe('notification:report-assigned');
    const [english] = (await emailsTo(ADMIN)).filter((email) => email.subject.includes('201'));
    expect(english?.subject).toBe('Report 201 is assigned to you');
    expect(english?.text).toContain(`${t.config.publicUrl}/grievance-reports/00000000-0000-4000-8000-000000000201`);
  });

  it('queues no e-mail of a kind the recipient turned off, and still notifies in the app', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: headers[ADMIN] });
    expect(before.json().email).toMatchObject({ 'report-assigned': true, 'report-edited': true, 'public-report-received': true });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: headers[ADMIN],
      payload: { email: { 'report-edited': false } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toMatchObject({ 'report-edited': false, 'report-assigned': true });

    await notify([ids[ADMIN]!], '301', 'report-edited');
    await notify([ids[ADMIN]!], '302', 'report-assigned');
    const subjects = (await emailsTo(ADMIN)).map((email) => email.subject);
    expect(subjects.some((subject) => subject.includes('301'))).toBe(false);
    expect(subjects).toContain('Report 302 is assigned to you');
    const references = (await list(ADMIN)).items.map((item: { params: { reference: string } }) => item.params.reference);
    expect(references).toEqual(expect.arrayContaining(['301', '302']));

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: headers[ADMIN],
      payload: { email: { 'report-edited': true } },
    });
    expect(again.json().email['report-edited']).toBe(true);
  });

  it('notifies in the app but e-mails nobody who has not joined yet', async () => {
    const setStatus = (status: number) =>
      t.changeBehindTheApp(() => t.database.db.update(users).set({ status }).where(eq(users.id, ids[BRAND]!)));
    await setStatus(USER_STATUS.INVITED);
    try {
      await notify([ids[BRAND]!], '401');
    } finally {
      await setStatus(USER_STATUS.ACTIVE);
    }
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, ids[BRAND]!));
    expect(rows.map((row) => row.params.reference)).toContain('401');
    expect((await emailsTo(BRAND)).filter((email) => email.subject.includes('401'))).toEqual([]);
  });

  it('refuses preferences for an unknown kind with a 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: headers[ADMIN],
      payload: { email: { 'report-deleted': false } },
    });
    expect(response.statusCode).toBe(400);
  });

  it("marks one's own notification read, and answers 404 for someone else's", async () => {
    const [first] = (await list(AUDITOR, '?unread=true')).items;
    const others = await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: headers[BRAND] });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ statusCode: 404, message: 'This notification does not exist or is not yours.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000/read',
      headers: headers[AUDITOR],
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'POST', url: '/api/notifications/not-an-id/read', headers: headers[AUDITOR] });
    expect(badId.statusCode).toBe(400);

    const before = (await list(AUDITOR)).unread;
    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: headers[AUDITOR] });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const twice = await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: headers[AUDITOR] });
    expect(twice.json().readAt).toBe(read.json().readAt);
    expect((await list(AUDITOR)).unread).toBe(before - 1);
  });

  it('marks all read, only for the caller', async () => {
    const adminUnread = (await list(ADMIN)).unread;
    expect(adminUnread).toBeGreaterThan(0);
    const response = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: headers[AUDITOR] });
    expect(response.statusCode).toBe(200);
    expect(response.json().unread).toBe(0);
    expect((await list(AUDITOR)).unread).toBe(0);
    expect((await list(AUDITOR, '?unread=true')).items).toEqual([]);
    expect((await list(ADMIN)).unread).toBe(adminUnread);
  });

  it('pages the list', async () => {
    const page = await list(AUDITOR, '?page=2&perPage=1');
    expect(page).toMatchObject({ page: 2, perPage: 1 });
    expect(page.items).toHaveLength(1);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/notifications?perPage=1000', headers: headers[AUDITOR] });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses params its kind does not declare, so a report message cannot ride along', async () => {
    await expect(
      t.database.db.transaction(async (tx) =>
        notifyUsers(
          tx,
          {
            recipients: await findNotificationRecipients(tx, [ids[ADMIN]!]),
            kind: 'report-assigned',
            object: { type: 'incident-report', id: 'x' },
            params: { reference: '1', facility: 'f', message: 'what the worker said' },
          },
          t.clock.now(),
        ),
      ),
    ).rejects.toThrow(/params not allowed/);
  });

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});
