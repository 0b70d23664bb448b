import { describe, expect, it } from 'vitest';
import type { IndexLabels } from './trace-documents.ts';
import { planTraceDocuments, renderTraceDocumentsIndex } from './trace-documents.ts';
import { blob, TRANSACTIONS, TRANSFORMATIONS } from './test/hand-made-trace.ts';
import type { TracedTransaction } from './exports.repository.ts';

const sellerName = (transaction: TracedTransaction) => transaction.fromFacilityName ?? 'Non-participating Farm';
const LABELS: IndexLabels = {
  header: ['File', 'Transaction', 'From', 'To', 'Date (UTC)', 'Document number'],
  kinds: { purchase: 'Purchase', sale: 'Sale', transport: 'Transport', certification: 'Product certification' },
  empty: 'No documents',
};

describe('planTraceDocuments', () => {
  const entries = planTraceDocuments(TRANSACTIONS, TRANSFORMATIONS, sellerName);

  it('puts each blob once in its folder, renames clashing names and files certifications of traced products', () => {
    expect(entries.map(({ path, blobName }) => [path, blobName])).toEqual([
      ['purchaseProofs/receipt.pdf', blob(1)],
      ['purchaseProofs/proof.pdf', blob(4)],
      ['purchaseProofs/ginner invoice.pdf', blob(2)],
      ['purchaseProofs/Proof (2).pdf', blob(5)],
      ['purchaseProofs/bci.pdf', blob(901)],
      ['packing-lists/packing.pdf', blob(3)],
      ['packing-lists/packing (2).pdf', blob(6)],
    ]);
  });

  it('hides the certifications of products bought from an extractor, in every folder', () => {
    expect(entries.map((entry) => entry.blobName)).not.toContain(blob(900));
    const fromFarm = { ...TRANSACTIONS[0]!, fromExtractor: false };
    const shown = planTraceDocuments([fromFarm], [], sellerName);
    expect(shown.map((entry) => entry.path)).toEqual(['purchaseProofs/receipt.pdf', 'purchaseProofs/organic.pdf']);
  });

  it('files certifications of products that were only sold or transformed under certifications', () => {
    const [, sale, , transport] = TRANSACTIONS;
    const paths = planTraceDocuments([sale!, transport!], TRANSFORMATIONS, sellerName).map((entry) => entry.path);
    expect(paths).toEqual(['invoices/invoice.pdf', 'packing-lists/packing.pdf', 'packing-lists/packing (2).pdf', 'certifications/bci.pdf']);
  });

  it('remembers for each file the transaction that brought it, for the index', () => {
    expect(entries[0]).toMatchObject({
      folder: 'purchaseProofs',
      source: { kind: 'purchase', from: 'Non-participating Farm', to: 'Vehari Ginners', documentNumber: 'FARM/77' },
    });
    expect(entries.find((entry) => entry.blobName === blob(901))?.source).toMatchObject({ kind: 'certification', documentNumber: 'P-101' });
  });
});

describe('renderTraceDocumentsIndex', () => {
  it('lists every file with its transaction, parties, date and number, as CSV a spreadsheet opens safely', () => {
    const entries = planTraceDocuments(TRANSACTIONS, TRANSFORMATIONS, sellerName);
    entries[0]!.source.to = '=HYPERLINK("x")';
    const lines = renderTraceDocumentsIndex(entries, LABELS).split('\r\n');
    expect(lines[0]).toBe('\uFEFFFile,Transaction,From,To,Date (UTC),Document number');
    expect(lines[1]).toBe(`purchaseProofs/receipt.pdf,Purchase,Non-participating Farm,"'=HYPERLINK(""x"")",2026-04-10,FARM/77`);
    expect(lines).toContain('packing-lists/packing (2).pdf,Transport,Vehari Ginners,Indus Haulage,2026-05-01,PL-5');
    expect(lines).toHaveLength(entries.length + 2);
  });

  it('says there are no documents when there are none', () => {
    expect(renderTraceDocumentsIndex([], LABELS)).toBe(
      '\uFEFFFile,Transaction,From,To,Date (UTC),Document number\r\nNo documents,,,,,\r\n',
    );
  });
});
