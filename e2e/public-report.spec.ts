import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { translateMessage, type TCategoryNode, type TLoginResponse } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD, readToast, signIn } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { E2E_LANGUAGES, escapeRegExp, switchToUrdu, textsIn, type TE2ELanguage } from './support/catalogue.ts';
import { choose } from './support/forms.ts';

/*
 * The public worker channel (issue 20): a worker with no account files a report on a phone, in Urdu
 * (the link they were given names the language) or in English, and is given a case number and a PIN;
 * the administrator triages it (closes the Urdu one with a reason, accepts the English one as an
 * incident report, which the administrator later closes with an outcome); the worker reads the outcome
 * on the phone with the case number and PIN. Every screen on the way is scanned with axe in the run's
 * language.
 */

const FACILITY = 'Multan Ginning Factory';
const PHONE = { width: 390, height: 844 };
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type TRiskChoice = { indicator: string; subIndicator: string };

/** The first indicator of the demo list that has a sub-indicator, named in `language` as the screens name it. */
async function firstRiskPair(request: APIRequestContext, language: TE2ELanguage): Promise<TRiskChoice> {
  const login = await request.post('/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok(), 'sign-in of the administrator through the API').toBe(true);
  const { token } = (await login.json()) as TLoginResponse;
  const response = await request.get('/api/indicator-list', { headers: { Authorization: `Bearer ${token}`, Language: language } });
  expect(response.ok(), 'the indicator list').toBe(true);
  const named = (node: { name: string; translations: Partial<Record<string, string>> }) => node.translations[language]?.trim() || node.name;
  for (const category of (await response.json()) as TCategoryNode[]) {
    for (const indicator of category.indicators) {
      const [sub] = indicator.subIndicators;
      if (sub) return { indicator: named(indicator), subIndicator: named(sub) };
    }
  }
  throw new Error('The demo indicator list has no sub-indicator');
}

/** A phone of its own, with nobody signed in: the worker's. */
async function workerPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

for (const language of E2E_LANGUAGES) {
  const decision = language === 'ur' ? 'close' : 'accept';

  test(`a worker reports on a phone in ${language} and reads the outcome with the case number and PIN; the administrator ${decision}s it`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const say = textsIn(language);
    const message = `The supervisor keeps our identity cards and wages are two months late (${run()}).`;
    const findings: string[] = [];
    const scan = async (on: Page, screen: string) => {
      await waitForScreen(on);
      findings.push(...(await blockingViolations(on, `${screen} [${language}]`)));
    };

    // 1. The public page on a phone, opened from a link that names the language: no desktop notice, no sign-in.
    const phone = await workerPhone(browser, testInfo);
    await phone.goto(`/report?lang=${language}`);
    await expect(phone.locator('html')).toHaveAttribute('lang', language);
    await expect(phone.locator('html')).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr');
    await expect(phone.getByRole('heading', { level: 1, name: say('publicReports.form.title') })).toBeVisible();
    await expect(phone.getByText(say('smallScreen.title'))).toHaveCount(0);
    await scan(phone, '/report');

    // 2. The report: the workplace found by name, what happened, one kind of problem, anonymous.
    const form = phone.locator('form');
    await form
      .getByRole('textbox', { name: say('publicReports.form.facilityLabel') })
      .or(form.getByRole('combobox', { name: say('publicReports.form.facilityLabel') }))
      .first()
      .fill('Multan Ginning');
    await phone.getByRole('option', { name: new RegExp(`^${escapeRegExp(FACILITY)}`) }).click();
    await form.getByRole('textbox', { name: say('publicReports.form.messageLabel') }).fill(message);
    await form
      .getByRole('group', { name: say('publicReports.form.categoriesLabel') })
      .getByRole('checkbox')
      .first()
      .check();
    await expect(form.getByRole('radio', { name: say('publicReports.form.anonymousYes') })).toBeChecked();
    await form.getByRole('button', { name: say('publicReports.form.submit') }).click();

    // 3. The case number and the PIN, shown once.
    await expect(phone.getByRole('heading', { level: 1, name: say('publicReports.receipt.title') })).toBeVisible();
    const caseNumber = (await phone.getByTestId('case-number').textContent())?.trim() ?? '';
    const pin = (await phone.getByTestId('case-pin').textContent())?.trim() ?? '';
    expect(caseNumber).toMatch(/^WR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(pin).toMatch(/^\d{8}$/);
    await scan(phone, '/report (receipt)');

    // 4. The administrator finds it among the public reports (where the notification leads) and opens it: the worker's words, in review.
    expect(await signIn(page, ADMIN, DEMO_PASSWORD), 'sign-in of the administrator').not.toBeNull();
    await waitForScreen(page);
    if (language === 'ur') await switchToUrdu(page);
    await page.goto('/grievance-reports/public');
    await expect(page).toHaveURL(/\/grievance-reports\/public$/);
    await scan(page, '/grievance-reports/public');
    await page.getByRole('link', { name: caseNumber, exact: true }).click();
    await expect(page).toHaveURL(/\/grievance-reports\/public\/[0-9a-f-]{36}$/);
    const main = page.getByRole('main');
    await expect(main.getByText(message)).toBeVisible();
    await expect(main.getByTestId('case-status')).toHaveText(say('publicReports.status.IN_REVIEW'));
    await scan(page, '/grievance-reports/public/:id');

    // 5. The decision.
    const answer = `Thank you. Please tell us the name of your department (${run()}).`;
    if (decision === 'close') {
      await page.getByRole('button', { name: say('publicReports.triage.close'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say('publicReports.closing.title', { caseNumber }) });
      await dialog.getByRole('radio', { name: say('publicReports.closeReasons.NOT_ENOUGH_INFORMATION') }).check();
      await dialog.getByRole('textbox', { name: say('publicReports.closing.message') }).fill(answer);
      await scan(page, '/grievance-reports/public/:id (close)');
      await dialog.getByRole('button', { name: say('publicReports.closing.submit'), exact: true }).click();
      await readToast(page, say('publicReports.closing.done', { caseNumber }));
      await expect(main.getByTestId('case-status')).toHaveText(say('publicReports.status.CLOSED'));
    } else {
      const risk = await firstRiskPair(request, language);
      await page.getByRole('button', { name: say('publicReports.triage.accept'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say('publicReports.accept.title', { caseNumber }) });
      await dialog.getByRole('textbox', { name: say('publicReports.accept.location'), exact: true }).fill('Ginning hall, Bosan Road');
      await choose(dialog, say('publicReports.accept.priority'), say('incidents.priorities.HIGH'));
      const firstRisk = dialog.getByRole('group', { name: say('incidents.risks.rowLegend', { number: 1 }) });
      await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.indicator'))}$`), risk.indicator);
      await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.subIndicator'))}$`), risk.subIndicator);
      await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.severity'))}$`), say('incidents.severities.HIGH'));
      await dialog
        .getByRole('textbox', { name: say('publicReports.accept.summary'), exact: true })
        .fill('Identity cards kept, wages late.');
      await choose(dialog, say('publicReports.accept.reason'), say('incidents.reasons.HIGH_RISK_PROFILE'));
      await dialog.getByRole('textbox', { name: say('publicReports.accept.message'), exact: true }).fill(answer);
      await scan(page, '/grievance-reports/public/:id (accept)');
      await dialog.getByRole('button', { name: say('publicReports.accept.submit'), exact: true }).click();
      await readToast(page, say('publicReports.accept.done', { caseNumber }));
      await expect(main.getByTestId('case-status')).toHaveText(say('publicReports.status.ACCEPTED'));
      await expect(main.getByRole('link', { name: say('publicReports.triage.openIncident') })).toBeVisible();
    }

    // 6. Back on the phone, the worker reads the outcome and its reasons with the case number and PIN.
    await phone.goto('/report/follow-up');
    await expect(phone.getByRole('heading', { level: 1, name: say('publicReports.followUp.title') })).toBeVisible();
    await scan(phone, '/report/follow-up');
    await phone.getByRole('textbox', { name: say('publicReports.receipt.caseNumber') }).fill(caseNumber.toLowerCase());
    await phone.getByLabel(say('publicReports.receipt.pin')).fill(pin);
    await phone.getByRole('button', { name: say('publicReports.followUp.open'), exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: say('publicReports.followUp.caseTitle') })).toBeVisible();
    const outcome = phone.getByTestId('case-outcome');
    await expect(outcome).toContainText(answer);
    if (decision === 'close') {
      await expect(phone.getByTestId('case-status')).toHaveText(say('publicReports.status.CLOSED'));
      await expect(outcome).toContainText(say('publicReports.closeReasons.NOT_ENOUGH_INFORMATION'));
      await expect(phone.getByText(say('publicReports.followUp.noMoreAdditions'))).toBeVisible();
    } else {
      await expect(phone.getByTestId('case-status')).toHaveText(say('publicReports.status.ACCEPTED'));
      await expect(outcome).toContainText(say('publicReports.outcome.ACCEPTED'));
      const more = 'It happened again on Monday.';
      await phone.getByRole('textbox', { name: say('publicReports.followUp.addLabel') }).fill(more);
      await phone.getByRole('button', { name: say('publicReports.followUp.add'), exact: true }).click();
      await expect(phone.getByText(say('publicReports.followUp.added'))).toBeVisible();
      await expect(phone.getByTestId('case-resolution')).toHaveCount(0);
      await scan(phone, '/report/follow-up (case)');

      // 6b. The administrator closes the incident report the case became, told that the worker reads the reasons.
      await main.getByRole('link', { name: say('publicReports.triage.openIncident') }).click();
      await expect(page).toHaveURL(/\/grievance-reports\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: say('incidents.detail.close'), exact: true }).click();
      const anyNumber = (key: string) => new RegExp(escapeRegExp(say(key, { number: '#NUMBER#' })).replace('#NUMBER#', 'IR-\\d+'));
      const closing = page.getByRole('dialog', { name: anyNumber('incidents.close.title') });
      await expect(closing.getByText(say('incidents.close.publicNote'))).toBeVisible();
      const reasons = `The assessor found the identity cards in the office; they were given back (${run()}).`;
      await closing.getByRole('radio', { name: say('incidents.outcomes.FOUNDED'), exact: true }).check();
      await closing.getByRole('textbox', { name: say('incidents.close.reasons'), exact: true }).fill(reasons);
      await scan(page, '/grievance-reports/:id (close)');
      await closing.getByRole('button', { name: say('incidents.close.submit'), exact: true }).click();
      await readToast(page, anyNumber('incidents.close.done'));

      // 6c. The worker opens the case again: closed, with the outcome in plain words and the reasons.
      await phone.getByRole('button', { name: say('publicReports.followUp.leave') }).click();
      await phone.getByRole('textbox', { name: say('publicReports.receipt.caseNumber') }).fill(caseNumber);
      await phone.getByLabel(say('publicReports.receipt.pin')).fill(pin);
      await phone.getByRole('button', { name: say('publicReports.followUp.open'), exact: true }).click();
      const resolution = phone.getByTestId('case-resolution');
      await expect(resolution).toContainText(say('publicReports.resolution.FOUNDED'));
      await expect(resolution).toContainText(reasons);
      await expect(phone.getByTestId('case-status')).toHaveText(say('publicReports.status.CLOSED'));
      await expect(phone.getByText(say('publicReports.statusExplained.RESOLVED'))).toBeVisible();
      await expect(phone.getByText(say('publicReports.followUp.noMoreAdditions'))).toBeVisible();
      await expect(phone.getByText('Identity cards kept, wages late.')).toHaveCount(0);
    }
    await scan(phone, decision === 'close' ? '/report/follow-up (case)' : '/report/follow-up (case resolved)');

    // 7. A wrong PIN opens nothing.
    await phone.getByRole('button', { name: say('publicReports.followUp.leave') }).click();
    await phone.getByRole('textbox', { name: say('publicReports.receipt.caseNumber') }).fill(caseNumber);
    await phone.getByLabel(say('publicReports.receipt.pin')).fill(pin === '00000000' ? '11111111' : '00000000');
    await phone.getByRole('button', { name: say('publicReports.followUp.open'), exact: true }).click();
    await expect(phone.getByRole('alert').filter({ hasText: translateMessage(language, 'publicReports.noMatch') })).toBeVisible();
    await expect(phone.getByTestId('case-outcome')).toHaveCount(0);
    await phone.context().close();

    expect(findings, 'serious or critical axe violations').toEqual([]);
  });
}
