import type { TCalculationQuery, TCalculationTotals, TMarginOfError, TMassBalance } from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { calculationTotalsOf, marginOfErrorOf, massBalanceOf } from './calculations.ts';
import {
  planSumsForEachFacility,
  sumByProductKilograms,
  sumMadeInStockKilograms,
  sumPurchasedKilograms,
  sumPurchasedQuantities,
  sumSoldKilograms,
} from './calculations.repository.ts';
import { READ_SNAPSHOT, readRange } from './overview-range.ts';

/** Mass balance and margin of error of the caller's facility over a period (DOMAIN.md §5.5–5.6). */
export class CalculationsService {
  constructor(
    private readonly db: Database,
    private readonly references: ActivityReferences,
  ) {}

  async massBalance(principal: Principal, query: TCalculationQuery, context: RequestContext): Promise<TMassBalance> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const range = readRange(query.from, query.to, context);
    return this.db.transaction(async (tx) => {
      const facility = await this.references.facility(tx, principal);
      await planSumsForEachFacility(tx);
      const sums = await sumPurchasedQuantities(tx, facility.id, range);
      return massBalanceOf(sums, facility.extractorSuppliers.length > 0);
    }, READ_SNAPSHOT);
  }

  async totals(principal: Principal, query: TCalculationQuery, context: RequestContext): Promise<TCalculationTotals> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const range = readRange(query.from, query.to, context);
    return this.db.transaction(async (tx) => {
      const facility = await this.references.facility(tx, principal);
      await planSumsForEachFacility(tx);
      const purchased = await sumPurchasedKilograms(tx, facility.id, range);
      const sold = await sumSoldKilograms(tx, facility.id, range);
      const byProducts = await sumByProductKilograms(tx, facility.id, range);
      const madeInStock = await sumMadeInStockKilograms(tx, facility.id, range);
      return calculationTotalsOf(purchased, sold, byProducts, madeInStock);
    }, READ_SNAPSHOT);
  }

  async marginOfError(principal: Principal, query: TCalculationQuery, context: RequestContext): Promise<TMarginOfError> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    return marginOfErrorOf(await this.totals(principal, query, context));
  }
}
