import {
  ZCalculationQuery,
  ZCalculationTotals,
  ZHistoryDocumentsQuery,
  ZHistoryPage,
  ZHistoryQuery,
  ZMarginOfError,
  ZMassBalance,
  ZOverviewRanges,
  ZSeasonStartTime,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../../core/download.ts';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { CalculationsService } from './calculations.service.ts';
import type { HistoriesService } from './histories.service.ts';

/** The Overview is for producers with VIEW_HISTORY; the margin of error also needs VIEW_MARGIN_OF_ERROR (spec §6). */
const HISTORY_READERS: RouteAccess = { permissions: ['VIEW_HISTORY'], roleTypes: ['Producer'] };
/** Opened in a new browser tab, which cannot send the bearer token. */
const HISTORY_DOWNLOADERS: RouteAccess = { permissions: ['VIEW_HISTORY'], roleTypes: ['Producer'], allowShortToken: true };
const MARGIN_READERS: RouteAccess = { permissions: ['VIEW_MARGIN_OF_ERROR'], roleTypes: ['Producer'] };

export interface ActivityOverviewRoutesOptions {
  histories: HistoriesService;
  calculations: CalculationsService;
}

/** History, its documents, the Overview's periods, mass balance and margin of error, all of the caller's facility. */
export async function overviewRoutes(app: FastifyInstance, { histories, calculations }: ActivityOverviewRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['overview'];

  api.get(
    '/api/histories',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags,
        summary:
          "The caller facility's product activities, newest first, optionally of one type (1 purchase … 5 by-product) and recorded in [from, to]: counterpart, products, weight, document numbers and how many documents",
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryPage },
      },
    },
    async (request) => histories.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/histories/download-documents',
    {
      config: { access: HISTORY_DOWNLOADERS, fileResponse: 'application/zip' },
      schema: {
        tags,
        summary:
          "One activity's documents as a zip (bearer token, or ?shortToken= for a new browser tab): folders purchaseProofs (proofs and product certifications), invoices and packing-lists; each file once, clashing names numbered. 404 for another facility's or an unknown activity, or one without documents",
        querystring: ZHistoryDocumentsQuery.extend({ shortToken: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const download = await histories.documents(principalOf(request), request.query.eventId);
      return sendDownload(reply, { fileName: download.fileName, contentType: 'application/zip', body: download.stream });
    },
  );

  api.get(
    '/api/histories/date-ranges',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags,
        summary:
          'The periods the Overview offers, newest first: mass balance one range from the reconciliation start to now; product segregation and extractors one range per harvest season, each ending the millisecond before the next',
        response: { 200: ZOverviewRanges },
      },
    },
    async (request) => histories.dateRanges(principalOf(request)),
  );

  api.get(
    '/api/histories/season-start-time',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags,
        summary:
          "When the current harvest season of the nearest extractor upstream (or the caller's own, for an extractor) began; 422 when there is none",
        response: { 200: ZSeasonStartTime },
      },
    },
    async (request) => histories.seasonStartTime(principalOf(request)),
  );

  api.get(
    '/api/calculations/mass-balance',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags,
        summary:
          "Verified and not verified quantities of the products the caller's facility purchased in [from, to], in kilograms (or the unit all share); canCalculate false when the units cannot be added up",
        querystring: ZCalculationQuery,
        response: { 200: ZMassBalance },
      },
    },
    async (request) => calculations.massBalance(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/calculations/margin-of-error',
    {
      config: { access: MARGIN_READERS },
      schema: {
        tags,
        summary:
          'Inputs, by-products and outputs in kilograms over [from, to] and the margin (inputs − outputs) / inputs × 100. Outputs are what was sold, the by-products, what was bought and not yet transformed or sold, and what was made and is still held at the end; canCalculate false when a product has no mass',
        querystring: ZCalculationQuery,
        response: { 200: ZMarginOfError },
      },
    },
    async (request) => calculations.marginOfError(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/calculations',
    {
      config: { access: MARGIN_READERS },
      schema: {
        tags,
        summary:
          "The margin of error's three totals over [from, to]: kilograms purchased (inputs), recorded as by-products, and out (sold + by-products + bought and not yet transformed + made and still held)",
        querystring: ZCalculationQuery,
        response: { 200: ZCalculationTotals },
      },
    },
    async (request) => calculations.totals(principalOf(request), request.query, request.ctx),
  );
}
