import {
  ZAddSupplier,
  ZEditSupplier,
  ZSupplierCandidatePage,
  ZSupplierDetail,
  ZSupplierId,
  ZSupplierImportCheck,
  ZSupplierImportId,
  ZSupplierImportResult,
  ZSupplierListQuery,
  ZSupplierMap,
  ZSupplierPage,
  ZSupplierPartnerQuery,
  ZSupplierPartners,
  ZSupplierRoles,
  ZSupplierSearchQuery,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSingleFile } from '../../core/multipart.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { SupplierImportService } from './import/supplier-import.service.ts';
import type { SuppliersService } from './suppliers.service.ts';

/** Brands that see supplier risk (spec §6: brand suppliers need a supplier-risk view). */
const BRAND_VIEW: RouteAccess = {
  permissions: ['VIEW_SUPPLIER_RISK_ASSESSMENT', 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT'],
  roleTypes: ['Brand'],
};
/** Adding, editing, removing and importing suppliers (DOMAIN.md §9: INVITE_PARTNERS). */
const BRAND_MANAGE = { permissions: ['INVITE_PARTNERS'], roleTypes: ['Brand'] } satisfies RouteAccess;
/** A supplier's detail: the brand's own suppliers, or any facility for an administrator. */
const DETAIL_VIEW: RouteAccess = {
  permissions: [
    'VIEW_SUPPLIER_RISK_ASSESSMENT',
    'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT',
    'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT',
  ],
  roleTypes: ['Brand', 'Administrator'],
};
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SuppliersRoutesOptions {
  suppliers: SuppliersService;
  imports: SupplierImportService;
}

/** A brand's suppliers (issue "Brand suppliers"), under /api/brands/suppliers. */
export async function suppliersRoutes(app: FastifyInstance, { suppliers, imports }: SuppliersRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['suppliers'];

  api.get(
    '/api/brands/suppliers',
    {
      config: { access: BRAND_VIEW },
      schema: {
        tags,
        summary: "The brand's suppliers: search by name, OS ID or registration number; filter by type, tier and risk level; sort and page",
        querystring: ZSupplierListQuery,
        response: { 200: ZSupplierPage },
      },
    },
    async (request) => suppliers.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/brands/suppliers/roles',
    {
      config: { access: BRAND_VIEW },
      schema: {
        tags,
        summary: 'The types a supplier may have: roles on the supply-chain map, with their tier',
        response: { 200: ZSupplierRoles },
      },
    },
    async (request) => suppliers.roles(principalOf(request)),
  );

  api.get(
    '/api/brands/suppliers/search',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary:
          'Existing facilities that may become suppliers (roles on the map, not yet the brand’s), by name, OS ID or registration number',
        querystring: ZSupplierSearchQuery,
        response: { 200: ZSupplierCandidatePage },
      },
    },
    async (request) => suppliers.search(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/brands/suppliers/partner-candidates',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary: "The brand's suppliers that may be partners of a supplier of roleId: their roles are next to it on the map",
        querystring: ZSupplierPartnerQuery,
        response: { 200: ZSupplierPartners },
      },
    },
    async (request) => suppliers.partnerCandidates(principalOf(request), request.query),
  );

  api.get(
    '/api/brands/suppliers/mapping',
    {
      config: { access: BRAND_VIEW },
      schema: {
        tags,
        summary: "The tier map: the brand's suppliers by tier in map order, each with the suppliers it sells to (targets)",
        response: { 200: ZSupplierMap },
      },
    },
    async (request) => suppliers.mapping(principalOf(request)),
  );

  api.post(
    '/api/brands/suppliers',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary:
          'Add an existing facility or a new one (with its first Admin, invited when the role signs in), with its partners among the brand’s suppliers. 409 for a taken e-mail or OS ID or a supplier already linked, 422 for a partner that is not adjacent on the map',
        body: ZAddSupplier,
        response: { 201: ZSupplierDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await suppliers.add(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/brands/suppliers/import/template',
    {
      config: { access: { ...BRAND_MANAGE, allowShortToken: true }, fileResponse: XLSX_MIME },
      schema: { tags, summary: 'import-suppliers-template.xlsx: Sheet1 with a Type dropdown of the supplier types' },
    },
    async (request, reply) => imports.template(principalOf(request), reply, request.ctx),
  );

  api.post(
    '/api/brands/suppliers/import/validate',
    {
      config: { access: BRAND_MANAGE, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Check a filled template (multipart field `file`, one xlsx, ≤ 10 MB): row errors as "Index {row}: {error}" with counts',
        description: 'The valid rows are kept under `importId`, which the brand that checked them can import once.',
        response: { 200: ZSupplierImportCheck },
      },
    },
    async (request) => imports.validate(principalOf(request), await readSingleFile(request), request.ctx),
  );

  api.post(
    '/api/brands/suppliers/import/:importId',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary: 'Import the valid rows of a checked file in one transaction: creates or links each supplier and records its partner',
        params: ZSupplierImportId,
        response: { 200: ZSupplierImportResult },
      },
    },
    async (request) => imports.import(principalOf(request), request.params.importId, request.ctx),
  );

  api.get(
    '/api/brands/suppliers/:id',
    {
      config: { access: DETAIL_VIEW },
      schema: {
        tags,
        summary: "A supplier's detail: general information, contacts, external risk (country score, ILAB List of Goods) and partners",
        params: ZSupplierId,
        response: { 200: ZSupplierDetail },
      },
    },
    async (request) => suppliers.detail(principalOf(request), request.params.id, request.ctx),
  );

  api.put(
    '/api/brands/suppliers/:id',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary: "Edit a supplier: its details while the brand keeps them, and its partners among the brand's suppliers",
        params: ZSupplierId,
        body: ZEditSupplier,
        response: { 200: ZSupplierDetail },
      },
    },
    async (request) => suppliers.edit(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/brands/suppliers/:id',
    {
      config: { access: BRAND_MANAGE },
      schema: {
        tags,
        summary: "Remove a supplier from the brand's list; the facility and its data stay",
        params: ZSupplierId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await suppliers.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
