import { DEFAULT_LANGUAGE, isRightToLeft, LANGUAGES, parseLanguage, type TLanguage } from '@opentrace/domain';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import app from '../locales/en/app.json';
import auth from '../locales/en/auth.json';

/**
 * Each language's keys live in one file per feature (locales/<language>/<feature>.json) and one for the
 * app shell (app.json); they merge back into the one catalogue every t('group.key') reads.
 * scripts/check-locales.mjs keeps the files and keys of every language alike and each top-level group in
 * one file, so the merge never overwrites a key.
 *
 * English ships with the first page only as far as the first page needs it: the shell and the sign-in
 * and password screens. The rest downloads with the routes that show it (ENGLISH_LATER below), whose
 * loaders wait for it, so no key is ever shown untranslated; every file still gives the keys their types.
 */
export const FIRST_PAGE_ENGLISH = { ...app, ...auth };

/** English past the first page, by file. A new feature's English file belongs here, or nowhere would load it. */
const ENGLISH_LATER = {
  'audit-log': () => import('../locales/en/audit-log.json'),
  configuration: () => import('../locales/en/configuration.json'),
  'dna-tests': () => import('../locales/en/dna-tests.json'),
  'facility-groups': () => import('../locales/en/facility-groups.json'),
  identifiers: () => import('../locales/en/identifiers.json'),
  'improvement-plans': () => import('../locales/en/improvement-plans.json'),
  incidents: () => import('../locales/en/incidents.json'),
  indicators: () => import('../locales/en/indicators.json'),
  jobs: () => import('../locales/en/jobs.json'),
  legal: () => import('../locales/en/legal.json'),
  notifications: () => import('../locales/en/notifications.json'),
  orders: () => import('../locales/en/orders.json'),
  partners: () => import('../locales/en/partners.json'),
  'product-activities': () => import('../locales/en/product-activities.json'),
  'product-definitions': () => import('../locales/en/product-definitions.json'),
  profiles: () => import('../locales/en/profiles.json'),
  'public-reports': () => import('../locales/en/public-reports.json'),
  'qr-codes': () => import('../locales/en/qr-codes.json'),
  questionnaires: () => import('../locales/en/questionnaires.json'),
  risk: () => import('../locales/en/risk.json'),
  roles: () => import('../locales/en/roles.json'),
  'self-assessments': () => import('../locales/en/self-assessments.json'),
  suppliers: () => import('../locales/en/suppliers.json'),
  'supply-chain': () => import('../locales/en/supply-chain.json'),
  'trace-pdf': () => import('../locales/en/trace-pdf.json'),
  traces: () => import('../locales/en/traces.json'),
  users: () => import('../locales/en/users.json'),
};

/** A catalogue file a route may ask for (its name in locales/<language>/, without .json). */
export type TCatalogueFile = keyof typeof ENGLISH_LATER;

export const CATALOGUE_FILES_LOADED_LATER = Object.keys(ENGLISH_LATER) as TCatalogueFile[];

type TUnionToIntersection<TUnion> = (TUnion extends unknown ? (part: TUnion) => void : never) extends (whole: infer TWhole) => void
  ? TWhole
  : never;
type TEnglishLater = TUnionToIntersection<Awaited<ReturnType<(typeof ENGLISH_LATER)[TCatalogueFile]>>['default']>;

/** Every key of every file, as one flat object type (an intersection would read poorly in errors). */
export type TCatalogue = {
  [TGroup in keyof (typeof FIRST_PAGE_ENGLISH & TEnglishLater)]: (typeof FIRST_PAGE_ENGLISH & TEnglishLater)[TGroup];
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TCatalogue };
  }
}

const STORAGE_KEY = 'opentrace.language';

type TTranslatedLanguage = Exclude<TLanguage, 'en'>;

/** The other catalogues download only when chosen. */
const TRANSLATION_FILES: Record<TTranslatedLanguage, Record<string, () => Promise<Partial<TCatalogue>>>> = {
  fr: import.meta.glob<Partial<TCatalogue>>('../locales/fr/*.json', { import: 'default' }),
  ur: import.meta.glob<Partial<TCatalogue>>('../locales/ur/*.json', { import: 'default' }),
};

