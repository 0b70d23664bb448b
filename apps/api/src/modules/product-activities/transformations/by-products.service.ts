import {
  ACTIVITY_TYPES,
  isWithin,
  type TActivityReceipt,
  type TByProductInput,
  type TByProductStock,
  toKg,
  windowContaining,
} from '@opentrace/domain';
import type { Database, Executor } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import { insertEvent } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { insertByProduct, rangeOf, stockInHandKg, type TRange } from './stock.repository.ts';
import { byProductAllowance, exceeds } from './transformations.rules.ts';

const UNIT_LABELS = { Kilograms: 'byProducts.unitKilograms', Pounds: 'byProducts.unitPounds' } as const;

/**
 * By-products (DOMAIN.md §4.6): waste or secondary output set aside from the stock, never more than
 * what the window's purchases leave after the outputs and by-products already recorded.
 */
export class ByProductsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly references: ActivityReferences,
  ) {}

  /** How much may still be recorded at `recordedAt`, floored, in kilograms and pounds. */
  async stock(principal: Principal, recordedAt: Date): Promise<TByProductStock> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const range = this.windowOf(facility, recordedAt, this.clock.now());
    return byProductAllowance(await this.availableKg(this.db, facility, range));
  }

  async record(principal: Principal, input: TByProductInput, context: RequestContext): Promise<TActivityReceipt> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const recordedAt = new Date(input.recordedAt);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const facility = await this.references.facility(tx, principal);
      const range = this.windowOf(facility, recordedAt, now);
      await checkActivityDocuments(tx, principal, { uploadProofs: { references: input.uploadProofs, purpose: 'proof' } }, context);
      const availableKg = await this.availableKg(tx, facility, range);
      const allowance = byProductAllowance(availableKg);
      if (!allowance.canRecord) throw new AppError('UNPROCESSABLE', { messageKey: 'byProducts.noStock' });
      // Both units weigh (Kilograms, Pounds), so the conversion always succeeds.
      const kg = toKg(input.totalWeight, input.weightUnit) as number;
      if (exceeds(kg, availableKg)) {
        const max = input.weightUnit === 'Pounds' ? allowance.maxPounds : allowance.maxKilograms;
        throw new AppError('UNPROCESSABLE', {
          messageKey: 'byProducts.overStock',
          params: { max: max ?? 0, unit: context.t(UNIT_LABELS[input.weightUnit]) },
        });
      }
      const byProductId = await insertByProduct(tx, {
        facilityId: facility.id,
        totalWeight: input.totalWeight,
        weightUnit: input.weightUnit,
        totalWeightKg: kg,
        recordedAt,
        uploadProofs: input.uploadProofs,
        creatorId: principal.userId,
        createdAt: now,
      });
      const eventId = await insertEvent(tx, { facilityId: facility.id, type: ACTIVITY_TYPES.BY_PRODUCT, recordedAt, byProductId });
      return { eventId, type: ACTIVITY_TYPES.BY_PRODUCT, recordedAt: recordedAt.toISOString(), products: [], notices: [] };
    });
  }

  /** A by-product belongs to the current window and cannot be dated in the future (DOMAIN.md §4.1, §4.6). */
  private windowOf(facility: ActivityFacility, recordedAt: Date, now: Date): TRange {
    if (recordedAt > now) throw new AppError('UNPROCESSABLE', { messageKey: 'activities.futureDate' });
    const current = windowContaining(facility.window, now);
    if (!isWithin(current, recordedAt)) throw new AppError('UNPROCESSABLE', { messageKey: 'activities.pastWindow' });
    return rangeOf(current);
  }

  private async availableKg(db: Executor, facility: ActivityFacility, range: TRange): Promise<number> {
    const stock = await stockInHandKg(db, facility.id, range);
    if (!stock) throw new AppError('UNPROCESSABLE', { messageKey: 'transformations.stockUnconvertible' });
    return stock.availableKg;
  }
}
