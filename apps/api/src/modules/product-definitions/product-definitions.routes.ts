import {
  ZCommodity,
  ZProductAttribute,
  ZProductAttributeInput,
  ZProductAttributeTranslationRow,
  ZProductDefinition,
  ZProductDefinitionInput,
  ZProductTranslationRow,
  ZProductTranslationUploadResult,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerJsonAsFile } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { ProductDefinitionTranslationsService } from './product-definition-translations.service.ts';
import type { ProductDefinitionsService } from './product-definitions.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
/** Every later form (purchases, transformations, the map) is rendered from these, so any signed-in user reads them. */
const SIGNED_IN: RouteAccess = {};
const ZId = z.object({ id: z.uuid() });
const MAX_TRANSLATION_ROWS = 5000;

export async function productDefinitionsRoutes(
  app: FastifyInstance,
  { products, translations }: { products: ProductDefinitionsService; translations: ProductDefinitionTranslationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: SUPER_ADMIN_ONLY, configurationWrite: true };

  api.get(
    '/api/commodities',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['products'], summary: 'The commodities a product can be made of', response: { 200: z.array(ZCommodity) } },
    },
    async (request) => products.listCommodities(principalOf(request)),
  );

  api.get(
    '/api/attributes',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['products'], summary: 'Product attributes', response: { 200: z.array(ZProductAttribute) } },
    },
    async (request) => products.listAttributes(principalOf(request)),
  );

  api.post(
    '/api/attributes',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Create a product attribute (super administrator)',
        body: ZProductAttributeInput,
        response: { 201: ZProductAttribute },
      },
    },
    async (request, reply) => reply.code(201).send(await products.createAttribute(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/attributes/:id',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Edit a product attribute (super administrator)',
        params: ZId,
        body: ZProductAttributeInput,
        response: { 200: ZProductAttribute },
      },
    },
    async (request) => products.updateAttribute(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/attributes/:id',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Delete an attribute no product uses (super administrator)',
        params: ZId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await products.deleteAttribute(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/attributes/translations',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['products'],
        summary: 'Attribute translation file (JSON)',
        response: { 200: z.array(ZProductAttributeTranslationRow) },
      },
    },
    async (request, reply) => {
      offerJsonAsFile(reply, 'attribute-translations.json');
      return translations.attributeRows(principalOf(request));
    },
  );

  api.put(
    '/api/attributes/translations',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Upload a filled attribute translation file (super administrator)',
        body: z.array(ZProductAttributeTranslationRow).min(1, 'validation.required').max(MAX_TRANSLATION_ROWS, 'validation.tooLong'),
        response: { 200: ZProductTranslationUploadResult },
      },
    },
    async (request) => translations.uploadAttributes(principalOf(request), request.body, request.ctx),
  );

  api.get(
    '/api/product-definitions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['products'],
        summary: 'Product definitions with their ordered attributes',
        response: { 200: z.array(ZProductDefinition) },
      },
    },
    async (request) => products.listDefinitions(principalOf(request)),
  );

  api.get(
    '/api/product-definitions/translations',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['products'], summary: 'Product translation file (JSON)', response: { 200: z.array(ZProductTranslationRow) } },
    },
    async (request, reply) => {
      offerJsonAsFile(reply, 'product-translations.json');
      return translations.productRows(principalOf(request));
    },
  );

  api.put(
    '/api/product-definitions/translations',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Upload a filled product translation file (super administrator)',
        body: z.array(ZProductTranslationRow).min(1, 'validation.required').max(MAX_TRANSLATION_ROWS, 'validation.tooLong'),
        response: { 200: ZProductTranslationUploadResult },
      },
    },
    async (request) => translations.uploadProducts(principalOf(request), request.body, request.ctx),
  );

  api.get(
    '/api/product-definitions/:id',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['products'], summary: 'One product definition', params: ZId, response: { 200: ZProductDefinition } },
    },
    async (request) => products.getDefinition(principalOf(request), request.params.id),
  );

  api.post(
    '/api/product-definitions',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Create a product definition (super administrator)',
        body: ZProductDefinitionInput,
        response: { 201: ZProductDefinition },
      },
    },
    async (request, reply) => reply.code(201).send(await products.createDefinition(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/product-definitions/:id',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Edit a product definition, including the order of its attributes (super administrator)',
        params: ZId,
        body: ZProductDefinitionInput,
        response: { 200: ZProductDefinition },
      },
    },
    async (request) => products.updateDefinition(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/product-definitions/:id',
    {
      config: write,
      schema: {
        tags: ['products'],
        summary: 'Delete a product definition (super administrator)',
        params: ZId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await products.deleteDefinition(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
