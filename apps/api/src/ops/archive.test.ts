import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarGz, type TarEntry, writeTarGz } from './archive.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'opentrace-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(file: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  await readTarGz(file, async (entry: TarEntry) => {
    const chunks: Buffer[] = [];
    return {
      write: async (chunk) => void chunks.push(Buffer.from(chunk)),
      close: async () => void found.set(entry.path, Buffer.concat(chunks)),
    };
  });
  return found;
}

async function* inPieces(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

const longPath = `uploads/${'nested-folder/'.repeat(8)}${'a'.repeat(90)}.pdf`;
const files = new Map<string, Buffer>([
  ['database.tar', Buffer.from(Array.from({ length: 200_001 }, (_, index) => (index * 7) % 256))],
  ['empty.txt', Buffer.alloc(0)],
  ['exactly-one-block.bin', Buffer.alloc(512, 0x41)],
  [longPath, Buffer.from('a name longer than the 100 bytes of a ustar name field')],
  ['manifest.json', Buffer.from('{"ok":true}\n')],
]);

async function writeSample(file: string): Promise<void> {
  await writeTarGz(file, async (tar) => {
    for (const [name, data] of files) {
      const part = await tar.addFile(name, data.length, inPieces(data, 4096));
      expect(part).toEqual({ path: name, bytes: data.length, sha256: sha256(data) });
    }
  });
}

describe('tar.gz archives', () => {
  it('reads back every file with its bytes, long paths included', async () => {
    const file = path.join(root, 'round-trip.tar.gz');
    await writeSample(file);
    const found = await readAll(file);
    expect([...found.keys()]).toEqual([...files.keys()]);
    for (const [name, data] of files) expect(found.get(name)?.equals(data)).toBe(true);
  });

  it('writes archives the system tar lists', async () => {
    const file = path.join(root, 'system.tar.gz');
    await writeSample(file);
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual([...files.keys()]);
  });

  it('refuses to overwrite a file, and a file whose size is not the one announced', async () => {
    const file = path.join(root, 'exists.tar.gz');
    writeFileSync(file, 'already here');
    await expect(writeTarGz(file, async () => undefined)).rejects.toThrow(/EEXIST/);
    await expect(
      writeTarGz(path.join(root, 'grown.tar.gz'), async (tar) => {
        await tar.addFile('grown.bin', 10, [Buffer.alloc(11)]);
      }),
    ).rejects.toThrow(/changed while it was being archived/);
  });

  it('refuses a truncated or corrupted archive', async () => {
    const intact = path.join(root, 'intact.tar.gz');
    await writeSample(intact);
    const truncated = path.join(root, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(intact));
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    await expect(readAll(truncated)).rejects.toThrow(/damaged|truncated/);

    const corrupted = path.join(root, 'corrupted.tar.gz');
    const tar = gunzipSync(readFileSync(intact));
    tar[3] = tar[3]! ^ 0x01;
    writeFileSync(corrupted, gzipSync(tar));
    await expect(readAll(corrupted)).rejects.toThrow(/header checksum does not match/);

    const notGzip = path.join(root, 'not-gzip.tar.gz');
    writeFileSync(notGzip, readFileSync(corrupted).subarray(10));
    await expect(readAll(notGzip)).rejects.toThrow(/damaged/);
  });
});
