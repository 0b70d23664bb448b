import { evaluateFormula, type TFormulaItem } from '@opentrace/domain';

/** Two weeks: the date window of a supplier without a document match widens by this much per hop (DOMAIN.md §5.2). */
export const WINDOW_STEP_MS = 14 * 24 * 60 * 60 * 1000;

/** Ratios are compared with a tolerance of a hundredth of a percent: stored kilograms have two decimals. */
const RATIO_TOLERANCE = 1e-4;

/** The window of a date-based result `level` hops from its order supplier: it always ends on the order supplier's date. */
export function dateWindow(anchor: Date, level: number): { from: Date; to: Date } {
  return { from: new Date(anchor.getTime() - WINDOW_STEP_MS * Math.max(level, 1)), to: anchor };
}

/**
 * The largest output-over-input ratio a calculated field allows, when the field is a linear bound on
 * kilograms (e.g. bales ≤ 0.35 × seed cotton): the expression's output attribute and every variable
 * are product quantities, and the expression is proportional (f(0) = 0, f(2) = 2 f(1)). Null otherwise,
 * since a ratio of kilograms says nothing about a bound on another number.
 */
export function linearLimitRatio(
  expression: readonly TFormulaItem[],
  outputAttributeType: string | undefined,
  variableTypes: ReadonlyMap<string, string>,
): number | null {
  if (outputAttributeType !== 'PRODUCT_QUANTITY') return null;
  const variables = expression.filter((item) => item.type === 'variable');
  if (variables.length === 0 || variables.some((item) => variableTypes.get(item.value) !== 'PRODUCT_QUANTITY')) return null;
  const at = (value: number) => {
    const values: Record<string, number> = {};
    for (const item of variables) values[`${item.productDefinitionId}-${item.value}`] = value;
    try {
      return evaluateFormula(expression, values);
    } catch {
      return Number.NaN;
    }
  };
  const zero = at(0);
  const one = at(1);
  const two = at(2);
  if (![zero, one, two].every(Number.isFinite)) return null;
  if (Math.abs(zero) > RATIO_TOLERANCE || Math.abs(two - 2 * one) > RATIO_TOLERANCE * Math.max(1, Math.abs(one))) return null;
  return one;
}

/** Whether a transformation's ratio breaks its limit. */
export function breaksLimit(ratio: number | null, limit: number | null): boolean {
  return ratio !== null && limit !== null && ratio > limit + RATIO_TOLERANCE;
}

/** The share (0–1) of raw-material kilograms reached only through document and product links; null with none traced. */
export function traceConfidence(rawKg: number, trustedKg: number): number | null {
  if (rawKg <= 0) return null;
  return Math.min(1, Math.max(0, trustedKg / rawKg));
}

export function traceStatus(tracedLinks: number, confidence: number | null): 'complete' | 'partial' | 'insufficient' {
  if (tracedLinks === 0) return 'insufficient';
  return confidence === 1 ? 'complete' : 'partial';
}

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** DD/MM/YYYY in UTC: the same in every language, so a stored message parameter needs no translation. */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(moment.getUTCDate())}/${pad(moment.getUTCMonth() + 1)}/${moment.getUTCFullYear()}`;
}
