import type { TLanguage } from '@opentrace/domain';

/**
 * A share (0–1) as a whole percentage, rounded down: a trace 99.6 % sure must not read as 100 %, which
 * a reader takes for "fully documented". Null (nothing traced) reads as a dash.
 */
export function formatShare(share: number | null, language: TLanguage): string {
  if (share === null || !Number.isFinite(share)) return '—';
  const clamped = Math.min(1, Math.max(0, share));
  const whole = Math.floor(clamped * 100 + 1e-9) / 100;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(whole);
}

/** A node's verified share, given by the API as 0–100. */
export const formatPercentValue = (percent: number | null, language: TLanguage): string =>
  formatShare(percent === null ? null : percent / 100, language);

/** Kilograms with at most two decimals, grouped the reader's way; null (no mass conversion) reads as a dash. */
export function formatKg(kg: number | null, language: TLanguage): string {
  if (kg === null || !Number.isFinite(kg)) return '—';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(kg);
}

/** An output-over-input ratio with three decimals, the precision a calculated field's limit (0.35) needs. */
export function formatRatio(ratio: number | null, language: TLanguage): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(ratio);
}

/** A country's name in the reader's language from its ISO code; the code itself where the browser has no name. */
export function countryName(code: string | null, language: TLanguage): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Keeps a purchase-order number usable as part of a file name on every system. */
export function fileNamePart(text: string): string {
  const cleaned = text
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned === '' ? 'order' : cleaned.slice(0, 80);
}
