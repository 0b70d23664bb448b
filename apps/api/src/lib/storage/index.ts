import type { AppConfig } from '../../config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';

export function createStorage(config: AppConfig['storage']): FileStorage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.directory);
}
