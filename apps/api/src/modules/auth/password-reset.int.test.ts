import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessDetails, jobs } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://trace.example.org' } });
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set(new Date('2026-11-21T14:44:00Z')));

const askForReset = (email: string, ip = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email }, remoteAddress: ip });
/** Asks for a reset link and lets the job queue do the work queued with the answer. */
async function forgot(email: string, ip = '10.3.0.1') {
  const response = await askForReset(email, ip);
  await t.app.jobs.drain();
  return response;
}
const resetMailsTo = (email: string) => queuedEmails(t.database.db, email, 'password-reset');
const reset = (token: string, password: string, confirmPassword = password, ip = '10.3.0.2') =>
  t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password, confirmPassword }, remoteAddress: ip });
const login = (email: string, password: string, ip = '10.3.0.3') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });

async function latestResetLink(email: string): Promise<string> {
  const [mail] = await resetMailsTo(email);
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
    expect(await queuedEmails(t.database.db, 'nobody@demo.opentrace.local')).toEqual([]);
    expect(await latestResetLink('brand@demo.opentrace.local')).toHaveLength(43);
  });

  it('answers before looking the account up, so known and unknown addresses cannot be told apart by time', async () => {
    const known = await askForReset('ginner@demo.opentrace.local', '10.3.0.5');
    const unknown = await askForReset('no-such-person@demo.opentrace.local', '10.3.0.6');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    // Both answers only queued the same job; nothing was looked up or mailed yet.
    expect(await resetMailsTo('ginner@demo.opentrace.local')).toEqual([]);
    const waiting = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'auth.password-reset'));
    expect(waiting.map((job) => (job.payload as { email: string }).email)).toEqual(
      expect.arrayContaining(['ginner@demo.opentrace.local', 'no-such-person@demo.opentrace.local']),
    );
    await t.app.jobs.drain();
    expect(await resetMailsTo('ginner@demo.opentrace.local')).toHaveLength(1);
    expect(await resetMailsTo('no-such-person@demo.opentrace.local')).toEqual([]);
  });

  it('signs the e-mail with the site name the super administrator configured', async () => {
    await t.database.db
      .insert(businessDetails)
      .values({ id: 1, systemName: 'Cotton Traceability Pakistan' })
      .onConflictDoUpdate({ target: businessDetails.id, set: { systemName: 'Cotton Traceability Pakistan' } });
    try {
      await forgot('assembly@demo.opentrace.local');
      const [mail] = await resetMailsTo('assembly@demo.opentrace.local');
      expect(mail?.subject).toBe('Reset your Cotton Traceability Pakistan password');
      expect(mail?.textBody).toContain('This message was sent by Cotton Traceability Pakistan.');
      expect(mail?.textBody).not.toContain('OpenTrace');
    } finally {
      await t.database.db.update(businessDetails).set({ systemName: '' }).where(eq(businessDetails.id, 1));
    }
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

  it("gives the rules in the reader's language", async () => {
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

  it('ends every other session of the account while the one that changed it stays signed in', async () => {
    const email = 'mill@demo.opentrace.local';
    const here = (await login(email, DEMO_PASSWORD, '10.3.2.1')).json();
    const elsewhere = (await login(email, DEMO_PASSWORD, '10.3.2.2')).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${here.token}` },
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
      remoteAddress: '10.3.2.1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your password has been changed. You stay signed in here and are signed out everywhere else.');

    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken }, remoteAddress: '10.3.2.3' });
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(200);
    const renewed = await refresh(here.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().token)).statusCode).toBe(200);
  });

  it("answers the 11th guess at one account's current password within a minute with 429, from any address", async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('spinner@demo.opentrace.local')}` };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers,
        payload: { oldPassword: `Guess#${attempt}x`, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
        remoteAddress: `10.3.3.${attempt + 1}`,
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(answers[10]).toBe(429);
    const otherAccount = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${await t.tokenFor('assembly@demo.opentrace.local')}` },
      payload: { oldPassword: 'Guess#0x', newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
      remoteAddress: '10.3.3.12',
    });
    expect(otherAccount.statusCode).toBe(400);
  });
});
