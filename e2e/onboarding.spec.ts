import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TRole, TSaqQuestionnaire } from '@opentrace/domain';
import { DEMO_COMMUNITY_ANSWERS, demoFarmAnswers, fillFarmGroupTemplate } from '../apps/api/src/seed/farm-group-template-fill.ts';
import { ADMIN, DEMO_PASSWORD, expectToast, sidebarLinks, signIn, SUPER_ADMIN } from './support/accounts.ts';
import { choose, chooseFile, chooseMany } from './support/forms.ts';
import { bearerFor, inviteByAdministrator } from './support/invitations.ts';

/*
 * Onboarding against the real server (issue 5): an administrator imports a farm group; a ginner
 * invited by the administrator signs up and completes profile, questionnaire and partners; a
 * brand completes brand onboarding.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A 1×1 PNG: the smallest real image a logo upload accepts. */
const PNG_LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The Farm questionnaire's question titles, which name the template's answer columns. */
async function farmQuestionnaire(page: Page): Promise<TSaqQuestionnaire> {
  const headers = await bearerFor(page.request, SUPER_ADMIN.email, SUPER_ADMIN.password);
  const roles = (await (await page.request.get('/roles', { headers })).json()) as TRole[];
  const farm = roles.find((role) => role.code === 'FARM');
  if (!farm) throw new Error('No Farm role');
  const response = await page.request.get(`/api/saqs/${farm.id}`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TSaqQuestionnaire;
}

test('an administrator imports a farm group from the template it downloads', async ({ page }) => {
  const code = String(2000 + Math.floor(Math.random() * 7000));
  const titles = (await farmQuestionnaire(page)).groups.map((group) => ({
    name: group.name,
    questions: group.questions.map(({ index, title }) => ({ index, title })),
  }));
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(sidebarLinks(page)).toContainText(['User management', 'View Farm group']);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'View Farm group', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farm groups' })).toBeVisible();
  // The demo's own group is there already.
  await expect(page.getByRole('row').filter({ hasText: 'Multan Cotton Growers' })).toBeVisible();

  await page.getByRole('button', { name: 'Import farm group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a farm group' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template' }).click()]);
  const template = readFileSync(await download.path());

  const groupName = `Vehari Growers ${unique()}`;
  const filled = await fillFarmGroupTemplate(template, titles, {
    site: { code, name: groupName, country: 'Pakistan', province: 'Punjab', district: 'Vehari' },
    community: DEMO_COMMUNITY_ANSWERS,
    farms: [
      { code: 'V01', name: 'Canal Farm', firstName: 'Asif', lastName: 'Khan', answers: demoFarmAnswers() },
      { code: 'V02', name: 'River Farm', firstName: 'Shazia', lastName: 'Noor', answers: demoFarmAnswers({ 3: '12' }) },
    ],
  });

  // A broken file first: the same workbook with a farm ID repeated is refused row by row.
  const broken = await fillFarmGroupTemplate(template, titles, {
    site: { code, name: groupName, country: 'Pakistan', province: 'Punjab', district: 'Vehari' },
    community: DEMO_COMMUNITY_ANSWERS,
    farms: [
      { code: 'V01', name: 'Canal Farm', firstName: 'Asif', lastName: 'Khan', answers: demoFarmAnswers() },
      { code: 'V01', name: 'River Farm', firstName: 'Shazia', lastName: 'Noor', answers: demoFarmAnswers() },
    ],
  });
  const fileField = dialog.getByLabel('Filled template (.xlsx)');
  await chooseFile(page, fileField, { name: 'broken.xlsx', mimeType: XLSX, buffer: broken });
  await expect(dialog.getByText('The file has errors; nothing was imported')).toBeVisible();
  await expect(dialog.getByText(/2 farm records: 1 valid, 1 failed/)).toBeVisible();

  await chooseFile(page, fileField, { name: `${groupName}.xlsx`, mimeType: XLSX, buffer: filled });
  await expect(dialog.getByText(`Ready to import farm group ${code} – ${groupName}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, `Farm group ${code} imported with 2 farms.`);

  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Vehari');
  await expect(row).toContainText('2 of 2');
});

/**
 * Answers every question the route shows in the current group, as a hurried but complete person
 * would: the first option of each choice, a count for numbers, a sentence for free text. Each
 * answer may open new questions, so it goes on until nothing on screen is left open.
 */
async function answerShownQuestions(form: Locator): Promise<void> {
  for (let pass = 0; pass < 400; pass += 1) {
    const open = await form.evaluate((root) => {
      const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
      const radioGroups = [...root.querySelectorAll('[role="radiogroup"]')].filter(visible);
      const radio = radioGroups.findIndex((group) => !group.querySelector('input:checked'));
      if (radio >= 0) return { kind: 'radio', index: radio } as const;
      const checkGroups = [...root.querySelectorAll('[role="group"]')].filter(
        (group) => visible(group) && group.querySelector('input[type="checkbox"]'),
      );
      const check = checkGroups.findIndex((group) => !group.querySelector('input:checked'));
      if (check >= 0) return { kind: 'check', index: check } as const;
      const boxes = [...root.querySelectorAll('textarea, input[type="text"], input:not([type])')].filter(visible) as HTMLInputElement[];
      const empty = boxes.findIndex((box) => box.value.trim() === '' && !box.readOnly && !box.disabled);
      if (empty >= 0) return { kind: boxes[empty]!.inputMode === 'numeric' ? 'number' : 'text', index: empty } as const;
      return null;
    });
    if (!open) return;
    if (open.kind === 'radio') await form.locator('[role="radiogroup"]:visible').nth(open.index).getByRole('radio').first().check();
    else if (open.kind === 'check')
      await form.locator('[role="group"]:visible:has(input[type="checkbox"])').nth(open.index).getByRole('checkbox').first().check();
    else {
      const box = form.locator('textarea:visible, input[type="text"]:visible, input:not([type]):visible').nth(open.index);
      await box.fill(open.kind === 'number' ? '12' : 'A committee of workers meets the management every month.');
    }
  }
  throw new Error('The questionnaire kept opening questions');
}

test('a ginner invited by the administrator signs up, completes profile, questionnaire and partners, and reaches the producer home', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const email = `ginner.${id}@example.org`;
  const password = 'Ginning#2026';
  const businessName = `Vehari Ginning ${id}`;
  const link = await inviteByAdministrator(page.request, 'GINNER', {
    email,
    firstName: 'Kamran',
    lastName: 'Akmal',
    organisation: businessName,
  });

  await page.goto(link);
  await page.getByLabel(/^Choose a password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(sidebarLinks(page)).toHaveText(['Onboarding']);

  // My profile: the Open Supply Hub section registers the ginnery and fills its identifier.
  await page.getByRole('tab', { name: /My profile/ }).click();
  const profile = page.getByRole('tabpanel', { name: /My profile/ });
  await profile.getByRole('textbox', { name: 'Business Name', exact: true }).fill(businessName);
  await profile.getByRole('textbox', { name: 'Street address' }).fill('Multan Road, Plot 14');
  await choose(profile, 'Province/State', 'Punjab');
  await choose(profile, 'District', 'Vehari');
  await profile.getByRole('button', { name: 'Get an OS ID' }).click();
  await expect(profile.getByText(`${businessName} is now registered with the new OS ID`)).toBeVisible();
  await chooseMany(profile, 'Goods', ['Cotton Bales']);
  // A mass-balance ginnery: its first user sets the reconciliation window.
  await profile.getByRole('textbox', { name: 'Start date' }).fill('01/10/2026');
  await choose(profile, 'Duration', '6 months');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Your profile has been saved.');
  await expect(sidebarLinks(page)).toHaveText(['Onboarding']);

  // The questionnaire: every group, along the route the answers open, then submit.
  await page.getByRole('tab', { name: /Self-assessment questionnaire/ }).click();
  const questionnaire = page.getByRole('tabpanel', { name: /Self-assessment questionnaire/ });
  const groups = questionnaire.getByRole('tab');
  await expect(groups.first()).toBeVisible();
  for (let group = 0; group < (await groups.count()); group += 1) {
    await groups.nth(group).click();
    await answerShownQuestions(questionnaire.getByRole('tabpanel'));
  }
  await questionnaire.getByRole('button', { name: 'Submit' }).click();
  await expect(questionnaire.getByText('Questionnaire submitted')).toBeVisible();

  // Partners: the demo spinning mill, found by name, becomes the first business partner.
  await page.getByRole('tab', { name: /Manage business partners/ }).click();
  const partners = page.getByRole('tabpanel', { name: /Manage business partners/ });
  // The empty list offers the same button as the toolbar.
  await partners.getByRole('button', { name: 'Add partner' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a business partner' });
  await dialog.getByLabel('Search facilities').fill('Faisalabad');
  await dialog.getByText('Faisalabad Spinning Mills').click();
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expectToast(page, 'Faisalabad Spinning Mills is now your business partner.');

  // Registered: the producer menu replaces Onboarding, and home is its first entry.
  await expect(page).toHaveURL(/\/homepage$/);
  await expect(sidebarLinks(page)).toHaveText([
    'Product activities',
    'Overview',
    'Manage partners',
    'Improvement plans',
    'My profile',
    'User management',
  ]);
  await sidebarLinks(page).filter({ hasText: 'Manage partners' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Faisalabad Spinning Mills' })).toBeVisible();
});

test('the first user of a new brand completes brand onboarding, lands on its suppliers and finds its brand profile', async ({ page }) => {
  const id = unique();
  const email = `brand.${id}@example.org`;
  const password = 'Branding#2026';
  const link = await inviteByAdministrator(page.request, 'BRAND', {
    email,
    firstName: 'Inès',
    lastName: 'Moreau',
    organisation: `Coton Clair ${id}`,
  });
  await page.goto(link);
  await page.getByLabel(/^Choose a password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/brand-onboard$/);
  await expect(sidebarLinks(page)).toHaveText(['Brand onboarding']);

  const brandName = `Coton Clair Paris ${id}`;
  await page.getByLabel('Brand name').fill(brandName);
  await chooseFile(page, page.getByRole('button', { name: 'Choose a logo' }), {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_LOGO,
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await choose(page, 'Country', 'France');
  await choose(page, 'Province/State', /le-de-France/);
  // Only Pakistan's districts are known: elsewhere the district is Other.
  await choose(page, 'District', 'Other');
  await page.getByLabel('Street address').fill('12 rue du Sentier');
  await page.getByRole('button', { name: 'Save brand details' }).click();
  await expectToast(page, 'The brand details have been saved.');

  // Home is the first menu entry, which for an onboarded brand is its suppliers.
  await expect(page).toHaveURL(/\/brand-suppliers$/);
  await expect(sidebarLinks(page)).toHaveText(['Suppliers', 'Trace product', 'Improvement plans', 'My profile', 'User management']);
  await sidebarLinks(page).filter({ hasText: 'My profile' }).click();
  await expect(page).toHaveURL(/\/brand-profile$/);
  await expect(page.getByText('12 rue du Sentier, Île-de-France, France')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo of ${brandName}` })).toBeVisible();
});

test('an auditor invited by the administrator completes the auditor profile and reaches My profile', async ({ page }) => {
  const id = unique();
  const email = `auditor.${id}@example.org`;
  const password = 'Auditing#2026';
  const link = await inviteByAdministrator(page.request, 'AUDITOR', {
    email,
    firstName: 'Hina',
    lastName: 'Baig',
    organisation: `Social Audit Lahore ${id}`,
  });
  await page.goto(link);
  await page.getByLabel(/^Choose a password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/auditor-onboard$/);
  await expect(sidebarLinks(page)).toHaveText(['Onboarding']);

  await choose(page, 'Province/State', 'Punjab');
  await choose(page, 'District', 'Lahore');
  await page.getByRole('textbox', { name: 'Street address' }).fill('7 Mall Road');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Your profile has been saved.');

  // Saved, the auditor's home is the first entry of its menu: its requests.
  await expect(page).toHaveURL(/\/requests$/);
  await expect(sidebarLinks(page)).toHaveText(['Requests', 'My profile', 'User management']);
  await sidebarLinks(page).filter({ hasText: 'My profile' }).click();
  await expect(page).toHaveURL(/\/auditor-profile$/);
  await expect(page.getByText(`Social Audit Lahore ${id}`).first()).toBeVisible();
});
