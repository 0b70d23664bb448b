import { Readable } from 'node:stream';
import type { TTrace } from '@opentrace/domain';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Principal } from '../../../core/principal.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Database } from '../../../db/client.ts';
import { sanitiseFileName } from '../../../lib/file-name.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { streamDocumentsZip } from '../../product-activities/index.ts';
import { buildEpcisDocument, type EpcisDocument, tracedTransactionIds } from './epcis.ts';
import {
  findOrderPurchaseOrderNumber,
  findTracedTransactions,
  findTracedTransformations,
  type TracedTransaction,
} from './exports.repository.ts';
import { type IndexLabels, planTraceDocuments, renderTraceDocumentsIndex } from './trace-documents.ts';

/** What the exports build on: the order's trace, already checked against the caller (404 for another organisation's order). */
export interface TraceSource {
  getTrace(principal: Principal, orderId: string, context: RequestContext): Promise<TTrace>;
}

export interface TraceDownload<T> {
  fileName: string;
  body: T;
}

/** One consistent view of the rows the trace names, however many statements read them. */
const READ_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Not a storage key (those are generated uuids), so the index can never be mistaken for an upload. */
const INDEX_KEY = 'index.csv';

/** A PO as part of a file name: separators and characters file systems refuse become hyphens. */
function fileNamePart(purchaseOrderNumber: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among those refused
  return purchaseOrderNumber.replace(/[\\/:*?"<>|\u0000-\u001f\u007f\s]+/g, '-').replace(/^-+|-+$/g, '') || 'order';
}

/** Storage seen through the zip: the index is served from memory, every other key from storage. */
function withIndex(storage: FileStorage, index: string): FileStorage {
  return {
    driver: storage.driver,
    put: (key, data, contentType) => storage.put(key, data, contentType),
    delete: (key) => storage.delete(key),
    get: async (key) => (key === INDEX_KEY ? Readable.from([Buffer.from(index, 'utf8')]) : storage.get(key)),
  };
}

function indexLabels(context: RequestContext): IndexLabels {
  return {
    header: [
      context.t('traceExports.index.file'),
      context.t('traceExports.index.transaction'),
      context.t('traceExports.index.from'),
      context.t('traceExports.index.to'),
      context.t('traceExports.index.date'),
      context.t('traceExports.index.documentNumber'),
    ],
    kinds: {
      purchase: context.t('traceExports.kind.purchase'),
      sale: context.t('traceExports.kind.sale'),
      transport: context.t('traceExports.kind.transport'),
      certification: context.t('traceExports.kind.certification'),
    },
    empty: context.t('traceExports.index.empty'),
  };
}

/**
 * The order's trace as downloads (issue "Tracing": documents and EPCIS 2.0). Both start from the trace
 * the traces module computed for the caller, so they show exactly what the trace page shows, and an
 * order the caller may not see answers 404 before anything else is read.
 */
export class TraceExportsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly traces: TraceSource,
  ) {}

  private async load(principal: Principal, orderId: string, context: RequestContext) {
    const trace = await this.traces.getTrace(principal, orderId, context);
    const rows = await this.db.transaction(
      async (tx) => ({
        purchaseOrderNumber: await findOrderPurchaseOrderNumber(tx, orderId),
        transactions: await findTracedTransactions(tx, tracedTransactionIds(trace)),
        transformations: await findTracedTransformations(
          tx,
          trace.transformations.map((transformation) => transformation.id),
        ),
      }),
      READ_SNAPSHOT,
    );
    // The order was deleted between reading its trace and its rows.
    if (rows.purchaseOrderNumber === null) throw new AppError('NOT_FOUND', { messageKey: 'traceExports.orderNotFound' });
    return { trace, ...rows, purchaseOrderNumber: rows.purchaseOrderNumber };
  }

  /** A zip of the traced documents in their folders with an index.csv; only the index when there are none. */
  async documents(principal: Principal, orderId: string, context: RequestContext): Promise<TraceDownload<Readable>> {
    const { trace, purchaseOrderNumber, transactions, transformations } = await this.load(principal, orderId, context);
    const entries = planTraceDocuments(transactions, transformations, sellerNames(trace, context));
    const index = renderTraceDocumentsIndex(entries, indexLabels(context));
    const now = this.clock.now();
    return {
      fileName: sanitiseFileName(`trace-documents-${fileNamePart(purchaseOrderNumber)}.zip`),
      body: streamDocumentsZip(withIndex(this.storage, index), [{ path: INDEX_KEY, blobName: INDEX_KEY }, ...entries], now),
    };
  }

  /** The trace as an EPCIS 2.0 JSON-LD document. */
  async epcis(principal: Principal, orderId: string, context: RequestContext): Promise<TraceDownload<EpcisDocument>> {
    const { trace, purchaseOrderNumber, transactions, transformations } = await this.load(principal, orderId, context);
    return {
      fileName: sanitiseFileName(`trace-${fileNamePart(purchaseOrderNumber)}.epcis.jsonld`),
      body: buildEpcisDocument({ trace, transactions, transformations, createdAt: this.clock.now() }),
    };
  }
}

/**
 * The seller as the trace names it: the facility, or for a seller not on the platform the node its link
 * comes from ("Non-participating Farm").
 */
function sellerNames(trace: TTrace, context: RequestContext): (transaction: TracedTransaction) => string {
  const nodeNames = new Map(trace.nodes.map((node) => [node.id, node.name]));
  const suppliers = new Map<string, string>();
  for (const link of trace.links) for (const id of link.transactionIds) if (!suppliers.has(id)) suppliers.set(id, link.from);
  return (transaction) => {
    if (transaction.fromFacilityName) return transaction.fromFacilityName;
    const supplier = suppliers.get(transaction.id);
    return (supplier ? nodeNames.get(supplier) : undefined) ?? context.t('traceExports.nonParticipatingSeller');
  };
}
