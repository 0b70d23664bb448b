/**
 * Display formatters shared by web, PDFs and e-mails. Dates follow the specification
 * (DD/MM/YYYY and DD/MM/YYYY HH:mm) in the reader's time zone.
 */

import { formatProductCode } from './product-activities/product-ids.ts';

function dateParts(value: Date | string | number, timeZone?: string): Record<string, string> {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

export function formatDate(value: Date | string | number, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Sizes in base 1024 with two decimals, as the reference UI shows them. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** Product IDs and similar codes, as product-ids.ts compares them, in groups of three. */
export function formatHyphenated(value: string): string {
  return formatProductCode(value);
}

/**
 * Weights are shown rounded up. A tolerance keeps binary noise (0.35 × 100 = 35.000000000000004)
 * from adding a whole unit that no one weighed.
 */
export function roundWeightUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a weight: ${value}`);
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const nearest = Math.round(scaled);
  const rounded = Math.abs(scaled - nearest) < 1e-9 ? nearest : Math.ceil(scaled);
  return rounded / factor;
}
