import { can, nodeOutputs, type TActivityProduct } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { ActivityReferences } from '../activity-core/activity-references.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ActivityFacility } from '../activity-core/activity-facility.ts';
import { findProductByCode, heldProductIds, type ProductWithQr, presentProducts } from '../activity-core/activity-products.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import type { Principal } from '../auth/principal.repository.ts';
import { purchasableDefinitionIds } from './trade-parties.ts';
import { isUnavailableForSale } from './trade-rules.ts';

/** The sub-permissions that let a trade screen read a typed or scanned identifier each way. */
const READINGS = {
  purchase: { qrCode: 'SCAN_QR_CODE_IN_PURCHASE', productCode: 'INPUT_PRODUCT_ID_IN_PURCHASE' },
  sale: { qrCode: 'SCAN_QR_CODE_IN_SALE', productCode: 'INPUT_PRODUCT_ID_IN_SALE' },
  transport: { qrCode: 'SCAN_QR_CODE_IN_TRANSPORT', productCode: 'INPUT_PRODUCT_ID_IN_TRANSPORT' },
} as const;

type Context = Pick<RequestContext, 't' | 'language'>;

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'activities.productNotFound' });
const refused = (messageKey: 'trade.productPurchased' | 'trade.invalidOrSold' | 'trade.alreadyTransported' | 'trade.notPurchasable' | 'trade.notSellable', params = {}) =>
  new AppError('UNPROCESSABLE', { messageKey, params });

/**
 * Finding the product a trade screen adds by its QR label or product ID (DOMAIN.md §4.2–4.4, §8.1):
 * a QR code first, then a product code, each only with its sub-permission; then whether this trade
 * may carry it.
 */
export class ProductLookupsService {
  constructor(
    private readonly db: Database,
    private readonly references: ActivityReferences,
  ) {}

  async forPurchase(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    const { facility, product } = await this.find(principal, code, 'purchase');
    if (!purchasableDefinitionIds(facility, null).includes(product.productDefinitionId)) {
      throw refused('trade.notPurchasable', { definition: await this.definitionName(product, context) });
    }
    if (product.isPurchased) throw refused('trade.productPurchased');
    return this.present(product, context);
  }

  async forSale(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    const { facility, product } = await this.find(principal, code, 'sale');
    await this.assertHeld(facility, product);
    if (isUnavailableForSale(product)) throw refused('trade.invalidOrSold');
    if (!nodeOutputs(facility.lines, facility.role.id).includes(product.productDefinitionId)) {
      throw refused('trade.notSellable', { definition: await this.definitionName(product, context) });
    }
    return this.present(product, context);
  }

  async forTransport(principal: Principal, code: string, context: Context): Promise<TActivityProduct> {
    const { facility, product } = await this.find(principal, code, 'transport');
    await this.assertHeld(facility, product);
    if (product.isTransported) throw refused('trade.alreadyTransported');
    return this.present(product, context);
  }

  private async find(principal: Principal, code: string, trade: keyof typeof READINGS): Promise<{ facility: ActivityFacility; product: ProductWithQr }> {
    const facility = await this.references.facility(this.db, principal);
    const reading = { asQrCode: can(principal, READINGS[trade].qrCode), asProductCode: can(principal, READINGS[trade].productCode) };
    const product = reading.asQrCode || reading.asProductCode ? await findProductByCode(this.db, code, reading) : null;
    if (!product) throw notFound();
    return { facility, product };
  }

  /** Another facility's stock is answered as unknown. */
  private async assertHeld(facility: ActivityFacility, product: ProductWithQr): Promise<void> {
    if (!(await heldProductIds(this.db, facility.id, [product.id])).has(product.id)) throw notFound();
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
