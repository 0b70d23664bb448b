import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZip, ZIP_BOMBS } from '../test/zip-bombs.ts';
import { AppError } from '../core/app-error.ts';
import { assertArchiveWithinLimits, DEFAULT_ARCHIVE_LIMITS, UnreadableArchiveError } from './zip-guard.ts';

const REFERENCE = path.resolve(import.meta.dirname, '../seed/reference');

async function refusal(data: Buffer): Promise<AppError> {
  const error = await assertArchiveWithinLimits(data, DEFAULT_ARCHIVE_LIMITS).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('assertArchiveWithinLimits', () => {
  it.each(['cotton/farm_template.xlsx', 'cotton/indicator_list.xlsx', 'cobalt/refiner_smelter_definition.xlsx'])(
    'lets the real pilot file %s through',
    async (file) => {
      await expect(assertArchiveWithinLimits(readFileSync(path.join(REFERENCE, file)), DEFAULT_ARCHIVE_LIMITS)).resolves.toBeUndefined();
    },
  );

  it('refuses too many entries from the central directory', async () => {
    const error = await refusal(ZIP_BOMBS.manyEntries());
    expect(error.statusCode).toBe(413);
    expect(error.messageKey).toBe('file.archiveTooManyEntries');
    expect(error.details).toEqual({ reason: 'entries', limit: 1000, actual: 1202 });
  });

  it('refuses one entry declared larger than the entry limit', async () => {
    const error = await refusal(ZIP_BOMBS.hugeEntry());
    expect(error.statusCode).toBe(413);
    expect(error.details).toEqual({
      reason: 'entrySize',
      limit: DEFAULT_ARCHIVE_LIMITS.maxEntryBytes,
      actual: 64 * 1024 * 1024,
      entry: 'xl/worksheets/sheet1.xml',
    });
  });

  it('refuses an entry that packs far more tightly than a workbook does', async () => {
    const error = await refusal(ZIP_BOMBS.highRatio());
    expect(error.statusCode).toBe(413);
    expect(error.messageKey).toBe('file.archiveRatioTooHigh');
    expect((error.details as { actual: number }).actual).toBeGreaterThan(DEFAULT_ARCHIVE_LIMITS.maxRatio);
  });

  it('refuses entries that are each fine but together too large', async () => {
    const error = await refusal(ZIP_BOMBS.largeTotal());
    expect(error.statusCode).toBe(413);
    expect(error.messageKey).toBe('file.archiveTooLarge');
    expect(error.details).toMatchObject({ reason: 'totalSize', limit: DEFAULT_ARCHIVE_LIMITS.maxTotalBytes });
  });

  it('stops inflating an entry whose declared size lies', async () => {
    const error = await refusal(ZIP_BOMBS.lyingSizes());
    expect(error.statusCode).toBe(422);
    expect(error.messageKey).toBe('file.archiveSizeMismatch');
    expect(error.details).toEqual({ reason: 'declaredSizeExceeded', limit: 1000, entry: 'xl/worksheets/sheet1.xml' });
  });

  it('catches a stored entry longer than it declares', async () => {
    const error = await refusal(buildZip([{ name: 'a.xml', data: Buffer.alloc(5000, 0x41), stored: true, declaredSize: 10 }]));
    expect(error.statusCode).toBe(422);
  });

  it('applies configured limits', async () => {
    const honest = buildZip([{ name: 'a.xml', data: Buffer.alloc(5000, 0x41), stored: true }]);
    await expect(assertArchiveWithinLimits(honest, DEFAULT_ARCHIVE_LIMITS)).resolves.toBeUndefined();
    await expect(assertArchiveWithinLimits(honest, { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 4096 })).rejects.toMatchObject({
      messageKey: 'file.archiveTooLarge',
    });
  });

  it.each([
    ['not a zip', Buffer.from('%PDF-1.7 this is no archive at all, only text')],
    ['a truncated zip', ZIP_BOMBS.highRatio().subarray(0, 200)],
  ])('reports %s as unreadable', async (_, data) => {
    await expect(assertArchiveWithinLimits(data, DEFAULT_ARCHIVE_LIMITS)).rejects.toBeInstanceOf(UnreadableArchiveError);
  });
});
