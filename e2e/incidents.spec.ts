import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { TCategoryNode, TLoginResponse } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD, readToast, signIn } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { E2E_LANGUAGES, escapeRegExp, switchToUrdu, textsIn, type TE2ELanguage } from './support/catalogue.ts';
import { choose } from './support/forms.ts';

/*
 * Incident reports (issue 20, "Reports"), in English and in Urdu: the hotline operator (the demo
 * administrator) logs a call about the demo ginner and assigns it to the demo auditor; the auditor
 * opens it from Requests (VIEWED) and responds with a risk; the administrator then reads RESPONSE
 * SENT and the response on the report's timeline. The list, the create form, the detail and the
 * requests screens are scanned with axe on the way. Each language files its own report, told apart
 * by a message new to the run.
 */

const AUDITOR = 'auditor@demo.opentrace.local';
const AUDITOR_NAME = 'Omar Farooq';
/** A hotline operator's role files proactive scans (PROACTIVE_ASSESSMENTS). */
const HOTLINE = 'hotline@demo.opentrace.local';
const FACILITY = 'Multan Ginning Factory';
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function today(): string {
  const now = new Date();
  return [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${now.getFullYear()}`;
}

type TRiskChoice = { indicator: string; subIndicator: string };

/**
 * An indicator of the demo list with a sub-indicator, both named once in the list (so each picks one
 * option) and neither the list's "None" placeholder, named in `language` as the screens name them.
 */
async function riskPair(request: APIRequestContext, language: TE2ELanguage): Promise<TRiskChoice> {
  const login = await request.post('/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok(), 'sign-in of the administrator through the API').toBe(true);
  const { token } = (await login.json()) as TLoginResponse;
  const response = await request.get('/api/indicator-list', { headers: { Authorization: `Bearer ${token}`, Language: language } });
  expect(response.ok(), 'the indicator list').toBe(true);
  const named = (node: { name: string; translations: Partial<Record<string, string>> }) => node.translations[language]?.trim() || node.name;
  const indicators = ((await response.json()) as TCategoryNode[]).flatMap((category) => category.indicators);
  const count = (names: string[], name: string) => names.filter((candidate) => candidate === name).length;
  const indicatorNames = indicators.map(named);
  for (const indicator of indicators) {
    const subNames = indicator.subIndicators.map(named);
    const sub = indicator.subIndicators.find((candidate) => named(candidate) !== 'None' && count(subNames, named(candidate)) === 1);
    if (sub && named(indicator) !== 'None' && count(indicatorNames, named(indicator)) === 1) {
      return { indicator: named(indicator), subIndicator: named(sub) };
    }
  }
  throw new Error('The demo indicator list has no usable indicator and sub-indicator');
}

async function signInIn(page: Page, email: string, language: TE2ELanguage, home: RegExp) {
  expect(await signIn(page, email, DEMO_PASSWORD), `sign-in of ${email}`).not.toBeNull();
  await expect(page).toHaveURL(home);
  await waitForScreen(page);
  if (language === 'ur') await switchToUrdu(page);
}

/**
 * A demo assessor sees only onboarding until the organisation's profile is saved (spec §4); Requests
 * come after. Saves it on the onboarding screen, as an assessor does, unless an earlier run saved it.
 */
async function assessorOnRequests(browser: Browser, testInfo: TestInfo, language: TE2ELanguage, email = AUDITOR): Promise<Page> {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale });
  const page = await context.newPage();
  expect(await signIn(page, email, DEMO_PASSWORD), `sign-in of ${email}`).not.toBeNull();
  await expect(page).toHaveURL(/\/(auditor-onboard|requests)$/);
  if (page.url().endsWith('/auditor-onboard')) {
    await choose(page, 'Province/State', 'Punjab');
    await choose(page, 'District', 'Lahore');
    await page.getByRole('textbox', { name: 'Street address' }).fill('12 Ferozepur Road');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await readToast(page, 'Your profile has been saved.');
  }
  await page.goto('/requests');
  await waitForScreen(page);
  if (language === 'ur') await switchToUrdu(page);
  return page;
}

for (const language of E2E_LANGUAGES) {
  test(`the hotline logs a call, the auditor responds and the administrator sees the response, in ${language}`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const say = textsIn(language);
    const risk = await riskPair(request, language);
    const message = `Wages withheld for three months at the ginning hall (${run()}).`;
    const findings: string[] = [];
    const scan = async (on: Page, screen: string) => {
      await waitForScreen(on);
      findings.push(...(await blockingViolations(on, `${screen} [${language}]`)));
    };

    // 1. Incident reports, from the administrator's menu.
    await signInIn(page, ADMIN, language, /\/user-management$/);
    await page
      .getByRole('navigation', { name: say('nav.mainMenu') })
      .getByRole('link', { name: say('incidents.menu.grievanceReports'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/grievance-reports$/);
    await expect(page.getByRole('heading', { level: 1, name: say('incidents.reports.title') })).toBeVisible();
    await scan(page, '/grievance-reports');

    // 2. The call: the facility found by name, the risk from the indicator list, the auditor chosen with their waiting count.
    await page
      .getByRole('link', { name: say('incidents.reports.add'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/grievance-reports\/new$/);
    await scan(page, '/grievance-reports/new');
    const form = page.locator('form');
    const field = (name: string) =>
      form
        .getByRole('textbox', { name, exact: true })
        .or(form.getByRole('combobox', { name, exact: true }))
        .first();
    await field(say('incidents.form.facility')).fill('Multan Ginning');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(FACILITY)}`) }).click();
    await field(say('incidents.form.location')).fill('Ginning hall, Vehari Road');
    await expect(field(say('incidents.form.callDate'))).toHaveValue(today());
    await choose(form, say('incidents.form.priority'), say('incidents.priorities.HIGH'));
    const firstRisk = form.getByRole('group', { name: say('incidents.risks.rowLegend', { number: 1 }) });
    await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.indicator'))}$`), risk.indicator);
    await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.subIndicator'))}$`), risk.subIndicator);
    await choose(firstRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.severity'))}$`), say('incidents.severities.HIGH'));
    await form.getByRole('textbox', { name: say('incidents.form.message'), exact: true }).fill(message);
    await expect(form.getByText(say('incidents.form.messageCount', { count: message.length, max: 255 }))).toBeVisible();
    await form.getByRole('checkbox', { name: say('incidents.form.retaliationRisk') }).check();
    await choose(form, say('incidents.form.reason'), say('incidents.reasons.HIGH_RISK_PROFILE'));
    // Chosen from the keyboard: on a loaded machine the open list can lag behind a scroll, and a click then lands on
    // the form's "Follow-up" divider under it.
    const assignee = field(say('incidents.form.assignee'));
    await assignee.fill('Omar');
    // The search has answered once the list holds the one match.
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name: new RegExp(`^${escapeRegExp(AUDITOR_NAME)}`) })).toBeVisible();
    await assignee.press('ArrowDown');
    await assignee.press('Enter');
    await expect(assignee).toHaveValue(AUDITOR_NAME);
    await form.getByRole('button', { name: say('incidents.create.submit'), exact: true }).click();

    // 3. The report's detail: new, assigned, flagged, with the reporter shown to the administrator.
    await expect(page).toHaveURL(/\/grievance-reports\/[0-9a-f-]{36}$/);
    const reportUrl = new URL(page.url()).pathname;
    const reportId = reportUrl.split('/').pop() ?? '';
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/IR-\d{6}/);
    const number = (/IR-\d{6}/.exec((await heading.textContent()) ?? '') ?? [''])[0];
    const main = page.getByRole('main');
    await expect(main.getByText(say('incidents.statuses.NEW'), { exact: true })).toBeVisible();
    await expect(main.getByText(say('incidents.retaliation.badge'), { exact: true })).toBeVisible();
    await expect(main.getByText(message)).toBeVisible();
    await expect(main.getByText(AUDITOR_NAME).first()).toBeVisible();
    await scan(page, '/grievance-reports/:id');

    // 4. The auditor finds it awaiting a response, opens it (VIEWED) and responds with a risk.
    const auditor = await assessorOnRequests(browser, testInfo, language);
    await expect(auditor.getByRole('tab', { name: say('incidents.requests.tabs.awaiting') })).toHaveAttribute('aria-selected', 'true');
    const row = auditor.getByRole('link', { name: say('incidents.columns.open', { number }) });
    await expect(row).toBeVisible();
    await scan(auditor, '/requests');
    // The header's bell counts the assignment and its notification opens the report. The bell's name
    // carries the unread count, worded in the plural form of that count (Urdu's "one" and "other" differ).
    const bellNames = [1, 999].map((count) => escapeRegExp(say('notifications.bell.label', { count })).replace(String(count), '\\d+'));
    const bellName = new RegExp(`^(${bellNames.join('|')})$`);
    await auditor.getByRole('button', { name: bellName }).click();
    await auditor
      .getByRole('dialog', { name: say('notifications.bell.title') })
      .getByRole('link', { name: say('notifications.kinds.report-assigned', { reference: number, facility: FACILITY }) })
      .click();
    await expect(auditor).toHaveURL(new RegExp(`/requests/${reportId}$`));
    const auditorMain = auditor.getByRole('main');
    await expect(auditorMain.getByText(say('incidents.statuses.VIEWED'), { exact: true })).toBeVisible();
    await expect(auditorMain.getByText(message)).toBeVisible();
    await scan(auditor, '/requests/:id');
    await auditor.getByRole('button', { name: say('incidents.detail.respond'), exact: true }).click();
    const dialog = auditor.getByRole('dialog', { name: say('incidents.respond.title', { number }) });
    await expect(dialog.getByRole('textbox', { name: say('incidents.form.responseDate'), exact: true })).toHaveValue(today());
    const responseRisk = dialog.getByRole('group', { name: say('incidents.risks.rowLegend', { number: 1 }) });
    await choose(responseRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.severity'))}$`), say('incidents.severities.MEDIUM'));
    const answer = `Payroll records confirm two months of arrears (${run()}).`;
    await dialog.getByRole('textbox', { name: say('incidents.form.message'), exact: true }).fill(answer);
    await dialog.getByRole('button', { name: say('incidents.respond.submit'), exact: true }).click();
    await readToast(auditor, say('incidents.respond.done', { number }));
    await expect(auditorMain.getByText(say('incidents.statuses.RESPONSE_SENT'), { exact: true })).toBeVisible();
    await auditor.goto('/requests?tab=responded');
    await expect(auditor.getByRole('link', { name: say('incidents.columns.open', { number }) })).toBeVisible();
    await auditor.context().close();

    // 5. The administrator reads RESPONSE SENT and the response on the timeline, with the trail of who read it.
    await page.goto(reportUrl);
    await expect(main.getByText(say('incidents.statuses.RESPONSE_SENT'), { exact: true })).toBeVisible();
    await expect(main.getByText(answer)).toBeVisible();
    await expect(main.getByText(say('incidents.trail.actions.viewed'))).toBeVisible();
    await expect(main.getByText(say('incidents.trail.actions.responded'))).toBeVisible();

    // 6. An edit shows the change to the risks before it is saved; the trail records it.
    await page.getByRole('button', { name: say('incidents.detail.edit'), exact: true }).click();
    const edit = page.getByRole('dialog', { name: say('incidents.edit.title', { number }) });
    await expect(edit.getByText(say('incidents.edit.noRiskChanges'))).toBeVisible();
    const editedRisk = edit.getByRole('group', { name: say('incidents.risks.rowLegend', { number: 1 }) });
    await choose(editedRisk, new RegExp(`^${escapeRegExp(say('incidents.risks.severity'))}$`), say('incidents.severities.LOW'));
    const change = say('incidents.edit.changed', {
      indicator: '\u0000',
      subIndicator: '\u0001',
      from: say('incidents.severities.HIGH'),
      to: say('incidents.severities.LOW'),
    }).split('\u0001')[1]!;
    await expect(edit.getByText(change)).toBeVisible();
    await edit.getByRole('button', { name: say('incidents.edit.submit'), exact: true }).click();
    await readToast(page, say('incidents.edit.done', { number }));
    await expect(main.getByText(say('incidents.trail.actions.edited'))).toBeVisible();

    // 7. Closing the case records its outcome and reasons.
    await page.getByRole('button', { name: say('incidents.detail.close'), exact: true }).click();
    const closing = page.getByRole('dialog', { name: say('incidents.close.title', { number }) });
    await closing.getByRole('radio', { name: say('incidents.outcomes.FOUNDED'), exact: true }).check();
    const reasons = `The payroll shows the arrears; the facility's plan is followed up (${run()}).`;
    await closing.getByRole('textbox', { name: say('incidents.close.reasons'), exact: true }).fill(reasons);
    await closing.getByRole('button', { name: say('incidents.close.submit'), exact: true }).click();
    await readToast(page, say('incidents.close.done', { number }));
    await expect(main.getByText(say('incidents.closedAs', { outcome: say('incidents.outcomes.FOUNDED') })).first()).toBeVisible();
    await expect(main.getByText(reasons)).toBeVisible();
    await expect(page.getByRole('button', { name: say('incidents.detail.edit'), exact: true })).toBeHidden();

    // 8. The list finds it among closed ones by its status filter, and the audit log by its id.
    await page.goto('/grievance-reports');
    await choose(page, say('incidents.filters.status'), say('incidents.statuses.RESPONSE_SENT'));
    await expect(page.getByRole('link', { name: say('incidents.columns.open', { number }) })).toBeVisible();
    await page.getByRole('link', { name: say('incidents.reports.auditLog'), exact: true }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await page.getByRole('searchbox', { name: say('auditLog.filters.target') }).fill(reportId);
    // The filter applies after the search box's pause: until then the unfiltered rows (other targets) still show.
    await expect(page.locator('main tbody tr').filter({ hasNotText: reportId })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('incidents.report.closed', { exact: true })).toBeVisible();
    await scan(page, '/audit-log');

    expect(findings, 'serious or critical axe violations').toEqual([]);
  });
}

