import { inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { incidentReportRisks, incidentResponseRisks, productRiskListings, saqQuestionResponses } from '../../db/schema/index.ts';

/**
 * The rows among `ids` that a risk input points at: the risks of incident reports and of their
 * responses, questionnaire response options and product (commodity) risk listings. Renaming or
 * deleting one would change what those inputs mean (DOMAIN.md §6.1).
 */
export async function findLinkedIndicatorIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const wanted = [...ids];
  const [reportRisks, responseRisks, options, listings] = await Promise.all([
    db
      .selectDistinct({ indicatorId: incidentReportRisks.indicatorId, subIndicatorId: incidentReportRisks.subIndicatorId })
      .from(incidentReportRisks)
      .where(or(inArray(incidentReportRisks.indicatorId, wanted), inArray(incidentReportRisks.subIndicatorId, wanted))),
    db
      .selectDistinct({ indicatorId: incidentResponseRisks.indicatorId, subIndicatorId: incidentResponseRisks.subIndicatorId })
      .from(incidentResponseRisks)
      .where(or(inArray(incidentResponseRisks.indicatorId, wanted), inArray(incidentResponseRisks.subIndicatorId, wanted))),
    db
      .selectDistinct({ indicatorId: saqQuestionResponses.indicatorId, subIndicatorId: saqQuestionResponses.subIndicatorId })
      .from(saqQuestionResponses)
      .where(or(inArray(saqQuestionResponses.indicatorId, wanted), inArray(saqQuestionResponses.subIndicatorId, wanted))),
    db
      .selectDistinct({ subIndicatorId: productRiskListings.subIndicatorId })
      .from(productRiskListings)
      .where(inArray(productRiskListings.subIndicatorId, wanted)),
  ]);
  const linked = new Set<string>();
  for (const row of [...reportRisks, ...responseRisks, ...options]) {
    if (row.indicatorId) linked.add(row.indicatorId);
    if (row.subIndicatorId) linked.add(row.subIndicatorId);
  }
  for (const row of listings) if (row.subIndicatorId) linked.add(row.subIndicatorId);
  return new Set(wanted.filter((id) => linked.has(id)));
}
