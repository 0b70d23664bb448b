import { type APIRequestContext, expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { TOrderPage, TSupplierPage } from '@opentrace/domain';
import { DEMO_PASSWORD, signIn, WEB_DEMO_ACCOUNTS } from './support/accounts.ts';
import { blockingViolations, claimScreen, waitForScreen } from './support/axe.ts';
import { DEMO_BRAND, onboardDemoBrand } from './support/demo-brand.ts';
import { inviteByAdministrator } from './support/invitations.ts';

/*
 * The accessibility gate: axe on every public screen and on every screen each demo role's menu
 * offers, in English and in Urdu (right to left), with no serious or critical finding allowed. The
 * screens come from the rendered menu, so a new screen is checked as soon as a menu offers it. A
 * screen several roles of one kind offer (every producer has /homepage/sell) is scanned once per
 * language and run, by whichever of them reaches it first (see claimScreen); roles of different kinds
 * see different screens at one path (a producer's /my-profile is not an assessor's), so each kind
 * scans its own. The tests run in parallel so the scans share both workers.
 */

test.describe.configure({ mode: 'parallel' });

/** What one screen may take to load and be scanned on a busy machine (an upper bound, not a pause). */
const SCREEN_LIMIT_MS = 45_000;

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
  '/report',
  '/report/follow-up',
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

type TScreen = { path: string; claim: string };

/** Opens each screen in turn in `language` and scans it; the findings of all of them. */
async function violationsOn(page: Page, screens: readonly TScreen[], language: TLanguage): Promise<string[]> {
  const findings: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await waitForScreen(page);
    findings.push(...(await blockingViolations(page, `${screen.claim} [${language}]`)));
  }
  return findings;
}

/**
 * The signed-in session of the onboarded demo brand, for screens no menu links to; `prepare` first
 * looks up, through the API, the object those screens show.
 */
async function demoBrandSession(
  browser: Browser,
  testInfo: TestInfo,
  prepare: (request: APIRequestContext, headers: Record<string, string>) => Promise<void>,
): Promise<TStorageState> {
  const context = await openContext(browser, testInfo, 'en');
  await prepare(context.request, await onboardDemoBrand(context.request));
  const page = await context.newPage();
  expect(await signIn(page, DEMO_BRAND, DEMO_PASSWORD), `sign-in of ${DEMO_BRAND}`).not.toBeNull();
  await expect(page).toHaveURL(/\/brand-suppliers$/);
  await waitForScreen(page);
  const session = await context.storageState();
  await context.close();
  return session;
}

/** Scans the demo brand's screens that no other test has claimed yet, the time limit growing with them. */
async function expectBrandScreensPass(
  browser: Browser,
  testInfo: TestInfo,
  language: TLanguage,
  session: TStorageState,
  screens: readonly TScreen[],
): Promise<void> {
  const unscanned = screens.filter((screen) => claimScreen(`Brand ${screen.claim}`, language));
  test.setTimeout(testInfo.timeout + unscanned.length * SCREEN_LIMIT_MS);
  const context = await openContext(browser, testInfo, language, session);
  const findings = await violationsOn(await context.newPage(), unscanned, language);
  await context.close();
  expect(findings, 'serious or critical axe violations').toEqual([]);
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
    let roleType: string;

    // One sign-in per role: argon2 makes each one deliberately slow.
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await openContext(browser, testInfo, 'en');
      // Other specs save the demo brand's profile, which swaps its whole menu: saved here first, its
      // menu is the same in any test order (the onboarding screen has its own test below).
      if (account.email === DEMO_BRAND) await onboardDemoBrand(context.request);
      const page = await context.newPage();
      const user = await signIn(page, account.email, account.password);
      expect(user, `sign-in of ${account.email}`).not.toBeNull();
      roleType = user!.role.type;
      // The session is stored once the app has moved on to the account's home.
      await expect(page).not.toHaveURL(/\/sign-in$/);
      await waitForScreen(page);
      session = await context.storageState();
      await context.close();
    });

    for (const language of LANGUAGES) {
      test(`every menu screen has no serious accessibility violations in ${language}`, async ({ browser }, testInfo) => {
        const context = await openContext(browser, testInfo, language, session);
        const page = await context.newPage();
        await page.goto('/');
        await waitForScreen(page);
        const menu = page.getByRole('navigation').getByRole('link');
        const screens = await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(screens.length, 'screens in the menu').toBeGreaterThan(0);
        const unscanned = screens.filter((screen) => claimScreen(`${roleType} ${screen}`, language));
        // The limit grows with the screens this test scans (a producer's menu has ten).
        test.setTimeout(testInfo.timeout + unscanned.length * SCREEN_LIMIT_MS);

        const findings = await violationsOn(
          page,
          unscanned.map((screen) => ({ path: screen, claim: screen })),
          language,
        );
        await context.close();
        expect(findings, 'serious or critical axe violations').toEqual([]);
      });
    }
  });
}

