import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Open Supply Hub API, for tests: it answers the calls our client makes with the
 * shapes of the real API's documentation (GeoJSON features, match statuses, facility-match items).
 * What a registration answers depends on the submitted name:
 * - a known facility's name: MATCHED;
 * - a name starting with "Similar": POTENTIAL_MATCH with two candidates;
 * - "Ungeocodable…": ERROR_MATCHING; "Server error…": 500; "Bad request…": 400;
 *   "Slow…": no answer at all until the server closes; "Garbled…": 200 with a body that is not the API's;
 * - anything else: NEW_FACILITY with a fresh OS ID.
 * The first confirmation of a match to Lahore Fabric Mill fails with a 502 (a flaky gateway).
 */
export interface FakeOpenSupplyHub {
  url: string;
  token: string;
  requests: { method: string; path: string; query: URLSearchParams; authorization: string; body: unknown }[];
  close(): Promise<void>;
}

export interface FakeFacility {
  osId: string;
  name: string;
  address: string;
  countryCode: string;
  lat: number;
  lng: number;
}

export const FAKE_FACILITIES: FakeFacility[] = [
  {
    osId: 'PK2019303BQ3FZP',
    name: 'Faisalabad Spinning Mills',
    address: 'Plot 7, Sargodha Road, Faisalabad',
    countryCode: 'PK',
    lat: 31.4504,
    lng: 73.135,
  },
  {
    osId: 'PK2020111LHRFAB',
    name: 'Lahore Fabric Mill',
    address: '22 Ferozepur Road, Lahore',
    countryCode: 'PK',
    lat: 31.4697,
    lng: 74.3436,
  },
  {
    osId: 'CN2019303BQ3ABC',
    name: 'Nantong Headwear',
    address: 'No. 808, Third Industry Park, Nantong',
    countryCode: 'CN',
    lat: 32.172,
    lng: 120.596,
  },
];

const feature = (facility: FakeFacility) => ({
  id: facility.osId,
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [facility.lng, facility.lat] },
  properties: {
    name: facility.name,
    address: facility.address,
    country_code: facility.countryCode,
    os_id: facility.osId,
    country_name: facility.countryCode === 'PK' ? 'Pakistan' : 'China',
    other_names: [],
    contributors: [{ id: 4, name: 'Researcher A', is_verified: false }],
  },
});

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

export async function startFakeOpenSupplyHub(options: { token?: string } = {}): Promise<FakeOpenSupplyHub> {
  const token = options.token ?? 'osh-test-token';
  const requests: FakeOpenSupplyHub['requests'] = [];
  /** Facility list items waiting on their matches: item id → pending match ids, and what was submitted. */
  const items = new Map<number, { pending: Set<number>; submitted: { name: string; address: string; country: string } }>();
  const matches = new Map<number, { item: number; facility: FakeFacility }>();
  let nextId = 9100;
  let flakyConfirmFailed = false;
  let issued = 0;

  const listItem = (status: string, countryCode: string, matched: FakeFacility | null) => ({
    id: 959,
    status,
    country_code: countryCode,
    processing_errors: null,
    matched_facility: matched
      ? {
          os_id: matched.osId,
          name: matched.name,
          address: matched.address,
          location: { lat: matched.lat, lng: matched.lng },
          created_from_id: 959,
        }
      : null,
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: String(request.headers.authorization ?? ''),
      body,
    });
    if (request.headers.authorization !== `Token ${token}`) return json(response, 401, { detail: 'Invalid token.' });

    if (request.method === 'GET' && url.pathname === '/api/facilities/') {
      const q = (url.searchParams.get('q') ?? url.searchParams.get('name') ?? '').toLowerCase();
      if (q === 'broken') return void response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error (500)</h1>');
      const country = url.searchParams.get('countries');
      const found = FAKE_FACILITIES.filter(
        (facility) =>
          (facility.osId.toLowerCase() === q || facility.name.toLowerCase().includes(q)) && (!country || facility.countryCode === country),
      );
      return json(response, 200, {
        type: 'FeatureCollection',
        count: found.length,
        next: null,
        previous: null,
        features: found.map(feature),
      });
    }

    if (request.method === 'POST' && url.pathname === '/api/facilities/') {
      const submitted = body as { name: string; address: string; country: string };
      const itemId = nextId++;
      const base = {
        item_id: itemId,
        geocoded_geometry: { type: 'Point', coordinates: [71.47, 30.19] },
        geocoded_address: `${submitted.address}, Pakistan`,
      };
      if (submitted.name.startsWith('Slow')) return;
      if (submitted.name.startsWith('Server error'))
        return void response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error (500)</h1>');
      if (submitted.name.startsWith('Bad request'))
        return json(response, 400, { ...base, status: 'ERROR_PARSING', message: 'Could not parse' });
      if (submitted.name.startsWith('Garbled')) return json(response, 200, { hello: 'world' });
      if (submitted.name.startsWith('Ungeocodable')) {
        return json(response, 200, {
          matches: [],
          item_id: itemId,
          geocoded_geometry: null,
          geocoded_address: null,
          status: 'ERROR_MATCHING',
        });
      }
      const known = FAKE_FACILITIES.find((facility) => facility.name === submitted.name);
      if (known)
        return json(response, 201, { ...base, matches: [{ ...feature(known), confidence: 0.9153 }], status: 'MATCHED', os_id: known.osId });
      if (submitted.name.startsWith('Similar')) {
        const candidates = FAKE_FACILITIES.filter((facility) => facility.countryCode === 'PK');
        const pending = new Set<number>();
        const offered = candidates.map((facility) => {
          const matchId = nextId++;
          pending.add(matchId);
          matches.set(matchId, { item: itemId, facility });
          return {
            ...feature(facility),
            confidence: 0.7686,
            confirm_match_url: `/api/facility-matches/${matchId}/confirm/`,
            reject_match_url: `/api/facility-matches/${matchId}/reject/`,
          };
        });
        items.set(itemId, { pending, submitted });
        return json(response, 201, { ...base, matches: offered, status: 'POTENTIAL_MATCH' });
      }
      issued += 1;
      return json(response, 201, { ...base, matches: [], status: 'NEW_FACILITY', os_id: `PK2026${String(issued).padStart(3, '0')}NEWFAC` });
    }

    const matchCall = /^\/api\/facility-matches\/(\d+)\/(confirm|reject)\/$/.exec(url.pathname);
    if (request.method === 'POST' && matchCall) {
      const matchId = Number(matchCall[1]);
      const match = matches.get(matchId);
      const item = match ? items.get(match.item) : undefined;
      if (!match || !item?.pending.has(matchId)) return json(response, 400, ['facility match status must be PENDING']);
      if (matchCall[2] === 'confirm') {
        if (match.facility.name === 'Lahore Fabric Mill' && !flakyConfirmFailed) {
          flakyConfirmFailed = true;
          return void response.writeHead(502).end('Bad Gateway');
        }
        item.pending.clear();
        return json(response, 200, listItem('CONFIRMED_MATCH', match.facility.countryCode, match.facility));
      }
      item.pending.delete(matchId);
      if (item.pending.size > 0) return json(response, 200, listItem('POTENTIAL_MATCH', 'PK', null));
      issued += 1;
      const created: FakeFacility = {
        osId: `PK2026${String(issued).padStart(3, '0')}NEWFAC`,
        name: item.submitted.name,
        address: item.submitted.address,
        countryCode: 'PK',
        lat: 30.19,
        lng: 71.47,
      };
      return json(response, 200, listItem('CONFIRMED_MATCH', 'PK', created));
    }
    return json(response, 404, { detail: 'Not found.' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, { detail: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    token,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
