import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny S3 stand-in for tests: keeps objects in memory, by request path, and records the signature of every request. */
export interface FakeObjectStorage {
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  requests: { method: string; url: string; authorization: string; contentSha: string }[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeObjectStorage(): Promise<FakeObjectStorage> {
  const objects: FakeObjectStorage['objects'] = new Map();
  const requests: FakeObjectStorage['requests'] = [];
  const server = createServer(async (request, response) => {
    requests.push({
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
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
