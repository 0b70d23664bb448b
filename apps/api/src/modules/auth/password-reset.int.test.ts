import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://trace.example.org' } });
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set(new Date('2026-11-21T14:44:00Z')));

const forgot = (email: string, ip = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string, confirmPassword = password, ip = '10.3.0.2') =>
  t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password, confirmPassword }, remoteAddress: ip });
const login = (email: string, password: string, ip = '10.3.0.3') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });

async function latestResetLink(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'password-reset')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = mail?.textBody.match(/https:\/\/trace\.example\.org\/reset-password\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`No reset link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
    const known = await forgot('brand@demo.opentrace.local');
    const unknown = await forgot('nobody@demo.opentrace.local');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@demo.opentrace.local'));
    expect(mails).toEqual([]);
    expect(await latestResetLink('brand@demo.opentrace.local')).toHaveLength(43);
  });

  it('accepts the link at 14:59 and sets the new password, ending every session', async () => {
    const session = (await login('brand@demo.opentrace.local', DEMO_PASSWORD)).json();
    await forgot('brand@demo.opentrace.local');
    const token = await latestResetLink('brand@demo.opentrace.local');
    t.clock.advance(14 * 60_000 + 59_000);
    const response = await reset(token, 'Fresh#Pass1');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your password has been changed. Please sign in with the new password.');

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.statusCode).toBe(401);
    expect((await login('brand@demo.opentrace.local', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('brand@demo.opentrace.local', 'Fresh#Pass1')).statusCode).toBe(200);

    const again = await reset(token, 'Another#Pass2');
    expect(again.statusCode).toBe(410);
  });

  it('refuses the link from 15:00 on with 410', async () => {
    await forgot('auditor@demo.opentrace.local');
    const token = await latestResetLink('auditor@demo.opentrace.local');
    t.clock.advance(15 * 60_000);
    const response = await reset(token, 'Fresh#Pass1');
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This link has expired or was already used. Please request a new one.');
  });

  it('voids an older link when a newer one is requested', async () => {
    await forgot('monitor@demo.opentrace.local');
    const older = await latestResetLink('monitor@demo.opentrace.local');
    await forgot('monitor@demo.opentrace.local');
    const newer = await latestResetLink('monitor@demo.opentrace.local');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Fresh#Pass1')).statusCode).toBe(410);
    expect((await reset(newer, 'Fresh#Pass1')).statusCode).toBe(200);
  });

  it('checks the password rules and the confirmation field by field', async () => {
    const response = await reset('whatever', 'short', 'different');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'password', message: 'Password must contain a digit' },
        { path: 'confirmPassword', message: 'Passwords do not match' },
      ]),
    );
  });

  it('gives the rules in the reader\'s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { language: 'ur' },
      payload: { token: 'x', password: 'no digits here', confirmPassword: 'no digits here' },
      remoteAddress: '10.3.0.9',
    });
    expect(response.json().details).toContainEqual({ path: 'password', message: 'پاس ورڈ میں خالی جگہ نہیں ہونی چاہیے' });
  });
});

describe('change password', () => {
  it('needs the current password and a different new one', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('hotline@demo.opentrace.local')}` };
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/change-password', headers, payload, remoteAddress: '10.3.1.1' });
    const wrongOld = await change({ oldPassword: 'Wrong@2026', newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().details).toEqual([{ path: 'oldPassword', message: 'The current password is not correct' }]);
    const same = await change({ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(same.json().details).toEqual([{ path: 'newPassword', message: 'The new password must differ from the old one' }]);
    const ok = await change({ oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' });
    expect(ok.statusCode).toBe(200);
    expect((await login('hotline@demo.opentrace.local', 'Fresh#Pass1')).statusCode).toBe(200);
  });
});
