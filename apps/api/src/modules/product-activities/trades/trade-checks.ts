import { isWithin, type TMessageKey, type TMessageParams, type TWindowRule, windowContaining } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { LoadedDefinition } from '../shared/activity-definitions.ts';
import type { ProductWithQr } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { definitionCurrencies } from './trades.rules.ts';
import { findTradeProducts, type TradeProduct, type TradeScope } from './trades.repository.ts';

/*
 * Checks every trade makes. Each one throws the AppError a client sees: 422 for a broken business
 * rule, 404 for a product that is not there for the caller. Whether a document number is taken is
 * left to the unique indexes of `transactions`: each service turns their violation into a 409.
 */

/** A rule broken at one field: the status and message, with the field named in the details. */
export function ruleBroken(path: string, messageKey: TMessageKey, params: TMessageParams, context: Pick<RequestContext, 't'>): AppError {
  return new AppError('UNPROCESSABLE', { messageKey, params, details: [{ path, message: context.t(messageKey, params) }] });
}

export function assertNotInFuture(transactedAt: Date, now: Date, context: Pick<RequestContext, 't'>): void {
  if (transactedAt > now) throw ruleBroken('transactedAt', 'activities.futureDate', {}, context);
}

/** Sales and transports fall in the current window of the facility (DOMAIN.md §4.1). */
export function assertInCurrentWindow(rule: TWindowRule, transactedAt: Date, now: Date, context: Pick<RequestContext, 't'>): void {
  if (!isWithin(windowContaining(rule, now), transactedAt)) throw ruleBroken('transactedAt', 'activities.pastWindow', {}, context);
}

/**
 * The products named, in the order given, with what the trade checks (see TradeScope). Ids that
 * name no product, or a product the caller may not see (`isVisible`: another facility's stock is
 * none of its business), answer 404 naming each such entry.
 */
export async function loadNamedProducts(
  db: Executor,
  productIds: readonly string[],
  scope: TradeScope,
  context: Pick<RequestContext, 't'>,
  isVisible: (product: TradeProduct) => boolean = () => true,
): Promise<TradeProduct[]> {
  const found = new Map((await findTradeProducts(db, productIds, scope)).map((product) => [product.id, product]));
  const missing = productIds.flatMap((id, index) => {
    const product = found.get(id);
    return product && isVisible(product) ? [] : [{ path: `productIds.${index}`, message: context.t('activities.productNotFound') }];
  });
  if (missing.length > 0) throw new AppError('NOT_FOUND', { messageKey: 'activities.productNotFound', details: missing });
  return productIds.map((id) => found.get(id) as TradeProduct);
}

/** All products of one activity are of one definition; answers it. */
export function sharedDefinitionId(items: readonly ProductWithQr[], context: Pick<RequestContext, 't'>): string {
  const ids = new Set(items.map((item) => item.productDefinitionId));
  if (ids.size !== 1) throw ruleBroken('productIds', 'trade.productsMixed', {}, context);
  return [...ids][0] as string;
}

/** The first product breaking a rule, reported at its place in the request. */
export function assertEach<T extends ProductWithQr>(
  items: readonly T[],
  isBroken: (item: T) => boolean,
  messageKey: TMessageKey,
  context: Pick<RequestContext, 't'>,
): void {
  const index = items.findIndex(isBroken);
  if (index >= 0) throw ruleBroken(`productIds.${index}`, messageKey, { code: (items[index] as T).code }, context);
}

/** A price's currency must be one the product's price attribute offers (ARCHITECTURE.md §8.2). */
export function assertCurrencyAllowed(
  definition: LoadedDefinition,
  currency: string | null | undefined,
  context: Pick<RequestContext, 't'>,
): void {
  const allowed = definitionCurrencies(definition.attributes);
  if (!currency || !allowed || allowed.includes(currency)) return;
  throw ruleBroken('currency', 'trade.currencyNotAllowed', { definition: definition.view.name, currencies: allowed.join(', ') }, context);
}
