import { isWithin, windowContaining } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import { heldProductIds, type ProductRow } from '../shared/activity-products.repository.ts';
import { findLatestPurchaseDates, findProductsSoldBy } from './transformations.repository.ts';

export type TInputProblem = 'transformations.productInvalidOrSold' | 'transformations.notAnInput' | 'transformations.pastWindowPurchase';

/**
 * Why products cannot go into a transformation (DOMAIN.md §4.5), by product id: the facility must
 * still have them (held, not used up, not sold on), they must be of a definition it may use, and
 * if they reached it by a purchase, that purchase must lie in its current window.
 */
export async function findInputProblems(
  db: Executor,
  facility: ActivityFacility,
  products: readonly Pick<ProductRow, 'id' | 'productDefinitionId' | 'isTransformed'>[],
  usableDefinitionIds: readonly string[],
  now: Date,
): Promise<Map<string, TInputProblem>> {
  const ids = products.map((product) => product.id);
  const held = await heldProductIds(db, facility.id, ids);
  const soldOn = await findProductsSoldBy(db, facility.id, ids);
  const purchasedAt = await findLatestPurchaseDates(db, facility.id, ids);
  const window = windowContaining(facility.window, now);
  const problems = new Map<string, TInputProblem>();
  for (const product of products) {
    const purchase = purchasedAt.get(product.id);
    if (!held.has(product.id) || product.isTransformed || soldOn.has(product.id))
      problems.set(product.id, 'transformations.productInvalidOrSold');
    else if (!usableDefinitionIds.includes(product.productDefinitionId)) problems.set(product.id, 'transformations.notAnInput');
    else if (purchase && !isWithin(window, purchase)) problems.set(product.id, 'transformations.pastWindowPurchase');
  }
  return problems;
}
