import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, english, sidebarLinks, signIn } from './support/accounts.ts';
import { choose, chooseFile } from './support/forms.ts';

/*
 * Small things a person notices while working: the field in focus, a select that keeps its choice,
 * a warning before unsaved work is lost, the focus after choosing a file, and the colleague
 * management screens of spec §2.
 */

// Each test signs in (argon2, slow by design) and opens screens whose code loads on demand.
test.describe.configure({ timeout: 180_000 });

const GINNER = 'ginner@demo.opentrace.local';
const PROOF = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

async function signInAs(page: Page, email: string) {
  expect(await signIn(page, email, DEMO_PASSWORD), `sign-in of ${email}`).not.toBeNull();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

test('a text field in focus has a clearly visible ring (at least 2 px and 3:1 against the page)', async ({ page }) => {
  await page.goto('/sign-in');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.focus();
  const ring = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, ring.page)).toBeGreaterThanOrEqual(3);
  expect(contrast(ring.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
});

test('picking the option a select already shows keeps it', async ({ page }) => {
  await signInAs(page, ADMIN);
  await expect(page).toHaveURL(/\/user-management$/);
  const status = await choose(page, 'Status', 'Active');
  await expect(status).toHaveValue('Active');
  await choose(page, 'Status', 'Active');
  await expect(status).toHaveValue('Active');
});

test('leaving a half-filled activity asks first, in the app and when the page is closed', async ({ page }) => {
  await signInAs(page, GINNER);
  await page.goto('/homepage/sell');
  const invoice = page.getByRole('textbox', { name: 'Invoice number' });
  await invoice.fill('INV-HALF-DONE');

  await sidebarLinks(page).filter({ hasText: 'Overview' }).click();
  const dialog = page.getByRole('dialog', { name: english('unsavedChanges.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/homepage\/sell$/);
  await expect(invoice).toHaveValue('INV-HALF-DONE');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
});

test('leaving after confirming, or with nothing typed, goes where the person asked', async ({ page }) => {
  await signInAs(page, GINNER);
  await page.goto('/homepage/sell');
  await page.getByRole('textbox', { name: 'Invoice number' }).fill('INV-LEFT-BEHIND');
  await sidebarLinks(page).filter({ hasText: 'Overview' }).click();
  const dialog = page.getByRole('dialog', { name: english('unsavedChanges.title') });
  await dialog.getByRole('button', { name: english('unsavedChanges.leave') }).click();
  await expect(page).toHaveURL(/\/overview$/);

  await page.goto('/homepage/sell');
  await expect(page.getByRole('textbox', { name: 'Invoice number' })).toBeVisible({ timeout: 60_000 });
  await sidebarLinks(page).filter({ hasText: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(dialog).toHaveCount(0);
});

test('after choosing a file the focus is back on the button that chose it', async ({ page }) => {
  await signInAs(page, GINNER);
  await page.goto('/homepage/sell');
  const invoice = page.getByRole('group', { name: 'Invoice', exact: true });
  const addFiles = invoice.getByRole('button', { name: 'Add files' });
  await chooseFile(page, addFiles, PROOF);
  await expect(invoice.getByText(PROOF.name)).toBeVisible();
  await expect(addFiles).toBeFocused();
});

test("an organisation Admin user manages colleagues at the spec's path for its kind of organisation", async ({ page }) => {
  await signInAs(page, GINNER);
  await sidebarLinks(page).filter({ hasText: 'User management' }).click();
  await expect(page).toHaveURL(/\/producer-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Colleagues' }).getByRole('row').filter({ hasText: GINNER })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add colleague' })).toBeVisible();

  // The screen of another kind of organisation sends the producer home.
  await page.goto('/labor-management');
  await expect(page).toHaveURL(/\/homepage$/);
});
