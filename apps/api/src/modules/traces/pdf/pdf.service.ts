import { nameIn, type TEvidencePack, type TTrace, type TTracePdfQuery } from '@opentrace/domain';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Download } from '../../../core/download.ts';
import type { Principal } from '../../../core/principal.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Database } from '../../../db/client.ts';
import type { PdfRenderer } from '../../../lib/pdf/pdf-renderer.ts';
import { translationsOf } from '../../../lib/reference-names.ts';
import { findCountryRiskScores, findProductRiskListings } from '../../indicators/index.ts';
import { OrderAccess, type OrderFacilityRow, type OrderForTrace } from '../../orders/index.ts';
import { findDefinitions } from '../../product-definitions/index.ts';
import { findTracedTransactions, findTracedTransformations } from '../export/exports.repository.ts';
import { planTraceDocuments } from '../export/trace-documents.ts';
import type { EvidencePackStore } from './evidence-pack-store.ts';
import { countriesOnTrace, documentIndex, externalRiskOf, riskLevelsOf, transactionIdsOf } from './evidence-pack.view.ts';
import { findCountriesByCode, findRequester } from './pdf.repository.ts';

/** The traces module's reading of an order's trace, already authorised for the caller and in their language. */
export interface TraceReader {
  getTrace(principal: Principal, orderId: string, context: RequestContext): Promise<TTrace>;
}

/** Where the print page is served: the base URL the browser opens `/pdf-preview` under; null when there is none. */
export type PrintPageBase = () => string | null;

/**
 * The evidence-pack PDF (DOMAIN.md §5.3, ARCHITECTURE.md §8 item 12): the pack is gathered once,
 * kept under a random token only while the app's own print page reads it back, and that page is
 * printed by headless Chromium, so the preview and the download can never differ.
 */
export class TracePdfService {
  private readonly orders: OrderAccess;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly traces: TraceReader,
    private readonly store: EvidencePackStore,
    private readonly renderer: PdfRenderer,
    private readonly printPageBase: PrintPageBase,
  ) {
    this.orders = new OrderAccess(db);
  }

  async download(principal: Principal, orderId: string, query: TTracePdfQuery, context: RequestContext): Promise<Download> {
    // The orders module checks the caller first: 403 without TRACE_PRODUCT, 404 for another organisation's order.
    const order = await this.orders.loadOrderForTrace(principal, orderId);
    const base = this.printPageBase();
    if (!base) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'tracePdf.renderFailed' });
    const pack = await this.buildPack(principal, order, query, context);
    const token = this.store.put(pack);
    try {
      const url = new URL('/pdf-preview', base);
      url.searchParams.set('token', token);
      url.searchParams.set('language', context.language);
      const { pdf } = await this.renderer.render(url.toString());
      return { fileName: `trace-${fileNamePart(order.order.purchaseOrderNumber)}.pdf`, contentType: 'application/pdf', body: pdf };
    } finally {
      this.store.delete(token);
    }
  }

  /** The pack behind a token: the token itself is the credential (the print page has no session). */
  read(token: string): TEvidencePack {
    const pack = this.store.get(token);
    if (!pack) throw new AppError('NOT_FOUND', { messageKey: 'tracePdf.packNotFound' });
    return pack;
  }

  private async buildPack(
    principal: Principal,
    { order, suppliers }: OrderForTrace,
    query: TTracePdfQuery,
    context: RequestContext,
  ): Promise<TEvidencePack> {
    const { language } = context;
    const trace = await this.traces.getTrace(principal, order.id, context);
    const transactionIds = transactionIdsOf(trace);
    const countryCodes = countriesOnTrace(trace.nodes);
    const [requester, transactions, transformations, countries, scores, listings] = await Promise.all([
      order.ownerFacilityId ? findRequester(this.db, order.ownerFacilityId) : undefined,
      findTracedTransactions(this.db, transactionIds),
      findTracedTransformations(
        this.db,
        trace.transformations.map((transformation) => transformation.id),
      ),
      findCountriesByCode(this.db, countryCodes),
      findCountryRiskScores(this.db),
      findProductRiskListings(this.db),
    ]);
    const definitionIds = [
      ...new Set(transactions.flatMap((transaction) => transaction.products.map((product) => product.productDefinitionId))),
    ];
    const definitions = definitionIds.length ? await findDefinitions(this.db, definitionIds) : [];
    const facilityOf = (facility: OrderFacilityRow) => ({
      id: facility.id,
      name: facility.name,
      roleId: facility.roleId,
      roleName: nameIn(translationsOf({ name: facility.roleName, translations: facility.roleNameTranslations }), language),
      countryCode: facility.countryCode,
      riskLevel: facility.riskLevel,
    });
    const first = suppliers.find((row) => row.parentId === null);
    if (!first) throw new Error(`Order ${order.id} has no first order supplier.`);

    return {
      language,
      timezone: query.timezone,
      generatedAt: this.clock.now().toISOString(),
      requester: {
        organisation: requester?.name ?? null,
        phone: requester?.phone ?? null,
        userName: `${principal.firstName} ${principal.lastName}`.trim(),
        email: principal.email,
      },
      order: {
        id: order.id,
        purchaseOrderNumber: order.purchaseOrderNumber,
        purchasedAt: order.purchasedAt.toISOString(),
        productDescription: order.productDescription,
        quantity: order.quantity,
        quantityUnit: order.quantityUnit as TEvidencePack['order']['quantityUnit'],
        invoiceNumber: order.invoiceNumber,
        packingListNumber: order.packingListNumber,
        supplier: facilityOf(first.supplier),
        createdAt: order.createdAt.toISOString(),
        suppliers: suppliers.map((row) => ({
          id: row.id,
          parentId: row.parentId,
          supplier: facilityOf(row.supplier),
          purchasedAt: row.purchasedAt.toISOString(),
          purchaseOrderNumber: row.purchaseOrderNumber,
          invoiceNumber: row.invoiceNumber,
          packingListNumber: row.packingListNumber,
        })),
        requester: { facilityId: order.ownerFacilityId, name: requester?.name ?? null },
      },
      trace,
      riskLevels: riskLevelsOf(trace.nodes),
      externalRisk: externalRiskOf(
        countryCodes,
        {
          countries: countries.map((row) => ({ countryCode: row.countryCode, names: translationsOf(row) })),
          scores: scores.map((row) => ({ countryCode: row.countryCode, score: row.score })),
          listings: listings.map((row) => ({
            countryCode: row.countryCode,
            countryNames: translationsOf({ name: row.countryName, translations: row.countryTranslations ?? {} }),
            good: row.good,
            indicatorNames: translationsOf({ name: row.externalIndicatorName, translations: row.externalIndicatorTranslations }),
            severity: row.severity,
          })),
          goods: definitions.flatMap((definition) => definition.goods),
        },
        language,
      ),
      documents: documentIndex(planTraceDocuments(transactions, transformations, (transaction) => transaction.fromFacilityName)),
    };
  }
}

/** The PO as it may appear in a file name: path separators and control characters become "_". */
function fileNamePart(purchaseOrderNumber: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
  return purchaseOrderNumber.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim() || 'order';
}
