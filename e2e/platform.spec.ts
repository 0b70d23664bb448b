import { expect, test, type Page } from '@playwright/test';

const SUPER_ADMIN = 'superadmin@opentrace.local';
/** A seeded demo account whose role type is API user (SEED_DEMO=true). */
const API_USER = { email: 'api@demo.opentrace.local', password: 'Demo@2026' };

function emailField(page: Page) {
  return page.getByRole('textbox', { name: 'Email address' });
}

/** The password input, not its show/hide button (whose label also mentions the password). */
function passwordField(page: Page) {
  return page.getByLabel(/^Password/);
}

/** Submits a wrong password and returns the message the server answered with. */
async function signInWithWrongPassword(page: Page): Promise<string> {
  await page.goto('/sign-in');
  await emailField(page).fill(SUPER_ADMIN);
  await passwordField(page).fill('Not-the-password-1!');
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(response.status()).toBe(401);
  const body = (await response.json()) as { message: string };
  expect(body.message.trim()).not.toBe('');
  return body.message;
}

test('the sign-in page shows its heading and form', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Cotton Traceability Pakistan');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cotton Traceability Pakistan' })).toBeVisible();
  await expect(emailField(page)).toBeVisible();
  await expect(passwordField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});

test('a signed-out visitor who opens the app is sent to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Cotton Traceability Pakistan' })).toBeVisible();
});

test('an unknown address shows the page-not-found message', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByText("Sorry, we couldn't find the page you are looking for")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('switching to Urdu lays the page out right to left, and back to English left to right', async ({ page }) => {
  await page.goto('/sign-in');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'اردو' }).click();

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { name: 'Cotton Traceability Pakistan میں سائن ان کریں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'سائن ان کریں' })).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'Cotton Traceability Pakistan میں سائن ان کریں' })).toBeVisible();

  await page.getByRole('button', { name: /زبان تبدیل کریں/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in to Cotton Traceability Pakistan' })).toBeVisible();
});

test.describe('on a window narrower than 1024 px', () => {
  test.use({ viewport: { width: 900, height: 700 } });

  test('the app asks for a desktop instead, until the window is wide enough', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Please use a desktop' })).toBeVisible();
    await expect(emailField(page)).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { name: 'Please use a desktop' })).toBeHidden();
    await expect(emailField(page)).toBeVisible();
  });
});

test('a wide window shows the app without the desktop notice', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(emailField(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please use a desktop' })).toHaveCount(0);
});

test('a wrong password shows the server message in a toast that closes by itself after about 5 s', async ({ page }) => {
  const message = await signInWithWrongPassword(page);
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  await expect(toast).toBeHidden({ timeout: 8_000 });
  const visibleFor = Date.now() - shownAt;
  expect(visibleFor).toBeGreaterThan(3_500);
  expect(visibleFor).toBeLessThan(7_500);
});

test('a toast closes when clicked, and the same message is not stacked twice', async ({ page }) => {
  const message = await signInWithWrongPassword(page);
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toHaveCount(1);

  // The same failure again while the first toast is on screen adds no second copy.
  const [again] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(again.status()).toBe(401);
  await expect(toast).toHaveCount(1);

  await toast.getByText(message).click();
  await expect(toast).toHaveCount(0);
});

test('an API user is told the account works through the API only, and stays signed out', async ({ page, context }) => {
  await page.goto('/sign-in');
  await emailField(page).fill(API_USER.email);
  await passwordField(page).fill(API_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'This account works through the API only' })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name.includes('session'))).toEqual([]);

  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(emailField(page)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});
