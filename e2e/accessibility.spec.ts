import { expect, test, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import { signIn, WEB_DEMO_ACCOUNTS } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';

/*
 * The accessibility gate: axe on every public screen and on every screen each demo role's menu
 * offers, in English and in Urdu (right to left), with no serious or critical finding allowed. The
 * screens come from the rendered menu, so a new screen is checked as soon as a menu offers it.
 */

const LANGUAGES = ['en', 'ur'] as const;
type TLanguage = (typeof LANGUAGES)[number];

/** The routes of spec §2 anyone may open; `/no-such-screen` stands for the page-not-found screen. */
const PUBLIC_SCREENS = [
  '/sign-in',
  '/forgot-password',
  '/sign-up',
  '/reset-password',
  '/term-conditions',
  '/privacy-policy',
  '/no-such-screen',
];

type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A context like the `page` fixture's, in the given language, optionally with a saved session. */
async function openContext(browser: Browser, testInfo: TestInfo, language: TLanguage, storageState?: TStorageState) {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, storageState });
  // The app reads the language from its own storage key before it first renders.
  await context.addInitScript((chosen) => window.localStorage.setItem('opentrace.language', chosen), language);
  return context;
}

for (const language of LANGUAGES) {
  // One test per screen: a failure names it, and the suite's time limit holds on a busy machine.
  for (const screen of PUBLIC_SCREENS) {
    test(`public screen ${screen} has no serious accessibility violations in ${language}`, async ({ browser }, testInfo) => {
      const context = await openContext(browser, testInfo, language);
      const page = await context.newPage();
      await page.goto(screen);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await waitForScreen(page);
      const findings = await blockingViolations(page, `${screen} [${language}]`);
      await context.close();
      expect(findings, 'serious or critical axe violations').toEqual([]);
    });
  }
}

for (const account of WEB_DEMO_ACCOUNTS) {
  test.describe(`the ${account.role}`, () => {
    let session: TStorageState;

    // One sign-in per role: argon2 makes each one deliberately slow.
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await openContext(browser, testInfo, 'en');
      const page = await context.newPage();
      expect(await signIn(page, account.email, account.password), `sign-in of ${account.email}`).not.toBeNull();
      // The session is stored once the app has moved on to the account's home.
      await expect(page).not.toHaveURL(/\/sign-in$/);
      await waitForScreen(page);
      session = await context.storageState();
      await context.close();
    });

    for (const language of LANGUAGES) {
      test(`every menu screen has no serious accessibility violations in ${language}`, async ({ browser }, testInfo) => {
        // A role's menu has up to six screens, each loaded and scanned in turn.
        test.setTimeout(300_000);
        const context = await openContext(browser, testInfo, language, session);
        const page = await context.newPage();
        await page.goto('/');
        await waitForScreen(page);
        const menu = page.getByRole('navigation').getByRole('link');
        const screens = await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(screens.length, 'screens in the menu').toBeGreaterThan(0);

        const findings: string[] = [];
        for (const screen of screens) {
          await page.goto(screen);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await waitForScreen(page);
          findings.push(...(await blockingViolations(page, `${screen} [${language}]`)));
        }
        await context.close();
        expect(findings, 'serious or critical axe violations').toEqual([]);
      });
    }
  });
}
