import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { roleNameIn, type TAdministratorCompletedRole, type TLoginResponse, type TSaqRoleStatus } from '@opentrace/domain';
import { facilityGroupTypes } from '../apps/web/src/features/facility-groups/facility-types.ts';
import { menuFor } from '../apps/web/src/app/menu.ts';
import type { TSignedInUser } from '../apps/web/src/lib/session.ts';
import { ADMIN, DEMO_PASSWORD, english, expectToast, forgetSession, sidebarLinks, signIn, SUPER_ADMIN } from './support/accounts.ts';
import { bearerFor, inviteByAdministrator, type TInvitedPerson } from './support/invitations.ts';
import { mailsTo, waitForLink } from './support/server-mail.ts';

/*
 * Identity and access against the real server: menus per role, invitations, sign-up, password
 * reset, deactivation, settings and account deletion. Tests in this file run one after another in
 * one worker. Only users created here are deactivated or deleted, so the demo accounts stay
 * usable for the menu test; sign-ins stay well under the per-account limit.
 */

const NO_SCREENS = 'No screens are available to you yet';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function rowOf(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

async function searchUsers(page: Page, text: string) {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/users?') && candidate.url().includes('search=')),
    page.getByRole('searchbox', { name: 'Search' }).fill(text),
  ]);
  expect(response.ok()).toBe(true);
}

/** An account created through the API: invited by the demo administrator, then signed up. */
async function createUser(request: APIRequestContext, roleCode: string, person: TInvitedPerson, password: string) {
  const link = await inviteByAdministrator(request, roleCode, person);
  const inviteToken = new URL(link, 'http://localhost').searchParams.get('invite-token');
  const signedUp = await request.post('/auth/signup', { data: { token: inviteToken, password, confirmPassword: password } });
  expect(signedUp.ok()).toBe(true);
}

