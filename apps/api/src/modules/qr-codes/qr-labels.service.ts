import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TQrLabelLayout, TQrLabelSheetQuery, TQrLabelsQuery } from '@opentrace/domain';
import { Zip, ZipPassThrough } from 'fflate';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { Download } from '../../core/download.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { printFontFaces } from '../../lib/pdf/print-fonts.ts';
import type { PdfRenderer } from '../../lib/pdf/pdf-renderer.ts';
import { joinPdfs, splitPages } from './label-pages.ts';
import { qrCodesPolicy } from './qr-codes.policy.ts';
import { findBatch, findCodes } from './qr-codes.repository.ts';
import { QR_CODE_STATUSES } from '../../db/schema/index.ts';
import { labelPaper, labelsHtml, LABELS_PER_A4_SHEET, type LabelsDocument } from './qr-labels.view.ts';

/**
 * Labels per printed document: big enough that Chromium's cost per print is shared by many labels,
 * small enough that one print stays well inside the render timeout on a busy machine and the work
 * between prints lets other requests through. A multiple of an A4 sheet, so sheets are never split.
 */
export const LABELS_PER_PRINT = 4 * LABELS_PER_A4_SHEET;

/** The configured logo (business details) as a data URL, or null when none is set. */
export type LogoSource = () => Promise<string | null>;

const fileStem = (batchName: string) => batchName.replace(/[\\/]/g, '-');

/**
 * Printed QR labels of a batch (DOMAIN.md §8.1): each label has the logo, the QR at error correction H
 * carrying the code or its link, the code as "xxx xxx xxx", and blank lot and bale number boxes in the
 * caller's language. A zip of one PDF per code, or one PDF for a label printer or A4 sheets.
 */
export class QrLabelsService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly printer: Pick<PdfRenderer, 'renderHtml'>,
    private readonly publicUrl: string,
    private readonly logo: LogoSource,
  ) {}

  async zip(principal: Principal, batchId: string, query: TQrLabelsQuery, context: RequestContext): Promise<Download> {
    const { name, documents } = await this.documents(principal, batchId, query, 'label', context);
    const parts: Buffer[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
    const modifiedAt = this.clock.now();
    for (const document of documents) {
      const { pdf: printed } = await this.printer.renderHtml(labelsHtml(document), labelPaper('label'));
      let index = 0;
      for await (const page of splitPages(printed)) {
        // PDFs are compressed already: stored as they are.
        const file = new ZipPassThrough(`${document.codes[index]}.pdf`);
        file.mtime = modifiedAt;
        zip.add(file);
        file.push(page, true);
        index += 1;
      }
    }
    zip.end();
    if (failure) throw failure;
    await context.audit({ action: 'qr-codes.labels-downloaded', targetType: 'qr_code_batch', targetId: batchId, details: { ...query } });
    return { fileName: `${fileStem(name)} - QR labels.zip`, contentType: 'application/zip', body: Buffer.concat(parts) };
  }

  async sheet(principal: Principal, batchId: string, query: TQrLabelSheetQuery, context: RequestContext): Promise<Download> {
    const { name, documents } = await this.documents(principal, batchId, query, query.layout, context);
    const printed: Uint8Array[] = [];
    for (const document of documents) {
      printed.push((await this.printer.renderHtml(labelsHtml(document), labelPaper(query.layout))).pdf);
      await nextTurn();
    }
    const pdf = await joinPdfs(printed);
    await context.audit({ action: 'qr-codes.labels-downloaded', targetType: 'qr_code_batch', targetId: batchId, details: { ...query } });
    const suffix = query.layout === 'a4' ? 'QR labels A4' : 'QR labels';
    return { fileName: `${fileStem(name)} - ${suffix}.pdf`, contentType: 'application/pdf', body: Buffer.from(pdf) };
  }

  /** The caller first, then the batch's labels to print, cut into documents of LABELS_PER_PRINT. */
  private async documents(
    principal: Principal,
    batchId: string,
    { assignedOnly, content }: TQrLabelsQuery,
    layout: TQrLabelLayout,
    context: RequestContext,
  ): Promise<{ name: string; documents: LabelsDocument[] }> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    const batch = await findBatch(this.db, batchId);
    if (!batch) throw new AppError('NOT_FOUND');
    const codes = (await findCodes(this.db, batchId))
      .filter((code) => !assignedOnly || code.status !== QR_CODE_STATUSES.ENCODED)
      .map((code) => code.code);
    if (codes.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'qrCodes.noAssignedLabels' });
    const logo = await this.logo();
    const common = {
      language: context.language,
      layout,
      content,
      publicUrl: this.publicUrl,
      texts: { lotNumber: context.t('qrCodes.label.lotNumber'), baleNumber: context.t('qrCodes.label.baleNumber') },
      logo,
      fontFaces: printFontFaces(context.language),
    };
    const documents: LabelsDocument[] = [];
    for (let start = 0; start < codes.length; start += LABELS_PER_PRINT) {
      documents.push({ ...common, codes: codes.slice(start, start + LABELS_PER_PRINT) });
    }
    return { name: batch.name, documents };
  }
}
