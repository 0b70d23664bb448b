import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://brand.example' } });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('come with every API answer, errors included', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    const answer = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('forbid an API answer to load anything or be framed, while the documentation page keeps a page policy', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('CORS', () => {
  it('lets a listed origin call the API, with the headers it needs', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'https://brand.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://brand.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
  });

  it('gives any other origin no permission', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://elsewhere.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
