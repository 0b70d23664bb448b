import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('URLs Fastify refuses before routing', () => {
  it.each([
    ['malformed percent-encoding', '/api/events/sells/products/%ff'],
    ['a lone percent sign', '/api/qr-code-batches/%'],
    ['a path parameter over the length limit', `/api/events/sells/products/${'x'.repeat(10_000)}`],
  ])('answer %s with the shared error body, in the caller’s language', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toBe('La requête est incompréhensible.');
  });
});
