import { can, nodeOutputs, type TActivityProduct } from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import { AppError } from '../../../core/app-error.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import { findHolders, findProductsByCode, type ProductWithQr, presentProducts } from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { isAllowedSeller, purchasableDefinitionIds } from './trade-parties.ts';
import { findTradingParty } from './trades.repository.ts';
import { isUnavailableForSale } from './trades.rules.ts';

/** The sub-permissions that let a trade screen read a typed or scanned identifier each way. */
const READINGS = {
  purchase: { qrCode: 'SCAN_QR_CODE_IN_PURCHASE', productCode: 'INPUT_PRODUCT_ID_IN_PURCHASE' },
  sale: { qrCode: 'SCAN_QR_CODE_IN_SALE', productCode: 'INPUT_PRODUCT_ID_IN_SALE' },
  transport: { qrCode: 'SCAN_QR_CODE_IN_TRANSPORT', productCode: 'INPUT_PRODUCT_ID_IN_TRANSPORT' },
} as const;

type Context = Pick<RequestContext, 't' | 'language'>;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'activities.productNotFound' });
const refused = (
  messageKey: 'trade.productPurchased' | 'trade.invalidOrSold' | 'trade.alreadyTransported' | 'trade.notPurchasable' | 'trade.notSellable',
  params = {},
) => new AppError('UNPROCESSABLE', { messageKey, params });

/**
 * Finding the product a trade screen adds by its QR label or product ID (DOMAIN.md §4.2–4.4, §8.1):
 * a QR code first, then a product code, each only with its sub-permission; then whether this trade
 * may carry it. A product the caller could not trade answers exactly as an unknown code does, so
 * the look-ups tell no one what other facilities hold, of which type, or what became of it: a
 * sale or transport sees the caller's own products, a purchase also those of the sellers the caller
 * may buy from.
 */
export class ProductLookupsService {
  constructor(
    private readonly db: Database,
    private readonly references: ActivityReferences,
  ) {}

  async forPurchase(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const product = await this.find(principal, code, 'purchase', null, (holders) => this.holdsOrMaySell(principal, facility, holders));
    if (!purchasableDefinitionIds(facility, null).includes(product.productDefinitionId)) {
      throw refused('trade.notPurchasable', { definition: await this.definitionName(product, context) });
    }
    if (product.isPurchased) throw refused('trade.productPurchased');
    return this.present(product, context);
  }

  async forSale(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const product = await this.find(principal, code, 'sale', facility.id, async (holders) => holders.includes(facility.id));
    if (isUnavailableForSale(product)) throw refused('trade.invalidOrSold');
    if (!nodeOutputs(facility.lines, facility.role.id).includes(product.productDefinitionId)) {
      throw refused('trade.notSellable', { definition: await this.definitionName(product, context) });
    }
    return this.present(product, context);
  }

  async forTransport(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const product = await this.find(principal, code, 'transport', facility.id, async (holders) => holders.includes(facility.id));
    if (product.isTransported) throw refused('trade.alreadyTransported');
    return this.present(product, context);
  }

  /** The first product the code names that the caller may trade (`isTradable`, from who holds it), else 404. */
  private async find(
    principal: Principal,
    code: string,
    trade: keyof typeof READINGS,
    manualHeldBy: string | null,
    isTradable: (holders: readonly string[]) => Promise<boolean>,
  ): Promise<ProductWithQr> {
    const reading = { asQrCode: can(principal, READINGS[trade].qrCode), asProductCode: can(principal, READINGS[trade].productCode) };
    if (!reading.asQrCode && !reading.asProductCode) throw notFound();
    const candidates = await findProductsByCode(this.db, code, { ...reading, ...(manualHeldBy ? { manualHeldBy } : {}) });
    const holders = await findHolders(
      this.db,
      candidates.map((candidate) => candidate.id),
    );
    for (const candidate of candidates) {
      if (await isTradable(holders.get(candidate.id) ?? [])) return candidate;
    }
    throw notFound();
  }

  /** The buyer holds it already, or a facility it may buy from does (DOMAIN.md §4.2 "Seller rules"). */
  private async holdsOrMaySell(principal: Principal, buyer: ActivityFacility, holders: readonly string[]): Promise<boolean> {
    if (holders.includes(buyer.id)) return true;
    for (const holderId of holders) {
      const party = await findTradingParty(this.db, holderId, buyer.id);
      if (party && isAllowedSeller(principal, buyer, party)) return true;
    }
    return false;
  }

  private async definitionName(product: ProductWithQr, context: Context): Promise<string> {
    const definitions = await this.references.definitions(this.db, [product.productDefinitionId], context.language);
    return definitions.get(product.productDefinitionId)?.view.name ?? '';
  }

  private async present(product: ProductWithQr, context: Context): Promise<TActivityProduct> {
    const [presented] = await presentProducts(this.db, [product], context.language);
    return presented as TActivityProduct;
  }
}
