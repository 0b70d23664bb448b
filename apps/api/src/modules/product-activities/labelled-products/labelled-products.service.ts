import type { TActivityProduct, TLabelledProduct, TProductHolding } from '@opentrace/domain';
import { AppError } from '../../../core/app-error.ts';
import type { Principal } from '../../../core/principal.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Database } from '../../../db/client.ts';
import { productActivitiesPolicy, seesHoldingOf } from '../product-activities.policy.ts';
import { findProductsByCode, type ProductWithQr, presentProducts } from '../shared/activity-products.repository.ts';
import { findHoldings, type HoldingRow } from './labelled-products.repository.ts';

type Context = Pick<RequestContext, 'language'>;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'activities.labelledProductNotFound' });

function toHolding(product: ProductWithQr, row: HoldingRow): TProductHolding {
  return {
    facility: { id: row.facilityId, name: row.facilityName },
    // A manual product is "created" by the buyer that described it, which received it rather than made it.
    made: row.facilityId === product.createdFacilityId && !product.isManualAdded,
    since: (row.purchasedAt ?? row.createdAt).toISOString(),
    until: row.releasedAt?.toISOString() ?? null,
  };
}

/**
 * The product a printed label is on, for its link (`{PUBLIC_URL}/q/{code}`, DOMAIN.md §8.1): outside
 * any activity, so it says nothing about what the reader could do with it, only what it is and where
 * it has been. An unused label, and a product the reader may not see, are both simply not found.
 */
export class LabelledProductsService {
  constructor(private readonly db: Database) {}

  async byQrCode(principal: Principal, code: string, context: Context): Promise<TLabelledProduct> {
    await productActivitiesPolicy.authorize(principal, 'readProducts', null);
    const [product] = await findProductsByCode(this.db, code, { asQrCode: true, asProductCode: false });
    if (!product) throw notFound();
    const holdings = await findHoldings(this.db, product.id);
    await productActivitiesPolicy.authorize(principal, 'readProduct', { holderIds: holdings.map((row) => row.facilityId) });
    const [presented] = await presentProducts(this.db, [product], context.language);
    const visible = holdings
      .filter((row) => seesHoldingOf(principal, row.facilityId))
      .map((row) => toHolding(product, row))
      .sort((a, b) => Number(b.made) - Number(a.made) || a.since.localeCompare(b.since));
    return { ...(presented as TActivityProduct), holdings: visible };
  }
}
