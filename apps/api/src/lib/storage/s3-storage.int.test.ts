import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

/** A tiny S3 stand-in: keeps objects in memory and records the signature of every request. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: { method: string; url: string; authorization: string; contentSha: string }[] = [];

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: String(request.headers.authorization ?? ''),
      contentSha: String(request.headers['x-amz-content-sha256'] ?? ''),
    });
    const key = request.url ?? '';
    if (request.method === 'PUT') {
      objects.set(key, { body: await bodyOf(request), type: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = '0b3f5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.pdf';

describe('S3Storage against an S3-compatible endpoint', () => {
  it('stores, reads back and deletes an object with signed requests', async () => {
    const storage = new S3Storage({
      endpoint,
      region: 'eu-west-1',
      bucket: 'evidence',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example-key',
    });
    await storage.put(KEY, Buffer.from('%PDF-1.7 proof'), 'application/pdf');
    expect(objects.get(`/evidence/${KEY}`)).toEqual({ body: Buffer.from('%PDF-1.7 proof'), type: 'application/pdf' });

    const stream = await storage.get(KEY);
    expect(stream).not.toBeNull();
    expect(await text(stream!)).toBe('%PDF-1.7 proof');

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();

    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
      expect(request.contentSha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    }
  });

  it('refuses keys it did not generate before sending anything', async () => {
    const storage = new S3Storage({ endpoint, region: 'us-east-1', bucket: 'b', accessKeyId: 'a', secretAccessKey: 's' });
    const before = seen.length;
    await expect(storage.get('../other-bucket/secret')).rejects.toThrow(/Refusing storage key/);
    expect(seen.length).toBe(before);
  });

  it('reports a refused upload as an error', async () => {
    const storage = new S3Storage({
      endpoint: `${endpoint}/nowhere`,
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    objects.clear();
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