/*
 * Screens no menu links to: the suppliers' tier map tab and a supplier's detail, with the list they
 * open from, as the onboarded demo brand sees them. The list is also the brand's first menu entry, so
 * it shares its claim with the menu test above.
 */
test.describe("the brand's supplier screens", () => {
  let session: TStorageState;
  let detail: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    session = await demoBrandSession(browser, testInfo, async (request, headers) => {
      const found = await request.get('/api/brands/suppliers?key=Multan%20Ginning%20Factory', { headers });
      const supplier = ((await found.json()) as TSupplierPage).items[0];
      if (!supplier) throw new Error('The demo brand has no supplier Multan Ginning Factory');
      detail = `/brand-suppliers/${supplier.id}`;
    });
  });

  for (const language of LANGUAGES) {
    test(`the supplier list, tier map and detail have no serious accessibility violations in ${language}`, async ({
      browser,
    }, testInfo) => {
      await expectBrandScreensPass(browser, testInfo, language, session, [
        { path: '/brand-suppliers', claim: '/brand-suppliers' },
        { path: '/brand-suppliers?tab=map', claim: '/brand-suppliers?tab=map' },
        { path: detail, claim: '/brand-suppliers/:id' },
      ]);
    });
  }
});

/*
 * The order screens no menu links to: an order's detail and its trace in each tab, as the onboarded
 * demo brand sees them for the order the demo seed places (seed/demo-order.ts, PO KG-PO-2670).
 */
test.describe("the brand's order and trace screens", () => {
  let session: TStorageState;
  let orderId: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    session = await demoBrandSession(browser, testInfo, async (request, headers) => {
      const found = await request.get('/api/orders?key=KG-PO-2670', { headers });
      const order = ((await found.json()) as TOrderPage).items[0];
      if (!order) throw new Error('The demo brand has no order KG-PO-2670');
      orderId = order.id;
    });
  });

  for (const language of LANGUAGES) {
    test(`an order's detail and its trace have no serious accessibility violations in ${language}`, async ({ browser }, testInfo) => {
      await expectBrandScreensPass(browser, testInfo, language, session, [
        { path: `/brand-product-order/${orderId}`, claim: '/brand-product-order/:id' },
        { path: `/brand-product-trace/${orderId}`, claim: '/brand-product-trace/:id' },
        { path: `/brand-product-trace/${orderId}?tab=list`, claim: '/brand-product-trace/:id?tab=list' },
        { path: `/brand-product-trace/${orderId}?tab=suppliers`, claim: '/brand-product-trace/:id?tab=suppliers' },
      ]);
    });
  }
});

/*
 * Brand onboarding, the only screen of a brand whose profile is not saved yet. The demo brand is
 * onboarded above, so a brand invited for this test shows it; each worker that runs these tests
 * invites its own, as nothing here saves the profile.
 */
test.describe("a new brand's onboarding screen", () => {
  let session: TStorageState;

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await openContext(browser, testInfo, 'en');
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `brand.a11y.${id}@example.org`;
    const password = 'Branding#2026';
    const link = await inviteByAdministrator(context.request, 'BRAND', {
      email,
      firstName: 'Salma',
      lastName: 'Rizvi',
      organisation: `Lawn House ${id}`,
    });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel(/^Choose a password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await signIn(page, email, password), `sign-in of ${email}`).not.toBeNull();
    await expect(page).toHaveURL(/\/brand-onboard$/);
    await waitForScreen(page);
    session = await context.storageState();
    await context.close();
  });

  for (const language of LANGUAGES) {
    test(`brand onboarding has no serious accessibility violations in ${language}`, async ({ browser }, testInfo) => {
      test.skip(!claimScreen('Brand /brand-onboard', language), 'scanned earlier in this run');
      const context = await openContext(browser, testInfo, language, session);
      const page = await context.newPage();
      await page.goto('/brand-onboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await waitForScreen(page);
      const findings = await blockingViolations(page, `/brand-onboard [${language}]`);
      await context.close();
      expect(findings, 'serious or critical axe violations').toEqual([]);
    });
  }
});
