import type { TLanguage } from '../languages.ts';
import { en, type TMessageCatalogue, type TMessageKey } from './en.ts';
import { fr } from './fr.ts';
import { ur } from './ur.ts';

export type { TMessageKey } from './en.ts';

const CATALOGUES: Record<TLanguage, TMessageCatalogue> = { en, fr, ur };

export type TMessageParams = Record<string, string | number>;

/** Fills `{{name}}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function interpolate(template: string, params: TMessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translateMessage(language: TLanguage, key: TMessageKey, params?: TMessageParams): string {
  return interpolate(CATALOGUES[language][key] ?? en[key], params);
}

export function isMessageKey(key: string): key is TMessageKey {
  return key in en;
}
