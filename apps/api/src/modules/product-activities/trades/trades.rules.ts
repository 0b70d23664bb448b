import { randomInt } from 'node:crypto';
import { CURRENCIES, type TQuantity, type TValueAttribute, toKg, totalQuantity, roundToCents } from '@opentrace/domain';

/*
 * Pure rules shared by purchases, sales and transports: the weight a transaction states, the
 * currencies a product may be priced in, and the codes given to products that have no product ID.
 */

export interface TransactionWeight {
  totalWeight: number;
  weightUnit: string;
  /** Null when the products' units have no common mass. */
  totalWeightKg: number | null;
}

/**
 * The products' total as mass balance states it (kilograms when every unit converts, else their
 * shared unit); with mixed unconvertible units, the plain sum in the first product's unit, which
 * says nothing in kilograms.
 */
export function transactionWeight(items: readonly TQuantity[]): TransactionWeight {
  if (items.length === 0) return { totalWeight: 0, weightUnit: 'Kilograms', totalWeightKg: 0 };
  const total = totalQuantity(items);
  if (total.canCalculate) return { totalWeight: total.total, weightUnit: total.unit, totalWeightKg: toKg(total.total, total.unit) };
  return {
    totalWeight: roundToCents(items.reduce((sum, item) => sum + item.quantity, 0)),
    weightUnit: (items[0] as TQuantity).unit,
    totalWeightKg: null,
  };
}

/** What a product contributes to its transaction's shares. */
export interface TSharedProduct {
  quantityKg: number | null;
  verifiedPercentage: number | null;
  notVerifiedPercentage: number | null;
}

export interface TTransactionShares {
  /** Σ kg × verified % / 100 as an exact decimal with six places, or null when a product has no kilograms. */
  verifiedWeightKg: string | null;
  notVerifiedWeightKg: string | null;
}

/** Hundredths, exactly: the stored values have two decimals, so rounding only removes binary noise. */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** Micro-units (10⁻⁶) as a decimal string. */
function microsToDecimal(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const magnitude = micros < 0n ? -micros : micros;
  return `${sign}${magnitude / 1_000_000n}.${(magnitude % 1_000_000n).toString().padStart(6, '0')}`;
}

/**
 * The verified and not verified kilograms a purchase or sale carries (DOMAIN.md §5.5), summed in
 * integers so they match, to the last decimal, a sum over the products: an unknown share counts as
 * not verified, and a stated not-verified share is taken as stated.
 */
export function transactionShares(items: readonly TSharedProduct[]): TTransactionShares {
  if (items.some((item) => item.quantityKg === null)) return { verifiedWeightKg: null, notVerifiedWeightKg: null };
  let verified = 0n;
  let notVerified = 0n;
  for (const item of items) {
    const kg = hundredths(item.quantityKg as number);
    const verifiedShare = item.verifiedPercentage === null ? 0n : hundredths(item.verifiedPercentage);
    const notVerifiedShare =
      item.verifiedPercentage === null ? 10_000n : hundredths(item.notVerifiedPercentage ?? 100 - item.verifiedPercentage);
    verified += kg * verifiedShare;
    notVerified += kg * notVerifiedShare;
  }
  // kg in hundredths × % in hundredths / 100 % = micro-kilograms.
  return { verifiedWeightKg: microsToDecimal(verified), notVerifiedWeightKg: microsToDecimal(notVerified) };
}

const isCurrency = (value: string) => (CURRENCIES as readonly string[]).includes(value);

/**
 * The currencies a definition may be priced in (ARCHITECTURE.md §8.2): the options of its price
 * attributes (number-unit pairs measured in currencies). Null when it has none, so any currency goes.
 */
export function definitionCurrencies(attributes: readonly TValueAttribute[]): string[] | null {
  const priced = attributes.filter(
    (attribute) => attribute.category === 'NUMBER_UNIT_PAIR' && attribute.options.length > 0 && attribute.options.every(isCurrency),
  );
  return priced.length === 0 ? null : [...new Set(priced.flatMap((attribute) => attribute.options))];
}

/** A product that is sold, or used up in a transformation, is no longer for sale. */
export const isUnavailableForSale = (product: { isSold: boolean; isTransformed: boolean }) => product.isSold || product.isTransformed;

/** Letters and digits that cannot be misread for one another (no 0 or 1). */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 12;

/** A code for a product whose definition has no product ID (seed cotton bought by weight). */
export function generateProductCode(): string {
  return Array.from({ length: GENERATED_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
