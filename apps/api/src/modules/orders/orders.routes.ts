import {
  ZOrderDetail,
  ZOrderId,
  ZOrderInput,
  ZOrderListQuery,
  ZOrderPage,
  ZOrderSupplierCandidatePage,
  ZOrderSupplierCandidateQuery,
  ZOrderSupplierEdit,
  ZOrderSupplierInput,
  ZOrderSupplierParams,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { OrdersService } from './orders.service.ts';

/** Trace product (spec §2): in the brand, producer and administrator menus. */
const TRACE: RouteAccess = { permissions: ['TRACE_PRODUCT'], roleTypes: ['Brand', 'Producer', 'Administrator'] };

export interface OrdersRoutesOptions {
  orders: OrdersService;
}

/** Orders to trace and their order suppliers (issue "Tracing", Orders), under /api/orders. */
export async function ordersRoutes(app: FastifyInstance, { orders }: OrdersRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const config = { access: TRACE };

  api.get(
    '/api/orders',
    {
      config,
      schema: {
        tags,
        summary:
          "The organisation's orders, 20 a page, newest first: search by PO, invoice or packing-list number, product or supplier name",
        querystring: ZOrderListQuery,
        response: { 200: ZOrderPage },
      },
    },
    async (request) => orders.list(principalOf(request), request.query, request.ctx),
  );

  api.post(
    '/api/orders',
    {
      config,
      schema: {
        tags,
        summary:
          'Place an order with its first supplier (a brand: one of its suppliers; an administrator: any facility on the map; a producer: itself). 422 when the supplier breaks these rules',
        body: ZOrderInput,
        response: { 201: ZOrderDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await orders.create(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/orders/supplier-candidates',
    {
      config,
      schema: {
        tags,
        summary:
          "Facilities the caller may name as an order's first supplier, or with parentId as a supplier of that order supplier (roles it buys from on the map)",
        querystring: ZOrderSupplierCandidateQuery,
        response: { 200: ZOrderSupplierCandidatePage },
      },
    },
    async (request) => orders.candidates(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An order with every order supplier, the first one first, and who placed it',
        params: ZOrderId,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) => orders.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.put(
    '/api/orders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Edit an order and its first order supplier. A new first supplier keeps the order suppliers below it that sell to it on the map and drops the rest; a change of supplier or documents resets the trace',
        params: ZOrderId,
        body: ZOrderInput,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) => orders.edit(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an order with its order suppliers and its trace',
        params: ZOrderId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await orders.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/orders/:id/suppliers',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a further order supplier below one of the order: its role must be one the parent buys from on the map (a brand: among its suppliers; a producer may name a broker). Resets the trace',
        params: ZOrderId,
        body: ZOrderSupplierInput,
        response: { 201: ZOrderDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.addSupplier(principalOf(request), request.params.id, request.body, request.ctx)),
  );

  api.put(
    '/api/orders/:id/suppliers/:orderSupplierId',
    {
      config,
      schema: {
        tags,
        summary:
          'Edit a further order supplier; a new supplier keeps the order suppliers below it that sell to it and drops the rest. 409 for the first order supplier, which changes with the order. Resets the trace',
        params: ZOrderSupplierParams,
        body: ZOrderSupplierEdit,
        response: { 200: ZOrderDetail },
      },
    },
    async (request) =>
      orders.editSupplier(principalOf(request), request.params.id, request.params.orderSupplierId, request.body, request.ctx),
  );

  api.delete(
    '/api/orders/:id/suppliers/:orderSupplierId',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a further order supplier with every order supplier below it. 409 for the first order supplier: edit or delete the order instead. Resets the trace',
        params: ZOrderSupplierParams,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await orders.removeSupplier(principalOf(request), request.params.id, request.params.orderSupplierId, request.ctx);
      return reply.code(204).send();
    },
  );
}
