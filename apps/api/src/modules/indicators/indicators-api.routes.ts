import {
  ZCommodityRiskPage,
  ZCommodityRiskQuery,
  ZCommodityRisksUpsert,
  ZCommodityRisksUpsertResult,
  ZExternalRiskIndex,
  ZExternalRiskIndexInput,
  ZExternalRiskIndexPage,
  ZExternalRiskIndexQuery,
  ZFacilitySearchPage,
  ZFacilitySearchQuery,
  ZGeographicalRiskLevelPage,
  ZGeographicalRiskLevelQuery,
  ZGeographicalRiskLevels,
  ZGeographicalRiskLevelsUpsert,
  ZIndicatorItemRename,
  ZIndicatorItemsCategory,
  ZIndicatorItemsInput,
  ZIndicatorItemsTree,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { CountryRiskService } from './country-risk.service.ts';
import type { ExternalRiskIndicatorsService } from './external-risk-indicators.service.ts';
import type { FacilitySearchService } from './facility-search.service.ts';
import type { IndicatorListService } from './indicator-list.service.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { ProductRiskListingsService } from './product-risk-listings.service.ts';

const SIGNED_IN = { access: {} };
const SUPER_ADMIN_ONLY = { access: { roleCodes: ['SUPER_ADMIN'] } satisfies RouteAccess };
const RISK_INDEX_READERS: RouteAccess = { permissions: ['CREATE_NEW_RISK_INDEX', 'EDIT_EXISTING_RISK_INDEX'], roleTypes: ['API user'] };
const ZId = z.object({ id: z.uuid() });

/**
 * "The super administrator, or whoever holds the permission" is more than a route guard can say, so
 * the policy answers before the body is validated: a caller who may not write learns nothing from a 400.
 */
const mayWriteItems = (action: 'createIndicatorItems' | 'editIndicatorItems') => async (request: FastifyRequest) =>
  indicatorsPolicy.authorize(principalOf(request), action, null);

export interface IndicatorsApiServices {
  indicatorList: IndicatorListService;
  externalIndicators: ExternalRiskIndicatorsService;
  countryRisk: CountryRiskService;
  productRiskListings: ProductRiskListingsService;
  facilitySearch: FacilitySearchService;
}

/**
 * The API for API users and integrations (DOMAIN.md §11): the indicator list's items, risk indices
 * within the caller's limits, facility search, and the administrators' upserts of risk data. Risk data
 * written here is operational, not configuration, so it stays writable once configuration is complete.
 */
export async function indicatorsApiRoutes(app: FastifyInstance, services: IndicatorsApiServices) {
  const { indicatorList, externalIndicators, countryRisk, productRiskListings, facilitySearch } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['API users'];

  api.get(
    '/api/indicator-list/items',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The indicator list: categories → indicators → sub-indicators, with ids',
        response: { 200: ZIndicatorItemsTree },
      },
    },
    (request) => indicatorList.tree(principalOf(request)),
  );

  api.post(
    '/api/indicator-list/items',
    {
      config: SIGNED_IN,
      preValidation: mayWriteItems('createIndicatorItems'),
      schema: {
        tags,
        summary: 'Add a category, indicators and sub-indicators in one call (CREATE_NEW_INDICATOR_LIST)',
        description:
          'Each level names an existing row by `id` (to add beneath it) or a new one by `name`. Names are unique per level ' +
          'whatever their capitals: among categories, among all indicators, among one indicator’s sub-indicators; a taken ' +
          'name answers 409 and nothing is created. Sub-indicators carry a severity from 1 (low) to 5 (extreme); a new ' +
          'category may take an icon from GET /api/indicator-list/icons. Answers the category with everything beneath it.',
        body: ZIndicatorItemsInput,
        response: { 201: ZIndicatorItemsCategory },
      },
    },
    async (request, reply) => reply.code(201).send(await indicatorList.createItems(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/indicator-list/items/:id',
    {
      config: SIGNED_IN,
      preValidation: mayWriteItems('editIndicatorItems'),
      schema: {
        tags,
        summary: 'Rename a category, indicator or sub-indicator (EDIT_EXISTING_INDICATOR_LIST)',
        description:
          'A sub-indicator needs its `riskSeverity` (1–5) with its name. A row that incident reports, questionnaires or ' +
          'commodity risks use cannot be renamed (409). Answers the category holding the row.',
        params: ZId,
        body: ZIndicatorItemRename,
        response: { 200: ZIndicatorItemsCategory },
      },
    },
    async (request) => indicatorList.renameItem(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/indicator-list/items/:id',
    {
      config: SIGNED_IN,
      preValidation: mayWriteItems('editIndicatorItems'),
      schema: {
        tags,
        summary: 'Delete a row and everything beneath it, when none of it is used (EDIT_EXISTING_INDICATOR_LIST)',
        description: 'Rows used by incident reports, questionnaires or commodity risks answer 409 and stay.',
        params: ZId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await indicatorList.removeItem(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/external-risk-indices',
    {
      config: { access: RISK_INDEX_READERS },
      schema: {
        tags,
        summary: 'External risk indices, the defaults first (CREATE_NEW_RISK_INDEX or EDIT_EXISTING_RISK_INDEX)',
        querystring: ZExternalRiskIndexQuery,
        response: { 200: ZExternalRiskIndexPage },
      },
    },
    async (request) => externalIndicators.page(principalOf(request), request.query),
  );

  api.post(
    '/api/external-risk-indices',
    {
      config: { access: { permissions: ['CREATE_NEW_RISK_INDEX'], roleTypes: ['API user'] } },
      schema: {
        tags,
        summary: 'Add a risk index while you have created fewer than your maximum (CREATE_NEW_RISK_INDEX)',
        description:
          'The name is unique whatever its capitals (409); at least one URL, each at most 255 characters; a description of at ' +
          'most 255. Beyond the maximum an administrator set for you (none by default) the answer is 403.',
        body: ZExternalRiskIndexInput,
        response: { 201: ZExternalRiskIndex },
      },
    },
    async (request, reply) => reply.code(201).send(await externalIndicators.createIndex(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/external-risk-indices/:id',
    {
      config: { access: { permissions: ['EDIT_EXISTING_RISK_INDEX'], roleTypes: ['API user'] } },
      schema: {
        tags,
        summary: 'Edit a risk index you created or one an administrator lets you edit (EDIT_EXISTING_RISK_INDEX)',
        description: 'Any other index answers 403. An icon left out stays as it is.',
        params: ZId,
        body: ZExternalRiskIndexInput,
        response: { 200: ZExternalRiskIndex },
      },
    },
    async (request) => externalIndicators.updateIndex(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.get(
    '/api/commodity-risks',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Commodity risks (product risk listings): country × commodity × sub-indicator with a severity',
        querystring: ZCommodityRiskQuery,
        response: { 200: ZCommodityRiskPage },
      },
    },
    async (request) => productRiskListings.commodityRiskPage(principalOf(request), request.query, request.language),
  );

  api.put(
    '/api/commodity-risks',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Create or update commodity risks, all or nothing (super administrator)',
        description:
          'A row whose country, commodity and sub-indicator already have a risk updates its severity (and its index when ' +
          'given); others are created. The same three twice in one request, an unknown country code, commodity or ' +
          'sub-indicator answer 400 with field errors.',
        body: ZCommodityRisksUpsert,
        response: { 200: ZCommodityRisksUpsertResult },
      },
    },
    async (request) => productRiskListings.upsertCommodityRisks(principalOf(request), request.body, request.ctx),
  );

  api.get(
    '/api/geographical-risk-levels',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Country risk scores, by country name',
        querystring: ZGeographicalRiskLevelQuery,
        response: { 200: ZGeographicalRiskLevelPage },
      },
    },
    async (request) => countryRisk.page(principalOf(request), request.query, request.language),
  );

  api.put(
    '/api/geographical-risk-levels',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Set country risk scores from 1 to 100, all or nothing (super administrator)',
        description: 'A country named twice or an unknown country code answers 400 with field errors. Answers the stored scores.',
        body: ZGeographicalRiskLevelsUpsert,
        response: { 200: ZGeographicalRiskLevels },
      },
    },
    async (request) => countryRisk.upsertMany(principalOf(request), request.body, request.ctx),
  );

  api.get(
    '/api/facilities',
    {
      config: { access: { roleTypes: ['API user', 'Administrator'] } },
      schema: {
        tags,
        summary: 'Search producer facilities by name, OS ID or business registration number (`key`)',
        querystring: ZFacilitySearchQuery,
        response: { 200: ZFacilitySearchPage },
      },
    },
    async (request) => facilitySearch.search(principalOf(request), request.query, request.ctx),
  );
}
