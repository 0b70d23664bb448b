import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../test/test-database.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
let ginner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    extraApiRoutes: (api) => {
      // Bytes decoded by the server itself, as an import reads them from an uploaded file: no request validation sees them.
      api.post(
        '/api/test/decoded-text',
        { schema: { body: z.object({ hex: z.string() }) }, config: { access: 'public' } },
        async (request) => {
          const text = Buffer.from((request.body as { hex: string }).hex, 'hex').toString('utf8');
          await t.database.db.execute(sql`select ${text}::text`);
          return { stored: true };
        },
      );
      api.post('/api/test/number', { schema: { body: z.object({ value: z.string() }) }, config: { access: 'public' } }, async (request) => {
        await t.database.db.execute(sql`select ${(request.body as { value: string }).value}::integer`);
        return { stored: true };
      });
    },
  });
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t?.close());

interface FieldError {
  path: string;
  message: string;
}

describe('the NUL character', () => {
  it('is refused in a query string with a field error in the reader language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users?search=mul%00tan', headers: { ...admin, language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Certains champs ne sont pas valides.' });
    expect(response.json().details).toEqual([{ path: 'query.search', message: 'search ne doit pas contenir le caractère NUL (\\u0000)' }]);
  });

  it('is refused in a path parameter', async () => {
    const calls = [
      { method: 'PUT', url: '/api/country-risks/P%00K', headers: superAdmin, payload: { score: 2 }, field: 'countryCode' },
      { method: 'DELETE', url: '/api/country-risks/P%00K', headers: superAdmin, field: 'countryCode' },
      { method: 'GET', url: '/api/events/purchases/products/BALE%00-1', headers: ginner, field: 'id' },
    ] as const;
    for (const { field, ...call } of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json().details).toEqual([
        { path: `params.${field}`, message: `${field} must not contain the NUL character (\\u0000)` },
      ]);
    }
  });

  it('is refused in every body field that holds it, nested ones and keys included, and nothing is stored', async () => {
    const input = { name: 'Cotton\u0000 list', urls: ['https://example.org/list'], description: 'Regions\u0000', icon: 'Letter a' };
    const response = await t.app.inject({ method: 'POST', url: '/api/external-risk-indicators', headers: superAdmin, payload: input });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: FieldError) => detail.path)).toEqual(['description', 'name']);
    const list = await t.app.inject({ method: 'GET', url: '/api/external-risk-indicators', headers: superAdmin });
    expect(list.json().map((indicator: { name: string }) => indicator.name)).not.toContain('Cotton\u0000 list');

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/external-risk-indicators',
      headers: { ...superAdmin, language: 'ur' },
      payload: { name: 'List', urls: ['https://example.org/\u0000'], extra: { 'k\u0000': 1 } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual([
      { path: 'extra.k\u0000', message: 'k\u0000 میں NUL حرف (\\u0000) نہیں ہو سکتا' },
      { path: 'urls.0', message: 'urls میں NUL حرف (\\u0000) نہیں ہو سکتا' },
    ]);
  });

  it('is found however deeply the body nests it', async () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 2_000; depth += 1) deep = [deep];
    const input = { name: 'Deep list', urls: ['https://example.org/list'], description: 'Nested', icon: 'Letter a', deep };
    const response = await t.app.inject({ method: 'POST', url: '/api/external-risk-indicators', headers: superAdmin, payload: input });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: `deep${'.0'.repeat(2_000)}`, message: 'deep must not contain the NUL character (\\u0000)' },
    ]);
  });
});

describe('a value the database refuses after validation', () => {
  it('answers 400 in the shared shape, translated, for bytes its encoding refuses', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/decoded-text',
      headers: { language: 'fr' },
      payload: { hex: '410042' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        "Une valeur de la requête ne peut pas être enregistrée : elle contient des caractères que la base de données n'accepte pas, ou elle est hors limites.",
    });
  });

  it('answers 400 for text that is no number and for a number out of range', async () => {
    for (const value of ['twelve', '99999999999']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/test/number', payload: { value } });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message).toContain('cannot be stored');
    }
  });
});
