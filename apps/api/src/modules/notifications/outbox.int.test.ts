import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createSmtpMailer } from '../../lib/mail/smtp-mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmail } from './outbox.repository.ts';

/** A minimal SMTP server: accepts every message and keeps what it received. */
let smtp: Server;
let smtpPort: number;
let accepting = true;
const received: { from: string; to: string[]; data: string }[] = [];

function serveSmtp(socket: Socket) {
  let envelope = { from: '', to: [] as string[] };
  let inData = false;
  let data = '';
  socket.write('220 test-smtp ready\r\n');
  socket.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\r\n')) {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ ...envelope, data });
          socket.write(accepting ? '250 queued\r\n' : '554 rejected\r\n');
          envelope = { from: '', to: [] };
          data = '';
        } else {
          data += `${line}\n`;
        }
        continue;
      }
      if (line === '') continue;
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test-smtp\r\n');
      else if (verb === 'MAIL') {
        envelope.from = line;
        socket.write('250 ok\r\n');
      } else if (verb === 'RCPT') {
        envelope.to.push(line);
        socket.write('250 ok\r\n');
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
      } else socket.write('250 ok\r\n');
    }
  });
}

let t: TestApp;
beforeAll(async () => {
  smtp = createServer(serveSmtp);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.address() as AddressInfo).port;
  t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'OpenTrace <no-reply@test.local>') });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail outbox', () => {
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
    expect(await t.app.outbox.drain()).toBe(1);
    const message = received.at(-1)!;
    expect(message.to.join()).toContain('bilal@example.org');
    expect(message.data).toContain('Subject: Your invitation');
    expect(message.data).toContain('Open the link to join.');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'bilal@example.org'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await t.app.outbox.drain()).toBe(0);
  });

  it('keeps nothing from a rolled-back change', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.org', subject: 's', text: 't', template: 'invitation' }, t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.org'))).toEqual([]);
  });

  it('retries later when the mail server refuses, keeping the reason', async () => {
    accepting = false;
    await enqueueEmail(t.database.db, { to: 'later@example.org', subject: 's', text: 't', template: 'password-reset' }, t.clock.now());
    await t.app.outbox.drain();
    accepting = true;
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'later@example.org'));
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toMatch(/554/);
    expect(row!.availableAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    t.clock.advance(10 * 60_000);
    expect(await t.app.outbox.drain()).toBe(1);
    const [retried] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'later@example.org'));
    expect(retried?.status).toBe('sent');
  });
});
