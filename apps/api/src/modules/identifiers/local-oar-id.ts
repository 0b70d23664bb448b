import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so an ID read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 10;
const PREFIX = 'OTL';
/** Used when the country has no ISO code (our "Other" country). */
const UNKNOWN_COUNTRY = 'XX';

/**
 * IDs the local registry issues look like OTL-PK-7F3K9Q2M4X: clearly ours (never mistaken for an
 * Open Supply Hub ID, which starts with the country code), with the country for the reader and
 * 50 random bits, so two nodes issuing at once practically never collide (the table's key decides).
 */
export const LOCAL_OAR_ID_PATTERN = /^OTL-[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{10}$/;

export function newLocalOarId(countryCode: string, random: (max: number) => number = randomInt): string {
  const country = /^[A-Z]{2}$/.test(countryCode) ? countryCode : UNKNOWN_COUNTRY;
  let suffix = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) suffix += ALPHABET[random(ALPHABET.length)];
  return `${PREFIX}-${country}-${suffix}`;
}