export async function loadCatalogue(language: TTranslatedLanguage): Promise<TCatalogue> {
  const files = await Promise.all(Object.values(TRANSLATION_FILES[language]).map((load) => load()));
  return Object.assign({}, ...files) as TCatalogue;
}

/** Each language names itself, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  fr: 'Français',
  ur: 'اردو',
};

export { LANGUAGES };

export const i18n: TI18n = i18next.createInstance();

function readStoredLanguage(): TLanguage {
  try {
    return parseLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: TLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** Mantine's DirectionProvider watches <html dir>, so this one attribute flips the whole layout. */
function applyToDocument(language: TLanguage): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Many systems (most Linux desktops among them) have no Urdu font and would show empty boxes for
 * letters such as ہ and ے, so Urdu brings its own face. Only its Arabic-script subset is loaded,
 * and only once someone chooses Urdu.
 */
function loadUrduFont(): Promise<unknown> {
  return Promise.all([import('@fontsource/noto-naskh-arabic/arabic-400.css'), import('@fontsource/noto-naskh-arabic/arabic-700.css')]);
}

/** The language last asked for, which may still be downloading. */
let chosenLanguage: TLanguage = DEFAULT_LANGUAGE;

/** The English files routes have asked for so far, each downloaded once. */
const englishRequested = new Set<TCatalogueFile>();
const englishDownloads = new Map<TCatalogueFile, Promise<void>>();

function loadEnglish(files: Iterable<TCatalogueFile>): Promise<void> {
  const downloads = [...files].map((file) => {
    let download = englishDownloads.get(file);
    if (!download) {
      download = ENGLISH_LATER[file]().then((module) => {
        // Shallow: each top-level group lives in one file, so adding a file's groups overwrites nothing.
        i18n.addResourceBundle('en', 'translation', module.default);
      });
      // A failed download is tried again by the next route that needs it, not remembered as failed.
      download.catch(() => englishDownloads.delete(file));
      englishDownloads.set(file, download);
    }
    return download;
  });
  return Promise.all(downloads).then(() => undefined);
}

async function ensureLoaded(language: TLanguage): Promise<void> {
  // A font that fails to download must not keep the interface out of Urdu.
  if (language === 'ur') await loadUrduFont().catch(() => undefined);
  if (language === 'en') return loadEnglish(englishRequested);
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadCatalogue(language));
}

/**
 * Puts a language's catalogue (and Urdu's font) in place without switching to it: for a page printed
 * in another language than the reader's (trace-pdf's usePrintLanguage).
 */
export const loadLanguage = ensureLoaded;

let markStarted: () => void = () => undefined;
/** Settles once initI18n has chosen the language: the router starts its first loaders before that. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * What a route loader awaits before its screen renders: the catalogue files the screen reads, past the
 * first page's. French and Urdu arrive whole when chosen, so only English is downloaded here, and only
 * while English is shown; switching to English later downloads every file asked for until then.
 */
export async function loadCatalogues(files: readonly TCatalogueFile[]): Promise<void> {
  for (const file of files) englishRequested.add(file);
  await started;
  // A switch to English already under way may have listed the requested files before these were added.
  if (currentLanguage() === 'en' || chosenLanguage === 'en') await loadEnglish(files);
}

export function currentLanguage(): TLanguage {
  return parseLanguage(i18n.language);
}

export async function changeLanguage(language: TLanguage): Promise<void> {
  chosenLanguage = language;
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  storeLanguage(language);
  applyToDocument(language);
}

/** Starts in the stored language, so a reload does not flash English first. */
export async function initI18n(): Promise<void> {
  const language = readStoredLanguage();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: FIRST_PAGE_ENGLISH } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  try {
    await changeLanguage(language);
  } catch {
    // A catalogue that fails to download leaves the interface in English rather than blank.
    applyToDocument(DEFAULT_LANGUAGE);
  }
  markStarted();
}
