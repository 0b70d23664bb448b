import {
  ZCommodityRisksUpsert,
  ZExternalRiskIndexInput,
  ZGeographicalRiskLevelsUpsert,
  ZIndicatorItemRename,
  ZIndicatorItemsInput,
} from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../test/test-database.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor('admin@demo.opentrace.local');
});
afterAll(async () => t.close());

describe('OpenAPI document', () => {
  it('lists every API route the app serves', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(t.app.apiRoutes).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/upload/files', 'GET /api/files/{blobName}']));
    const undocumented = t.app.apiRoutes.filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
  });

  it('documents the upload body as multipart files', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = document.paths['/api/upload/files'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.files).toEqual({ type: 'array', items: { type: 'string', format: 'binary' } });
  });

  it('documents a success response on every operation, a download as a binary file', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const template = document.paths['/api/indicator-list/template'].get.responses;
    expect(template['200'].content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    });
    const operations = Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          key: `${method.toUpperCase()} ${path}`,
          statuses: Object.keys(operation.responses),
        })),
    );
    expect(
      operations.filter((operation) => !operation.statuses.some((status) => status.startsWith('2'))).map((operation) => operation.key),
    ).toEqual([]);
  });

  it('documents the shared error body on every operation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = document.paths['/auth/login'].post.responses;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(login['4XX'].content['application/json'].schema.required).toEqual(['statusCode', 'error', 'message']);
  });

  it('serves the interactive documentation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

interface OpenApiOperation {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; examples?: unknown[] } }> };
}

/** The examples an API client reads beside an operation's JSON body, following the body's reference to its component. */
function bodyExamples(
  document: { components: { schemas: Record<string, { examples?: unknown[] }> } },
  operation: OpenApiOperation,
): unknown[] | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return undefined;
  const named = schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return named?.examples;
}

describe('OpenAPI examples for API users (DOMAIN.md §11)', () => {
  const BODIES: Record<string, z.ZodType> = {
    'POST /api/indicator-list/items': ZIndicatorItemsInput,
    'PUT /api/indicator-list/items/{id}': ZIndicatorItemRename,
    'POST /api/external-risk-indices': ZExternalRiskIndexInput,
    'PUT /api/external-risk-indices/{id}': ZExternalRiskIndexInput,
    'PUT /api/commodity-risks': ZCommodityRisksUpsert,
    'PUT /api/geographical-risk-levels': ZGeographicalRiskLevelsUpsert,
  };

  it('gives every API-user operation that takes a body examples of it, each one a body the route accepts', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const withBody = Object.entries(document.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('API users') && operation.requestBody)
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, examples: bodyExamples(document, operation) })),
    );
    expect(withBody.map((operation) => operation.key).sort()).toEqual(Object.keys(BODIES).sort());
    for (const { key, examples } of withBody) {
      expect(examples, key).toEqual(expect.arrayContaining([expect.anything()]));
      for (const example of examples ?? []) expect(BODIES[key]!.safeParse(example).error, key).toBeUndefined();
    }
  });

  it('documents examples a client can send as they are and have accepted', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
    const apiUser = { authorization: `Bearer ${await t.tokenFor('api@demo.opentrace.local')}` };
    // Examples that name existing rows by id carry made-up ids; these name none, so they work on any installation.
    const sendable = [
      { method: 'POST', path: '/api/indicator-list/items', headers: superAdmin, status: 201 },
      { method: 'POST', path: '/api/external-risk-indices', headers: apiUser, status: 201 },
      { method: 'PUT', path: '/api/geographical-risk-levels', headers: superAdmin, status: 200 },
    ] as const;
    for (const { method, path, headers, status } of sendable) {
      const [example] = bodyExamples(document, document.paths[path][method.toLowerCase()]) as object[];
      const response = await t.app.inject({ method, url: path, headers, payload: example });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    }
  });
});

describe('error model', () => {
  it('answers an unknown API route with 404 in the shared shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no GET /api/no-such-thing in this API.',
    });
  });

  it('lists field paths and messages for a request that fails validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/files?purpose=everything',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Some fields are not valid.' });
    expect(body.details).toEqual([{ path: 'query.purpose', message: 'Invalid purpose' }]);
  });

  it('answers malformed JSON with 400, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/short-token',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request could not be understood.');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/short-token',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/x-unknown' },
      payload: 'whatever',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });
});

describe('Language header', () => {
  it.each([
    ['en', 'Please sign in to continue.'],
    ['fr', 'Veuillez vous connecter pour continuer.'],
    ['ur', 'جاری رکھنے کے لیے براہ کرم سائن ان کریں۔'],
    ['de', 'Please sign in to continue.'],
  ])('answers in %s', async (language, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/short-token', headers: { language } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(message);
  });
});

describe('authentication', () => {
  it('refuses a tampered token', async () => {
    const [header, payload] = adminToken.split('.');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/short-token',
      headers: { authorization: `Bearer ${header}.${payload}.forged-signature` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] as string, 'base64url').toString());
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/short-token',
      headers: { authorization: `Bearer ${unsigned}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('tells an expired session apart from a bad token', async () => {
    const token = await t.tokenFor('admin@demo.opentrace.local');
    t.clock.advance(16 * 60_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/short-token',
      headers: { authorization: `Bearer ${token}` },
    });
    t.clock.set(new Date());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });
});
