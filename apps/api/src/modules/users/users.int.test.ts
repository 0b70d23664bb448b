import { USER_STATUS } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, roles, users } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

let t: TestApp;
let admin: Record<string, string>;
let roleIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  const rows = await t.database.db.select({ id: roles.id, code: roles.code }).from(roles);
  roleIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function invitationToken(email: string): Promise<string> {
  const [mail] = await queuedEmails(t.database.db, email, 'invitation');
  const token = mail?.textBody.match(/\/sign-up\?invite-token=(\S+)/)?.[1];
  if (!token) throw new Error(`No invitation mailed to ${email}`);
  return decodeURIComponent(token);
}

describe('platform user management', () => {
  it('lists users with search, filters and pages', async () => {
    const all = (await inject('GET', '/api/users?perPage=5&sort=email:asc', admin)).json();
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThanOrEqual(11);
    expect(all.items.map((u: { email: string }) => u.email)).toEqual([...all.items.map((u: { email: string }) => u.email)].sort());

    const search = (await inject('GET', '/api/users?search=multan', admin)).json();
    expect(search.items.map((u: { email: string }) => u.email)).toEqual(['ginner@demo.opentrace.local']);

    const byRole = (await inject('GET', `/api/users?roleId=${roleIds.BRAND}`, admin)).json();
    expect(byRole.items.every((u: { role: { type: string } }) => u.role.type === 'Brand')).toBe(true);
  });

  it('is closed to users without USER_MANAGEMENT', async () => {
    const ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    expect((await inject('GET', '/api/users', ginner)).statusCode).toBe(403);
  });

  it('invites a brand user who signs up from the e-mailed link', async () => {
    const response = await inject('POST', '/api/users/invite', admin, {
      email: 'Claire.Dubois@Example.org ',
      firstName: 'Claire',
      lastName: 'Dubois',
      roleId: roleIds.BRAND,
      brandInformation: { name: 'Atelier Lin' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'claire.dubois@example.org',
      status: USER_STATUS.INVITED,
      userType: 'Admin',
      organisation: { name: 'Atelier Lin' },
    });
    const token = await invitationToken('claire.dubois@example.org');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { token, password: 'Claire#2026', confirmPassword: 'Claire#2026' },
    });
    expect(signup.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'claire.dubois@example.org', password: 'Claire#2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a second user with the same e-mail, on the e-mail field', async () => {
    const response = await inject('POST', '/api/users/invite', admin, {
      email: 'GINNER@demo.opentrace.local',
      firstName: 'Again',
      lastName: 'Ginner',
      roleId: roleIds.GINNER,
      supplierInformation: { name: 'Duplicate Gin' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'A user with this e-mail already exists.',
      details: [{ path: 'email', message: 'A user with this e-mail already exists.' }],
    });
    const orphans = await t.database.db.select().from(facilities).where(eq(facilities.name, 'Duplicate Gin'));
    expect(orphans).toEqual([]);
  });

  it('applies the invitation rules', async () => {
    const farm = await inject('POST', '/api/users/invite', admin, {
      email: 'farm@example.org',
      firstName: 'Farm',
      lastName: 'User',
      roleId: roleIds.FARM,
      supplierInformation: { name: 'A Farm' },
    });
    expect(farm.statusCode).toBe(422);
    const superAdmin = await inject('POST', '/api/users/invite', admin, {
      email: 'boss@example.org',
      firstName: 'Big',
      lastName: 'Boss',
      roleId: roleIds.SUPER_ADMIN,
    });
    expect(superAdmin.statusCode).toBe(403);
    const noName = await inject('POST', '/api/users/invite', admin, {
      email: 'gin@example.org',
      firstName: 'Gin',
      lastName: 'User',
      roleId: roleIds.GINNER,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toEqual([
      { path: 'supplierInformation.name', message: 'The name of the brand or supplier is required for this role.' },
    ]);
    const badName = await inject('POST', '/api/users/invite', admin, {
      email: 'x@example.org',
      firstName: 'R2D2',
      lastName: 'User',
      roleId: roleIds.ADMIN,
    });
    expect(badName.json().details).toEqual([{ path: 'firstName', message: 'firstName may contain only letters and spaces' }]);
  });

  it('names the organisation field that the role type uses', async () => {
    const response = await inject('POST', '/api/users/invite', admin, {
      email: 'monitor2@example.org',
      firstName: 'Mon',
      lastName: 'Itor',
      roleId: roleIds.FARM_MONITOR,
    });
    expect(response.json().details).toEqual([
      { path: 'organisationInformation.name', message: 'The name of the brand or supplier is required for this role.' },
    ]);
  });

  it('invites an API user with their limits, which the list then shows', async () => {
    const limit = { editableExternalRiskIndexIds: ['0b3f5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'], maximumCreateExternalRiskIndex: 3 };
    const response = await inject('POST', '/api/users/invite', admin, {
      email: 'feed@example.org',
      firstName: 'Data',
      lastName: 'Feed',
      roleId: roleIds.API_USER,
      organisationInformation: { name: 'Risk Feed Ltd' },
      userApiLimit: limit,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().apiLimit).toEqual(limit);
    const listed = (await inject('GET', '/api/users?search=feed@example.org', admin)).json();
    expect(listed.items[0].apiLimit).toEqual(limit);
  });

  it('accepts names in any script', async () => {
    const response = await inject('POST', '/api/users/invite', admin, {
      email: 'urdu@example.org',
      firstName: 'عائشہ',
      lastName: 'صدیقی',
      roleId: roleIds.ADMIN,
    });
    expect(response.statusCode).toBe(201);
  });

  it('deactivates a user, ending their sessions, and reactivates them', async () => {
    const spinnerToken = await t.tokenFor('spinner@demo.opentrace.local');
    const [spinner] = await t.database.db.select().from(users).where(eq(users.email, 'spinner@demo.opentrace.local'));
    const deactivated = await inject('PATCH', `/api/users/${spinner!.id}/status`, admin, { status: 2 });
    expect(deactivated.json().status).toBe(USER_STATUS.DEACTIVATED);
    expect((await inject('GET', '/api/users/me', { authorization: `Bearer ${spinnerToken}` })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'spinner@demo.opentrace.local', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);

    expect((await inject('PATCH', `/api/users/${spinner!.id}/status`, admin, { status: 1 })).json().status).toBe(USER_STATUS.ACTIVE);
  });

  it('does not let an administrator change their own status', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.opentrace.local'));
    const response = await inject('PATCH', `/api/users/${me!.id}/status`, admin, { status: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('You cannot change your own status.');
  });

  it('resends an invitation with a new link that replaces the old one', async () => {
    const invited = (
      await inject('POST', '/api/users/invite', admin, {
        email: 'resend@example.org',
        firstName: 'Re',
        lastName: 'Send',
        roleId: roleIds.AUDITOR,
        organisationInformation: { name: 'Audit Co' },
      })
    ).json();
    const first = await invitationToken('resend@example.org');
    expect((await inject('POST', `/api/users/${invited.id}/resend-invitation`, admin)).statusCode).toBe(200);
    const second = await invitationToken('resend@example.org');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/auth/invite/${first}` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/auth/invite/${second}` })).statusCode).toBe(200);
  });
});

describe('organisation users', () => {
  it('lets an Admin user add a colleague, who then appears only in that organisation', async () => {
    const ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
    const added = await inject('POST', '/api/organisation/users', ginner, {
      email: 'clerk@multan-gin.example',
      firstName: 'Asad',
      lastName: 'Clerk',
      userType: 'Standard',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      role: { name: 'Ginner' },
      organisation: { name: 'Multan Ginning Factory' },
      userType: 'Standard',
    });

    const colleagues = (await inject('GET', '/api/organisation/users', ginner)).json();
    expect(colleagues.items.map((u: { email: string }) => u.email).sort()).toEqual([
      'clerk@multan-gin.example',
      'ginner@demo.opentrace.local',
    ]);

    const brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
    const foreign = await inject('PATCH', `/api/organisation/users/${added.json().id}`, brand, { userType: 'Admin' });
    expect(foreign.statusCode).toBe(404);
  });

  it('is refused to Standard users and to administrators', async () => {
    const [ginnerUser] = await t.database.db.select().from(users).where(eq(users.email, 'ginner@demo.opentrace.local'));
    await t.database.db.insert(users).values({
      email: 'standard@multan-gin.example',
      firstName: 'Std',
      lastName: 'User',
      status: USER_STATUS.ACTIVE,
      userType: 'Standard',
      roleId: ginnerUser!.roleId,
      facilityId: ginnerUser!.facilityId,
    });
    const standard = { authorization: `Bearer ${await t.tokenFor('standard@multan-gin.example')}` };
    expect((await inject('GET', '/api/organisation/users', standard)).statusCode).toBe(403);
    expect((await inject('GET', '/api/organisation/users', admin)).statusCode).toBe(403);
  });
});

describe("the super administrator's account", () => {
  it('cannot be edited, deactivated or re-invited by an Administrator', async () => {
    const [target] = await t.database.db.select().from(users).where(eq(users.email, TEST_SUPER_ADMIN.email));
    const url = `/api/users/${target!.id}`;
    const protectedMessage = "Only a super administrator can change the super administrator's account.";

    const edited = await inject('PUT', url, admin, { firstName: 'Taken', lastName: 'Over' });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toMatchObject({ statusCode: 403, message: protectedMessage });
    const deactivated = await inject('PATCH', `${url}/status`, admin, { status: 2 });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().message).toBe('The super administrator account cannot be deactivated or reactivated.');
    const reinvited = await inject('POST', `${url}/resend-invitation`, admin);
    expect(reinvited.statusCode).toBe(403);
    expect(reinvited.json().message).toBe(protectedMessage);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, target!.id));
    expect(after).toMatchObject({ firstName: target!.firstName, lastName: target!.lastName, status: USER_STATUS.ACTIVE });

    const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
    const own = await inject('PUT', url, superAdmin, { firstName: 'Super', lastName: 'Operator' });
    expect(own.statusCode).toBe(200);
  });
});

