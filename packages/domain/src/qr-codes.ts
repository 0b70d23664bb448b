import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';
import { QR_CODE_PATTERN, type TQrCodeBatchDetail, type ZQrCodeBatchPage } from './product-activities/activities.ts';

/**
 * QR code batches (DOMAIN.md §8.1), beyond the contracts in product-activities.ts: which batches a
 * list shows, the answer of "delete all completed", and how a code is printed for people.
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
