import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';
import { pageOf } from './pagination.ts';
import { MAX_QR_CODES_PER_BATCH, QR_CODE_PATTERN } from './product-activities/activities.ts';
import { QR_LINK_PATH } from './product-activities/product-ids.ts';

/**
 * QR code batches (DOMAIN.md §8.1): their contracts, which batches a list shows, the answer of
 * "delete all completed", and how a code is printed for people.
 */

/** Incomplete batches (some code not yet dispensed) on the management screen, completed ones in the history. */
export const QR_CODE_BATCH_STATES = ['incomplete', 'completed'] as const;
export type TQrCodeBatchState = (typeof QR_CODE_BATCH_STATES)[number];

/** Always newest first, so the list takes no sort. */
export const ZQrCodeBatchListQuery = ZPageQuery.pick({ page: true, perPage: true }).extend({
  status: z.enum(QR_CODE_BATCH_STATES).default('incomplete'),
});
export type TQrCodeBatchListQuery = z.infer<typeof ZQrCodeBatchListQuery>;

export type TQrCodeBatchPage = z.infer<typeof ZQrCodeBatchPage>;

export const ZQrCodeBatchId = z.object({ id: z.uuid() });

export const ZQrCodeBatchesDeleted = z.object({ deleted: z.number().int() }).meta({ id: 'QrCodeBatchesDeleted' });
export type TQrCodeBatchesDeleted = z.infer<typeof ZQrCodeBatchesDeleted>;

export type TQrCodeStatusName = TQrCodeBatchDetail['codes'][number]['status'];

/** "012345678" → "012 345 678", as printed under the QR; anything that is not a QR code stays as it is. */
export function formatQrCode(code: string): string {
  return QR_CODE_PATTERN.test(code) ? `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}` : code;
}

export const ZQrCodeBatchInput = z.object({
  name: z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
  quantity: z.number().int().min(1, 'validation.tooSmall').max(MAX_QR_CODES_PER_BATCH, 'validation.tooBig'),
});
export type TQrCodeBatchInput = z.infer<typeof ZQrCodeBatchInput>;

export const ZQrCodeBatch = z
  .object({
    id: z.uuid(),
    name: z.string(),
    quantity: z.number().int(),
    totalEncoded: z.number().int(),
    totalActive: z.number().int(),
    totalDispensed: z.number().int(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    creatorName: z.string().nullable(),
  })
  .meta({ id: 'QrCodeBatch' });
export type TQrCodeBatch = z.infer<typeof ZQrCodeBatch>;
export const ZQrCodeBatchPage = pageOf(ZQrCodeBatch).meta({ id: 'QrCodeBatchPage' });

export const QR_CODE_STATUS_NAMES = { 1: 'ENCODED', 2: 'ACTIVE', 3: 'DISPENSED' } as const;
export const ZQrCodeBatchDetail = ZQrCodeBatch.extend({
  codes: z.array(z.object({ code: z.string(), status: z.enum(['ENCODED', 'ACTIVE', 'DISPENSED']) })),
}).meta({ id: 'QrCodeBatchDetail' });
export type TQrCodeBatchDetail = z.infer<typeof ZQrCodeBatchDetail>;

/** What a printed label's QR carries: its nine digits (the default, DOMAIN.md §8.1), or a link to the product's page. */
export const QR_LABEL_CONTENTS = ['code', 'link'] as const;
export type TQrLabelContent = (typeof QR_LABEL_CONTENTS)[number];

/** One 50 × 30 mm label per page for label printers, or A4 sheets of labels in a grid. */
export const QR_LABEL_LAYOUTS = ['label', 'a4'] as const;
export type TQrLabelLayout = (typeof QR_LABEL_LAYOUTS)[number];

/** The link a label carries: the web page `/q/{code}` at the installation's public address. */
export function qrCodeLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${QR_LINK_PATH}${code}`;
}

const ZQueryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** Which labels of a batch to print (`assignedOnly`: those on products, ACTIVE and DISPENSED) and what their QR carries. */
export const ZQrLabelsQuery = z.object({
  assignedOnly: ZQueryFlag,
  content: z.enum(QR_LABEL_CONTENTS).default('code'),
});
export type TQrLabelsQuery = z.infer<typeof ZQrLabelsQuery>;

export const ZQrLabelSheetQuery = ZQrLabelsQuery.extend({ layout: z.enum(QR_LABEL_LAYOUTS).default('label') });
export type TQrLabelSheetQuery = z.infer<typeof ZQrLabelSheetQuery>;