describe("deleting one's own account", () => {
  it('never deletes the super administrator', async () => {
    const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
    const response = await inject('DELETE', '/api/users/me', superAdmin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The super administrator account cannot be deleted.');
  });

  it('keeps the last active administrator', async () => {
    const response = await inject('DELETE', '/api/users/me', admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'You are the last administrator; another administrator must exist before you delete your account.',
    );
  });

  it('promotes the earliest Standard colleague when the last Admin of an organisation leaves', async () => {
    const mill = await t.database.db.select().from(users).where(eq(users.email, 'mill@demo.opentrace.local'));
    await t.database.db.insert(users).values({
      email: 'second@lahore-mill.example',
      firstName: 'Second',
      lastName: 'User',
      status: USER_STATUS.ACTIVE,
      userType: 'Standard',
      roleId: mill[0]!.roleId,
      facilityId: mill[0]!.facilityId,
    });
    const millHeaders = { authorization: `Bearer ${await t.tokenFor('mill@demo.opentrace.local')}` };
    expect((await inject('DELETE', '/api/users/me', millHeaders)).statusCode).toBe(200);
    expect((await inject('GET', '/api/users/me', millHeaders)).statusCode).toBe(401);
    const [promoted] = await t.database.db.select().from(users).where(eq(users.email, 'second@lahore-mill.example'));
    expect(promoted?.userType).toBe('Admin');
  });
});
