import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, Ceph, R2) through signed HTTP requests,
 * path-style so custom endpoints work without DNS tricks.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  private urlOf(key: string): string {
    assertStorageKey(key);
    return `${this.base}/${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: data,
      headers: { 'content-type': contentType, 'content-length': String(data.length) },
    });
    if (!response.ok) throw new Error(`Object storage refused the upload: HTTP ${response.status}`);
  }

  async get(key: string): Promise<Readable | null> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw new Error(`Object storage read failed: HTTP ${response.status}`);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (!response.ok && response.status !== 404) {
      throw new Error(`Object storage delete failed: HTTP ${response.status}`);
    }
  }
}
