import { formatDate, RISK_LEVELS, type TFacilityRisk, type TRiskItemView, type TRiskLevel } from '@opentrace/domain';

type TCategoryView = TFacilityRisk['categories'][number];
type TMethodView = NonNullable<TFacilityRisk['method']>;

/** Scores come rounded to hundredths; shown without trailing zeros ("8.5", "12"). */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** A top issue's counts by level, extreme first, leaving out the levels it has no item at. */
export function levelCounts(counts: Record<TRiskLevel, number>): { level: TRiskLevel; count: number }[] {
  return RISK_LEVELS.flatMap((level) => (counts[level] > 0 ? [{ level, count: counts[level] }] : []));
}

/**
 * Where an item's reference opens: a report's page, for readers who may open reports (`reportPath` given);
 * answers, listings, the country and the rest are named, not linked.
 */
export function referencePathOf(reference: TRiskItemView['reference'], reportPath: ((id: string) => string) | null): string | null {
  return reference.kind === 'report' && reportPath ? reportPath(reference.id) : null;
}

/**
 * An item's day. A DNA test is dated by the calendar day the laboratory tested on, sent as that day's midnight
 * UTC: read in the reader's zone it would show the day before west of Greenwich, so it is read in UTC. Every
 * other source is a moment, shown in the reader's zone.
 */
export function itemDayOf(item: Pick<TRiskItemView, 'source' | 'recordedAt'>, timeZone?: string): string {
  return item.source === 'DNA' ? formatDate(item.recordedAt, 'UTC') : formatDate(item.recordedAt, timeZone);
}

/** Only a weighted average weighs sources; under the highest or the average every item counts once. */
export function weightsShown(method: TMethodView): TMethodView['weights'] {
  return method.methodology === 'WEIGHTED_AVERAGE' ? method.weights : [];
}

/** How many items a category holds, for its heading before it is opened. */
export function itemCountOf(category: TCategoryView): number {
  return category.indicators.reduce(
    (sum, indicator) => sum + indicator.subIndicators.reduce((inner, subIndicator) => inner + subIndicator.items.length, 0),
    0,
  );
}

/** A name fit for a saved file: letters and digits of any script, other runs become one hyphen. */
export function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'supplier'
  );
}
