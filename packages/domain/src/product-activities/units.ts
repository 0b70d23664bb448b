import { z } from 'zod';
import { canonicalProductUnit, PRODUCT_QUANTITY_UNITS, type TProductQuantityUnit } from '../product-definitions.ts';

/**
 * Kilograms per unit of each quantity unit (ARCHITECTURE.md §8.8, spec §9). A "Unit" is a bale-sized
 * lot of 16,000 kg as the specification states; metres measure length, not mass, so they have no
 * conversion and make a total that mixes them impossible to state in kilograms.
 */
export const KG_PER_UNIT: Readonly<Record<TProductQuantityUnit, number | null>> = {
  Kilograms: 1,
  Pounds: 0.45359237,
  Units: 16000,
  Tonnes: 1000,
  Metres: null,
};

/** The units a transport or a by-product may be weighed in (DOMAIN.md §4.4, §4.6). */
export const WEIGHT_UNITS = ['Kilograms', 'Pounds'] as const satisfies readonly TProductQuantityUnit[];
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * A weight unit as clients send it: the full name or the specification's ("Kg", "Lbs"), in any case.
 * Answers always carry the full name.
 */
export const ZWeightUnit = z
  .string()
  .max(50)
  .transform((unit) => canonicalProductUnit(unit) ?? unit)
  .pipe(z.enum(WEIGHT_UNITS))
  .meta({
    description:
      "Kilograms or Pounds; the specification's Kg and Lbs are accepted too, in any case. Answers always use Kilograms or Pounds.",
  });

const asQuantityUnit = (unit: string): TProductQuantityUnit | undefined => {
  const canonical = canonicalProductUnit(unit);
  return PRODUCT_QUANTITY_UNITS.find((candidate) => candidate === canonical);
};

/** Rounds half away from zero to two decimals, the precision quantities are stored with. */
export function roundToCents(value: number): number {
  const scaled = Math.abs(value) * 100;
  const nearest = Math.round(scaled);
  // Binary noise (1.005 × 100 = 100.49999…) must not decide which way a half rounds.
  const rounded = Math.abs(scaled - nearest) < 1e-7 ? nearest : Math.round(scaled + 1e-9);
  return (Math.sign(value) * rounded) / 100 || 0;
}

/** The value in kilograms, rounded to two decimals, or null when the unit has no mass conversion. */
export function toKg(value: number, unit: string): number | null {
  const factor = KG_PER_UNIT[asQuantityUnit(unit) ?? 'Metres'];
  return factor === null ? null : roundToCents(value * factor);
}

/** Kilograms expressed in another unit (unrounded), or null when that unit has no mass conversion. */
export function fromKg(kg: number, unit: string): number | null {
  const factor = KG_PER_UNIT[asQuantityUnit(unit) ?? 'Metres'];
  return factor === null ? null : kg / factor;
}

export interface TQuantity {
  quantity: number;
  unit: string;
}

/**
 * A total the way mass balance states it (DOMAIN.md §5.5): in kilograms when every quantity has a
 * mass, otherwise in the one unit they all share, otherwise not at all.
 */
export type TQuantityTotal = { canCalculate: true; total: number; unit: string } | { canCalculate: false };

export function totalQuantity(items: readonly TQuantity[]): TQuantityTotal {
  const kilograms = items.map((item) => toKg(item.quantity, item.unit));
  if (kilograms.every((kg) => kg !== null)) {
    return { canCalculate: true, total: roundToCents(kilograms.reduce<number>((sum, kg) => sum + (kg ?? 0), 0)), unit: 'Kilograms' };
  }
  const units = new Set(items.map((item) => asQuantityUnit(item.unit) ?? item.unit));
  if (units.size !== 1) return { canCalculate: false };
  return { canCalculate: true, total: roundToCents(items.reduce((sum, item) => sum + item.quantity, 0)), unit: [...units][0] as string };
}

/**
 * The verified share of a mix (DOMAIN.md §4.5, §5.5): the mean of the parts' shares weighted by their
 * kilograms. Null when any part's weight or share is unknown, or nothing weighs anything.
 */
export function weightedVerifiedPercentage(parts: readonly { kg: number | null; verifiedPercentage: number | null }[]): number | null {
  let weight = 0;
  let verified = 0;
  for (const part of parts) {
    if (part.kg === null || part.verifiedPercentage === null) return null;
    weight += part.kg;
    verified += part.kg * part.verifiedPercentage;
  }
  return weight > 0 ? roundToCents(verified / weight) : null;
}
