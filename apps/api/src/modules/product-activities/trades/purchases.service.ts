import {
  ACTIVITY_TYPES,
  can,
  isWithin,
  roleNameIn,
  type TActivityDefinition,
  type TActivityReceipt,
  type TPurchaseInput,
  type TRequiredSellers,
  windowContaining,
} from '@opentrace/domain';
import { conflictOf } from '../../../core/conflicts.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { LoadedDefinition } from '../shared/activity-definitions.ts';
import type { ActivityFacility, ActivityRole } from '../shared/activity-facility.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import { distinctIds, holdPurchased, type ProductWithQr } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { recomputeVerifiedShares } from '../transformations/verified-share.ts';
import { prepareManualProducts } from './manual-products.ts';
import { assertCurrencyAllowed, assertEach, assertNotInFuture, loadNamedProducts, ruleBroken, sharedDefinitionId } from './trade-checks.ts';
import { activityReceipt } from './trade-receipts.ts';
import {
  assertSellerAllowed,
  loadTradingParty,
  makerRoleId,
  nonParticipatingExtractor,
  purchasableDefinitionIds,
} from './trade-parties.ts';
import { transactionShares, transactionWeight } from './trades.rules.ts';
import {
  insertProducts,
  insertTransactionWithEvent,
  type NewProduct,
  raiseProductFlag,
  type TradeProduct,
  type TradingParty,
} from './trades.repository.ts';

/** Who a purchase is from: a partner facility, or the extractor left unnamed. */
interface PurchaseSource {
  seller: TradingParty | null;
  /** The extractor role sold from directly, whose season bounds the purchase. */
  extractor: ActivityRole | null;
}

/** A purchase that passed every check, ready to save. */
interface CheckedPurchase {
  principal: Principal;
  input: TPurchaseInput;
  buyer: ActivityFacility;
  source: PurchaseSource;
  tracked: ProductWithQr[];
  manualRows: NewProduct[];
  repeated: number;
  now: Date;
  transactedAt: Date;
}

/** What a failed attempt leaves behind to explain a unique violation after the rollback. */
interface PurchaseAttempt {
  manualCodes: string[];
}

/**
 * Purchases (DOMAIN.md §4.2): the buyer logs what it bought, from a partner or from the
 * non-participating extractor it buys from directly, with tracked products the seller holds and
 * products it defines by hand.
 */
