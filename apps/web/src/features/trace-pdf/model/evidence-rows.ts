import type { TEvidencePack, TLinkConfidence, TTrace, TTraceLink, TTraceNode } from '@opentrace/domain';

/** One stage of the chain: a party on the trace with what came in, what went out and how sure the link is. */
export type TStageRow = {
  nodeId: string;
  tier: number;
  party: string;
  role: string;
  countryCode: string | null;
  nonParticipating: boolean;
  purchaseOrderNumbers: string[];
  invoiceNumbers: string[];
  packingListNumbers: string[];
  /** Kilograms received along the trace's links; null when none is known. */
  inKg: number | null;
  /** Kilograms passed on downstream along the trace's links; null when none is known. */
  outKg: number | null;
  /** Output over input of the party's transformation on the trace (the flagged one first), when known. */
  ratio: number | null;
  limitRatio: number | null;
  flagged: boolean;
  /** Every flag the trace raised on this party, in words. */
  flags: string[];
  /** The weakest link by which this party supplies the next one; null for the order's first supplier. */
  confidence: TLinkConfidence | null;
};

/** Weakest first: a chain is as sure as its least documented link. */
const CONFIDENCE_STRENGTH: Record<TLinkConfidence, number> = { inferred: 0, product: 1, document: 2 };

export function weakestConfidence(links: readonly TTraceLink[]): TLinkConfidence | null {
  return links.reduce<TLinkConfidence | null>(
    (weakest, link) =>
      weakest === null || CONFIDENCE_STRENGTH[link.confidence] < CONFIDENCE_STRENGTH[weakest] ? link.confidence : weakest,
    null,
  );
}

function sumKg(links: readonly TTraceLink[]): number | null {
  const known = links.map((link) => link.quantityKg).filter((kg): kg is number => kg !== null);
  return known.length ? known.reduce((total, kg) => total + kg, 0) : null;
}

const distinct = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** Orders parties as the chain reads, from the order's first supplier up to the raw material. */
export function byTierThenName(a: TTraceNode, b: TTraceNode): number {
  return a.tier - b.tier || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** The pack's stage table: one row per party on the trace, tier by tier. */
export function stageRows(trace: TTrace): TStageRow[] {
  return [...trace.nodes].sort(byTierThenName).map((node) => {
    const incoming = trace.links.filter((link) => link.to === node.id);
    const outgoing = trace.links.filter((link) => link.from === node.id);
    const records = trace.records.filter((record) => record.nodeId === node.id);
    const transformations = trace.transformations
      .filter((transformation) => transformation.nodeId === node.id)
      .sort((a, b) => Number(b.flagged) - Number(a.flagged) || (b.ratio ?? -1) - (a.ratio ?? -1));
    const shown = transformations[0];
    return {
      nodeId: node.id,
      tier: node.tier,
      party: node.name,
      role: node.roleName,
      countryCode: node.countryCode,
      nonParticipating: node.nonParticipating,
      purchaseOrderNumbers: distinct(records.map((record) => record.purchaseOrderNumber)),
      invoiceNumbers: distinct(records.map((record) => record.invoiceNumber)),
      packingListNumbers: distinct(records.map((record) => record.packingListNumber)),
      inKg: sumKg(incoming),
      outKg: sumKg(outgoing),
      ratio: shown?.ratio ?? null,
      limitRatio: shown?.limitRatio ?? null,
      flagged: transformations.some((transformation) => transformation.flagged),
      flags: trace.flags.filter((flag) => flag.nodeId === node.id).map((flag) => flag.message),
      confidence: weakestConfidence(outgoing),
    };
  });
}

/** Whether any facility on the trace has been scored by the risk engine. */
export function hasRiskAssessment(pack: Pick<TEvidencePack, 'riskLevels'>): boolean {
  return pack.riskLevels.some((entry) => entry.level !== 'NOT_ASSESSED' && entry.count > 0);
}

/** The document index grouped by folder, in the zip's folder order, leaving out empty folders. */
export function documentsByFolder(
  documents: TEvidencePack['documents'],
): { folder: TEvidencePack['documents'][number]['folder']; fileNames: string[] }[] {
  const folders: { folder: TEvidencePack['documents'][number]['folder']; fileNames: string[] }[] = [];
  for (const document of documents) {
    const group = folders.find((entry) => entry.folder === document.folder);
    if (group) group.fileNames.push(document.fileName);
    else folders.push({ folder: document.folder, fileNames: [document.fileName] });
  }
  return folders;
}
