import type { TLinkConfidence, TTrace, TTraceLink, TTraceNode, TTraceRecord } from '@opentrace/domain';

/** What the reader narrowed the trace to; null shows everything. One set serves the graph, the list and the suppliers. */
export type TTraceFilters = {
  tier: number | null;
  countryCode: string | null;
  confidence: TLinkConfidence | null;
};

export const NO_TRACE_FILTERS: TTraceFilters = { tier: null, countryCode: null, confidence: null };

export type TFilteredTrace = {
  nodes: TTraceNode[];
  links: TTraceLink[];
  records: TTraceRecord[];
};

/** The tiers and countries the trace holds, so a filter never offers a choice that empties every tab. */
export function traceFilterOptions(trace: Pick<TTrace, 'nodes'>): { tiers: number[]; countryCodes: string[] } {
  const tiers = [...new Set(trace.nodes.map((node) => node.tier))].sort((a, b) => a - b);
  const countryCodes = [...new Set(trace.nodes.flatMap((node) => (node.countryCode ? [node.countryCode] : [])))].sort();
  return { tiers, countryCodes };
}

/**
 * The part of the trace the filters keep. A node stays when its tier and country match and, with a
 * confidence chosen, when a link of that confidence reaches or leaves it: the reader then sees both
 * ends of every such link. A link stays when both its ends do and its confidence matches. A list row
 * stays with its node and, with a confidence chosen, only when it was reached that way: an order
 * supplier the caller named (no confidence) is not evidence of any kind of link.
 */
export function filterTrace(trace: Pick<TTrace, 'nodes' | 'links' | 'records'>, filters: TTraceFilters): TFilteredTrace {
  const { tier, countryCode, confidence } = filters;
  const linkMatches = (link: TTraceLink) => confidence === null || link.confidence === confidence;
  const touched = new Set(trace.links.filter(linkMatches).flatMap((link) => [link.from, link.to]));
  const nodes = trace.nodes.filter(
    (node) =>
      (tier === null || node.tier === tier) &&
      (countryCode === null || node.countryCode === countryCode) &&
      (confidence === null || touched.has(node.id)),
  );
  const kept = new Set(nodes.map((node) => node.id));
  const links = trace.links.filter((link) => linkMatches(link) && kept.has(link.from) && kept.has(link.to));
  const records = trace.records.filter((record) => kept.has(record.nodeId) && (confidence === null || record.confidence === confidence));
  return { nodes, links, records };
}

/** Whether any filter is set, to offer clearing them. */
export const hasTraceFilters = (filters: TTraceFilters): boolean =>
  filters.tier !== null || filters.countryCode !== null || filters.confidence !== null;
