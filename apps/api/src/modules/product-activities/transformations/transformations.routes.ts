import {
  ZActivityDefinitionList,
  ZActivityProduct,
  ZActivityReceipt,
  ZAssignProductsInput,
  ZByProductInput,
  ZByProductStock,
  ZByProductStockQuery,
  ZProductCodeParams,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { ByProductsService } from './by-products.service.ts';
import type { TransformationsService } from './transformations.service.ts';

/** Spec §6: assign-product-id needs LOG_TRANSFORMATIONS, record-by-product LOG_BY_PRODUCT; both for producers. */
const TRANSFORMERS: RouteAccess = { permissions: ['LOG_TRANSFORMATIONS'], roleTypes: ['Producer'] };
const BY_PRODUCT_RECORDERS: RouteAccess = { permissions: ['LOG_BY_PRODUCT'], roleTypes: ['Producer'] };

export interface TransformationsRoutesOptions {
  transformations: TransformationsService;
  byProducts: ByProductsService;
}

/** Transformations (assign product ID) and by-products, DOMAIN.md §4.5–4.6. */
export async function transformationsRoutes(app: FastifyInstance, { transformations, byProducts }: TransformationsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['product activities'];

  api.get(
    '/api/events/assign-products/definitions',
    {
      config: { access: TRANSFORMERS },
      schema: {
        tags,
        summary:
          "Product definitions the caller's facility may make: its role's outputs on the supply-chain map, narrowed to the goods of its profile; translated",
        response: { 200: ZActivityDefinitionList },
      },
    },
    async (request) => transformations.definitions(principalOf(request), request.ctx),
  );

  api.get(
    '/api/events/assign-products/products/:id',
    {
      config: { access: TRANSFORMERS },
      schema: {
        tags,
        summary:
          'Find an input by QR code, then by product ID (also manual products the caller holds), ignoring case, spaces and hyphens. 404 for a product the caller never held (answered exactly as an unknown ID); 422 when the caller no longer has it, its role cannot use it, or it was bought in a past reconciliation window',
        params: ZProductCodeParams,
        response: { 200: ZActivityProduct },
      },
    },
    async (request) => transformations.findInput(principalOf(request), request.params.id, request.ctx),
  );

  api.post(
    '/api/events/assign-products',
    {
      config: { leavesAccessUnchanged: true, access: TRANSFORMERS },
      schema: {
        tags,
        summary:
          'Transform inputs (or, with none, the stock in hand) into new products and assign their product IDs or QR labels. Quantities are capped by the calculated field or by the input weight; 422 for broken rules, 409 for a product ID in use',
        body: ZAssignProductsInput,
        response: { 201: ZActivityReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await transformations.assign(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/events/record-by-product/stock',
    {
      config: { access: BY_PRODUCT_RECORDERS },
      schema: {
        tags,
        summary:
          'How much by-product may still be recorded at recordedAt (in the current window): what purchases leave after outputs and by-products, floored, in Kilograms and Pounds',
        querystring: ZByProductStockQuery,
        response: { 200: ZByProductStock },
      },
    },
    async (request) => byProducts.stock(principalOf(request), new Date(request.query.recordedAt)),
  );

  api.post(
    '/api/events/record-by-product',
    {
      config: { leavesAccessUnchanged: true, access: BY_PRODUCT_RECORDERS },
      schema: {
        tags,
        summary:
          'Record a by-product in the current window, weighed in Kilograms or Pounds, within the stock in hand; proofs are uploaded first (POST /api/upload/files?purpose=proof)',
        body: ZByProductInput,
        response: { 201: ZActivityReceipt },
      },
    },
    async (request, reply) => reply.code(201).send(await byProducts.record(principalOf(request), request.body, request.ctx)),
  );
}
