import { USER_STATUS } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { findRoleIdByCode } from '../../seed/base-seed.ts';
import { hashPassword } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /auth/login', () => {
  it('signs a producer in with token, refresh token and the user of spec §3', async () => {
    const response = await login('  Ginner@Demo.OpenTrace.local ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(new Date(body.expireAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({
      email: 'ginner@demo.opentrace.local',
      firstName: 'Bilal',
      status: USER_STATUS.ACTIVE,
      userType: 'Admin',
      isFirstUser: true,
      role: { name: 'Ginner', type: 'Producer', code: 'GINNER' },
      currentFacility: { name: 'Multan Ginning Factory', firstAdmin: true },
    });
    expect(body.user.permissions).toContainEqual({
      action: 'LOG_PURCHASE',
      subPermissions: [{ action: 'MANUALLY_DEFINE_NEW_PRODUCT' }, { action: 'ALLOW_PURCHASE_INTERMEDIARIES' }],
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login('ginner@demo.opentrace.local', 'Wrong@2026');
    const unknown = await login('nobody@demo.opentrace.local', 'Wrong@2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('The e-mail or password is not correct.');
  });

  it('tells a deactivated user to contact their administrator', async () => {
    await t.database.db.update(users).set({ status: USER_STATUS.DEACTIVATED }).where(eq(users.email, 'mill@demo.opentrace.local'));
    const response = await login('mill@demo.opentrace.local', DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account has been deactivated. Please contact your administrator.');
  });

  it('refuses roles whose profile an administrator completes', async () => {
    await t.database.db.insert(users).values({
      email: 'farmer@test.local',
      firstName: 'Farm',
      lastName: 'Er',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      status: USER_STATUS.ACTIVE,
      roleId: await findRoleIdByCode(t.database.db, 'FARM'),
    });
    const response = await login('farmer@test.local', DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account cannot sign in. Its profile is completed by an administrator.');
  });

  it('validates the body field by field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'not an email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'email', message: 'Invalid email' },
      { path: 'password', message: 'This password is required' },
    ]);
  });

  it('records successful and failed sign-ins without the password', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-in.failed'));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('Wrong@2026');
    const successes = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-in'));
    expect(successes[0]?.ip).toBe('10.1.1.1');
  });

  it('answers the 11th attempt within a minute from one address with 429', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await login('brand@demo.opentrace.local', 'Wrong@2026', '10.9.9.9')).statusCode);
    }
    expect(answers.slice(0, 10).every((code) => code === 401)).toBe(true);
    const limited = await login('brand@demo.opentrace.local', DEMO_PASSWORD, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^You are doing it too quickly\. Try again in \d+ seconds\.$/);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'brand@demo.opentrace.local', password: DEMO_PASSWORD },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('answers the 11th attempt within a minute against one account with 429, from any address', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await login('auditor@demo.opentrace.local', 'Wrong@2026', `10.20.0.${attempt + 1}`)).statusCode);
    }
    expect(answers.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(answers[10]).toBe(429);
    const otherAccount = await login('hotline@demo.opentrace.local', DEMO_PASSWORD, '10.20.0.11');
    expect(otherAccount.statusCode).toBe(200);
  });
});

describe('GET /api/users/me and DELETE /auth/logout', () => {
  it('describes the signed-in user until they sign out, then refuses the token', async () => {
    const { token } = (await login('spinner@demo.opentrace.local', DEMO_PASSWORD, '10.2.2.2')).json();
    const headers = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'spinner@demo.opentrace.local', role: { type: 'Producer' } });

    expect((await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-out')));
    expect(row).toBeDefined();
  });

  it('stops a deactivated user at once, even with a live token', async () => {
    const token = await t.tokenFor('assembly@demo.opentrace.local');
    await t.database.db.update(users).set({ status: USER_STATUS.DEACTIVATED }).where(eq(users.email, 'assembly@demo.opentrace.local'));
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });
});
