import { isRightToLeft, type TLanguage } from '@opentrace/domain';
import { useEffect, useState } from 'react';
import { loadLanguage } from '../../../lib/i18n.ts';

/**
 * Urdu is printed in the app's own Naskh face (ARCHITECTURE.md §2), loaded before the page says it is
 * ready, so the PDF never falls back to a system font with missing or unjoined letters (the app itself
 * goes on without it when it fails to download; a print does not).
 */
function loadUrduFont(): Promise<unknown> {
  return Promise.all([import('@fontsource/noto-naskh-arabic/arabic-400.css'), import('@fontsource/noto-naskh-arabic/arabic-700.css')]);
}

/**
 * Puts the page in the pack's language without changing the reader's own choice (nothing is stored):
 * loads that language's catalogue and font, and sets <html lang dir> for as long as the page is open,
 * so the app's Urdu font rule and right-to-left layout apply. Answers whether it is ready.
 */
export function usePrintLanguage(language: TLanguage): boolean {
  const [loaded, setLoaded] = useState<TLanguage | null>(null);

  useEffect(() => {
    let cancelled = false;
    const font = language === 'ur' ? loadUrduFont() : Promise.resolve();
    void Promise.all([loadLanguage(language), font]).then(() => {
      if (!cancelled) setLoaded(language);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    const previous = { lang: root.lang, dir: root.dir };
    root.lang = language;
    root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    return () => {
      root.lang = previous.lang;
      root.dir = previous.dir;
    };
  }, [language]);

  return loaded === language;
}
