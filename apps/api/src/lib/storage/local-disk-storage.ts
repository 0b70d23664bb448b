import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './storage.ts';

export class LocalDiskStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(private readonly directory: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.directory, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, data, { mode: 0o640 });
    await rename(partial, target);
  }

  async get(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      await stat(target);
    } catch {
      return null;
    }
    return createReadStream(target);
  }

  /** Removes the key's bytes, and what a write of it cut short by a crash left behind. */
  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await Promise.all([rm(target, { force: true }), rm(`${target}.partial`, { force: true })]);
  }
}
