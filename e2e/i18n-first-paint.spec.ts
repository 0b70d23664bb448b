import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, sidebarLinks, SUPER_ADMIN, signIn } from './support/accounts.ts';
import { waitForScreen } from './support/axe.ts';

/*
 * English ships with the first page only for the shell and the sign-in screens; every other screen's
 * catalogue arrives with its route, which waits for it (issue 20). A screen that rendered first would
 * show its keys ("jobs.page.title") until the file came: i18next answers a missing key with the key.
 * So each screen is opened afresh, as on a first visit, in each language, while the page records any
 * key that reaches the document, however briefly; none may.
 */

test.describe.configure({ mode: 'parallel' });

const LANGUAGES = ['en', 'fr', 'ur'] as const;
type TLanguage = (typeof LANGUAGES)[number];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of the web app's English files, plural forms by their base key as i18next reports a miss. */
function catalogueKeys(): string[] {
  const dir = new URL('../apps/web/src/locales/en/', import.meta.url);
  const keys = new Set<string>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, child] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'string') keys.add(key.replace(PLURAL_SUFFIX, ''));
      else walk(child as Record<string, unknown>, key);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>, '');
  return [...keys];
}

const KEYS = catalogueKeys();

/**
 * The built English catalogue files, found in the build's manifest and held back a while when served:
 * served at once by a server next door, they would usually beat the screen's own code, and a screen
 * that did not wait for its catalogue would still pass.
 */
const MANIFEST = JSON.parse(readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string }
>;
const CATALOGUE_CHUNKS = new Set(
  Object.entries(MANIFEST)
    .filter(([source]) => /^src\/locales\/en\/[\w-]+\.json$/.test(source))
    .map(([, chunk]) => `/${chunk.file}`),
);
const CATALOGUE_DELAY_MS = 1_500;

/** Runs in the page before its own scripts: notes every catalogue key that appears as text, a label or the title. */
function recordKeysShown(keys: string[]): void {
  const known = new Set(keys);
  const shown = new Set<string>();
  (window as unknown as { keysShown: Set<string> }).keysShown = shown;
  const check = (text: string | null) => {
    for (const token of text?.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []) if (known.has(token)) shown.add(token);
  };
  const checkNode = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
    else if (node instanceof Element) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) check(node.getAttribute(name));
      node.childNodes.forEach(checkNode);
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach(checkNode);
      else if (mutation.type === 'characterData') check(mutation.target.textContent);
      else if (mutation.target instanceof Element) check(mutation.target.getAttribute(mutation.attributeName ?? ''));
    }
    check(document.title);
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'placeholder', 'title', 'alt'],
  });
}

async function keysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { keysShown: Set<string> }).keysShown]);
}

type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A fresh context (nothing cached) in `language`, recording keys from the first byte of every page. */
async function openContext(browser: Browser, testInfo: TestInfo, language: TLanguage, storageState?: TStorageState) {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, storageState });
  await context.addInitScript((chosen) => window.localStorage.setItem('opentrace.language', chosen), language);
  await context.addInitScript(recordKeysShown, KEYS);
  await context.route(
    (url) => CATALOGUE_CHUNKS.has(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_DELAY_MS));
      await route.continue();
    },
  );
  return context;
}

/** Opens `path` as a first visit would (a full page load) and answers the keys it ever showed. */
async function keysOnFirstPaint(page: Page, path: string, language: TLanguage): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitForScreen(page);
  return (await keysShown(page)).map((key) => `${path} [${language}]: ${key}`);
}

/** The public routes (spec §2), the worker's report pages among them, and a page that does not exist. */
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

/** A few screens per test: one page visits them in turn, each a full page load as a first visit is. */
const PUBLIC_SCREEN_GROUPS = [PUBLIC_SCREENS.slice(0, 3), PUBLIC_SCREENS.slice(3, 6), PUBLIC_SCREENS.slice(6)];

