import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, sidebarLinks, signIn } from './support/accounts.ts';
import { switchToUrdu } from './support/catalogue.ts';

/*
 * The demo in Urdu (issue 16): what the demo configures reads in Urdu, and what people typed
 * (addresses, IDs, codes) keeps its own direction inside right-to-left tables and details.
 */

test('a ginner reads the Open Supply Hub fields of My profile in Urdu, with the typed values isolated', async ({ page }) => {
  await signIn(page, 'ginner@demo.opentrace.local', DEMO_PASSWORD);
  await page.goto('/my-profile');
  await switchToUrdu(page);
  for (const label of ['OS آئی ڈی', 'کاروبار کا نام', 'پتہ']) await expect(page.locator('dt', { hasText: label }).first()).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Business Name' })).toHaveCount(0);
  const address = page.locator('dt', { hasText: 'پتہ' }).first().locator('xpath=following-sibling::dd[1]');
  await expect(address.locator('bdi')).toHaveCount(1);
});

test('the farm-group table keeps group codes and places in their own direction in Urdu', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(sidebarLinks(page).first()).toBeVisible();
  await switchToUrdu(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /گروپ دیکھیں/ })
    .first()
    .click();
  const row = page.getByRole('row').filter({ hasText: 'Multan Cotton Growers' });
  await expect(row.locator('bdi', { hasText: '1001' })).toBeVisible();
});

test('the administrator reads role names in Urdu in the menu and the users table, with e-mail addresses isolated', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user-management$/);
  await switchToUrdu(page);
  // The Farm role's menu entry: its Urdu name, not "Farm گروپ دیکھیں".
  await expect(page.getByRole('navigation').getByRole('link', { name: 'فارم گروپ دیکھیں', exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill('ginner@demo.opentrace.local');
  const row = page.getByRole('row').filter({ hasText: 'ginner@demo.opentrace.local' });
  await expect(row.locator('bdi', { hasText: 'ginner@demo.opentrace.local' })).toBeVisible();
  await expect(row.getByText('جنر', { exact: true })).toBeVisible();
  await expect(row.getByText('Ginner', { exact: true })).toHaveCount(0);
});
