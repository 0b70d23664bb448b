import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TGeocoderAnswer = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A stand-in for a Nominatim-compatible reverse geocoder, for tests: it records every request and
 * answers with whatever `answer` the test sets (JSON by `geocoderJson`, or nothing at all).
 */
export interface FakeGeocoder {
  url: string;
  answer: TGeocoderAnswer;
  requests: { url: URL; userAgent: string | undefined }[];
  close(): Promise<void>;
}

export const geocoderJson =
  (status: number, body: unknown): TGeocoderAnswer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const server = createServer((request, response) => {
    fake.requests.push({ url: new URL(request.url ?? '/', 'http://provider'), userAgent: request.headers['user-agent'] });
    fake.answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeGeocoder = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`,
    answer: geocoderJson(404, {}),
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