for (const language of E2E_LANGUAGES) {
  test(`an assessor records a proactive scan and finds it among their scans, in ${language}`, async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const say = textsIn(language);
    const risk = await riskPair(request, language);
    const message = `Children seen carrying bales in the yard (${run()}).`;
    const page = await assessorOnRequests(browser, testInfo, language, HOTLINE);
    const findings: string[] = [];

    await page
      .getByRole('link', { name: say('incidents.requests.scan'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/requests\/new$/);
    await waitForScreen(page);
    findings.push(...(await blockingViolations(page, `/requests/new [${language}]`)));
    const form = page.locator('form');
    const field = (name: string) =>
      form
        .getByRole('textbox', { name, exact: true })
        .or(form.getByRole('combobox', { name, exact: true }))
        .first();
    await field(say('incidents.form.facility')).fill('Multan Ginning');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(FACILITY)}`) }).click();
    await field(say('incidents.form.location')).fill('Bale yard');
    await expect(field(say('incidents.form.scanDate'))).toHaveValue(today());
    await choose(form, say('incidents.form.priority'), say('incidents.priorities.MEDIUM'));
    const row = form.getByRole('group', { name: say('incidents.risks.rowLegend', { number: 1 }) });
    await choose(row, new RegExp(`^${escapeRegExp(say('incidents.risks.indicator'))}$`), risk.indicator);
    await choose(row, new RegExp(`^${escapeRegExp(say('incidents.risks.subIndicator'))}$`), risk.subIndicator);
    await choose(row, new RegExp(`^${escapeRegExp(say('incidents.risks.severity'))}$`), say('incidents.severities.MEDIUM'));
    await form.getByRole('textbox', { name: say('incidents.form.message'), exact: true }).fill(message);
    await form.getByRole('button', { name: say('incidents.scan.submit'), exact: true }).click();

    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/IR-\d{6}/);
    const number = (/IR-\d{6}/.exec((await heading.textContent()) ?? '') ?? [''])[0];
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await expect(page.getByRole('main').getByText(say('incidents.sources.PROACTIVE'), { exact: true }).first()).toBeVisible();
    await page.goto('/requests?tab=submitted');
    await expect(page.getByRole('tab', { name: say('incidents.requests.tabs.submitted') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: say('incidents.columns.open', { number }) })).toBeVisible();
    await page.context().close();

    expect(findings, 'serious or critical axe violations').toEqual([]);
  });
}
