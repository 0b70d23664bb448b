import { DEFAULT_PER_PAGE, type TRiskFilterValues, type TRiskSource } from '@opentrace/domain';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The supplier risk filters (DOMAIN.md §6.7): sources, categories, indicators, sub-indicators and a range
 * of days typed DD/MM/YYYY (spec §9). One set drives the assessment tree, the compliance history and the PDF.
 */
export type TRiskFilters = {
  sources: TRiskSource[];
  categoryIds: string[];
  indicatorIds: string[];
  subIndicatorIds: string[];
  from: string;
  to: string;
};

export const NO_RISK_FILTERS: TRiskFilters = { sources: [], categoryIds: [], indicatorIds: [], subIndicatorIds: [], from: '', to: '' };

/** The compliance history's page size (issue 21: paged by 20, newest first). */
export const COMPLIANCE_HISTORY_PER_PAGE = DEFAULT_PER_PAGE;

type TQuery = Record<string, string | undefined>;

export type TDayProblem = 'format' | 'reversed';

/** What is wrong with each typed day: not a date, or an end before the start. A blank day is no problem. */
export function dateRangeProblems(filters: Pick<TRiskFilters, 'from' | 'to'>): { from: TDayProblem | null; to: TDayProblem | null } {
  const from = calendarDateOf(filters.from);
  const to = calendarDateOf(filters.to);
  const fromProblem = filters.from.trim() !== '' && from === null ? 'format' : null;
  if (filters.to.trim() !== '' && to === null) return { from: fromProblem, to: 'format' };
  return { from: fromProblem, to: from !== null && to !== null && to < from ? 'reversed' : null };
}

/** The range sent: only whole days, and none while the end comes before the start (the API would refuse it). */
function rangeQuery(filters: TRiskFilters): TQuery {
  const problems = dateRangeProblems(filters);
  if (problems.to === 'reversed') return {};
  return { from: calendarDateOf(filters.from) ?? undefined, to: calendarDateOf(filters.to) ?? undefined };
}

const list = (values: readonly string[]): string | undefined => (values.length > 0 ? values.join(',') : undefined);

function taxonomyQuery(filters: TRiskFilters): TQuery {
  return {
    categoryIds: list(filters.categoryIds),
    indicatorIds: list(filters.indicatorIds),
    subIndicatorIds: list(filters.subIndicatorIds),
  };
}

const defined = (query: TQuery): TQuery => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/** The query of the facility's risk and of its PDF: one comma-separated parameter per filter, empty ones left out. */
export function riskQueryOf(filters: TRiskFilters): TQuery {
  return defined({ sources: list(filters.sources), ...taxonomyQuery(filters), ...rangeQuery(filters) });
}

/** The same filters as a URL's search part (`?sources=SAQ&from=…`), or '' without any: for the PDF download. */
export function riskSearchOf(filters: TRiskFilters): string {
  const search = new URLSearchParams(riskQueryOf(filters) as Record<string, string>).toString();
  return search === '' ? '' : `?${search}`;
}

/** A page of the compliance history: reports and responses carry no source filter, only the taxonomy and the range. */
export function complianceHistoryQueryOf(filters: TRiskFilters, page: number): Record<string, string | number | undefined> {
  return { page, perPage: COMPLIANCE_HISTORY_PER_PAGE, ...defined({ ...taxonomyQuery(filters), ...rangeQuery(filters) }) };
}

export function hasRiskFilters(filters: TRiskFilters): boolean {
  return (
    filters.sources.length + filters.categoryIds.length + filters.indicatorIds.length + filters.subIndicatorIds.length > 0 ||
    filters.from.trim() !== '' ||
    filters.to.trim() !== ''
  );
}

export type TRiskFilterOptions = Pick<TRiskFilterValues, 'categories' | 'indicators' | 'subIndicators'>;

/**
 * The choices each taxonomy filter offers, cascading: the indicators of the chosen categories (all without
 * a choice), and the sub-indicators of the chosen indicators, or else of every indicator offered.
 */
export function riskFilterOptions(values: TRiskFilterOptions, filters: TRiskFilters): TRiskFilterOptions {
  const categoryChosen = new Set(filters.categoryIds);
  const indicators =
    categoryChosen.size === 0 ? values.indicators : values.indicators.filter((indicator) => categoryChosen.has(indicator.categoryId));
  const offered = new Set(indicators.map((indicator) => indicator.id));
  const chosen = filters.indicatorIds.filter((id) => offered.has(id));
  const parents = chosen.length > 0 ? new Set(chosen) : offered;
  return {
    categories: values.categories,
    indicators,
    subIndicators: values.subIndicators.filter((subIndicator) => parents.has(subIndicator.indicatorId)),
  };
}

/**
 * Applies a change and drops the narrower choices it no longer offers: unticking a category removes its
 * indicators and their sub-indicators from the filters, so nothing hidden keeps filtering.
 */
export function changeRiskFilters(filters: TRiskFilters, change: Partial<TRiskFilters>, values: TRiskFilterOptions): TRiskFilters {
  const next = { ...filters, ...change };
  const indicatorOffered = new Set(riskFilterOptions(values, { ...next, indicatorIds: [] }).indicators.map((indicator) => indicator.id));
  const indicatorIds = next.indicatorIds.filter((id) => indicatorOffered.has(id));
  const subOffered = new Set(riskFilterOptions(values, { ...next, indicatorIds }).subIndicators.map((subIndicator) => subIndicator.id));
  return { ...next, indicatorIds, subIndicatorIds: next.subIndicatorIds.filter((id) => subOffered.has(id)) };
}
