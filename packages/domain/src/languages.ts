import { z } from 'zod';

export const LANGUAGES = ['en', 'fr', 'ur'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const ZLanguage = z.enum(LANGUAGES);

const RIGHT_TO_LEFT: ReadonlySet<TLanguage> = new Set(['ur']);

export function isRightToLeft(language: TLanguage): boolean {
  return RIGHT_TO_LEFT.has(language);
}

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a `Language` header or stored preference; anything unknown falls back to English. */
export function parseLanguage(value: unknown): TLanguage {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const primary = value
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
