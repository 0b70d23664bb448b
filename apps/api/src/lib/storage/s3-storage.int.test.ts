import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeObjectStorage, startFakeObjectStorage } from '../../test/fakes/object-storage.ts';
import { S3Storage } from './s3-storage.ts';

let s3: FakeObjectStorage;
beforeAll(async () => {
  s3 = await startFakeObjectStorage();
});
afterAll(() => s3.close());

const KEY = '0b3f5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.pdf';

describe('S3Storage against an S3-compatible endpoint', () => {
  it('stores, reads back and deletes an object with signed requests', async () => {
    const storage = new S3Storage({
      endpoint: s3.endpoint,
      region: 'eu-west-1',
      bucket: 'evidence',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example-key',
    });
    await storage.put(KEY, Buffer.from('%PDF-1.7 proof'), 'application/pdf');
    expect(s3.objects.get(`/evidence/${KEY}`)).toEqual({ body: Buffer.from('%PDF-1.7 proof'), type: 'application/pdf' });

    const stream = await storage.get(KEY);
    expect(stream).not.toBeNull();
    expect(await text(stream!)).toBe('%PDF-1.7 proof');

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();

    for (const request of s3.requests) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
      expect(request.contentSha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    }
  });

  it('refuses keys it did not generate before sending anything', async () => {
    const storage = new S3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'b', accessKeyId: 'a', secretAccessKey: 's' });
    const before = s3.requests.length;
    await expect(storage.get('../other-bucket/secret')).rejects.toThrow(/Refusing storage key/);
    expect(s3.requests.length).toBe(before);
  });

  it('reports a refused upload as an error', async () => {
    const storage = new S3Storage({
      endpoint: `${s3.endpoint}/nowhere`,
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    s3.objects.clear();
    await expect(storage.put(KEY, Buffer.from('x'), 'application/pdf')).resolves.toBeUndefined();
    const broken = new S3Storage({
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    await expect(broken.put(KEY, Buffer.from('x'), 'application/pdf')).rejects.toThrow();
  });
});
