import { randomInt } from 'node:crypto';

/** Codes are numbers below 999,999,999, printed with nine digits (DOMAIN.md §8.1). */
const CODE_LIMIT = 999_999_999;
const CODE_DIGITS = 9;

/** One code from a cryptographic source: labels must not be guessable from the ones beside them. */
export function randomQrCode(): string {
  return String(randomInt(0, CODE_LIMIT)).padStart(CODE_DIGITS, '0');
}

/**
 * Up to `count` candidate codes, without repeats. A repeat is dropped rather than redrawn: the batch
 * is topped up after the insert anyway, which also replaces codes an earlier batch already took.
 */
export function drawCandidates(count: number, draw: () => string): string[] {
  return [...new Set(Array.from({ length: count }, draw))];
}
