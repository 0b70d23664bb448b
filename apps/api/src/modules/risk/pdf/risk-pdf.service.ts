import { MAX_PER_PAGE, type TComplianceEntry, type TRiskFilterQuery } from '@opentrace/domain';
import type { Clock } from '../../../core/clock.ts';
import type { Download } from '../../../core/download.ts';
import type { Principal } from '../../../core/principal.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { PdfRenderer } from '../../../lib/pdf/pdf-renderer.ts';
import { printFontFaces } from '../../../lib/pdf/print-fonts.ts';
import type { RiskService } from '../risk.service.ts';
import { riskPdfFileName, riskPdfHtml } from './risk-pdf.view.ts';

/** The reads the PDF is made of: each checks the caller first, as the screen's own reads do. */
export type RiskReader = Pick<RiskService, 'facilityRisk' | 'filterValues' | 'complianceHistory'>;

/**
 * The supplier-detail PDF (issue 21): the same reads as the supplier risk view, under the same filters and
 * policy, written as one HTML document and printed by the shared Chromium renderer.
 */
export class RiskPdfService {
  constructor(
    private readonly risk: RiskReader,
    private readonly clock: Clock,
    private readonly renderer: PdfRenderer,
  ) {}

  async download(principal: Principal, facilityId: string, filters: TRiskFilterQuery, context: RequestContext): Promise<Download> {
    // First, alone: a facility the caller may not read is refused before anything else is read or printed.
    const risk = await this.risk.facilityRisk(principal, facilityId, filters, context);
    const [filterValues, history] = await Promise.all([
      this.risk.filterValues(principal, facilityId, context),
      this.wholeHistory(principal, facilityId, filters, context),
    ]);
    const printedAt = this.clock.now();
    const html = riskPdfHtml({
      language: context.language,
      printedAt: printedAt.toISOString(),
      risk,
      filters,
      filterValues,
      history,
      fontFaces: printFontFaces(context.language),
    });
    const { pdf } = await this.renderer.renderHtml(html);
    return { fileName: riskPdfFileName(risk.facility.name, printedAt), contentType: 'application/pdf', body: pdf };
  }

  /** Every page of the compliance history under the filters it takes (reports carry no source filter). */
  private async wholeHistory(
    principal: Principal,
    facilityId: string,
    { categoryIds, indicatorIds, subIndicatorIds, from, to }: TRiskFilterQuery,
    context: RequestContext,
  ): Promise<TComplianceEntry[]> {
    const entries: TComplianceEntry[] = [];
    for (let page = 1; ; page += 1) {
      const query = { page, perPage: MAX_PER_PAGE, categoryIds, indicatorIds, subIndicatorIds, from, to };
      const { items, total } = await this.risk.complianceHistory(principal, facilityId, query, context);
      entries.push(...items);
      if (items.length === 0 || entries.length >= total) return entries;
    }
  }
}
