import { ACTIVITY_TYPES, roundToCents, type TActivityReceipt, type TTransportInput, toKg } from '@opentrace/domain';
import { conflictOf } from '../../../core/conflicts.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import type { Clock } from '../../../core/clock.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import { distinctIds, type ProductWithQr } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { assertEach, assertInCurrentWindow, assertNotInFuture, loadNamedProducts, ruleBroken } from './trade-checks.ts';
import { loadTradingParty } from './trade-parties.ts';
import { activityReceipt } from './trade-receipts.ts';
import { insertTransactionWithEvent, raiseProductFlag } from './trades.repository.ts';

const TRANSPORTER = 'TRANSPORTER';

/**
 * Transports (DOMAIN.md §4.4): the caller hands products it holds to a transporter partner, under a
 * packing list and a declared weight the products must not exceed.
 */
export class TransportsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly references: ActivityReferences,
  ) {}

  async log(principal: Principal, input: TTransportInput, context: RequestContext): Promise<TActivityReceipt> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    try {
      return await this.db.transaction((tx) => this.record(tx, principal, input, context));
    } catch (error) {
      const conflicts = {
        transactions_packing_list_idx: {
          messageKey: 'trade.transportPackingListTaken',
          params: { number: input.packingListNumber },
          path: 'packingListNumber',
        },
      } as const;
      throw conflictOf(error, conflicts, context) ?? error;
    }
  }

  private async record(tx: Transaction, principal: Principal, input: TTransportInput, context: RequestContext): Promise<TActivityReceipt> {
    const now = this.clock.now();
    const transactedAt = new Date(input.transactedAt);
    const { ids: productIds, repeated } = distinctIds(input.productIds);
    const sender = await this.references.facility(tx, principal);
    const transporter = await loadTradingParty(tx, input.toFacilityId, sender, 'toFacilityId', context);
    if (transporter.roleCode !== TRANSPORTER || !transporter.isPartner) {
      throw ruleBroken('toFacilityId', 'trade.transporterInvalid', {}, context);
    }

    assertNotInFuture(transactedAt, now, context);
    assertInCurrentWindow(sender.window, transactedAt, now, context);
    await checkActivityDocuments(
      tx,
      principal,
      { uploadPackingLists: { references: input.uploadPackingLists, purpose: 'proof' } },
      context,
    );

    const items = await loadNamedProducts(tx, productIds, { holderId: sender.id }, context, (product) => product.isHeld);
    assertEach(items, (item) => item.isTransported, 'trade.alreadyTransported', context);
    const declaredKg = toKg(input.totalWeight, input.weightUnit) as number;
    assertWithinDeclaredWeight(items, declaredKg, context);

    const transported = await raiseProductFlag(tx, 'isTransported', productIds, now);
    if (transported.size < productIds.length) throw ruleBroken('productIds', 'trade.alreadyTransported', {}, context);
    const { eventId } = await insertTransactionWithEvent(
      tx,
      {
        type: ACTIVITY_TYPES.TRANSPORT,
        fromFacilityId: sender.id,
        toFacilityId: transporter.id,
        facilityId: sender.id,
        totalWeight: input.totalWeight,
        weightUnit: input.weightUnit,
        totalWeightKg: declaredKg,
        packingListNumber: input.packingListNumber,
        transactedAt,
        uploadPackingLists: input.uploadPackingLists,
        creatorId: principal.userId,
        createdAt: now,
      },
      productIds,
    );
    return activityReceipt({ eventId, type: ACTIVITY_TYPES.TRANSPORT, recordedAt: transactedAt, products: items, repeated }, context);
  }
}

/** The products' kilograms must fit in the declared weight; a product measured in metres cannot be weighed. */
function assertWithinDeclaredWeight(items: readonly ProductWithQr[], declaredKg: number, context: Pick<RequestContext, 't'>): void {
  const kilograms = items.map((item) => toKg(item.quantity, item.quantityUnit));
  const index = kilograms.indexOf(null);
  if (index >= 0) {
    const item = items[index] as ProductWithQr;
    throw ruleBroken(`productIds.${index}`, 'trade.weightUncheckable', { code: item.code, unit: item.quantityUnit }, context);
  }
  const productsKg = roundToCents(kilograms.reduce<number>((sum, kg) => sum + (kg ?? 0), 0));
  if (productsKg > declaredKg) throw ruleBroken('totalWeight', 'trade.overDeclaredWeight', { productsKg, declaredKg }, context);
}