for (const language of LANGUAGES) {
  test.describe(`the public screens in ${language}`, () => {
    for (const screens of PUBLIC_SCREEN_GROUPS) {
      test(`${screens.join(', ')} show no untranslated key on first paint`, async ({ browser }, testInfo) => {
        const context = await openContext(browser, testInfo, language);
        const page = await context.newPage();
        const found: string[] = [];
        for (const screen of screens) found.push(...(await keysOnFirstPaint(page, screen, language)));
        await context.close();
        expect(found, 'keys shown instead of their text').toEqual([]);
      });
    }

    test('the recorder notices a key put on the page, so an empty list means none was shown', async ({ browser }, testInfo) => {
      const context = await openContext(browser, testInfo, language);
      const page = await context.newPage();
      expect(await keysOnFirstPaint(page, PUBLIC_SCREENS[0]!, language)).toEqual([]);
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('span'), { textContent: 'jobs.menu' })));
      await expect.poll(() => keysShown(page)).toEqual(['jobs.menu']);
      await context.close();
    });
  });
}

// Between them the administrators' menus reach the features that landed with issue 20 (incident reports,
// job queue, notifications) and the older ones (users, facility groups, QR codes, settings).
const ACCOUNTS = [
  { role: 'administrator', email: ADMIN, password: DEMO_PASSWORD },
  { role: 'super administrator', email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
];

for (const account of ACCOUNTS) {
  test.describe(`the ${account.role}`, () => {
    let session: TStorageState;

    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      expect(await signIn(page, account.email, account.password), `sign-in of ${account.email}`).not.toBeNull();
      await expect(page).not.toHaveURL(/\/sign-in$/);
      await waitForScreen(page);
      session = await context.storageState();
      await context.close();
    });

    for (const language of LANGUAGES) {
      test(`every menu screen and the notifications page show no untranslated key on first paint in ${language}`, async ({
        browser,
      }, testInfo) => {
        const context = await openContext(browser, testInfo, language, session);
        const page = await context.newPage();
        const found = await keysOnFirstPaint(page, '/', language);
        const screens = await page
          .getByRole('navigation')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(screens.length, 'screens in the menu').toBeGreaterThan(0);
        test.setTimeout(testInfo.timeout + screens.length * 30_000);
        for (const screen of [...screens, '/notifications']) {
          // A new context per screen: nothing downloaded for the screen before may stand in for its own.
          const fresh = await openContext(browser, testInfo, language, session);
          found.push(...(await keysOnFirstPaint(await fresh.newPage(), screen, language)));
          await fresh.close();
        }
        await context.close();
        expect(found, 'keys shown instead of their text').toEqual([]);
      });
    }
  });
}

test('screens reached inside the app, from a public page or after signing in, wait for their English too', async ({
  browser,
}, testInfo) => {
  // A full page load also waits in initI18n for what the first routes asked; moving within the app does not.
  const context = await openContext(browser, testInfo, 'en');
  const page = await context.newPage();
  await page.goto('/sign-in');
  await waitForScreen(page);
  await page.getByRole('link', { name: /Report a problem at work/ }).click();
  await expect(page).toHaveURL(/\/report$/);
  await waitForScreen(page);
  expect(await keysShown(page), 'keys shown on /report').toEqual([]);

  expect(await signIn(page, ADMIN, DEMO_PASSWORD)).not.toBeNull();
  await expect(page).toHaveURL(/\/user-management$/);
  await waitForScreen(page);
  await sidebarLinks(page).and(page.locator('[href="/grievance-reports"]')).click();
  await waitForScreen(page);
  expect(await keysShown(page), 'keys shown after signing in').toEqual([]);
  await context.close();
});

test('a reader who opened the app in Urdu and switches to English reads English, and so does the screen they open next', async ({
  browser,
}, testInfo) => {
  const signingIn = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const signInPage = await signingIn.newPage();
  expect(await signIn(signInPage, ADMIN, DEMO_PASSWORD)).not.toBeNull();
  await waitForScreen(signInPage);
  const session = await signingIn.storageState();
  await signingIn.close();

  const context = await openContext(browser, testInfo, 'ur', session);
  const page = await context.newPage();
  await page.goto('/grievance-reports');
  await waitForScreen(page);
  // The language button names itself in the current language: 'زبان: اردو۔ زبان تبدیل کریں'.
  await page.getByRole('button', { name: /اردو/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(/[\u0600-\u06FF]/);
  await sidebarLinks(page).and(page.locator('[href="/qr-code-management"]')).click();
  await waitForScreen(page);
  expect(await keysShown(page), 'keys shown instead of their text').toEqual([]);
  await context.close();
});
