import { expect, test, type Page } from '@playwright/test';
import type { TLoginResponse } from '@opentrace/domain';
import { expectToast, readToast, sidebarLinks, signIn, SUPER_ADMIN } from './support/accounts.ts';
import { cottonFile, indicatorListCounts, questionnaireCounts, unmatchedTranslationNames } from './support/cotton-pilot.ts';
import { choose, chooseFile, chooseMany } from './support/forms.ts';

/*
 * The super administrator sets up an empty system (SEED_DEMO=false) through the wizard's screens,
 * with the cotton pilot's real files (DOMAIN.md §2.2), configures it, sees the locked system and
 * switches back. The tests run in order on the configuration project's own server (see
 * playwright.config.ts); each signs in again, and the wizard resumes on the step left unfinished.
 * The API is only called to check what the screens saved, and the lock.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The cotton pilot's weights (DOMAIN.md §2.2); the web-only farm monitor role weighs as the farm monitor. */
const PILOT_WEIGHTS = [
  ['Geography', 15],
  ['Product risk listings', 20],
  ['Self-assessment questionnaires', 25],
  ['Improvement plans', 200],
  ['DNA tests', 10],
  ['Admin reports', 10],
  ['Farm Monitor', 10],
  ['Farm Monitor (web)', 10],
  ['Hotline Operator', 100],
  ['Auditor', 20],
] as const;

function stepTab(page: Page, number: number) {
  return page.getByRole('tab', { name: new RegExp(`^${number}\\. `) });
}

/** Signs in as the super administrator, who lands on the wizard at the first unfinished step. */
async function resumeWizardAt(page: Page, number: number) {
  await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/configuration/);
  await expect(stepTab(page, number)).toHaveAttribute('aria-selected', 'true');
}

/** Finishes a step with its own button: the wizard marks it finished and moves to the next one. */
async function finishStep(page: Page, number: number) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepTab(page, number + 1)).toHaveAttribute('aria-selected', 'true');
  await expect(stepTab(page, number).getByLabel('Finished')).toBeVisible();
}

function attributesTable(page: Page) {
  return page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Attribute name' }) });
}

async function superAdminHeaders(page: Page) {
  const login = await page.request.post('/auth/login', { data: SUPER_ADMIN });
  const { token } = (await login.json()) as TLoginResponse;
  return { Authorization: `Bearer ${token}` };
}

function questionnaireRow(page: Page, role: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: role, exact: true }) });
}

async function openQuestionnaire(page: Page, role: string) {
  await questionnaireRow(page, role).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `Questionnaire of ${role}` })).toBeVisible();
}

/**
 * Imports a role's questionnaire file as the screen offers it for the pilot's files: the name
 * suggestions applied in one step, then, where the file names indicator pairs the list lacks,
 * those options confirmed without a risk mapping. Every question and option of the file goes in.
 */
async function importQuestionnaire(page: Page, role: string, file: string, sheets: readonly string[], options: { unmapped: boolean }) {
  const expected = await questionnaireCounts(file, sheets);
  await openQuestionnaire(page, role);
  await chooseFile(page, page.getByRole('button', { name: 'Questionnaire file (.xlsx)' }), cottonFile(file));
  await expect(page.getByRole('alert').filter({ hasText: new RegExp(`^${expected.options} rows: `) })).toBeVisible();
  await page.getByRole('button', { name: /^Apply \d+ suggestions and import$/ }).click();
  if (options.unmapped) await page.getByRole('button', { name: /^Import, leaving \d+ options without a risk mapping$/ }).click();
  await readToast(page, `Questionnaire imported: ${expected.questions} questions, ${expected.options} options.`);
  await expect(
    page.getByText(`Imported ${expected.groups} groups, ${expected.questions} questions and ${expected.options} options`),
  ).toBeVisible();
  await expect(questionnaireRow(page, role).getByRole('cell').nth(2)).toHaveText('Uploaded');
}

async function uploadFacilityGroupTemplate(page: Page, role: string, file: string) {
  await openQuestionnaire(page, role);
  await chooseFile(page, page.getByRole('button', { name: 'Upload template (.xlsx)' }), cottonFile(file));
  await readToast(page, 'Facility-group template saved.');
  await expect(questionnaireRow(page, role).getByRole('cell').nth(3)).toHaveText('Uploaded');
}

