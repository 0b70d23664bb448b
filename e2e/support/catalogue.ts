import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/*
 * What the web app shows in a language, read from its own catalogues (one file per feature, merged
 * as the app merges them), so a test run in Urdu really checks the Urdu text and not the English.
 */

export const E2E_LANGUAGES = ['en', 'ur'] as const;
export type TE2ELanguage = (typeof E2E_LANGUAGES)[number];

type TParams = Record<string, string | number>;

function catalogueOf(language: TE2ELanguage): Record<string, unknown> {
  const dir = new URL(`../../apps/web/src/locales/${language}/`, import.meta.url);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>),
  ) as Record<string, unknown>;
}

function lookUp(catalogue: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** The text of a key in `language`: the plural form the count asks for, values put in. */
export function textsIn(language: TE2ELanguage) {
  const catalogue = catalogueOf(language);
  const plurals = new Intl.PluralRules(language);
  return (key: string, params: TParams = {}): string => {
    const plural = typeof params.count === 'number' ? lookUp(catalogue, `${key}_${plurals.select(params.count)}`) : undefined;
    const text = plural ?? lookUp(catalogue, key);
    if (typeof text !== 'string') throw new Error(`No ${language} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with numbers in it, as a pattern that reads them back: each language orders them its own
 * way ("Showing 1–20 of 33", "33 میں سے 1–20"), so `totalAt` says which group holds the total.
 */
export function templateIn(language: TE2ELanguage, key: string) {
  const template = lookUp(catalogueOf(language), key);
  if (typeof template !== 'string') throw new Error(`No ${language} text for ${key}`);
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(\\d+)')}$`,
  );
  return { pattern, totalAt: names.indexOf('total') + 1 };
}

/**
 * Switches the app to Urdu from the header's language menu, as a reader does; the page turns right to left.
 * Right after a sign-in the header is still settling (the screen and the notification bell load) and a click
 * on the language button may land before its menu can open, so a person's second try is part of it.
 */
export async function switchToUrdu(page: Page): Promise<void> {
  const urdu = page.getByRole('menuitem', { name: 'اردو' });
  await expect(async () => {
    if (!(await urdu.isVisible())) await page.getByRole('button', { name: /Change language/ }).click();
    await urdu.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
}
