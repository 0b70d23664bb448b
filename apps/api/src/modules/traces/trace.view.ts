import {
  nameIn,
  type TDnaTestTally,
  type TLanguage,
  type TMessageKey,
  type TMessageParams,
  type TTrace,
  type TTraceFlag,
  type TTraceNode,
  type TTraceRecord,
} from '@opentrace/domain';

/*
 * A trace as cached: everything but words. Names of roles keep all their translations and flags keep
 * a message key with parameters, so one cached trace answers every language.
 */

/** A node as cached: names are put in the reader's language, and DNA tests as they stand, when it is read. */
export interface StoredNode extends Omit<TTraceNode, 'name' | 'roleName' | 'dnaTests'> {
  facilityName: string | null;
  role: { name: string; nameTranslations: Record<string, string> } | null;
}

export interface StoredFlag extends Omit<TTraceFlag, 'message'> {
  messageKey: TMessageKey;
  params: TMessageParams;
}

export type StoredRecord = Omit<TTraceRecord, 'supplierName'>;

export interface StoredTrace extends Omit<TTrace, 'nodes' | 'flags' | 'records' | 'computedAt'> {
  nodes: StoredNode[];
  flags: StoredFlag[];
  records: StoredRecord[];
  /** The order and its suppliers as they were when computed: a change to them outdates the trace. */
  fingerprint: string;
}

type Translate = (key: TMessageKey, params?: TMessageParams) => string;

/** The trace in the caller's language, each facility's node with its DNA tests. */
export function toTrace(
  stored: StoredTrace,
  computedAt: Date,
  dnaTests: ReadonlyMap<string, TDnaTestTally>,
  language: TLanguage,
  t: Translate,
): TTrace {
  const names = new Map<string, string>();
  const nodes: TTraceNode[] = stored.nodes.map(({ facilityName, role, ...node }) => {
    const roleName = role ? nameIn({ ...role.nameTranslations, en: role.name }, language) : '';
    const name = node.nonParticipating ? t('traces.nonParticipating', { role: roleName }) : (facilityName ?? '');
    names.set(node.id, name);
    return { ...node, name, roleName, dnaTests: (node.facilityId && dnaTests.get(node.facilityId)) || null };
  });
  return {
    orderId: stored.orderId,
    status: stored.status,
    confidence: stored.confidence,
    rawMaterialKg: stored.rawMaterialKg,
    computedAt: computedAt.toISOString(),
    nodes,
    links: stored.links,
    flags: stored.flags.map(({ messageKey, params, ...flag }) => ({ ...flag, message: t(messageKey, params) })),
    transformations: stored.transformations,
    records: stored.records.map((record) => ({ ...record, supplierName: names.get(record.nodeId) ?? '' })),
  };
}