/** A colleague added by a demo organisation's Admin user through the API, then signed up. */
async function createColleague(
  request: APIRequestContext,
  organisationAdmin: string,
  person: { email: string; firstName: string; lastName: string; userType: 'Admin' | 'Standard' },
  password: string,
) {
  const login = await request.post('/auth/login', { data: { email: organisationAdmin, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as TLoginResponse;
  const seen = mailsTo(person.email).length;
  const invited = await request.post('/api/organisation/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: person,
  });
  expect(invited.status()).toBe(201);
  const link = await waitForLink(person.email, '/sign-up', seen);
  const inviteToken = new URL(link, 'http://localhost').searchParams.get('invite-token');
  const signedUp = await request.post('/auth/signup', { data: { token: inviteToken, password, confirmPassword: password } });
  expect(signedUp.ok()).toBe(true);
}

test('the administrator lands on user management, with User management, Incident reports, DNA tests and Settings in the menu', async ({
  page,
}) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  // One "View {role} group" per role whose groups can be imported: Farm. The demo's Farm Group role
  // has a template but no questionnaire, so its screen could import nothing.
  await expect(sidebarLinks(page)).toHaveText([
    'User management',
    'Risk overview',
    'View Farm group',
    'Incident reports',
    'QR code management',
    'DNA tests',
    'Settings',
  ]);
  await expect(page.getByRole('table', { name: 'Users of the platform' }).getByRole('row')).not.toHaveCount(1);
  // Only a super administrator changes the super administrator's account.
  await page.getByRole('searchbox').fill(SUPER_ADMIN.email);
  await expect(rowOf(page, SUPER_ADMIN.email)).toBeVisible();
  await expect(rowOf(page, SUPER_ADMIN.email).getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // A screen the administrator may not open sends it home.
  await page.goto('/super-admin-settings');
  await expect(page).toHaveURL(/\/user-management$/);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/user-management$/);
});

test.describe('an invited brand user', () => {
  test.describe.configure({ mode: 'serial' });

  const id = unique();
  const email = `brand.${id}@example.org`;
  const name = 'Chloé Durand';
  const firstPassword = 'Cotton#2026';
  const newPassword = 'Bales&Lint2027';

  test('is invited by the administrator, with a brand name; a used e-mail is refused beside the field', async ({ page }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });

    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Brand', exact: true }).click();
    await expect(dialog.getByLabel('Brand name')).toBeVisible();
    await expect(dialog.getByLabel('Supplier name')).toHaveCount(0);

    await dialog.getByLabel('Brand name').fill(`Maison ${id}`);
    await dialog.getByLabel('First name').fill('Chloé');
    await dialog.getByLabel('Last name').fill('Durand');
    await dialog.getByLabel('Email address').fill('brand@demo.opentrace.local');
    const [refused] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/users/invite')),
      dialog.getByRole('button', { name: 'Send invitation' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    const seen = mailsTo(email).length;
    await dialog.getByLabel('Email address').fill(email);
    const [invited] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/users/invite')),
      dialog.getByRole('button', { name: 'Send invitation' }).click(),
    ]);
    expect(invited.status()).toBe(201);
    expect(await invited.json()).toMatchObject({ organisation: { name: `Maison ${id}` }, role: { type: 'Brand' } });
    await expectToast(page, `Invitation sent to ${email}.`);
    await expect(dialog).toBeHidden();

    await searchUsers(page, email);
    await expect(rowOf(page, email)).toContainText(name);
    await expect(rowOf(page, email)).toContainText('Invited');
    await waitForLink(email, '/sign-up', seen);
  });

  test('opens the invitation link, sets a password and signs in', async ({ page }) => {
    await page.goto(await waitForLink(email, '/sign-up', 0));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel(/^Choose a password/).fill(firstPassword);
    await page.getByLabel(/^Confirm password/).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);

    const user = await signIn(page, email, firstPassword);
    expect(user).not.toBeNull();
    // The first user of a new brand, profile not saved: only Brand onboard.
    expect(menuFor(user).map((entry) => entry.path)).toEqual(['/brand-onboard']);
    await expect(page).toHaveURL(/\/brand-onboard$/);
  });

  test('resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
    const seen = mailsTo(email).length;
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await page.goto(await waitForLink(email, '/reset-password', seen));
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

    expect(await signIn(page, email, firstPassword)).toBeNull();
    expect(await signIn(page, email, newPassword)).not.toBeNull();
    await expect(page).toHaveURL(/\/brand-onboard$/);
  });

  test('is deactivated by the administrator and can no longer sign in', async ({ page }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await searchUsers(page, email);
    await rowOf(page, email)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, `${name} has been deactivated.`);
    await expect(rowOf(page, email)).toContainText('Deactivated');

    await forgetSession(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByLabel(/^Password/).fill(newPassword);
    const [refused] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(refused.status()).toBe(403);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain('deactivated');
    await expectToast(page, message);
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test('a reset link that is made up or expired shows the expired state, pointing to forgot password', async ({ page }) => {
  await page.goto('/reset-password?token=made-up-token-that-never-existed');
  await page.getByLabel(/^New password/).fill('Cotton#2026');
  await page.getByLabel(/^Confirm new password/).fill('Cotton#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

/**
 * The signed-in user as the web app keeps it: an administrator's session also holds the roles whose
 * groups it manages (its "View {role} group" entries), which the app loads after sign-in.
 */
async function withFacilityTypes(request: APIRequestContext, email: string, user: TSignedInUser): Promise<TSignedInUser> {
  if (user.role.type !== 'Administrator' || user.role.code === 'SUPER_ADMIN') return user;
  const headers = await bearerFor(request, email);
  const roles = (await (await request.get('/roles/administrator-completes-profile', { headers })).json()) as TAdministratorCompletedRole[];
  const statuses = (await (await request.get('/api/saqs', { headers })).json()) as TSaqRoleStatus[];
  return { ...user, facilityTypes: facilityGroupTypes(roles, statuses) };
}

const DEMO_ACCOUNTS = ['admin', 'ginner', 'spinner', 'mill', 'assembly', 'brand', 'auditor', 'monitor', 'hotline', 'api'];

test('each demo role sees exactly the menu menuFor gives it, and lands on its home', async ({ page }) => {
  // Ten sign-ins, each an argon2 check by design slow: about 20 s alone, well over a minute on a
  // 2-core machine while the other worker scans a QR code or runs the configuration wizard.
  test.setTimeout(150_000);
  for (const account of DEMO_ACCOUNTS) {
    const email = `${account}@demo.opentrace.local`;
    await forgetSession(page);
    const signedIn = await signIn(page, email, DEMO_PASSWORD);
    expect(signedIn, email).not.toBeNull();
    const user = signedIn ? await withFacilityTypes(page.request, email, signedIn) : null;
    const expected = menuFor(user);

    if (user!.role.type === 'API user') {
      expect(expected).toEqual([]);
      await expect(page.getByRole('heading', { name: 'This account works through the API only' })).toBeVisible();
      continue;
    }
    if (expected.length === 0) {
      await expect(page.getByRole('heading', { name: NO_SCREENS }), email).toBeVisible();
      await expect(sidebarLinks(page)).toHaveCount(0);
      continue;
    }
    await expect(page).toHaveURL(new RegExp(`${expected[0]!.path}$`));
    await expect(sidebarLinks(page), email).toHaveText(
      expected.map((entry) =>
        english(entry.labelKey).replace('{{role}}', entry.labelParams ? roleNameIn(entry.labelParams.role, 'en') : ''),
      ),
    );
  }
});

test('a demo producer, registered by the demo seed, lands on its home with the producer menu; Onboard is closed', async ({ page }) => {
  const user = await signIn(page, 'ginner@demo.opentrace.local', DEMO_PASSWORD);
  expect(user?.updatedProfileAt).not.toBeNull();
  expect(user?.currentFacility?.addedPartnerAt).not.toBeNull();
  expect(user?.currentFacility?.answeredSaqAt).not.toBeNull();
  const menu = menuFor(user);
  expect(menu[0]?.path).toBe('/homepage');
  expect(menu.map((entry) => entry.path)).not.toContain('/onboard');
  await expect(page).toHaveURL(/\/homepage$/);
  await expect(sidebarLinks(page)).toHaveText(menu.map((entry) => english(entry.labelKey)));
  await expect(sidebarLinks(page)).toContainText(['Manage partners', 'My profile']);

  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/my-profile$/);
  await page.goto('/onboard');
  await expect(page).toHaveURL(/\/homepage$/);
});

test('the super administrator of the configured cotton demo manages users and settings; the wizard is closed', async ({ page }) => {
  const user = await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  expect(user?.completedConfiguringSystemAt).not.toBeNull();
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText(['User management', 'Settings', 'Job queue']);
  await expect(rowOf(page, SUPER_ADMIN.email)).toContainText('You');

  // The configuration can be exported from settings, to set up another system.
  await sidebarLinks(page).filter({ hasText: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export configuration' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^configuration-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as {
    format: string;
    businessDetails: { systemName: string };
  };
  expect(bundle).toMatchObject({ format: 'opentrace-configuration', businessDetails: { systemName: 'Cotton Traceability Pakistan' } });
  await expect(page.getByRole('button', { name: 'Import a configuration file' })).toHaveCount(0);
  // Deleting the super administrator's account can never succeed, so it is not offered.
  await expect(page.getByRole('tab', { name: 'Danger zone' })).toHaveCount(0);

  // Screens the super administrator may not open, the finished wizard included, lead home.
  await page.goto('/configuration');
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
  await page.goto('/user-management');
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
});

test('settings: a saved name shows in the header at once; a wrong current password is marked beside its field', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await sidebarLinks(page).filter({ hasText: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Ayesha');

  await firstName.fill('Aisha');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Your profile has been saved.');
  await expect(page.getByRole('button', { name: 'Account menu: Aisha Khan' })).toBeVisible();

  await firstName.fill('Ayesha');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: Ayesha Khan' })).toBeVisible();

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel(/^Current password/).fill('Not-the-password-1!');
  await page.getByLabel(/^New password/).fill('Cotton#2027');
  await page.getByLabel(/^Confirm new password/).fill('Cotton#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await expect(panel.getByText('The current password is not correct')).toBeVisible();
  await expect(panel.getByText('The current password is not correct')).toHaveCount(1);
});

test('an administrator deletes their own account after typing their e-mail, and is signed out', async ({ page, request }) => {
  const email = `admin.${unique()}@example.org`;
  const password = 'Ginning#2026';
  await createUser(request, 'ADMIN', { email, firstName: 'Dana', lastName: 'Reyes' }, password);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/user-management$/);
  await page.goto('/settings?tab=danger');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(email.toUpperCase());
  await confirm.click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expectToast(page, 'The account has been deleted.');
  expect(await signIn(page, email, password)).toBeNull();
});

test('an Admin colleague of a brand edits their profile, then manages colleagues under User management', async ({ page, request }) => {
  const id = unique();
  const email = `lea.${id}@example.org`;
  const password = 'Spinning#2026';
  // Not the brand's first user, so brand onboarding does not apply: My profile is in the menu.
  const lea = { email, firstName: 'Léa', lastName: 'Dubois', userType: 'Admin' } as const;
  await createColleague(request, 'brand@demo.opentrace.local', lea, password);

  const user = await signIn(page, email, password);
  expect(menuFor(user).map((entry) => entry.path)).toEqual([
    '/brand-suppliers',
    '/brand-product-order',
    '/brand-cap',
    '/brand-profile',
    '/brand-management',
  ]);
  await expect(page).toHaveURL(/\/brand-suppliers$/);
  await expect(sidebarLinks(page)).toHaveText(['Suppliers', 'Trace product', 'Improvement plans', 'My profile', 'User management']);
  await sidebarLinks(page).filter({ hasText: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  const phone = `+92300${String(Date.now()).slice(-7)}`;
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Your profile has been saved.');
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Colleagues' })).toHaveCount(0);

  await sidebarLinks(page).filter({ hasText: 'User management' }).click();
  await expect(page).toHaveURL(/\/brand-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  const colleagues = page.getByRole('table', { name: 'Colleagues' });
  await expect(rowOf(page, 'brand@demo.opentrace.local')).toContainText('Admin');
  const newcomer = `paul.${id}@example.org`;
  await page.getByRole('button', { name: 'Add colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a colleague' });
  await dialog.getByLabel('Email address').fill(newcomer);
  await dialog.getByLabel('First name').fill('Paul');
  await dialog.getByLabel('Last name').fill('Bernard');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${newcomer}.`);
  await expect(colleagues.getByRole('row').filter({ hasText: newcomer })).toContainText('Standard');
  await expect(colleagues.getByRole('row').filter({ hasText: newcomer })).toContainText('Invited');

  await rowOf(page, newcomer).getByRole('button', { name: 'Actions for Paul Bernard' }).click();
  await page.getByRole('menuitem', { name: 'Make Admin user' }).click();
  await expectToast(page, 'Paul Bernard is now an Admin user.');
  await expect(rowOf(page, newcomer)).toContainText('Admin');

  await rowOf(page, newcomer).getByRole('button', { name: 'Actions for Paul Bernard' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove Paul Bernard?' }).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Paul Bernard has been removed.');
  await expect(rowOf(page, newcomer)).toHaveCount(0);
});
