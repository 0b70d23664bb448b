import { DEFAULT_LANGUAGE, isRightToLeft, LANGUAGES, parseLanguage, type TLanguage } from '@opentrace/domain';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const STORAGE_KEY = 'opentrace.language';

/** English ships with the first page; the other catalogues download only when chosen. */
const LOADERS: Record<Exclude<TLanguage, 'en'>, () => Promise<{ default: typeof en }>> = {
  fr: () => import('../locales/fr.json'),
  ur: () => import('../locales/ur.json'),
};

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
  const catalogue = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', catalogue.default);
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
    resources: { en: { translation: en } },
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
