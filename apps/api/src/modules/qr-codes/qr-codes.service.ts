import {
  QR_CODE_STATUS_NAMES,
  type TQrCodeBatch,
  type TQrCodeBatchDetail,
  type TQrCodeBatchesDeleted,
  type TQrCodeBatchInput,
  type TQrCodeBatchListQuery,
  type TQrCodeBatchPage,
  type TQrCodeStatusName,
} from '@opentrace/domain';
import { conflictOf } from '../../core/conflicts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { drawCandidates, randomQrCode } from './qr-code-generator.ts';
import { qrCodesCsv, qrCodesCsvName } from './qr-codes-csv.ts';
import {
  batchIs,
  countCodes,
  findBatch,
  findBatches,
  findCodes,
  insertBatch,
  insertFreeCodes,
  isCompleted,
  isIncomplete,
  softDeleteCompleted,
  type BatchRow,
  type CodeCounts,
} from './qr-codes.repository.ts';
import { qrCodesPolicy } from './qr-codes.policy.ts';

/**
 * Rounds of topping up before giving up. With a billion codes a second round is already rare; many
 * rounds mean the code space is nearly used up, which waiting will not fix.
 */
const MAX_FILL_ROUNDS = 20;

const NO_CODES: CodeCounts = { totalEncoded: 0, totalActive: 0, totalDispensed: 0 };

const statusName = (status: number): TQrCodeStatusName => QR_CODE_STATUS_NAMES[status as keyof typeof QR_CODE_STATUS_NAMES];

function toBatch(row: BatchRow, counts: CodeCounts | undefined): TQrCodeBatch {
  const creatorName = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    ...(counts ?? NO_CODES),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    creatorName: creatorName || null,
  };
}

export interface QrCodesFile {
  fileName: string;
  body: string;
}

/**
 * QR code batches (DOMAIN.md §8.1): an administrator generates labels in batches, follows how many
 * are in use, prints them, and clears batches whose every label has been used up. Codes are global,
 * so every administrator allowed to generate them sees every batch.
 */
export class QrCodesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Where codes come from; tests pass a script to force collisions. */
    private readonly drawCode: () => string = randomQrCode,
  ) {}

  async generate(principal: Principal, input: TQrCodeBatchInput, context: RequestContext): Promise<TQrCodeBatchDetail> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    const now = this.clock.now();
    const detail = await this.db
      .transaction(async (tx) => {
        const batchId = await insertBatch(tx, {
          name: input.name,
          quantity: input.quantity,
          createdById: principal.userId,
          createdAt: now,
        });
        await this.fill(tx, batchId, input.quantity, now);
        return this.loadDetail(tx, batchId);
      })
      .catch((error: unknown) => {
        // Live batches' names differ regardless of case, so printed rolls can be told apart.
        const conflicts = {
          qr_code_batches_name_idx: { messageKey: 'qrCodes.batchNameTaken', params: { name: input.name }, path: 'name' },
        } as const;
        throw conflictOf(error, conflicts, context) ?? error;
      });
    await context.audit({
      action: 'qr-codes.batch-generated',
      targetType: 'qr_code_batch',
      targetId: detail.id,
      details: { quantity: input.quantity },
    });
    return detail;
  }

  async list(principal: Principal, query: TQrCodeBatchListQuery): Promise<TQrCodeBatchPage> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    const { rows, total } = await findBatches(this.db, query.status === 'completed' ? isCompleted : isIncomplete, query);
    const counts = await countCodes(
      this.db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toBatch(row, counts.get(row.id))), total, page: query.page, perPage: query.perPage };
  }

  async detail(principal: Principal, batchId: string): Promise<TQrCodeBatchDetail> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    return this.loadDetail(this.db, batchId);
  }

  /** The printer file; `assignedOnly` keeps the codes already stuck on products (ACTIVE and DISPENSED). */
  async codesFile(principal: Principal, batchId: string, assignedOnly: boolean): Promise<QrCodesFile> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    const { name, codes } = await this.loadDetail(this.db, batchId);
    const wanted = assignedOnly ? codes.filter((code) => code.status !== 'ENCODED') : codes;
    return { fileName: qrCodesCsvName(name), body: qrCodesCsv(wanted) };
  }

  /** Only a completed batch goes: a label still unused or on a product in stock must stay traceable. */
  async remove(principal: Principal, batchId: string, context: RequestContext): Promise<void> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    await this.db.transaction(async (tx) => {
      const [deleted] = await softDeleteCompleted(tx, batchIs(batchId), this.clock.now());
      if (deleted) return;
      if (!(await findBatch(tx, batchId))) throw new AppError('NOT_FOUND');
      throw new AppError('UNPROCESSABLE', { messageKey: 'qrCodes.batchNotCompleted' });
    });
    await context.audit({ action: 'qr-codes.batch-deleted', targetType: 'qr_code_batch', targetId: batchId });
  }

  async removeCompleted(principal: Principal, context: RequestContext): Promise<TQrCodeBatchesDeleted> {
    await qrCodesPolicy.authorize(principal, 'manageQrCodes', null);
    const deleted = await this.db.transaction((tx) => softDeleteCompleted(tx, undefined, this.clock.now()));
    await context.audit({ action: 'qr-codes.completed-batches-deleted', targetType: 'qr_code_batch', details: { batchIds: deleted } });
    return { deleted: deleted.length };
  }

  /**
   * Inserts `quantity` codes no batch has ever had. Inserting skips codes already taken (the unique
   * index decides, so two batches generated at once cannot share a code), and each round draws
   * replacements for what was skipped.
   */
  private async fill(tx: Executor, batchId: string, quantity: number, now: Date): Promise<void> {
    let missing = quantity;
    for (let round = 0; missing > 0; round += 1) {
      if (round === MAX_FILL_ROUNDS) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'qrCodes.noFreeCodes' });
      missing -= await insertFreeCodes(tx, batchId, drawCandidates(missing, this.drawCode), now);
    }
  }

  private async loadDetail(db: Executor, batchId: string): Promise<TQrCodeBatchDetail> {
    const row = await findBatch(db, batchId);
    if (!row) throw new AppError('NOT_FOUND');
    const [counts, codes] = await Promise.all([countCodes(db, [batchId]), findCodes(db, batchId)]);
    return { ...toBatch(row, counts.get(batchId)), codes: codes.map(({ code, status }) => ({ code, status: statusName(status) })) };
  }
}