test.describe('the configuration wizard, from an empty system to a configured one and back', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ baseURL }) => !baseURL, 'Needs an unconfigured server: set E2E_CONFIGURATION_BASE_URL (see playwright.config.ts).');

  test('1. the profile: name, logo and the Cotton commodity', async ({ page }) => {
    await resumeWizardAt(page, 1);
    await expect(sidebarLinks(page)).toHaveText(['Configuration']);
    // Steps 1–6 are open from the start; the risk method and the last step wait for them.
    await expect(stepTab(page, 6)).toBeEnabled();
    await expect(stepTab(page, 7)).toBeDisabled();
    await expect(stepTab(page, 8)).toBeDisabled();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('This system name is required')).toBeVisible();
    await page.getByLabel(/^System name/).fill('Cotton Pakistan');
    await chooseFile(page, page.getByRole('button', { name: 'Choose a logo' }), { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'System logo' })).toBeVisible();
    await chooseMany(page, 'Commodities', ['Cotton']);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast(page, 'Profile saved');
    await expect(stepTab(page, 2)).toHaveAttribute('aria-selected', 'true');
    await expect(stepTab(page, 1).getByLabel('Finished')).toBeVisible();
    // The header shows the system's name and logo at once.
    const home = page.getByRole('banner').getByRole('link', { name: 'Cotton Pakistan home' });
    await expect(home).toHaveText('Cotton Pakistan');
    await expect(home.locator('img')).toHaveAttribute('src', '/api/app-logo/file');
    expect((await page.request.get('/api/app-logo/file')).headers()['content-type']).toBe('image/png');
  });

  test('2. products and attributes: the attributes Total Weight, Trash Content and Product ID', async ({ page }) => {
    // Anyone sees the system's name and logo, before signing in too.
    await page.goto('/sign-in');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cotton Pakistan home' }).locator('img')).toBeVisible();
    await resumeWizardAt(page, 2);
    await expect(page.getByText('No products yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    const attributes = attributesTable(page);

    const addAttribute = async (name: string, type: string, category: string | null, options: { units?: string[]; values?: string[] }) => {
      await page.getByRole('button', { name: 'Add attribute' }).click();
      const dialog = page.getByRole('dialog', { name: 'New attribute' });
      await dialog.getByRole('textbox', { name: 'Attribute name', exact: true }).fill(name);
      await choose(dialog, 'Type', type);
      if (category) await choose(dialog, 'Category', category);
      for (const [index, unit] of (options.units ?? []).entries()) {
        await dialog.getByRole('button', { name: 'Add option' }).click();
        await choose(dialog, `Unit ${index + 1}`, unit);
      }
      for (const [index, value] of (options.values ?? []).entries()) {
        await dialog.getByRole('button', { name: 'Add option' }).click();
        await dialog.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(value);
      }
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await readToast(page, 'Attribute saved.');
      await expect(dialog).toBeHidden();
    };
    // A product quantity is always a number with a unit, and a product ID always text.
    await addAttribute('Total Weight', 'Product quantity', null, { units: ['Kilograms', 'Metres', 'Units', 'Pounds'] });
    await addAttribute('Trash Content', 'Other', 'List', { values: ['High', 'Medium', 'Low'] });
    await addAttribute('Product ID', 'Product ID', null, {});
    await expect(attributes.getByRole('row', { name: /^Total Weight/ })).toContainText(
      'Product quantityNumber and unitKilograms, Metres, Units, Pounds',
    );
    await expect(attributes.getByRole('row', { name: /^Trash Content/ })).toContainText('OtherListHigh, Medium, Low');
    await expect(attributes.getByRole('row', { name: /^Product ID/ })).toContainText('Product IDText');
  });

  test('2. products and attributes: the products Seed Cotton and Cotton Bales', async ({ page }) => {
    await resumeWizardAt(page, 2);
    const attributes = attributesTable(page);
    const products = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Product name' }) });
    await expect(page.getByText('No products yet.')).toBeVisible();

    const addProduct = async (name: string, attributeNames: string[]) => {
      await page.getByRole('button', { name: 'Add product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New product' });
      await dialog.getByRole('textbox', { name: 'Product name', exact: true }).fill(name);
      await chooseMany(dialog, 'Goods', ['Cotton']);
      for (const attribute of attributeNames) await choose(dialog, 'Add an attribute', new RegExp(`^${attribute} \\(`));
      return dialog;
    };
    let dialog = await addProduct('Seed Cotton', ['Trash Content', 'Total Weight']);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await readToast(page, 'Product saved.');

    // The order is the form's: Product ID, then Trash Content (moved up one place), then the weight.
    dialog = await addProduct('Cotton Bales', ['Product ID', 'Total Weight', 'Trash Content']);
    await dialog.getByRole('button', { name: 'Move up' }).nth(2).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await readToast(page, 'Product saved.');

    await expect(products.getByRole('row', { name: /^Seed Cotton/ })).toContainText('CottonTrash Content, Total Weight');
    await expect(products.getByRole('row', { name: /^Cotton Bales/ })).toContainText('CottonProduct ID, Trash Content, Total Weight');
    // An attribute that a product uses cannot be deleted.
    await expect(attributes.getByRole('row', { name: /^Total Weight/ }).getByRole('button', { name: 'Delete' })).toBeDisabled();

    await finishStep(page, 2);
  });

  test('3. roles: the Ginner gets the Open Supply Hub ID; a custom role comes and goes', async ({ page }) => {
    await resumeWizardAt(page, 3);
    const roles = page.getByRole('table');

    await roles
      .getByRole('row', { name: /^Ginner/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Edit role' });
    await expect(dialog.getByRole('textbox', { name: 'Role name' })).toHaveValue('Ginner');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Log purchase' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: 'Open Supply Hub ID' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(/^Open Supply Hub ID · /)).toHaveCount(6);
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expectToast(page, 'Role Ginner saved.');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add role' }).click();
    dialog = page.getByRole('dialog', { name: 'Add role' });
    await dialog.getByRole('textbox', { name: 'Role name' }).fill('Cotton Trader');
    await choose(dialog, 'Role type', 'Producer');
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('radio', { name: 'Mass balance' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: 'Log sale' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    // A producer needs an identifier system: the step says so before going on.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Choose at least one identifier system for a Producer role.');
    await dialog.getByRole('checkbox', { name: 'Open Supply Hub ID' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expectToast(page, 'Role Cotton Trader saved.');
    await expect(roles.getByRole('row', { name: /^Cotton Trader/ })).toContainText('Producer');

    await roles
      .getByRole('row', { name: /^Cotton Trader/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Role Cotton Trader deleted.');
    await expect(roles.getByRole('row', { name: /^Cotton Trader/ })).toHaveCount(0);

    // The Ginner kept its identifier system.
    await roles
      .getByRole('row', { name: /^Ginner/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Open Supply Hub ID' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await finishStep(page, 3);
  });

  test('4. the supply-chain map: Farm → Ginner, with the lint outturn as a calculated field', async ({ page }) => {
    await resumeWizardAt(page, 4);
    await expect(page.getByText('The map is empty.')).toBeVisible();
    const map = page.getByRole('application');
    const node = (role: string) => map.getByRole('group', { name: role });
    const panel = (role: string) => page.getByRole('region', { name: role });

    await page.getByRole('button', { name: 'Select the initial role' }).click();
    let dialog = page.getByRole('dialog', { name: 'Select the initial role' });
    await choose(dialog, 'Raw-material extractor', 'Farm');
    await chooseMany(dialog, 'Products it makes', ['Seed Cotton']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(node('Farm')).toContainText('Initial role');
    await expect(panel('Farm')).toContainText('Makes: Seed Cotton');

    await panel('Farm').getByRole('button', { name: 'Add a buyer' }).click();
    dialog = page.getByRole('dialog', { name: 'Add downstream supplier' });
    await expect(
      dialog.getByRole('textbox', { name: 'Supplier (sells)' }).or(dialog.getByRole('combobox', { name: 'Supplier (sells)' })),
    ).toHaveValue('Farm');
    await choose(dialog, 'Buyer (buys from the supplier)', 'Ginner');
    await chooseMany(dialog, 'Products it makes', ['Cotton Bales']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The new role shows on the map in full, beside its supplier, and clicking a role selects it.
    await map.scrollIntoViewIfNeeded();
    await expect(node('Ginner')).toBeInViewport({ ratio: 1 });
    await expect(node('Farm')).toBeInViewport({ ratio: 1 });
    await node('Farm').click();
    await expect(panel('Farm')).toBeVisible();
    await node('Ginner').click();
    await expect(panel('Ginner')).toContainText('Makes: Cotton Bales');
    await expect(panel('Ginner')).toContainText('Buys: Seed Cotton');
    await expect(panel('Ginner')).toContainText('Buys fromFarm');

    // Cotton Bales Total Weight ≤ Seed Cotton Total Weight × 0.35 (the lint outturn ratio).
    await panel('Ginner').getByRole('button', { name: 'Add calculated field' }).click();
    dialog = page.getByRole('dialog', { name: 'New calculated field' });
    await choose(dialog, 'Output product', 'Cotton Bales');
    await choose(dialog, 'Capped attribute', 'Total Weight');
    await chooseMany(dialog, 'Input products', ['Seed Cotton']);
    await dialog.getByRole('button', { name: 'Seed Cotton: Total Weight' }).click();
    await dialog.getByRole('button', { name: '*', exact: true }).click();
    await dialog.getByRole('button', { name: '+', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Two operators cannot follow each other.');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remove last' }).click();
    await dialog.getByRole('textbox', { name: 'Number' }).fill('0.35');
    await dialog.getByRole('button', { name: 'Add number' }).click();
    await expect(dialog.getByText('The formula is valid.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The calculated field has been saved.');
    await expect(panel('Ginner')).toContainText('Cotton Bales: Total Weight');
    await expect(panel('Ginner').getByText('Broken')).toHaveCount(0);
    const saved = (await (await page.request.get('/api/supply-chain-nodes', { headers: await superAdminHeaders(page) })).json()) as {
      calculatedFields: { expression: { type: string; value: string }[] }[];
    };
    expect(
      saved.calculatedFields.map((field) => field.expression.map((item) => (item.type === 'variable' ? 'variable' : item.value))),
    ).toEqual([['variable', '*', '0.35']]);

    await finishStep(page, 4);
  });

  test('5. the indicator list: the real file imported with replace, its translations, the ILAB list', async ({ page }) => {
    const expected = await indicatorListCounts();
    await resumeWizardAt(page, 5);
    await expect(page.getByText('No indicator list yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    await chooseFile(page, page.getByRole('button', { name: 'Indicator list file (xlsx)' }), cottonFile('indicator_list.xlsx'));
    await expect(page.getByRole('alert').filter({ hasText: `${expected.rows} rows: ${expected.rows} valid, 0 with errors` })).toBeVisible();
    await expect(page.getByText('The file has no errors and can be imported.')).toBeVisible();
    await page.getByRole('radio', { name: /^Replace:/ }).check();
    // The import's own answer first: on a busy machine it may take longer than a toast is awaited,
    // and a refusal then fails here with the server's words rather than as a missing toast.
    const [imported] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/indicator-list/import')),
      page.getByRole('button', { name: 'Import', exact: true }).click(),
    ]);
    expect(imported.status(), await imported.text()).toBe(200);
    await expectToast(
      page,
      `Imported: ${expected.categories} categories, ${expected.indicators} indicators and ${expected.subIndicators} sub-indicators added.`,
    );

    // The tree: every category with its icon picker, every sub-indicator with its severity.
    await expect(page.getByRole('textbox', { name: 'Icon' }).or(page.getByRole('combobox', { name: 'Icon' }))).toHaveCount(
      expected.categories,
    );
    await expect(page.getByText(/^Severity [1-5]$/)).toHaveCount(expected.subIndicators);
    await expect(page.getByText('Due Diligence Management System', { exact: true })).toBeVisible();
    await expect(page.getByText('Missing audit', { exact: true })).toBeVisible();

    await chooseFile(page, page.getByRole('button', { name: 'Upload translations' }), cottonFile('indicator_list_trans.json'));
    await expectToast(page, /^Translations saved for \d+ rows\.$/);
    // The file was exported from a slightly different list: the entries that match no row are named.
    const unmatched = await unmatchedTranslationNames();
    await expect(
      page.getByRole('alert').filter({ hasText: `${unmatched.length} entries name no row of the current list and were skipped:` }),
    ).toContainText(unmatched.join('; '));
    const list = (await (await page.request.get('/api/indicator-list', { headers: await superAdminHeaders(page) })).json()) as {
      name: string;
      translations: Record<string, string>;
    }[];
    expect(list.find((category) => category.name === 'Labor')?.translations.ur).toBe('مزدور');

    // The ILAB List of Goods, as product-risk listings.
    await expect(page.getByText('Product risk listings loaded: 0')).toBeVisible();
    await page.getByRole('button', { name: 'Load the ILAB List of Goods' }).click();
    await expectToast(page, /^\d+ listings loaded, \d+ linked to sub-indicators of the indicator list\.$/);
    await expect(page.getByText(/^Product risk listings loaded: [1-9]\d*$/)).toBeVisible();

    await finishStep(page, 5);
  });

  test('6. questionnaires: the ginner file with its misspelt indicator, then every other role', async ({ page }) => {
    test.setTimeout(120_000);
    const ginner = await questionnaireCounts('ginner_definition.xlsx', ['Product', 'Labor']);
    await resumeWizardAt(page, 6);
    await expect(page.getByText('Some roles still lack a questionnaire or a facility-group template.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    await openQuestionnaire(page, 'Ginner');
    await chooseFile(page, page.getByRole('button', { name: 'Questionnaire file (.xlsx)' }), cottonFile('ginner_definition.xlsx'));
    const validation = page.getByRole('alert').filter({ hasText: new RegExp(`^${ginner.options} rows: `) });
    await expect(validation).toBeVisible();
    await expect(validation.getByText(/^Labor — Index 56: /).first()).toBeVisible();
    // Row 51 can be imported without a risk mapping: a warning with its reason, not one of the failed rows.
    await expect(validation).not.toContainText('Index 51');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /options name no known indicator pair/ })
        .getByText(
          'Index 51: the indicator "Freedom of assoication and collective bargaining" is not in the indicator list; did you mean \'Freedom of association and collective bargaining\'?',
        ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Apply 3 suggestions and import' }).click();
    // What remains names indicator pairs the list does not have: imported without a risk mapping once confirmed.
    const unmapped = page.getByRole('alert').filter({ hasText: /options name no known indicator pair/ });
    await expect(unmapped.getByText(/^Labor, row 51: “Yes”/)).toBeVisible();
    await unmapped.getByRole('button', { name: /^Import, leaving \d+ options without a risk mapping$/ }).click();
    await expectToast(page, `Questionnaire imported: ${ginner.questions} questions, ${ginner.options} options.`);
    await expect(page.getByText(`Imported 2 groups, ${ginner.questions} questions and ${ginner.options} options`)).toBeVisible();
    await expect(page.getByText('3 indicator names were corrected from the suggestions.')).toBeVisible();
    await expect(page.getByText(/^Product \(\d+ questions\)$/)).toBeVisible();
    await expect(page.getByText(/^Labor \(\d+ questions\)$/)).toBeVisible();
    await expect(questionnaireRow(page, 'Ginner').getByRole('cell').nth(2)).toHaveText('Uploaded');
    await chooseFile(page, page.getByRole('button', { name: 'Upload translations' }), cottonFile('ginner_translation.json'));
    await expectToast(page, /^Translations saved for \d+ questions and \d+ options\.$/);

    // The rest of the pilot: the farm questionnaire and template (an administrator completes
    // them; the farm group shares them), and the product-role questionnaire of spinner and mill.
    for (const role of ['Farm', 'Farm Group']) {
      await importQuestionnaire(page, role, 'farm_definition.xlsx', ['Community', 'Labor'], { unmapped: false });
      await uploadFacilityGroupTemplate(page, role, 'farm_template.xlsx');
    }
    for (const role of ['Spinner', 'Mill']) {
      await importQuestionnaire(page, role, 'product_role_definition.xlsx', ['Product', 'Labor'], { unmapped: true });
    }
    await expect(page.getByText('Some roles still lack a questionnaire or a facility-group template.')).toBeHidden();

    await finishStep(page, 6);
  });

  test('7. the risk method: weighted average with the pilot weights', async ({ page }) => {
    await resumeWizardAt(page, 7);
    await page.getByRole('radio', { name: /^Weighted average/ }).check();
    await page.getByRole('textbox', { name: 'Geography', exact: true }).fill('15');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('weight required')).toHaveCount(PILOT_WEIGHTS.length - 1);

    // One weight per source, and one per assessor role that submits reports.
    await expect(page.getByRole('tabpanel').getByRole('textbox')).toHaveCount(PILOT_WEIGHTS.length);
    for (const [label, weight] of PILOT_WEIGHTS) await page.getByRole('textbox', { name: label, exact: true }).fill(String(weight));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast(page, 'Risk assessment method saved');
    await expect(stepTab(page, 8)).toHaveAttribute('aria-selected', 'true');
    await expect(stepTab(page, 7).getByLabel('Finished')).toBeVisible();
  });

  test('8. configure system: review, warning, confirmation; then the system is locked', async ({ page }) => {
    await resumeWizardAt(page, 8);
    const review = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: /^\d\. / });
    await expect(review).toHaveCount(7);
    for (const item of await review.all()) await expect(item).toHaveText(/finished$/);
    await expect(page.getByText('not finished yet')).toHaveCount(0);
    await expect(page.getByText('Nothing can change afterwards')).toBeVisible();

    await page.getByRole('button', { name: 'Configure system' }).click();
    await page.getByRole('dialog', { name: 'Configure the system now?' }).getByRole('button', { name: 'Configure system' }).click();
    await expect(page).toHaveURL(/\/super-admin-user-management$/);
    await expectToast(page, /^The system is configured$/);
    await expect(sidebarLinks(page)).toHaveText(['User management', 'Settings', 'Job queue']);

    // Every configuration write is now refused with a clear message.
    const headers = await superAdminHeaders(page);
    const profile = await page.request.put('/api/business-details', {
      headers,
      data: { systemName: 'Changed', logoBlobName: null, isGpsEnabled: false, selectedCommodities: [] },
    });
    expect(profile.status()).toBe(409);
    expect(((await profile.json()) as { message: string }).message).toMatch(/switch back to configuration/);
    const attribute = await page.request.post('/api/attributes', {
      headers,
      data: { name: 'Moisture Level', nameTranslations: {}, type: 'OTHER', category: 'PERCENTAGE', options: [] },
    });
    expect(attribute.status()).toBe(409);
  });

  test('settings switch back to configuration after a warning, with everything kept', async ({ page }) => {
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await expect(page).toHaveURL(/\/super-admin-user-management$/);
    await sidebarLinks(page).filter({ hasText: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await expect(page.getByText('This site is live')).toBeVisible();
    await page.getByRole('button', { name: 'Switch to configuration' }).click();
    await page.getByRole('dialog', { name: 'Switch to configuration?' }).getByRole('button', { name: 'Switch to configuration' }).click();
    await expect(page).toHaveURL(/\/configuration/);
    await expect(sidebarLinks(page)).toHaveText(['Configuration']);

    // Every step is still finished, so the wizard reopens on the review; what was set up is kept.
    await expect(stepTab(page, 8)).toHaveAttribute('aria-selected', 'true');
    for (const number of [1, 2, 3, 4, 5, 6, 7]) await expect(stepTab(page, number).getByLabel('Finished')).toBeVisible();
    await stepTab(page, 1).click();
    await expect(page.getByLabel(/^System name/)).toHaveValue('Cotton Pakistan');
    await stepTab(page, 2).click();
    await expect(page.getByRole('row', { name: /^Cotton Bales/ })).toContainText('Product ID, Trash Content, Total Weight');
    await stepTab(page, 4).click();
    await expect(page.getByRole('application').getByRole('group', { name: 'Ginner' })).toBeVisible();
    await stepTab(page, 6).click();
    await expect(questionnaireRow(page, 'Ginner').getByRole('cell').nth(2)).toHaveText('Uploaded');
    // Configuration can be changed again.
    await stepTab(page, 1).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast(page, 'Profile saved');
  });

  test('the configuration goes out as one file and comes back in after a warning', async ({ page }) => {
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const section = page.getByRole('region', { name: 'Configuration file' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export configuration' }).click(),
    ]);
    const exported = (await download.path()) as string;

    // A file that is not JSON is refused before anything is sent.
    await chooseFile(page, section.getByRole('button', { name: 'Import a configuration file' }), {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json'),
    });
    await expect(section.getByText('This file is not JSON.')).toBeVisible();

    await chooseFile(page, section.getByRole('button', { name: 'Import a configuration file' }), exported);
    const dialog = page.getByRole('dialog', { name: 'Import this configuration?' });
    await expect(dialog).toContainText('will replace the products');
    await dialog.getByRole('button', { name: 'Import a configuration file' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'Configuration imported' })).toContainText('2 products');
    // What came back in is what went out.
    await stepTab(page, 2).click();
    await expect(page.getByRole('row', { name: /^Cotton Bales/ })).toContainText('Product ID, Trash Content, Total Weight');
  });
});
