import { DEFAULT_LANGUAGE, isRightToLeft, LANGUAGES, parseLanguage, type TLanguage } from '@opentrace/domain';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import app from '../locales/en/app.json';
import auth from '../locales/en/auth.json';
import configuration from '../locales/en/configuration.json';
import facilityGroups from '../locales/en/facility-groups.json';
import identifiers from '../locales/en/identifiers.json';
import indicators from '../locales/en/indicators.json';
import legal from '../locales/en/legal.json';
import orders from '../locales/en/orders.json';
import partners from '../locales/en/partners.json';
import productActivities from '../locales/en/product-activities.json';
import productDefinitions from '../locales/en/product-definitions.json';
import profiles from '../locales/en/profiles.json';
import qrCodes from '../locales/en/qr-codes.json';
import questionnaires from '../locales/en/questionnaires.json';
import roles from '../locales/en/roles.json';
import selfAssessments from '../locales/en/self-assessments.json';
import suppliers from '../locales/en/suppliers.json';
import supplyChain from '../locales/en/supply-chain.json';
import tracePdf from '../locales/en/trace-pdf.json';
import traces from '../locales/en/traces.json';
import users from '../locales/en/users.json';

/**
 * Each language's keys live in one file per feature (locales/<language>/<feature>.json) and one for the
 * app shell (app.json); they merge back into the one catalogue every t('group.key') reads.
 * scripts/check-locales.mjs keeps the files and keys of every language alike and each top-level group in
 * one file, so the merge never overwrites a key. English ships with the first page and gives the keys
 * their types.
 */
export const ENGLISH = {
  ...app,
  ...auth,
  ...configuration,
  ...facilityGroups,
  ...identifiers,
  ...indicators,
  ...legal,
  ...orders,
  ...partners,
  ...productActivities,
  ...productDefinitions,
  ...profiles,
  ...qrCodes,
  ...questionnaires,
  ...roles,
  ...selfAssessments,
  ...suppliers,
  ...supplyChain,
  ...tracePdf,
  ...traces,
  ...users,
};

export type TCatalogue = typeof ENGLISH;

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

async function ensureLoaded(language: TLanguage): Promise<void> {
  // A font that fails to download must not keep the interface out of Urdu.
  if (language === 'ur') await loadUrduFont().catch(() => undefined);
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadCatalogue(language));
}

export function currentLanguage(): TLanguage {
  return parseLanguage(i18n.language);
}

export async function changeLanguage(language: TLanguage): Promise<void> {
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
    resources: { en: { translation: ENGLISH } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  try {
    await changeLanguage(language);
  } catch {
    // A catalogue that fails to download leaves the interface in English rather than blank.
    applyToDocument(DEFAULT_LANGUAGE);
  }
}
