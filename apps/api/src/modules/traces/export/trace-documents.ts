import { TRANSACTION_TYPES, type TStoredFileReference } from '../../../db/schema/index.ts';
import { planDocumentsZip, type ZipEntry } from '../../product-activities/index.ts';
import type { TracedProduct, TracedTransaction, TracedTransformation } from './exports.repository.ts';

/** The zip's folders, in the order a blob is claimed when several name it (DOMAIN.md §5.3, issue "Tracing"). */
export const TRACE_DOCUMENT_FOLDERS = ['purchaseProofs', 'invoices', 'packing-lists', 'certifications'] as const;
export type TTraceDocumentFolder = (typeof TRACE_DOCUMENT_FOLDERS)[number];

export type TTraceDocumentKind = 'purchase' | 'sale' | 'transport' | 'certification';

/** Where one file of the zip came from, for its line in the index. */
export interface TraceDocumentSource {
  kind: TTraceDocumentKind;
  from: string | null;
  to: string | null;
  date: Date;
  /** The PO, invoice or packing-list number the file belongs to, or the certified product's code. */
  documentNumber: string | null;
}

export interface TraceDocumentEntry extends ZipEntry {
  folder: TTraceDocumentFolder;
  source: TraceDocumentSource;
}

interface Claim {
  reference: TStoredFileReference;
  source: TraceDocumentSource;
}

const KIND_OF_TYPE: Record<number, TTraceDocumentKind> = {
  [TRANSACTION_TYPES.PURCHASE]: 'purchase',
  [TRANSACTION_TYPES.SALE]: 'sale',
  [TRANSACTION_TYPES.TRANSPORT]: 'transport',
};

/**
 * What the order's documents zip holds: each traced transaction's proofs, invoices and packing lists in
 * their folders, and the certifications of the traced products. A purchase's product certifications go
 * with its proofs, as on the activity's own zip; those of products bought from an extractor (or from a
 * seller not on the platform) are left out everywhere, as the trace list hides them (DOMAIN.md §5.2):
 * they were declared by the buyer for farms nobody audited. Each blob appears once, in the first folder
 * that names it, and clashing names are numbered (the product-activities plan, reused).
 */
export function planTraceDocuments(
  transactions: readonly TracedTransaction[],
  transformations: readonly TracedTransformation[],
  partyName: (transaction: TracedTransaction) => string | null,
): TraceDocumentEntry[] {
  const ordered = [...transactions].sort((a, b) => a.transactedAt.getTime() - b.transactedAt.getTime() || a.id.localeCompare(b.id));
  const hidden = new Set(
    ordered
      .filter((transaction) => transaction.type === TRANSACTION_TYPES.PURCHASE && transaction.fromExtractor)
      .flatMap((transaction) => transaction.products.map((product) => product.id)),
  );
  const claims: Record<TTraceDocumentFolder, Claim[]> = { purchaseProofs: [], invoices: [], 'packing-lists': [], certifications: [] };
  const certificationsOf = (product: TracedProduct, date: Date): Claim[] =>
    hidden.has(product.id)
      ? []
      : product.certifications.map((reference) => ({
          reference,
          source: { kind: 'certification', from: null, to: null, date, documentNumber: product.code },
        }));

  for (const transaction of ordered) {
    const source = (documentNumber: string | null): TraceDocumentSource => ({
      kind: KIND_OF_TYPE[transaction.type] ?? 'purchase',
      from: partyName(transaction),
      to: transaction.toFacilityName,
      date: transaction.transactedAt,
      documentNumber,
    });
    const claim = (references: readonly TStoredFileReference[], documentNumber: string | null) =>
      references.map((reference) => ({ reference, source: source(documentNumber) }));
    claims.purchaseProofs.push(...claim(transaction.uploadProofs, transaction.purchaseOrderNumber));
    const productCertifications = transaction.products.flatMap((product) => certificationsOf(product, transaction.transactedAt));
    if (transaction.type === TRANSACTION_TYPES.PURCHASE) claims.purchaseProofs.push(...productCertifications);
    else claims.certifications.push(...productCertifications);
    claims.invoices.push(...claim(transaction.uploadInvoices, transaction.invoiceNumber));
    claims['packing-lists'].push(...claim(transaction.uploadPackingLists, transaction.packingListNumber));
  }
  for (const transformation of [...transformations].sort((a, b) => a.transformedAt.getTime() - b.transformedAt.getTime())) {
    for (const product of [...transformation.outputs, ...transformation.inputs]) {
      claims.certifications.push(...certificationsOf(product, transformation.transformedAt));
    }
  }

  const references = (folder: TTraceDocumentFolder) => claims[folder].map((entry) => entry.reference);
  const firstSource = new Map<string, TraceDocumentSource>();
  for (const folder of TRACE_DOCUMENT_FOLDERS) {
    for (const entry of claims[folder])
      if (!firstSource.has(entry.reference.blobName)) firstSource.set(entry.reference.blobName, entry.source);
  }
  const main = planDocumentsZip({
    purchaseProofs: references('purchaseProofs'),
    invoices: references('invoices'),
    'packing-lists': references('packing-lists'),
  });
  const claimed = new Set(main.map((entry) => entry.blobName));
  // The shared plan knows three folders; certifications is planned as a fourth on its own, with the
  // blobs already claimed left out, and moved from the plan's first folder to its own.
  const certifications = planDocumentsZip({
    purchaseProofs: references('certifications').filter((reference) => !claimed.has(reference.blobName)),
    invoices: [],
    'packing-lists': [],
  }).map((entry) => ({ ...entry, path: `certifications/${entry.path.slice('purchaseProofs/'.length)}` }));
  return [...main, ...certifications].map((entry) => ({
    ...entry,
    folder: entry.path.slice(0, entry.path.indexOf('/')) as TTraceDocumentFolder,
    source: firstSource.get(entry.blobName) as TraceDocumentSource,
  }));
}

export interface IndexLabels {
  header: readonly [file: string, transaction: string, from: string, to: string, date: string, documentNumber: string];
  kinds: Record<TTraceDocumentKind, string>;
  /** The single line of an index with nothing to list. */
  empty: string;
}

/** Spreadsheets run a cell that starts like a formula; a leading apostrophe keeps it text (OWASP CSV injection). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The zip's index.csv: one line per file with the transaction it proves, the parties, the date (UTC)
 * and the document number. The byte-order mark lets spreadsheet programs read Urdu and accented names.
 */
export function renderTraceDocumentsIndex(entries: readonly TraceDocumentEntry[], labels: IndexLabels): string {
  const rows: string[][] = [[...labels.header]];
  if (entries.length === 0) rows.push([labels.empty, '', '', '', '', '']);
  for (const { path, source } of entries) {
    rows.push([
      path,
      labels.kinds[source.kind],
      source.from ?? '',
      source.to ?? '',
      source.date.toISOString().slice(0, 10),
      source.documentNumber ?? '',
    ]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
