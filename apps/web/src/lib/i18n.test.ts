import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every English file as it is on disk, to check the split against. */
const ENGLISH_FILES = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const fileName = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

/** A fresh module each time: the i18n instance and what it has downloaded live for a whole visit. */
async function freshI18n(storedLanguage: string | null) {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: { getItem: () => storedLanguage, setItem: () => undefined } });
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
  const module = await import('./i18n.ts');
  await module.initI18n();
  return module;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the English catalogue, split between the first page and the routes', () => {
  it('ships only the shell and the sign-in screens up front, and every other English file loads later', async () => {
    const { FIRST_PAGE_ENGLISH, CATALOGUE_FILES_LOADED_LATER } = await import('./i18n.ts');
    const firstPageFiles = Object.entries(ENGLISH_FILES)
      .filter(([, content]) => Object.keys(content).every((group) => group in FIRST_PAGE_ENGLISH))
      .map(([path]) => fileName(path));
    expect(firstPageFiles.sort()).toEqual(['app', 'auth']);
    const everyOther = Object.keys(ENGLISH_FILES)
      .map(fileName)
      .filter((name) => !firstPageFiles.includes(name));
    expect([...CATALOGUE_FILES_LOADED_LATER].sort()).toEqual(everyOther.sort());
  });

  it('has a screen’s English in place once its route loader has awaited it, and only what was asked for', async () => {
    const { i18n, loadCatalogues } = await freshI18n(null);
    expect(i18n.t('auth.signIn.title')).not.toBe('auth.signIn.title');
    expect(i18n.exists('jobs.menu')).toBe(false);

    await loadCatalogues(['jobs']);

    expect(i18n.t('jobs.menu')).toBe('Job queue');
    expect(i18n.exists('legal.contents')).toBe(false);
  });

  it('downloads no English for a French reader, until they switch to English', async () => {
    const { i18n, loadCatalogues, changeLanguage } = await freshI18n('fr');
    await loadCatalogues(['jobs']);
    // French arrives whole, so the screen reads French keys, and English stays undownloaded.
    expect(i18n.language).toBe('fr');
    expect(i18n.exists('jobs.menu')).toBe(true);
    expect(i18n.getResource('en', 'translation', 'jobs.menu')).toBeUndefined();

    await changeLanguage('en');

    expect(i18n.t('jobs.menu')).toBe('Job queue');
  });
});
