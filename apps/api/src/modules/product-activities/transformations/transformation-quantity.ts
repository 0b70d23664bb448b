import { type TLanguage, type TMessageKey, type TMessageParams, type TProductAttributeCategory, windowContaining } from '@opentrace/domain';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import { type LoadedDefinition, loadActivityDefinitions } from '../shared/activity-definitions.ts';
import type { ProductRow } from '../shared/activity-products.repository.ts';
import { SupplyChainService } from '../../supply-chain/index.ts';
import { outputProducts, purchasedProducts, rangeOf, stockInHandKg, type TStoredProduct } from './stock.repository.ts';
import {
  cappedValue,
  exceeds,
  formulaValues,
  isQuantityUnit,
  roundDownToCents,
  roundUpToCents,
  type TMeasuredProduct,
} from './transformations.rules.ts';
import type { Principal } from '../../../core/principal.ts';

/**
 * The quantity check of a transformation (DOMAIN.md §4.5). With a calculated field on the output,
 * the outputs' capped attribute may not pass what the formula gives for the inputs (or, with no
 * inputs, for everything bought this window, less what was already made from it). Without one,
 * the outputs may not weigh more than the inputs (or than the stock in hand).
 */

export interface TQuantityCheck {
  principal: Principal;
  facility: ActivityFacility;
  definition: LoadedDefinition;
  outputs: readonly (TMeasuredProduct & { quantityKg: number | null })[];
  inputs: readonly ProductRow[];
  now: Date;
  language: TLanguage;
}

const refuse = (messageKey: TMessageKey, params?: TMessageParams) => new AppError('UNPROCESSABLE', { messageKey, params });
/** With inputs, their quantities could not be weighed; without, the window's stock could not. */
const unconvertible = (fromStock: boolean) => refuse(fromStock ? 'transformations.stockUnconvertible' : 'transformations.unconvertible');
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Categories of every attribute the products may carry (attribute ids are global). */
async function categoriesOf(db: Executor, definitionIds: readonly string[], language: TLanguage, known: LoadedDefinition) {
  const categories = new Map<string, TProductAttributeCategory>(
    known.attributes.map((attribute) => [attribute.attributeId, attribute.category]),
  );
  for (const definition of (await loadActivityDefinitions(db, definitionIds, language)).values()) {
    for (const attribute of definition.attributes) categories.set(attribute.attributeId, attribute.category);
  }
  return categories;
}

export async function checkOutputQuantity(db: Executor, clock: Clock, check: TQuantityCheck): Promise<void> {
  const { facility, definition, inputs, now } = check;
  const range = rangeOf(windowContaining(facility.window, now));
  const sources: readonly (TStoredProduct | ProductRow)[] = inputs.length > 0 ? inputs : await purchasedProducts(db, facility.id, range);
  const categories = await categoriesOf(db, [...new Set(sources.map((source) => source.productDefinitionId))], check.language, definition);
  // The map is read through the same transaction: an embedded database runs one at a time.
  const limits = await new SupplyChainService(db as Database, clock).outputLimits(
    check.principal,
    facility.role.id,
    definition.view.id,
    sources.map((source) => ({ productDefinitionId: source.productDefinitionId, values: formulaValues(categories, source) })),
  );
  if (limits.length > 0) {
    for (const { outputAttributeId, limit } of limits) await checkCalculatedLimit(db, check, categories, outputAttributeId, limit, range);
  } else if (inputs.length > 0) {
    checkAgainstInputs(check);
  } else {
    await checkAgainstStock(db, check, range);
  }
}

async function checkCalculatedLimit(
  db: Executor,
  check: TQuantityCheck,
  categories: ReadonlyMap<string, TProductAttributeCategory>,
  attributeId: string,
  limit: number,
  range: ReturnType<typeof rangeOf>,
): Promise<void> {
  const attribute = check.definition.attributes.find((candidate) => candidate.attributeId === attributeId);
  const made = check.inputs.length > 0 ? [] : await outputProducts(db, check.facility.id, range, check.definition.view.id);
  const adding = sum(check.outputs.map((output) => cappedValue(categories, output, attributeId)));
  const earlier = sum(made.map((output) => cappedValue(categories, output, attributeId)));
  if (Number.isNaN(adding)) throw unconvertible(false);
  if (Number.isNaN(earlier) || Number.isNaN(limit)) throw unconvertible(check.inputs.length === 0);
  const total = earlier + adding;
  if (!exceeds(total, limit)) return;
  // Quantities are compared in kilograms; other numbers (a count, a percentage) as they are.
  const inKg = attribute === undefined || (attribute.category === 'NUMBER_UNIT_PAIR' && attribute.options.some(isQuantityUnit));
  const figure = (value: number) => (inKg ? `${value} kg` : `${value}`);
  const params = {
    attribute: attribute?.name ?? '',
    total: figure(roundUpToCents(total)),
    limit: figure(roundDownToCents(Math.max(limit, 0))),
  };
  throw refuse(check.inputs.length > 0 ? 'transformations.calculatedLimitExceeded' : 'transformations.calculatedStockExceeded', params);
}

function checkAgainstInputs({ inputs, outputs }: TQuantityCheck): void {
  if (inputs.some((input) => input.quantityKg === null) || outputs.some((output) => output.quantityKg === null)) throw unconvertible(false);
  const inputKg = sum(inputs.map((input) => input.quantityKg as number));
  const outputKg = sum(outputs.map((output) => output.quantityKg as number));
  if (exceeds(outputKg, inputKg)) {
    throw refuse('transformations.outputsOverInputs', { outputs: roundUpToCents(outputKg), inputs: roundDownToCents(inputKg) });
  }
}

async function checkAgainstStock(db: Executor, { facility, outputs }: TQuantityCheck, range: ReturnType<typeof rangeOf>): Promise<void> {
  const stock = await stockInHandKg(db, facility.id, range);
  if (outputs.some((output) => output.quantityKg === null)) throw unconvertible(false);
  if (!stock) throw unconvertible(true);
  const neededKg = sum(outputs.map((output) => output.quantityKg as number));
  if (exceeds(neededKg, stock.availableKg)) {
    throw refuse('transformations.insufficientStock', {
      available: roundDownToCents(Math.max(stock.availableKg, 0)),
      needed: roundUpToCents(neededKg),
    });
  }
}
