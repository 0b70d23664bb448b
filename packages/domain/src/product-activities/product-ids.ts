/**
 * How product IDs and QR codes are compared. Screens show a code upper-cased in hyphenated groups of
 * three (spec §9: "BALE-WALK-ASTZU-1" reads "BAL-EWA-LKA-STZ-U1"), and people type back what they
 * read, so every look-up and every uniqueness check compares this key instead of the stored text:
 * ASCII punctuation, spaces and control characters are ignored and ASCII letters upper-cased. Other
 * characters (Urdu letters, Arabic-Indic digits) are kept as they are, so codes written in them stay
 * distinct. PostgreSQL computes the same key (PRODUCT_CODE_KEY_SQL_PATTERN) for its indexes, which
 * is why case is folded for ASCII only: upper() would follow the database's locale.
 */

// Every ASCII character that is not a letter or a digit.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/g;

/** The same character set as a PostgreSQL regular expression (text cannot hold NUL, so it starts at 1). */
export const PRODUCT_CODE_KEY_SQL_PATTERN = '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]';

/** The key two product IDs are the same under: "bal-ewa-lka-stz-u1" and "BALE-WALK-ASTZU-1" share "BALEWALKASTZU1". */
export function productCodeKey(code: string): string {
  return code.replace(IGNORED, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** A code that nobody could type back has nothing left once separators are ignored ("---"). */
export const hasProductCodeKey = (code: string): boolean => productCodeKey(code) !== '';

/** The code as screens show it: its key in hyphenated groups of three characters. */
export function formatProductCode(code: string): string {
  const characters = Array.from(productCodeKey(code));
  const groups: string[] = [];
  for (let index = 0; index < characters.length; index += 3) groups.push(characters.slice(index, index + 3).join(''));
  return groups.join('-');
}

/** Where a label's link leads (`{PUBLIC_URL}/q/{code}`): the web page that opens the product carrying the label. */
export const QR_LINK_PATH = '/q/';

/** A link whose path ends in `/q/` and nine digits, with or without scheme and host, as a label may carry. */
const LABEL_LINK = /^\s*(?:[a-z][a-z\d+.-]*:\/\/[^/\s?#]*)?(?:\/[^\s?#]*)?\/q\/(\d{9})\/?(?:[?#]\S*)?\s*$/i;

/**
 * What a scanned or typed identifier names: a label that carries a link (`https://…/q/123456789`)
 * stands for its nine digits, whatever the host (labels outlive a change of address); any other text
 * is itself.
 */
export function codeFromScan(text: string): string {
  return LABEL_LINK.exec(text)?.[1] ?? text;
}
