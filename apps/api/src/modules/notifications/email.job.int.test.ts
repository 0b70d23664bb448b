import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../lib/mail/smtp-mailer.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../test/fakes/smtp.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmail } from './outbox.repository.ts';

let smtp: FakeSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ mailer: createSmtpMailer(smtp.url, 'OpenTrace <no-reply@test.local>') });
  // Well away from the app's own schedules (the hourly upload sweep at :15), so every drain counts e-mails only.
  t.clock.set(new Date('2026-12-01T10:20:00Z'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail on the job queue', () => {
  it('sends a queued message over SMTP and marks it sent', async () => {
    await enqueueEmail(
      t.database.db,
      {
        to: 'bilal@example.org',
        subject: 'Your invitation',
        text: 'Open the link to join.',
        template: 'invitation',
      },
      t.clock.now(),
    );
    expect(await t.app.jobs.drain()).toBe(1);
    const message = smtp.received.at(-1)!;
    expect(message.to.join()).toContain('bilal@example.org');
    expect(message.data).toContain('Subject: Your invitation');
    expect(message.data).toContain('Open the link to join.');
    const [row] = await queuedEmails(t.database.db, 'bilal@example.org');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, lastError: null });
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('keeps nothing from a rolled-back change', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.org', subject: 's', text: 't', template: 'invitation' }, t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queuedEmails(t.database.db, 'ghost@example.org')).toEqual([]);
  });

  it('retries later when the mail server refuses, keeping the reason', async () => {
    smtp.accepting = false;
    await enqueueEmail(t.database.db, { to: 'later@example.org', subject: 's', text: 't', template: 'password-reset' }, t.clock.now());
    await t.app.jobs.drain();
    smtp.accepting = true;
    const [row] = await queuedEmails(t.database.db, 'later@example.org');
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toMatch(/554/);
    expect(row!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    t.clock.advance(10 * 60_000);
    expect(await t.app.jobs.drain()).toBe(1);
    const [retried] = await queuedEmails(t.database.db, 'later@example.org');
    expect(retried?.status).toBe('succeeded');
  });
});
