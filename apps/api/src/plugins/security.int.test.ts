import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CORS_ORIGINS: 'https://brand.example', PUBLIC_URL: 'http://192.168.1.20:3000', TRUST_PROXY: '10.0.0.1' },
  });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('come with every API answer, errors included', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    const answer = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('forbid caching an unknown API path answer as much as any other API answer', async () => {
    for (const url of ['/api/no-such-route', '/api/users/me/nothing?x=1', '/auth/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
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
      headers: {
        origin: 'https://brand.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
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

describe('HTTPS enforcement', () => {
  const enforced = (headers: Record<string, unknown>) => ({
    hsts: headers['strict-transport-security'] !== undefined,
    upgrade: String(headers['content-security-policy']).includes('upgrade-insecure-requests'),
  });

  it('stays off over plain HTTP, so a trial on the office network loads its page and files', async () => {
    for (const url of ['/no-such-page', '/api/docs/', '/api/health', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.30' });
      expect(enforced(response.headers), url).toEqual({ hsts: false, upgrade: false });
    }
  });

  it('is on when a trusted proxy says the request came over HTTPS', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(enforced(page.headers)).toEqual({ hsts: true, upgrade: true });
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toContain('max-age=');
  });

  it('ignores an untrusted client that claims HTTPS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(enforced(response.headers)).toEqual({ hsts: false, upgrade: false });
  });
});
