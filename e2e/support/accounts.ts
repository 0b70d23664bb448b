import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { TLoginResponse } from '@opentrace/domain';

/** Seeded with SEED_DEMO=true (apps/api/src/seed/demo-seed.ts). */
export const DEMO_PASSWORD = 'Demo@2026';
export const ADMIN = 'admin@demo.opentrace.local';
export const SUPER_ADMIN = { email: 'superadmin@opentrace.local', password: 'Super@dmin2026' };

/** Every demo account that signs in to the web app (README's table; the API user has no web session). */
export const WEB_DEMO_ACCOUNTS: readonly { role: string; email: string; password: string }[] = [
  { role: 'super administrator', ...SUPER_ADMIN },
  ...(
    [
      ['administrator', ADMIN],
      ['ginner', 'ginner@demo.opentrace.local'],
      ['spinner', 'spinner@demo.opentrace.local'],
      ['mill', 'mill@demo.opentrace.local'],
      ['final product assembly', 'assembly@demo.opentrace.local'],
      ['brand', 'brand@demo.opentrace.local'],
      ['auditor', 'auditor@demo.opentrace.local'],
      ['farm monitor', 'monitor@demo.opentrace.local'],
      ['hotline operator', 'hotline@demo.opentrace.local'],
    ] as const
  ).map(([role, email]) => ({ role, email, password: DEMO_PASSWORD })),
];

export type TSignedInUser = TLoginResponse['user'];

/** Signs in through the form; returns the user the server answered with, or null when refused. */
export async function signIn(page: Page, email: string, password: string): Promise<TSignedInUser | null> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  if (!response.ok()) return null;
  return ((await response.json()) as TLoginResponse).user;
}

/** Forgets the browser's session, as closing the browser would (the cookie holds it). */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.evaluate(() => window.localStorage.removeItem('opentrace.session-user'));
}

export function sidebarLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
}

/** The English text of a translation key of the web app, whose catalogue is one file per feature. */
const ENGLISH_DIR = new URL('../../apps/web/src/locales/en/', import.meta.url);
const catalogue = Object.assign(
  {},
  ...readdirSync(ENGLISH_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(new URL(file, ENGLISH_DIR), 'utf8')) as Record<string, unknown>),
) as Record<string, unknown>;

export function english(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`No English text for ${key}`);
  return text;
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/**
 * Reads the toast, then closes it with a click as people do. The app does not show a message again
 * while it is still on screen, so a test that expects the same message next must close this one:
 * otherwise it may see the first one expire while waiting for the second.
 */
export async function readToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toBeHidden();
}
