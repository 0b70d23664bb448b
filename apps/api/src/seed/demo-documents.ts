import type { TFileReference } from '@opentrace/domain';
import type { FileStorage } from '../lib/storage/index.ts';
import { FilesService } from '../modules/files/index.ts';
import type { Database } from '../db/client.ts';
import type { DemoActor } from './demo-actors.ts';

/*
 * The demo's invoices, packing lists and proofs: small one-page PDFs any viewer opens, uploaded by
 * the facility that issues them as its users upload documents, so the history's documents download.
 */

const PAGE = { width: 595, height: 842, margin: 56 };

/** Helvetica speaks Latin-1: the demo's texts are plain ASCII, and PDF strings escape these three. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/** A one-page A4 PDF: a title, then a line of text per entry. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const top = PAGE.height - PAGE.margin;
  const content = [
    'BT',
    `/F1 16 Tf ${PAGE.margin} ${top} Td (${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads one document as the actor would from an activity form, and names it as the form then sends it. */
export async function uploadDemoDocument(
  db: Database,
  storage: FileStorage,
  actor: DemoActor,
  document: { fileName: string; title: string; lines: readonly string[] },
): Promise<TFileReference> {
  const [uploaded] = await new FilesService(db, storage).upload(actor.principal, 'proof', [
    { fileName: document.fileName, data: demoPdf(document.title, document.lines) },
  ]);
  if (!uploaded) throw new Error(`${document.fileName} was not stored`);
  return { fileName: uploaded.name, blobName: uploaded.blobName };
}
