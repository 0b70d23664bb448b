import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';

/**
 * Each page of a printed PDF as a PDF of its own, one at a time, yielding to other requests between
 * pages: copying a page is a few milliseconds of work on this thread. Saved without object streams,
 * as Chromium writes them, so any PDF reader (and the tests' text reader) opens them.
 */
export async function* splitPages(pdf: Uint8Array): AsyncGenerator<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  for (let index = 0; index < source.getPageCount(); index += 1) {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(source, [index]);
    single.addPage(page!);
    yield await single.save({ useObjectStreams: false });
    await nextTurn();
  }
}

/** Several printed PDFs as one, in order, yielding between documents. */
export async function joinPdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  if (pdfs.length === 1) return pdfs[0]!;
  const joined = await PDFDocument.create();
  for (const pdf of pdfs) {
    const source = await PDFDocument.load(pdf);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
    await nextTurn();
  }
  return joined.save({ useObjectStreams: false });
}
