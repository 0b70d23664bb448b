import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TLanguage } from '@opentrace/domain';

/** The family an HTML print names first for Urdu; the web app prints Urdu in the same face. */
export const URDU_PRINT_FONT = 'Noto Naskh Arabic';

const NASKH_FILES = { 400: 'noto-naskh-arabic-arabic-400-normal.woff2', 700: 'noto-naskh-arabic-arabic-700-normal.woff2' } as const;

let naskhFaces: string | null = null;

/**
 * The Naskh face as @font-face rules with the font inside (data URLs), read once: the printing browser
 * opens the document without a network (renderHtml), and system fonts lack letters Urdu needs or do not
 * join them. The files are those the web app ships (@fontsource), resolved from the installed packages.
 */
function naskhFontFaces(): string {
  if (naskhFaces !== null) return naskhFaces;
  const resolve = createRequire(import.meta.url).resolve;
  naskhFaces = Object.entries(NASKH_FILES)
    .map(([weight, file]) => {
      const data = readFileSync(resolve(`@fontsource/noto-naskh-arabic/files/${file}`)).toString('base64');
      return `@font-face{font-family:'${URDU_PRINT_FONT}';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
    })
    .join('');
  return naskhFaces;
}

/** The @font-face rules an HTML print in this language embeds: the Naskh face for Urdu, none for Latin scripts. */
export function printFontFaces(language: TLanguage): string {
  return language === 'ur' ? naskhFontFaces() : '';
}