export class PurchasesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly references: ActivityReferences,
  ) {}

  async requiredSellers(principal: Principal, context: RequestContext): Promise<TRequiredSellers> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const extractor = nonParticipatingExtractor(await this.references.facility(this.db, principal));
    return { isSellerRequired: extractor === null, nonParticipatingRoleName: extractor ? roleNameIn(extractor, context.language) : null };
  }

  /** The definitions the caller may buy, or may buy from one seller, translated. */
  async purchasableDefinitions(
    principal: Principal,
    fromFacilityId: string | undefined,
    context: RequestContext,
  ): Promise<TActivityDefinition[]> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const buyer = await this.references.facility(this.db, principal);
    const seller = fromFacilityId ? await loadTradingParty(this.db, fromFacilityId, buyer, 'fromFacilityId', context) : null;
    const ids = purchasableDefinitionIds(buyer, seller ? makerRoleId(seller, null) : null);
    const definitions = await this.references.definitions(this.db, ids, context.language);
    return [...definitions.values()].map((definition) => definition.view).sort((a, b) => a.name.localeCompare(b.name));
  }

  async log(principal: Principal, input: TPurchaseInput, context: RequestContext): Promise<TActivityReceipt> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const attempt: PurchaseAttempt = { manualCodes: [] };
    try {
      return await this.db.transaction((tx) => this.record(tx, principal, input, attempt, context));
    } catch (error) {
      throw this.conflictOf(error, input, attempt, context) ?? error;
    }
  }

  private async record(
    tx: Transaction,
    principal: Principal,
    input: TPurchaseInput,
    attempt: PurchaseAttempt,
    context: RequestContext,
  ): Promise<TActivityReceipt> {
    const now = this.clock.now();
    const transactedAt = new Date(input.transactedAt);
    const { ids: productIds, repeated } = distinctIds(input.productIds);
    const manual = input.manualAddedData;
    if (manual && !can(principal, 'MANUALLY_DEFINE_NEW_PRODUCT')) throw new AppError('FORBIDDEN', { messageKey: 'trade.manualNotAllowed' });
    const buyer = await this.references.facility(tx, principal);
    const source = await this.source(tx, principal, buyer, input.fromFacilityId ?? null, context);

    assertNotInFuture(transactedAt, now, context);
    if (source.extractor && !isWithin(windowContaining(source.extractor.season, now), transactedAt)) {
      throw ruleBroken('transactedAt', 'trade.invalidSeason', {}, context);
    }
    await checkActivityDocuments(tx, principal, { uploadProofs: { references: input.uploadProofs, purpose: 'proof' } }, context);

    const tracked = await this.trackedProducts(tx, buyer, source, productIds, context);
    const definitionId = tracked.length > 0 ? sharedDefinitionId(tracked, context) : (manual?.productDefinitionId as string);
    if (manual && manual.productDefinitionId !== definitionId)
      throw ruleBroken('manualAddedData.productDefinitionId', 'trade.productsMixed', {}, context);
    const definition = await this.purchasableDefinition(
      tx,
      buyer,
      source,
      definitionId,
      manual ? 'manualAddedData.productDefinitionId' : 'productIds',
      context,
    );
    assertCurrencyAllowed(definition, input.currency, context);

    const manualRows: NewProduct[] = manual
      ? await prepareManualProducts(
          tx,
          principal,
          definition,
          manual,
          { buyerId: buyer.id, now, verified: buyer.extractorSuppliers.length > 0 && source.seller !== null },
          context,
        )
      : [];
    attempt.manualCodes = manualRows.map((row) => row.code);
    return this.save(tx, { principal, input, buyer, source, tracked, manualRows, repeated, now, transactedAt }, context);
  }

  /** Hands the products over: tracked ones become purchased, manual ones are created, the buyer holds them all. */
  private async save(tx: Transaction, purchase: CheckedPurchase, context: RequestContext): Promise<TActivityReceipt> {
    const { principal, input, buyer, source, tracked, manualRows, now, transactedAt } = purchase;
    const trackedIds = tracked.map((product) => product.id);
    const purchased = await raiseProductFlag(tx, 'isPurchased', trackedIds, now);
    if (purchased.size < trackedIds.length) throw ruleBroken('productIds', 'trade.productPurchased', {}, context);
    const created = await insertProducts(tx, manualRows);
    const bought = [...tracked, ...created];
    const allIds = bought.map((product) => product.id);
    await holdPurchased(tx, buyer.id, bought, transactedAt, now);
    const { eventId } = await insertTransactionWithEvent(
      tx,
      {
        type: ACTIVITY_TYPES.PURCHASE,
        fromFacilityId: source.seller?.id ?? null,
        toFacilityId: buyer.id,
        facilityId: buyer.id,
        price: input.price ?? null,
        currency: input.currency ?? null,
        // A purchase of manual products only still weighs what they weigh.
        ...transactionWeight([...tracked, ...manualRows].map((product) => ({ quantity: product.quantity, unit: product.quantityUnit }))),
        ...transactionShares(bought),
        purchaseOrderNumber: input.purchaseOrderNumber,
        transactedAt,
        uploadProofs: input.uploadProofs,
        creatorId: principal.userId,
        createdAt: now,
      },
      allIds,
    );
    // A late manual purchase changes the named-seller share the buyer's next week of outputs was given (DOMAIN.md §5.5).
    if (created.length > 0) await recomputeVerifiedShares(tx, buyer.id, transactedAt, now);
    return activityReceipt(
      { eventId, type: ACTIVITY_TYPES.PURCHASE, recordedAt: transactedAt, products: [...tracked, ...created], repeated: purchase.repeated },
      context,
    );
  }

  /** The seller named (a partner the map lets the buyer buy from), or the non-participating extractor. */
  private async source(
    tx: Transaction,
    principal: Principal,
    buyer: ActivityFacility,
    sellerId: string | null,
    context: RequestContext,
  ): Promise<PurchaseSource> {
    if (!sellerId) {
      const extractor = nonParticipatingExtractor(buyer);
      if (!extractor) throw ruleBroken('fromFacilityId', 'trade.sellerRequired', {}, context);
      return { seller: null, extractor };
    }
    const seller = await loadTradingParty(tx, sellerId, buyer, 'fromFacilityId', context);
    assertSellerAllowed(principal, buyer, seller, context);
    return { seller, extractor: buyer.extractorSuppliers.find((role) => role.id === seller.roleId) ?? null };
  }

  /**
   * Tracked products the seller holds and hands over now: not purchased yet, and not logged as
   * sold by this seller to anyone else.
   */
  private async trackedProducts(
    tx: Transaction,
    buyer: ActivityFacility,
    source: PurchaseSource,
    productIds: string[],
    context: RequestContext,
  ): Promise<TradeProduct[]> {
    if (productIds.length === 0) return [];
    const seller = source.seller;
    if (!seller) throw ruleBroken('productIds', 'trade.nonParticipatingTracked', {}, context);
    const handOver = { type: ACTIVITY_TYPES.SALE, fromFacilityId: seller.id };
    const items = await loadNamedProducts(tx, productIds, { holderId: seller.id, handOver }, context);
    sharedDefinitionId(items, context);
    assertEach(items, (item) => !item.isHeld, 'trade.notHeldBySeller', context);
    assertEach(items, (item) => item.isPurchased, 'trade.productPurchased', context);
    assertEach(items, (item) => item.handedOverTo.some((facilityId) => facilityId !== buyer.id), 'trade.soldToAnother', context);
    return items;
  }

  /** The definition bought: one the buyer's role buys, made by the seller's role. */
  private async purchasableDefinition(
    tx: Transaction,
    buyer: ActivityFacility,
    source: PurchaseSource,
    definitionId: string,
    path: string,
    context: RequestContext,
  ): Promise<LoadedDefinition> {
    const definition = (await this.references.definitions(tx, [definitionId], context.language)).get(definitionId);
    if (!definition) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'trade.definitionNotFound',
        details: [{ path, message: context.t('trade.definitionNotFound') }],
      });
    }
    const params = { definition: definition.view.name };
    if (!purchasableDefinitionIds(buyer, null).includes(definitionId)) throw ruleBroken(path, 'trade.notPurchasable', params, context);
    if (!purchasableDefinitionIds(buyer, makerRoleId(source.seller, source.extractor)).includes(definitionId)) {
      throw ruleBroken(path, 'trade.sellerDoesNotMake', params, context);
    }
    return definition;
  }

  /** A unique index caught what a concurrent request slipped past the checks. */
  private conflictOf(error: unknown, input: TPurchaseInput, attempt: PurchaseAttempt, context: RequestContext): AppError | null {
    return conflictOf(
      error,
      {
        transactions_purchase_order_idx: {
          messageKey: 'trade.purchaseOrderTaken',
          params: { number: input.purchaseOrderNumber },
          path: 'purchaseOrderNumber',
        },
        products_code_manual_idx: { messageKey: 'trade.manualCodeTaken', params: { code: attempt.manualCodes.join(', ') } },
      },
      context,
    );
  }
}
