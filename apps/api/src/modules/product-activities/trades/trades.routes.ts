import {
  ZActivityDefinitionList,
  ZActivityProduct,
  ZActivityReceipt,
  ZProductCodeParams,
  ZPurchaseInput,
  ZRequiredSellers,
  ZSaleInput,
  ZTransportInput,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { ProductLookupsService } from './product-lookups.service.ts';
import type { PurchasesService } from './purchases.service.ts';
import type { SalesService } from './sales.service.ts';
import type { TransportsService } from './transports.service.ts';

/** Trades are logged by producers holding the trade's permission; services add the facility's own checks. */
const producerWith = (permission: 'LOG_PURCHASE' | 'LOG_SALE' | 'LOG_TRANSPORT'): RouteAccess => ({
  permissions: [permission],
  roleTypes: ['Producer'],
});

const ZPurchasableDefinitionsQuery = z.object({ fromFacilityId: z.uuid().optional() });

export interface TradeActivitiesRoutesOptions {
  lookups: ProductLookupsService;
  purchases: PurchasesService;
  sales: SalesService;
  transports: TransportsService;
}

/** The specification's transaction calls (spec §7 "Transactions"), at exactly its paths. */
export async function tradesRoutes(app: FastifyInstance, { lookups, purchases, sales, transports }: TradeActivitiesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['product activities'];

  api.get(
    '/api/events/purchases/products/:id',
    {
      config: { access: producerWith('LOG_PURCHASE') },
      schema: {
        tags,
        summary:
          "Find a product to buy by its QR label (with SCAN_QR_CODE_IN_PURCHASE) or product ID (with INPUT_PRODUCT_ID_IN_PURCHASE), ignoring case, spaces and hyphens (so the hyphenated form screens show finds it). 404 when none, and for a product held by no facility the caller may buy from (answered exactly as an unknown ID); 422 when the caller's role does not buy its product or it is already purchased",
        params: ZProductCodeParams,
        response: { 200: ZActivityProduct },
      },
    },
    async (request) => lookups.forPurchase(principalOf(request), request.params.id, request.ctx),
  );

  api.get(
    '/api/events/purchases/required-sellers',
    {
      config: { access: producerWith('LOG_PURCHASE') },
      schema: {
        tags,
        summary:
          'Whether a purchase must name its seller: not for a mass-balance buyer right after an extractor, which may buy from the "Non-participating {role}"',
        response: { 200: ZRequiredSellers },
      },
    },
    async (request) => purchases.requiredSellers(principalOf(request), request.ctx),
  );

  api.get(
    '/api/product-definitions/purchased-product-definitions',
    {
      config: { access: producerWith('LOG_PURCHASE') },
      schema: {
        tags,
        summary:
          "The product definitions the caller's role buys on the supply-chain map (only those the role of fromFacilityId makes, when given), translated by the Language header",
        querystring: ZPurchasableDefinitionsQuery,
        response: { 200: ZActivityDefinitionList },
      },
    },
    async (request) => purchases.purchasableDefinitions(principalOf(request), request.query.fromFacilityId, request.ctx),
  );

  api.post(
    '/api/events/purchases',
    {
      config: { leavesAccessUnchanged: true, access: producerWith('LOG_PURCHASE') },
      schema: {
        tags,
        summary:
          'Log a purchase from a partner (or the non-participating extractor): tracked products the seller holds and products defined by hand (MANUALLY_DEFINE_NEW_PRODUCT). 422 for a broken trade rule, 409 for a purchase order number already used',
        body: ZPurchaseInput,
        response: { 201: ZActivityReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await purchases.log(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/events/sells/products/:id',
    {
      config: { access: producerWith('LOG_SALE') },
      schema: {
        tags,
        summary:
          "Find a product the caller holds to sell, by QR label (SCAN_QR_CODE_IN_SALE) or product ID (INPUT_PRODUCT_ID_IN_SALE), ignoring case, spaces and hyphens. 404 when none, and for any product the caller does not hold (answered exactly as an unknown ID); 422 when it is sold, used up, or not one of the role's products",
        params: ZProductCodeParams,
        response: { 200: ZActivityProduct },
      },
    },
    async (request) => lookups.forSale(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/events/sells',
    {
      config: { leavesAccessUnchanged: true, access: producerWith('LOG_SALE') },
      schema: {
        tags,
        summary:
          'Log a sale of products the caller made and holds to a partner buying from its role (or a broker); the buyer then holds them. 422 for a broken trade rule or a product sold meanwhile, 409 for an invoice or packing list number already used',
        body: ZSaleInput,
        response: { 201: ZActivityReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await sales.log(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/events/transports/products/:id',
    {
      config: { access: producerWith('LOG_TRANSPORT') },
      schema: {
        tags,
        summary:
          'Find a product the caller holds to transport, by QR label (SCAN_QR_CODE_IN_TRANSPORT) or product ID (INPUT_PRODUCT_ID_IN_TRANSPORT), ignoring case, spaces and hyphens. 404 when none, and for any product the caller does not hold (answered exactly as an unknown ID); 422 when already transported',
        params: ZProductCodeParams,
        response: { 200: ZActivityProduct },
      },
    },
    async (request) => lookups.forTransport(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/events/transports',
    {
      config: { leavesAccessUnchanged: true, access: producerWith('LOG_TRANSPORT') },
      schema: {
        tags,
        summary:
          'Log products the caller holds handed to a transporter partner, weighing no more than the declared weight. 422 for a broken rule, 409 for a packing list number already used on a transport',
        body: ZTransportInput,
        response: { 201: ZActivityReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await transports.log(principalOf(request), request.body, request.ctx)),
  );
}
