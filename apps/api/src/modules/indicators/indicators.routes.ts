import {
  INDICATOR_ICONS,
  ZCountryRiskImportResult,
  ZCountryRiskScore,
  ZCountryRiskScoreInput,
  ZExternalRiskIndicator,
  ZExternalRiskIndicatorInput,
  ZIndicatorImportInput,
  ZIndicatorImportSummary,
  ZIndicatorListValidation,
  ZIndicatorRowUpdate,
  ZIndicatorTranslations,
  ZIndicatorTranslationsResponse,
  ZIndicatorTree,
  ZProductRiskListing,
  ZTranslationImportSummary,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { CountryRiskService } from './country-risk.service.ts';
import type { ExternalRiskIndicatorsService } from './external-risk-indicators.service.ts';
import type { IndicatorListService } from './indicator-list.service.ts';
import { indicatorListTemplate } from './indicator-list-template.ts';
import type { ProductRiskListingsService } from './product-risk-listings.service.ts';
import { readSingleFile } from '../../core/multipart.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
const WRITE = { access: SUPER_ADMIN_ONLY, configurationWrite: true };
const SIGNED_IN = { access: {} };
const ZId = z.object({ id: z.uuid() });
const ZCountryCode = z.object({ countryCode: z.string().trim().min(2).max(3) });
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface IndicatorsServices {
  indicatorList: IndicatorListService;
  externalIndicators: ExternalRiskIndicatorsService;
  countryRisk: CountryRiskService;
  productRiskListings: ProductRiskListingsService;
}

export async function indicatorsRoutes(app: FastifyInstance, services: IndicatorsServices) {
  const { indicatorList, externalIndicators, countryRisk, productRiskListings } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['indicators'];

  api.get(
    '/api/indicator-list',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'The indicator list: categories → indicators → sub-indicators', response: { 200: ZIndicatorTree } },
    },
    (request) => indicatorList.tree(principalOf(request)),
  );

  api.post(
    '/api/indicator-list/validate',
    {
      config: { ...WRITE, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Validate an indicator list xlsx (multipart field `file`, ≤10 MB)',
        description: 'Only an error-free file gets a `fileId`, which can be imported once.',
        response: { 200: ZIndicatorListValidation },
      },
    },
    async (request) => indicatorList.validate(principalOf(request), await readSingleFile(request), request.ctx),
  );

  api.post(
    '/api/indicator-list/import',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Import a validated indicator list (replace soft-deletes the whole list first; add keeps it)',
        body: ZIndicatorImportInput,
        response: { 200: ZIndicatorImportSummary },
      },
    },
    async (request) => indicatorList.import(principalOf(request), request.body, request.ctx),
  );

  api.get(
    '/api/indicator-list/icons',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'Icons for categories and external risk indicators', response: { 200: z.array(z.string()) } },
    },
    () => [...INDICATOR_ICONS],
  );

  api.get(
    '/api/indicator-list/template',
    {
      config: { ...SIGNED_IN, fileResponse: XLSX_MIME },
      schema: { tags, summary: 'The xlsx template: empty while there is no list, else the current list' },
    },
    async (request, reply) => {
      const workbook = await indicatorListTemplate(await indicatorList.tree(principalOf(request)));
      return sendDownload(reply, { fileName: 'indicator_list.xlsx', contentType: XLSX_MIME, body: workbook });
    },
  );

  api.get(
    '/api/indicator-list/translations',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Translations to fill in: [{id, name, translation, index}]',
        response: { 200: ZIndicatorTranslationsResponse },
      },
    },
    (request) => indicatorList.translations(principalOf(request)),
  );

  api.put(
    '/api/indicator-list/translations',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Upload filled-in translations (matched by id, else by name)',
        body: ZIndicatorTranslations,
        response: { 200: ZTranslationImportSummary },
      },
    },
    async (request) => indicatorList.importTranslations(principalOf(request), request.body, request.ctx),
  );

  api.patch(
    '/api/indicator-list/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Rename a row, change a severity or a category icon',
        params: ZId,
        body: ZIndicatorRowUpdate,
        response: { 200: ZIndicatorTree },
      },
    },
    async (request) => indicatorList.update(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/indicator-list/:id',
    { config: WRITE, schema: { tags, summary: 'Delete a row and everything beneath it', params: ZId, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await indicatorList.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/external-risk-indicators',
    { config: SIGNED_IN, schema: { tags, summary: 'External risk indicators', response: { 200: z.array(ZExternalRiskIndicator) } } },
    (request) => externalIndicators.list(principalOf(request)),
  );

  api.post(
    '/api/external-risk-indicators',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Add an external risk indicator',
        body: ZExternalRiskIndicatorInput,
        response: { 201: ZExternalRiskIndicator },
      },
    },
    async (request, reply) => reply.code(201).send(await externalIndicators.create(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/external-risk-indicators/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Edit an external risk indicator',
        params: ZId,
        body: ZExternalRiskIndicatorInput,
        response: { 200: ZExternalRiskIndicator },
      },
    },
    async (request) => externalIndicators.update(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/external-risk-indicators/:id',
    {
      config: WRITE,
      schema: { tags, summary: 'Delete an external risk indicator (not a default one)', params: ZId, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await externalIndicators.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/country-risks',
    { config: SIGNED_IN, schema: { tags, summary: 'Country risk scores (0–100)', response: { 200: z.array(ZCountryRiskScore) } } },
    (request) => countryRisk.list(principalOf(request), request.language),
  );

  api.post(
    '/api/country-risks/import',
    {
      config: { ...WRITE, multipartFiles: 'file' },
      schema: {
        tags,
        summary: 'Import country scores from a CSV or xlsx (columns: country code or name, score 0–100)',
        response: { 200: ZCountryRiskImportResult },
      },
    },
    async (request) => countryRisk.import(principalOf(request), await readSingleFile(request), request.ctx),
  );

  api.put(
    '/api/country-risks/:countryCode',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Set a country's risk score",
        params: ZCountryCode,
        body: ZCountryRiskScoreInput,
        response: { 200: ZCountryRiskScore },
      },
    },
    async (request) => countryRisk.set(principalOf(request), request.params.countryCode, request.body.score, request.ctx),
  );

  api.delete(
    '/api/country-risks/:countryCode',
    { config: WRITE, schema: { tags, summary: "Remove a country's risk score", params: ZCountryCode, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await countryRisk.remove(principalOf(request), request.params.countryCode, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/product-risk-listings',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'Product risk listings (country × good)', response: { 200: z.array(ZProductRiskListing) } },
    },
    (request) => productRiskListings.list(principalOf(request), request.language),
  );

  api.post(
    '/api/product-risk-listings/ilab',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Load the ILAB List of Goods as product risk listings (replaces the current listings)',
        response: { 200: z.object({ loaded: z.number().int(), mappedToSubIndicators: z.number().int() }) },
      },
    },
    async (request) => productRiskListings.loadIlabList(principalOf(request), request.ctx),
  );
}
