import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_KIND_MIME,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  UPLOAD_PURPOSES,
  type TFileKind,
  type TUploadedFile,
  type TUploadPurpose,
} from '@opentrace/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { type Clock, systemClock } from '../../core/clock.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { detectFileKind, FILE_KIND_EXTENSION } from '../../lib/file-kind.ts';
import { downloadFileName, sanitiseFileName } from '../../lib/file-name.ts';
import { STORAGE_KEY_PATTERN, type FileStorage } from '../../lib/storage/storage.ts';
import type { Principal } from '../../core/principal.ts';
import {
  deleteFileRows,
  findFileByBlobName,
  insertFiles,
  lockUploader,
  markFilesStored,
  type NewFileRow,
  sumUploadedBytesSince,
} from './files.repository.ts';
import { fileMissing, filesPolicy } from './files.policy.ts';

export interface DownloadableFile {
  /** The uploader's name with the extension of the detected type. */
  name: string;
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

export const downloadUrlOf = (blobName: string) => `/api/files/${blobName}`;

export interface FilesServiceOptions {
  clock?: Clock;
  /**
   * Bytes one user may upload per UTC day through this service. Set for the services behind upload
   * routes; left out where the server stores files itself (configuration import, demo data).
   */
  dailyQuotaBytes?: number;
}

const DAY_MS = 86_400_000;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
/** `2026-11-27 00:00`: read the same in every language, next to the word UTC. */
const utcMinute = (moment: Date) => moment.toISOString().slice(0, 16).replace('T', ' ');

export class FilesService {
  private readonly clock: Clock;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly options: FilesServiceOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
  }

  /** All or nothing: one bad file in a batch rejects the batch and leaves nothing stored. */
  async upload(principal: Principal, purpose: TUploadPurpose, incoming: IncomingFile[]): Promise<TUploadedFile[]> {
    await filesPolicy.authorize(principal, 'upload', null);
    if (incoming.length === 0) throw new AppError('EMPTY_UPLOAD');
    if (incoming.length > MAX_FILES_PER_UPLOAD) {
      throw new AppError('TOO_MANY_FILES', { params: { max: MAX_FILES_PER_UPLOAD } });
    }
    const accepted: readonly string[] = UPLOAD_PURPOSES[purpose];
    const now = this.clock.now();
    const rows: NewFileRow[] = incoming.map((file) => {
      const name = sanitiseFileName(file.fileName);
      if (file.data.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
      const kind = detectFileKind(file.data);
      if (!kind || !accepted.includes(kind)) {
        throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name, accepted: accepted.join(', ') } });
      }
      return {
        blobName: `${randomUUID()}.${FILE_KIND_EXTENSION[kind]}`,
        originalName: name,
        kind,
        mimeType: FILE_KIND_MIME[kind],
        sizeBytes: file.data.length,
        purpose,
        uploadedById: principal.userId,
        facilityId: principal.facilityId,
        createdAt: now,
      };
    });

    // The rows are committed before any byte is written, so no stored byte is ever without a row naming it.
    await this.db.transaction(async (tx) => {
      await this.checkDailyQuota(tx, principal, rows, now);
      await insertFiles(tx, rows);
    });
    const blobNames = rows.map((row) => row.blobName);
    const stored: string[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        await this.storage.put(row.blobName, (incoming[index] as IncomingFile).data, row.mimeType);
        stored.push(row.blobName);
      }
      await markFilesStored(this.db, blobNames, this.clock.now());
    } catch (error) {
      await Promise.allSettled(stored.map((key) => this.storage.delete(key)));
      // Should this fail too, the rows stay unstored and unlinked, and the sweep removes them with their bytes.
      await deleteFileRows(this.db, blobNames).catch(() => undefined);
      throw error;
    }
    return rows.map((row) => ({ blobName: row.blobName, url: downloadUrlOf(row.blobName), name: row.originalName }));
  }

  /** The whole batch must fit in what is left of the user's day; the lock holds until the rows are in. */
  private async checkDailyQuota(tx: Executor, principal: Principal, rows: readonly NewFileRow[], now: Date): Promise<void> {
    const quota = this.options.dailyQuotaBytes;
    if (quota === undefined) return;
    await lockUploader(tx, principal.userId);
    const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const resetsAt = new Date(dayStart.getTime() + DAY_MS);
    const used = await sumUploadedBytesSince(tx, principal.userId, dayStart);
    const requested = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    if (used + requested <= quota) return;
    throw new AppError('RATE_LIMITED', {
      messageKey: 'file.dailyQuotaExceeded',
      params: { used: megabytes(used), quota: megabytes(quota), size: megabytes(requested), resetsAt: utcMinute(resetsAt) },
      details: { quotaBytes: quota, usedBytes: used, requestedBytes: requested, resetsAt: resetsAt.toISOString() },
    });
  }

  async download(principal: Principal, blobName: string): Promise<DownloadableFile> {
    if (!STORAGE_KEY_PATTERN.test(blobName)) throw fileMissing();
    const file = await findFileByBlobName(this.db, blobName);
    if (!file) throw fileMissing();
    await filesPolicy.authorize(principal, 'download', file);
    const stream = await this.storage.get(blobName);
    if (!stream) throw fileMissing();
    return {
      name: downloadFileName(file.originalName, file.kind as TFileKind),
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      stream,
    };
  }
}
