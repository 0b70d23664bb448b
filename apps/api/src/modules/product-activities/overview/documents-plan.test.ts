import { describe, expect, it } from 'vitest';
import { planDocumentsZip } from './documents-plan.ts';

const blob = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.pdf`;
const file = (fileName: string, n: number) => ({ fileName, blobName: blob(n) });

describe('planDocumentsZip', () => {
  it('puts each blob once, in the first folder that names it', () => {
    expect(
      planDocumentsZip({
        purchaseProofs: [file('proof.pdf', 1), file('again.pdf', 1)],
        invoices: [file('invoice.pdf', 2), file('proof-copy.pdf', 1)],
        'packing-lists': [file('list.pdf', 3), file('invoice.pdf', 2)],
      }),
    ).toEqual([
      { path: 'purchaseProofs/proof.pdf', blobName: blob(1) },
      { path: 'invoices/invoice.pdf', blobName: blob(2) },
      { path: 'packing-lists/list.pdf', blobName: blob(3) },
    ]);
  });

  it('numbers clashing names within a folder, whatever their case, and never reuses a name', () => {
    const paths = planDocumentsZip({
      purchaseProofs: [
        file('a.pdf', 1),
        file('A.pdf', 2),
        file('a (2).pdf', 3),
        file('notes', 4),
        file('notes', 5),
        file('.pdf', 6),
        file('.pdf', 7),
      ],
      invoices: [file('a.pdf', 8)],
      'packing-lists': [],
    }).map((entry) => entry.path);
    expect(paths).toEqual([
      'purchaseProofs/a.pdf',
      'purchaseProofs/A (2).pdf',
      'purchaseProofs/a (2) (2).pdf',
      'purchaseProofs/notes',
      'purchaseProofs/notes (2)',
      'purchaseProofs/pdf',
      'purchaseProofs/pdf (2)',
      'invoices/a.pdf',
    ]);
  });

  it('keeps names inside their folder and leaves out what is not a stored blob', () => {
    expect(
      planDocumentsZip({
        purchaseProofs: [file('../../etc/passwd', 1), file('C:\\temp\\x.pdf', 2), { fileName: 'y.pdf', blobName: '../secrets.pdf' }],
        invoices: [],
        'packing-lists': [],
      }),
    ).toEqual([
      { path: 'purchaseProofs/passwd', blobName: blob(1) },
      { path: 'purchaseProofs/x.pdf', blobName: blob(2) },
    ]);
  });
});
