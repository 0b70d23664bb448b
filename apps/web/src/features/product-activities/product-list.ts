import { roundToCents, toKg, type TActivityProduct } from '@opentrace/domain';

/**
 * The products an activity carries, as looked up by product ID or QR code: each at most once, and
 * (for trades) all of one product definition, since a transaction moves one kind of product.
 */

export type TAddProductOutcome = 'added' | 'duplicate' | 'otherDefinition';

export type TProductListRule = {
  /** Trades carry one definition; a transformation may mix its inputs. */
  singleDefinition: boolean;
  /** The definition the form already settled on (a purchase's chosen definition), if any. */
  definitionId?: string | null;
  definitionName?: string | null;
};

/** The definition a new product must have, or null when any will do. */
export function requiredDefinition(
  products: readonly TActivityProduct[],
  rule: TProductListRule,
): { id: string; name: string | null } | null {
  if (!rule.singleDefinition) return null;
  const first = products[0]?.productDefinition;
  if (first) return { id: first.id, name: first.name };
  return rule.definitionId ? { id: rule.definitionId, name: rule.definitionName ?? null } : null;
}

export function addProduct(
  products: readonly TActivityProduct[],
  product: TActivityProduct,
  rule: TProductListRule,
): { products: readonly TActivityProduct[]; outcome: TAddProductOutcome } {
  if (products.some((listed) => listed.id === product.id)) return { products, outcome: 'duplicate' };
  const required = requiredDefinition(products, rule);
  if (required && required.id !== product.productDefinition.id) return { products, outcome: 'otherDefinition' };
  return { products: [...products, product], outcome: 'added' };
}

export function removeProduct(products: readonly TActivityProduct[], productId: string): TActivityProduct[] {
  return products.filter((product) => product.id !== productId);
}

export type TProductsWeight = { convertible: true; kilograms: number } | { convertible: false };

/** The products' weight in kilograms (to the cent); not stated when a unit has no mass (metres). */
export function productsWeight(products: readonly TActivityProduct[]): TProductsWeight {
  let kilograms = 0;
  for (const product of products) {
    const kg = toKg(product.quantity, product.quantityUnit);
    if (kg === null) return { convertible: false };
    kilograms += kg;
  }
  return { convertible: true, kilograms: roundToCents(kilograms) };
}

/**
 * A transport declares its load's weight; the products on it cannot weigh more (DOMAIN.md §4.4).
 * Returns both figures in kilograms when they do, null otherwise or when it cannot be told.
 */
export function weightOverload(
  products: readonly TActivityProduct[],
  declared: number,
  unit: string,
): { productsKg: number; declaredKg: number } | null {
  const weight = productsWeight(products);
  const declaredKg = toKg(declared, unit);
  if (!weight.convertible || declaredKg === null) return null;
  return weight.kilograms > declaredKg ? { productsKg: weight.kilograms, declaredKg } : null;
}
