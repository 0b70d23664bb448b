import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { LocalDiskStorage } from '../../lib/storage/local-disk-storage.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * An upload's rows are committed before its bytes are written, so a crash part-way leaves rows naming
 * whatever was written (never bytes nothing names), and those rows are removed with their bytes by the
 * unlinked-upload sweep. The storage here is the real local disk, with a hook to watch or break a write.
 */

const HOUR = 3_600_000;
let t: TestApp;
let uploadsDir: string;
let beforeWrite: (key: string) => Promise<void> = async () => undefined;

class WatchedStorage extends LocalDiskStorage {
  override async put(key: string, data: Buffer): Promise<void> {
    await beforeWrite(key);
    await super.put(key, data);
  }
}

function storedFileNames(): string[] {
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function upload(token: string, names: string[]) {
  const { payload, headers } = multipartBody(names.map((fileName) => ({ field: 'files', fileName, data: SAMPLE_FILES.pdf })));
  return t.app.inject({ method: 'POST', url: '/api/upload/files', headers: { ...headers, authorization: `Bearer ${token}` }, payload });
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-uploads-'));
  t = await createTestApp({ storage: new WatchedStorage(uploadsDir), env: { UNLINKED_UPLOAD_MAX_AGE_HOURS: '24' } });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('uploads cut short', () => {
  it('names every file in the database before its first byte is written, and makes it available once all are stored', async () => {
    const seenBeforeWrite: { storedAt: Date | null }[] = [];
    beforeWrite = async (key) => {
      const [row] = await t.database.db.select({ storedAt: files.storedAt }).from(files).where(eq(files.blobName, key));
      if (row) seenBeforeWrite.push(row);
    };
    try {
      const response = await upload(await t.tokenFor('ginner@demo.opentrace.local'), ['first.pdf', 'second.pdf']);
      expect(response.statusCode, response.body).toBe(201);
      expect(seenBeforeWrite).toEqual([{ storedAt: null }, { storedAt: null }]);
      const blobNames = (response.json() as { blobName: string }[]).map((file) => file.blobName);
      const rows = await t.database.db.select({ storedAt: files.storedAt }).from(files).where(inArray(files.blobName, blobNames));
      expect(rows.map((row) => row.storedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    } finally {
      beforeWrite = async () => undefined;
    }
  });

  it('leaves neither rows nor bytes when storage fails part-way, so the quota is not spent on it', async () => {
    const token = await t.tokenFor('spinner@demo.opentrace.local');
    const before = storedFileNames();
    const rowsBefore = await t.database.db.select({ id: files.id }).from(files);
    let writes = 0;
    beforeWrite = async () => {
      writes += 1;
      if (writes === 2) throw new Error('the disk is full');
    };
    try {
      const response = await upload(token, ['kept.pdf', 'refused.pdf']);
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, error: expect.any(String), message: expect.any(String) });
    } finally {
      beforeWrite = async () => undefined;
    }
    expect(writes).toBe(2);
    expect(storedFileNames().sort()).toEqual(before.sort());
    expect(await t.database.db.select({ id: files.id }).from(files)).toHaveLength(rowsBefore.length);
  });

  it('removes the row and the bytes a crash left of an upload, with the unlinked uploads', async () => {
    // What a process killed while writing leaves: the committed row, one key whole, another half-written.
    const [whole, half] = [`${randomUUID()}.pdf`, `${randomUUID()}.pdf`];
    const createdAt = t.clock.now();
    await t.database.db.insert(files).values(
      [whole, half].map((blobName) => ({
        blobName,
        originalName: 'cut-short.pdf',
        kind: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: SAMPLE_FILES.pdf.length,
        purpose: 'attachment',
        createdAt,
      })),
    );
    const storage = new LocalDiskStorage(uploadsDir);
    await storage.put(whole, SAMPLE_FILES.pdf);
    const halfPath = path.join(uploadsDir, half.slice(0, 2), `${half}.partial`);
    await storage.put(half, SAMPLE_FILES.pdf);
    rmSync(path.join(uploadsDir, half.slice(0, 2), half));
    writeFileSync(halfPath, SAMPLE_FILES.pdf.subarray(0, 10));

    // Not there for anyone meanwhile: a file is available once all its bytes are stored.
    const admin = await t.tokenFor('admin@demo.opentrace.local');
    const download = await t.app.inject({ method: 'GET', url: `/api/files/${whole}`, headers: { authorization: `Bearer ${admin}` } });
    expect(download.statusCode).toBe(404);

    t.clock.advance(25 * HOUR);
    try {
      await t.app.uploadSweeper.sweep();
    } finally {
      t.clock.set(new Date());
    }
    const rows = await t.database.db
      .select({ deletedAt: files.deletedAt })
      .from(files)
      .where(inArray(files.blobName, [whole, half]));
    expect(rows.map((row) => row.deletedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    expect(storedFileNames().filter((name) => name.startsWith(whole) || name.startsWith(half))).toEqual([]);
    expect(existsSync(halfPath)).toBe(false);
  });
});
