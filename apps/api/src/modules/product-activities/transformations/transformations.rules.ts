import { randomInt } from 'node:crypto';
import {
  fromKg,
  nodeOutputs,
  PRODUCT_QUANTITY_UNITS,
  toKg,
  type TByProductStock,
  type TMapLine,
  type TProductAttributeCategory,
} from '@opentrace/domain';

/**
 * The pure rules of transformations and by-products (DOMAIN.md §4.5–4.6): which definitions a
 * facility makes and may use, generated product codes, the numbers calculated fields see, and how
 * much stock is left to show.
 */

/** What a facility may make: its role's outputs on the map, narrowed to the goods its profile names (if any). */
export function facilityOutputDefinitions(lines: readonly TMapLine[], roleId: string, goods: readonly string[]): string[] {
  const outputs = nodeOutputs(lines, roleId);
  return goods.length === 0 ? outputs : outputs.filter((id) => goods.includes(id));
}

/**
 * The input definitions for making `outputId`: the outputs of the roles this role buys from, on
 * the lines where it makes that output.
 */
export function inputDefinitionsFor(lines: readonly TMapLine[], roleId: string, outputId: string): string[] {
  const sellers = lines
    .filter((line) => line.roleId === roleId && line.fromRoleId !== null && line.outputProductDefinitionIds.includes(outputId))
    .map((line) => line.fromRoleId as string);
  return [...new Set(sellers.flatMap((seller) => nodeOutputs(lines, seller)))].sort();
}

/** Letters and digits a person cannot confuse when copying a code by hand (no 0/O, no 1/I). */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 12;

/** A code for an output whose definition has no product ID and which carries no QR label. */
export function generateProductCode(randomIndex: (size: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < GENERATED_CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** Units of amount (kilograms… metres), as opposed to currencies. */
export const isQuantityUnit = (unit: string | null | undefined) =>
  unit !== null && unit !== undefined && PRODUCT_QUANTITY_UNITS.some((candidate) => candidate.toLowerCase() === unit.trim().toLowerCase());

/**
 * The value a calculated field sees for one attribute (DOMAIN.md §3.4): quantities in kilograms,
 * percentages as fractions, other numbers (a price) as they are. NaN when a quantity has no mass
 * conversion (metres); undefined when the attribute is not numeric.
 */
export function formulaValue(category: TProductAttributeCategory, value: unknown, unit: string | null | undefined): number | undefined {
  if (category !== 'NUMBER' && category !== 'PERCENTAGE' && category !== 'NUMBER_UNIT_PAIR') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return undefined;
  if (category === 'PERCENTAGE') return number * 0.01;
  if (category === 'NUMBER_UNIT_PAIR' && isQuantityUnit(unit)) return toKg(number, unit as string) ?? Number.NaN;
  return number;
}

export interface TMeasuredProduct {
  additionalAttributes: readonly { attributeId: string; value: unknown; quantityUnit?: string | null }[];
  quantity: number;
  quantityUnit: string;
}

/** Every numeric attribute of a product, keyed by attribute id, as a calculated field's variables. */
export function formulaValues(
  categories: ReadonlyMap<string, TProductAttributeCategory>,
  product: TMeasuredProduct,
): Record<string, number> {
  const values: Record<string, number> = {};
  for (const stored of product.additionalAttributes) {
    const category = categories.get(stored.attributeId);
    const value = category ? formulaValue(category, stored.value, stored.quantityUnit) : undefined;
    if (value !== undefined) values[stored.attributeId] = value;
  }
  return values;
}

/**
 * What an output contributes to the total a calculated field caps: its value of the capped
 * attribute, or, lacking it, its quantity in kilograms (DOMAIN.md §3.4). NaN when not convertible.
 */
export function cappedValue(
  categories: ReadonlyMap<string, TProductAttributeCategory>,
  product: TMeasuredProduct,
  attributeId: string,
): number {
  const value = formulaValues(categories, product)[attributeId];
  return value ?? toKg(product.quantity, product.quantityUnit) ?? Number.NaN;
}

/** Sums that must hold exactly at two decimals; binary noise (0.1 + 0.2) must not break a tie. */
const TOLERANCE = 1e-6;
export const exceeds = (amount: number, limit: number) => amount > limit + TOLERANCE;

/** Figures in messages: what is needed is rounded up, what is available rounded down, to the cent. */
export const roundUpToCents = (value: number) => Math.ceil(value * 100 - TOLERANCE) / 100;
export const roundDownToCents = (value: number) => Math.floor(value * 100 + TOLERANCE) / 100;

/** Whole units of a weight, never more than there is (DOMAIN.md §4.6: the maximum is floored). */
export const floorWeight = (value: number) => Math.floor(value + TOLERANCE);

/** How much by-product the stock still allows, in kilograms and pounds (DOMAIN.md §4.6). */
export function byProductAllowance(availableKg: number): TByProductStock {
  if (!(availableKg > TOLERANCE)) return { canRecord: false, maxKilograms: null, maxPounds: null };
  return { canRecord: true, maxKilograms: floorWeight(availableKg), maxPounds: floorWeight(fromKg(availableKg, 'Pounds') as number) };
}
