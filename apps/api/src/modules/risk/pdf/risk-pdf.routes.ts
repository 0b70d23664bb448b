import { ZRiskFilterQuery } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../../core/download.ts';
import { principalOf } from '../../../core/route-access.ts';
import { RISK_VIEW, ZFacilityId } from '../risk.routes.ts';
import type { RiskPdfService } from './risk-pdf.service.ts';

/** The supplier-detail PDF: who reads a facility's risk on screen may download it. */
export async function riskPdfRoutes(app: FastifyInstance, { pdf }: { pdf: RiskPdfService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/facilities/:id/risk/pdf',
    {
      config: { access: RISK_VIEW, fileResponse: 'application/pdf' },
      schema: {
        tags: ['risk'],
        summary:
          "risk-{facility}-{date}.pdf: the facility's risk explained (overall level, method and weights, filters, top issues, the tree down to each item, country risk, compliance history) in the caller's language",
        description:
          'Takes the filters of `/api/facilities/{id}/risk`, and applies them to the compliance history as that endpoint does (no source filter). ' +
          'Example: `/api/facilities/{id}/risk/pdf?sources=SAQ,HOTLINE&from=2026-01-01`. Printed by headless Chromium: 503 when none is installed (set CHROME_PATH) or printing fails.',
        params: ZFacilityId,
        querystring: ZRiskFilterQuery,
      },
    },
    async (request, reply) => sendDownload(reply, await pdf.download(principalOf(request), request.params.id, request.query, request.ctx)),
  );
}
