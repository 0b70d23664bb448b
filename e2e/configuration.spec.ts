import { expect, test, type Page } from '@playwright/test';
import type { TLoginResponse } from '@opentrace/domain';
import { expectToast, sidebarLinks, signIn, SUPER_ADMIN } from './support/accounts.ts';

/*
 * The configuration wizard's own steps (profile, risk method, configure system), the lock that
 * follows, and the switch back. The steps in between belong to their features and are finished
 * here through the API, so this file tests what happens around them.
 */

test.describe.configure({ mode: 'serial' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function superAdminHeaders(page: Page) {
  const login = await page.request.post('/auth/login', { data: SUPER_ADMIN });
  const { token } = (await login.json()) as TLoginResponse;
  return { Authorization: `Bearer ${token}` };
}

test('the super administrator sets up the profile, the risk method and configures the system', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/configuration/);
  await expect(page.getByRole('tab', { name: /1\. Set up profile/ })).toHaveAttribute('aria-selected', 'true');

  // Step 1: a missing name is marked on its field; a logo uploads and shows.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This system name is required')).toBeVisible();
  await page.getByLabel(/^System name/).fill('Cotton Pakistan');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'System logo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Commodities' }).fill('Cotton');
  await page.getByRole('option', { name: 'Cotton', exact: true }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectToast(page, 'Profile saved');
  await expect(page.getByRole('tab', { name: /1\. Set up profile/ })).toHaveAttribute('aria-selected', 'false');
  // Anyone can fetch the logo now, before signing in.
  expect((await page.request.get('/api/app-logo')).ok()).toBe(true);
  expect((await page.request.get('/api/app-logo/file')).headers()['content-type']).toBe('image/png');

  // Steps 2–6 are their features' screens; they are marked finished here so step 7 opens.
  const headers = await superAdminHeaders(page);
  for (const step of [2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/business-details/completed-steps', { headers, data: { step } })).ok()).toBe(true);
  }
  await page.goto('/configuration?step=7');

  // Step 7: weighted average asks for every weight.
  await page.getByLabel('Weighted average').check();
  await page.getByLabel('Geography').fill('15');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('weight required').first()).toBeVisible();
  for (const [label, value] of [
    ['Product risk listings', '20'],
    ['Self-assessment questionnaires', '25'],
    ['Improvement plans', '200'],
    ['DNA tests', '10'],
    ['Admin reports', '10'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  for (const input of await page.getByRole('textbox').all()) {
    if ((await input.inputValue()) === '') await input.fill('20');
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectToast(page, 'Risk assessment method saved');

  // Step 8: review, warning, confirmation; then the menu switches.
  await expect(page.getByRole('tab', { name: /8\. Configure system/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nothing can change afterwards')).toBeVisible();
  await page.getByRole('button', { name: 'Configure system' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Configure system' }).click();
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
  await expect(sidebarLinks(page)).toHaveText(['User management', 'Settings']);

  // Every configuration write is now refused with a clear message.
  const locked = await page.request.put('/api/business-details', {
    headers,
    data: { systemName: 'Changed', logoBlobName: null, isGpsEnabled: false, selectedCommodities: [] },
  });
  expect(locked.status()).toBe(409);
  expect((await locked.json()).message).toMatch(/switch back to configuration/);
});

test('settings switch back to configuration after a warning', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
  await sidebarLinks(page).filter({ hasText: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await expect(page.getByText('This site is live')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to configuration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to configuration' }).click();
  await expect(page).toHaveURL(/\/configuration/);
  await expect(sidebarLinks(page)).toHaveText(['Configuration']);
  // Every step is still finished, so the wizard reopens on the review; the saved profile is kept.
  await expect(page.getByRole('tab', { name: /8\. Configure system/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /1\. Set up profile/ }).click();
  await expect(page.getByLabel(/^System name/)).toHaveValue('Cotton Pakistan');
});
