import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, sidebarLinks, signIn } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { escapeRegExp, switchToUrdu, textsIn } from './support/catalogue.ts';

/*
 * Notifications (issue 20): a worker's public report notifies the administrators who triage; the demo
 * administrator sees the bell's count, the notification in the bell and on the list, marks them all
 * read, and the screens pass axe in English and Urdu. The administrator's Settings also holds the
 * per-kind e-mail switches.
 */

const en = textsIn('en');
const ur = textsIn('ur');

test('an administrator sees a new public report in the bell and the list, and marks everything read', async ({ page }) => {
  const filed = await page.request.post('/api/public/reports', {
    data: { facilityId: null, message: 'The supervisor keeps our identity cards and we cannot leave.', anonymous: true },
  });
  expect(filed.status()).toBe(201);
  const { caseNumber } = (await filed.json()) as { caseNumber: string };
  const text = en('notifications.kinds.public-report-received', { reference: caseNumber });

  expect(await signIn(page, ADMIN, DEMO_PASSWORD)).not.toBeNull();
  await waitForScreen(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(1);

  await bell.click();
  const dialog = page.getByRole('dialog', { name: en('notifications.bell.title') });
  await expect(dialog.getByRole('link', { name: text })).toBeVisible();
  expect(await blockingViolations(page, 'notification bell (en)')).toEqual([]);

  await dialog.getByRole('link', { name: en('notifications.bell.viewAll') }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: en('notifications.page.title') })).toBeVisible();
  const list = page.getByRole('region', { name: en('notifications.list.caption') });
  await expect(list.getByRole('link', { name: text })).toHaveAttribute('href', /\/grievance-reports\/public\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('switch', { name: en('notifications.kindNames.public-report-received') })).toBeChecked();
  expect(await blockingViolations(page, 'notifications (en)')).toEqual([]);

  await page.getByRole('button', { name: en('notifications.actions.markAllRead') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: en('notifications.bell.labelNone') })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^${escapeRegExp(en('notifications.actions.markRead'))}`) })).toHaveCount(0);

  await switchToUrdu(page);
  await expect(page.getByRole('heading', { level: 1, name: ur('notifications.page.title') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: ur('notifications.list.caption') })
      .getByText(ur('notifications.kinds.public-report-received', { reference: caseNumber })),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: ur('notifications.bell.labelNone') })).toBeVisible();
  expect(await blockingViolations(page, 'notifications (ur)')).toEqual([]);
});

test("an administrator's Settings holds the per-kind e-mail switches", async ({ page }) => {
  expect(await signIn(page, ADMIN, DEMO_PASSWORD)).not.toBeNull();
  await sidebarLinks(page)
    .filter({ hasText: en('menu.settings') })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('tab', { name: en('notifications.email.title') }).click();
  await expect(page).toHaveURL(/\/settings\?tab=email$/);
  await waitForScreen(page);
  const panel = page.getByRole('tabpanel', { name: en('notifications.email.title') });
  await expect(panel.getByRole('switch', { name: en('notifications.kindNames.public-report-received') })).toBeChecked();
  expect(await blockingViolations(page, 'settings, e-mail tab (en)')).toEqual([]);
});
