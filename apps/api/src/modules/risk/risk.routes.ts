import {
  ZComplianceHistoryPage,
  ZComplianceHistoryQuery,
  ZFacilityRisk,
  ZRiskFilterQuery,
  ZRiskFilterValues,
  ZRiskOverview,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { RiskService } from './risk.service.ts';

/** A facility's risk: brands for their suppliers, administrators for any facility (spec §6 supplier-risk views). */
export const RISK_VIEW: RouteAccess = {
  permissions: [
    'VIEW_SUPPLIER_RISK_ASSESSMENT',
    'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT',
    'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT',
  ],
  roleTypes: ['Brand', 'Administrator'],
};
const OVERVIEW_VIEW: RouteAccess = { permissions: ['VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT'], roleTypes: ['Administrator'] };

export const ZFacilityId = z.object({ id: z.uuid() });

export async function riskRoutes(app: FastifyInstance, { risk }: { risk: RiskService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['risk'];

  api.get(
    '/api/facilities/:id/risk',
    {
      config: { access: RISK_VIEW },
      schema: {
        tags,
        summary:
          "A facility's labour risk explained: overall level, top issues, the tree category → indicator → sub-indicator → items, the method and weights used",
        description:
          'Filters (comma-separated lists) narrow the items before they are combined, so the levels shown are those of the filtered items. ' +
          'Example: `/api/facilities/{id}/risk?sources=SAQ,HOTLINE&from=2026-01-01`. `computedAt` null means the engine has not scored the facility yet.',
        params: ZFacilityId,
        querystring: ZRiskFilterQuery,
        response: { 200: ZFacilityRisk },
      },
    },
    async (request) => risk.facilityRisk(principalOf(request), request.params.id, request.query, request.ctx),
  );

  api.get(
    '/api/facilities/:id/risk/filter-values',
    {
      config: { access: RISK_VIEW },
      schema: {
        tags,
        summary:
          "The options of a facility's risk filters: the sources, categories, indicators and sub-indicators its items hold, and their dates",
        params: ZFacilityId,
        response: { 200: ZRiskFilterValues },
      },
    },
    async (request) => risk.filterValues(principalOf(request), request.params.id, request.ctx),
  );

  api.get(
    '/api/facilities/:id/compliance-history',
    {
      config: { access: RISK_VIEW },
      schema: {
        tags,
        summary: 'Compliance history: the risks each report and response named, by indicator pair, newest first (never a report’s text)',
        params: ZFacilityId,
        querystring: ZComplianceHistoryQuery,
        response: { 200: ZComplianceHistoryPage },
      },
    },
    async (request) => risk.complianceHistory(principalOf(request), request.params.id, request.query, request.ctx),
  );

  api.get(
    '/api/risk/overview',
    {
      config: { access: OVERVIEW_VIEW },
      schema: {
        tags,
        summary: 'Administrators’ overview: facilities by risk level, and those whose level rose in the last 30 days',
        response: { 200: ZRiskOverview },
      },
    },
    async (request) => risk.overview(principalOf(request), request.ctx),
  );
}
