import { ACTIVITY_TYPES, nodeOutputs, type TActivityReceipt, type TSaleInput } from '@opentrace/domain';
import { conflictOf } from '../../../core/conflicts.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import type { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import { addHoldings, distinctIds, releaseHoldings } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import {
  assertCurrencyAllowed,
  assertEach,
  assertInCurrentWindow,
  assertNotInFuture,
  loadNamedProducts,
  ruleBroken,
  sharedDefinitionId,
} from './trade-checks.ts';
import { assertBuyerAllowed, loadTradingParty } from './trade-parties.ts';
import { activityReceipt } from './trade-receipts.ts';
import { isUnavailableForSale, transactionShares, transactionWeight } from './trades.rules.ts';
import { insertTransactionWithEvent, raiseProductFlag, type TradeProduct, type TradingParty } from './trades.repository.ts';

/**
 * Sales (DOMAIN.md §4.3): the seller logs products of its own making handed to a partner that buys
 * from its role (or a broker). The products become sold and the buyer holds them.
 */
export class SalesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly references: ActivityReferences,
  ) {}

  async log(principal: Principal, input: TSaleInput, context: RequestContext): Promise<TActivityReceipt> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    try {
      return await this.db.transaction((tx) => this.record(tx, principal, input, context));
    } catch (error) {
      throw this.conflictOf(error, input, context) ?? error;
    }
  }

  private async record(tx: Transaction, principal: Principal, input: TSaleInput, context: RequestContext): Promise<TActivityReceipt> {
    const now = this.clock.now();
    const transactedAt = new Date(input.transactedAt);
    const { ids: productIds, repeated } = distinctIds(input.productIds);
    const seller = await this.references.facility(tx, principal);
    const buyer = await loadTradingParty(tx, input.toFacilityId, seller, 'toFacilityId', context);
    assertBuyerAllowed(principal, seller, buyer, context);

    assertNotInFuture(transactedAt, now, context);
    assertInCurrentWindow(seller.window, transactedAt, now, context);
    await checkActivityDocuments(
      tx,
      principal,
      {
        uploadInvoices: { references: input.uploadInvoices, purpose: 'proof' },
        uploadPackingLists: { references: input.uploadPackingLists, purpose: 'proof' },
      },
      context,
    );

    const items = await this.sellableProducts(tx, seller, buyer, productIds, context);
    const definitionId = sharedDefinitionId(items, context);
    const definition = (await this.references.definitions(tx, [definitionId], context.language)).get(definitionId);
    if (!definition || !nodeOutputs(seller.lines, seller.role.id).includes(definitionId)) {
      throw ruleBroken('productIds', 'trade.notSellable', { definition: definition?.view.name ?? '' }, context);
    }
    assertCurrencyAllowed(definition, input.currency, context);

    const sold = await raiseProductFlag(tx, 'isSold', productIds, now);
    if (sold.size < productIds.length) throw ruleBroken('productIds', 'trade.invalidOrSold', {}, context);
    await addHoldings(tx, buyer.id, productIds, now);
    await releaseHoldings(tx, seller.id, productIds, transactedAt);
    const { eventId } = await insertTransactionWithEvent(
      tx,
      {
        type: ACTIVITY_TYPES.SALE,
        fromFacilityId: seller.id,
        toFacilityId: buyer.id,
        facilityId: seller.id,
        price: input.price ?? null,
        currency: input.currency ?? null,
        ...transactionWeight(items.map((product) => ({ quantity: product.quantity, unit: product.quantityUnit }))),
        ...transactionShares(items),
        invoiceNumber: input.invoiceNumber,
        packingListNumber: input.packingListNumber,
        transactedAt,
        uploadInvoices: input.uploadInvoices,
        uploadPackingLists: input.uploadPackingLists,
        creatorId: principal.userId,
        createdAt: now,
      },
      productIds,
    );
    return activityReceipt({ eventId, type: ACTIVITY_TYPES.SALE, recordedAt: transactedAt, products: items, repeated }, context);
  }

  /**
   * Products the seller holds and can still sell; when the buyer side already logged buying them
   * from this seller, it must be this buyer.
   */
  private async sellableProducts(
    tx: Transaction,
    seller: ActivityFacility,
    buyer: TradingParty,
    productIds: string[],
    context: RequestContext,
  ): Promise<TradeProduct[]> {
    const handOver = { type: ACTIVITY_TYPES.PURCHASE, fromFacilityId: seller.id };
    const items = await loadNamedProducts(tx, productIds, { holderId: seller.id, handOver }, context, (product) => product.isHeld);
    assertEach(items, isUnavailableForSale, 'trade.invalidOrSold', context);
    assertEach(items, (item) => item.handedOverTo.some((facilityId) => facilityId !== buyer.id), 'trade.purchasedByAnother', context);
    return items;
  }

  /** A unique index caught a number a concurrent sale took first. */
  private conflictOf(error: unknown, input: TSaleInput, context: RequestContext): AppError | null {
    return conflictOf(
      error,
      {
        transactions_invoice_idx: { messageKey: 'trade.invoiceTaken', params: { number: input.invoiceNumber }, path: 'invoiceNumber' },
        transactions_packing_list_idx: {
          messageKey: 'trade.salePackingListTaken',
          params: { number: input.packingListNumber },
          path: 'packingListNumber',
        },
      },
      context,
    );
  }
}
