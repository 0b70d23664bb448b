import type { TOrderSupplier, TTrace, TTraceFlag, TTraceTransformation } from '@opentrace/domain';

/** The document a "no direct match" notice names: the order supplier's PO, else its invoice, else its packing list. */
export type TNamedDocument = { kind: 'purchaseOrder' | 'invoice' | 'packingList'; number: string };

export type TNoDirectMatchNotice = {
  key: string;
  document: TNamedDocument | null;
  supplierName: string | null;
  period: { from: string; to: string } | null;
  /** The server's own explanation, for when the order supplier is no longer on the order. */
  message: string;
};

export type TPlausibilityIssue = {
  key: string;
  flag: TTraceFlag;
  nodeName: string;
  transformation: TTraceTransformation | null;
};

/** The number the trace looked for first (DOMAIN.md §5.2: PO, then invoice, then packing list). */
export function namedDocumentOf(
  supplier: Pick<TOrderSupplier, 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber'>,
): TNamedDocument | null {
  return documentNumbersOf(supplier)[0] ?? null;
}

/** Every document number a list row carries, PO first. */
export function documentNumbersOf(
  row: Pick<TOrderSupplier, 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber'>,
): TNamedDocument[] {
  const documents: TNamedDocument[] = [];
  if (row.purchaseOrderNumber) documents.push({ kind: 'purchaseOrder', number: row.purchaseOrderNumber });
  if (row.invoiceNumber) documents.push({ kind: 'invoice', number: row.invoiceNumber });
  if (row.packingListNumber) documents.push({ kind: 'packingList', number: row.packingListNumber });
  return documents;
}

/** One notice per order supplier the trace found by date instead of by document. */
export function noDirectMatchNotices(flags: readonly TTraceFlag[], orderSuppliers: readonly TOrderSupplier[]): TNoDirectMatchNotice[] {
  const suppliers = new Map(orderSuppliers.map((supplier) => [supplier.id, supplier]));
  return flags
    .filter((flag) => flag.kind === 'noDirectMatch')
    .map((flag, index) => {
      const supplier = flag.orderSupplierId ? suppliers.get(flag.orderSupplierId) : undefined;
      return {
        key: `${flag.nodeId}:${flag.orderSupplierId ?? index}`,
        document: supplier ? namedDocumentOf(supplier) : null,
        supplierName: supplier?.supplier.name ?? null,
        period: flag.period,
        message: flag.message,
      };
    });
}

/** The "missing" flags: whom to ask to log their transactions. */
export const missingFlags = (flags: readonly TTraceFlag[]): TTraceFlag[] => flags.filter((flag) => flag.kind === 'missing');

/** Implausible quantities (a ratio past the map's limit, or more sold than bought and made), with the figures behind each. */
export function plausibilityIssues(trace: Pick<TTrace, 'flags' | 'transformations' | 'nodes'>): TPlausibilityIssue[] {
  const transformations = new Map(trace.transformations.map((transformation) => [transformation.id, transformation]));
  const names = new Map(trace.nodes.map((node) => [node.id, node.name]));
  return trace.flags
    .filter((flag) => flag.kind === 'ratio' || flag.kind === 'oversold')
    .map((flag, index) => ({
      key: `${flag.kind}:${flag.nodeId}:${flag.transformationId ?? index}`,
      flag,
      nodeName: names.get(flag.nodeId) ?? '',
      transformation: flag.transformationId ? (transformations.get(flag.transformationId) ?? null) : null,
    }));
}

/** Everything the trace says about one node, for its detail panel. */
export function flagsOfNode(flags: readonly TTraceFlag[], nodeId: string): TTraceFlag[] {
  return flags.filter((flag) => flag.nodeId === nodeId);
}
