import { INVITATION_VALIDITY_DAYS, USER_STATUS } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { findRoleIdByCode } from '../../seed/base-seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueUserToken } from '../users/user-token.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress: '10.4.0.1' });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth/refresh', () => {
  it('rotates: each refresh token works once and yields the next', async () => {
    const first = (await login('spinner@demo.opentrace.local')).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.json().token)).statusCode).toBe(200);
    const third = await refresh(second.json().refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const first = (await login('mill@demo.opentrace.local')).json();
    const rotated = (await refresh(first.refreshToken)).json();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
  });

  it('refuses a refresh token after sign-out', async () => {
    const session = (await login('brand@demo.opentrace.local')).json();
    await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { authorization: `Bearer ${session.token}` } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  async function invite(email: string): Promise<string> {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        firstName: 'Rabia',
        lastName: 'Noor',
        status: USER_STATUS.INVITED,
        roleId: await findRoleIdByCode(t.database.db, 'AUDITOR'),
        language: 'ur',
      })
      .returning();
    return issueUserToken(t.database.db, {
      userId: user!.id,
      purpose: 'invitation',
      validForMs: INVITATION_VALIDITY_DAYS * 86_400_000,
      now: t.clock.now(),
    });
  }

  it('shows who is invited, then activates the account with the chosen password', async () => {
    const token = await invite('rabia@example.org');
    const described = await t.app.inject({ method: 'GET', url: `/auth/invite/${token}` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ email: 'rabia@example.org', firstName: 'Rabia', roleName: 'Auditor' });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { token, password: 'Rabia#2026', confirmPassword: 'Rabia#2026' },
    });
    expect(signup.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'rabia@example.org'));
    expect(user?.status).toBe(USER_STATUS.ACTIVE);
    expect(user?.joinedAt).not.toBeNull();
    const [welcome] = await queuedEmails(t.database.db, 'rabia@example.org', 'welcome');
    expect(welcome?.subject).toBe('OpenTrace میں خوش آمدید');

    expect((await t.app.inject({ method: 'GET', url: `/auth/invite/${token}` })).statusCode).toBe(410);
  });

  it('expires after 7 days', async () => {
    const token = await invite('late@example.org');
    t.clock.advance(INVITATION_VALIDITY_DAYS * 86_400_000);
    const response = await t.app.inject({ method: 'GET', url: `/auth/invite/${token}` });
    t.clock.set(new Date());
    expect(response.statusCode).toBe(410);
  });
});
