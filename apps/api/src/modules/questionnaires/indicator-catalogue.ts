import { normaliseName, uniqueCloseMatch } from '../../lib/text-matching.ts';

export interface CatalogueEntry {
  id: string;
  name: string;
}
export interface CatalogueSubIndicator extends CatalogueEntry {
  parentId: string;
}

export interface PairSuggestion {
  field: 'indicator' | 'subIndicator';
  given: string;
  suggestion: string;
}

export type PairResolution =
  | { status: 'found'; indicatorId: string; subIndicatorId: string; suggestions: PairSuggestion[] }
  /** `suggestions` holds the close names found before the search failed (e.g. the indicator). */
  | { status: 'unknown'; suggestions: PairSuggestion[] };

/**
 * The live indicator list as questionnaires name it: indicator name → its sub-indicators. An
 * indicator name may appear under several categories; the pair is found under any of them.
 */
export class IndicatorCatalogue {
  private readonly indicatorNames = new Map<string, string>();
  private readonly subIndicatorsByIndicatorName = new Map<string, CatalogueSubIndicator[]>();

  constructor(indicators: CatalogueEntry[], subIndicators: CatalogueSubIndicator[]) {
    const nameById = new Map(indicators.map((indicator) => [indicator.id, normaliseName(indicator.name)]));
    for (const indicator of indicators) {
      const key = normaliseName(indicator.name);
      if (!this.indicatorNames.has(key)) this.indicatorNames.set(key, indicator.name.trim());
      if (!this.subIndicatorsByIndicatorName.has(key)) this.subIndicatorsByIndicatorName.set(key, []);
    }
    for (const sub of subIndicators) {
      const parentKey = nameById.get(sub.parentId);
      if (parentKey !== undefined) this.subIndicatorsByIndicatorName.get(parentKey)?.push(sub);
    }
  }

  /**
   * Finds the pair exactly (trimmed, case-insensitive), or through unambiguous close matches,
   * which are returned as suggestions so the caller decides whether to accept them.
   */
  resolve(indicatorName: string, subIndicatorName: string): PairResolution {
    const suggestions: PairSuggestion[] = [];
    let indicatorKey = normaliseName(indicatorName);
    if (!this.indicatorNames.has(indicatorKey)) {
      const match = uniqueCloseMatch(indicatorName, [...this.indicatorNames.values()]);
      if (match === null) return { status: 'unknown', suggestions };
      suggestions.push({ field: 'indicator', given: indicatorName.trim(), suggestion: match });
      indicatorKey = normaliseName(match);
    }
    const subs = this.subIndicatorsByIndicatorName.get(indicatorKey) ?? [];
    const subKey = normaliseName(subIndicatorName);
    let sub = subs.find((candidate) => normaliseName(candidate.name) === subKey);
    if (!sub) {
      const match = uniqueCloseMatch(
        subIndicatorName,
        subs.map((candidate) => candidate.name),
      );
      if (match === null) return { status: 'unknown', suggestions };
      sub = subs.find((candidate) => candidate.name === match) as CatalogueSubIndicator;
      suggestions.push({ field: 'subIndicator', given: subIndicatorName.trim(), suggestion: match.trim() });
    }
    return { status: 'found', indicatorId: sub.parentId, subIndicatorId: sub.id, suggestions };
  }
}
