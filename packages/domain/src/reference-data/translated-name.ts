import { z } from 'zod';
import type { TLanguage } from '../languages.ts';

/** A reference name (country, certification…) in each language it has; English is always there. */
export const ZNameTranslations = z.object({ en: z.string(), fr: z.string().optional(), ur: z.string().optional() });
export type TNameTranslations = z.infer<typeof ZNameTranslations>;

/** The name in the reader's language, or the English one where no translation exists. */
export function nameIn(translations: TNameTranslations, language: TLanguage): string {
  return translations[language]?.trim() || translations.en;
}

/** Arabic-keyboard letters that Urdu writes with its own code points. */
const URDU_LETTERS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک' };

/**
 * The form names are compared in: lower case, without accents or Urdu vowel marks, one space
 * between words, so "Cote d'Ivoire" finds "Côte d’Ivoire" and Arabic-keyboard Urdu finds Urdu.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[يىك]/g, (letter) => URDU_LETTERS[letter] ?? letter)
    .replace(/[’‘\u0060´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a search key appears in the name in any of its languages; an empty key matches all. */
export function matchesSearchKey(translations: TNameTranslations, key: string | null | undefined): boolean {
  const wanted = normalizeSearchText(key ?? '');
  if (wanted === '') return true;
  return Object.values(translations).some((name) => name !== undefined && normalizeSearchText(name).includes(wanted));
}
