import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const API_LIMIT = 30;
let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'opentrace-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OpenTrace</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({
    env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://trace.example.org', RATE_LIMIT_PER_MINUTE: String(API_LIMIT) },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every screen route with the app page, never cached', async () => {
    for (const url of ['/sign-in', '/facility-management/11', '/no/such/screen']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends hashed assets compressed and cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/nothing', '/auth/nothing', '/roles/nothing']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers HEAD on a page or a file like GET, without the body, so uptime checks see the site up', async () => {
    for (const url of ['/', '/sign-in', '/facility-management/11', '/assets/app-abc123.js']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it('never limits the app page and files, however many cold loads one address makes, while the API limit stays', async () => {
    const office = '203.0.113.7';
    for (let load = 0; load < 3 * API_LIMIT; load += 1) {
      for (const url of ['/sign-in', '/assets/app-abc123.js', '/']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress: office });
        expect(response.statusCode, `${url} on load ${load + 1}`).toBe(200);
      }
    }
    const statuses: number[] = [];
    for (let call = 0; call <= API_LIMIT; call += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: office })).statusCode);
    }
    expect(statuses.slice(0, API_LIMIT).every((status) => status === 401)).toBe(true);
    const limited = await t.app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: office, headers: { language: 'fr' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/\d+/);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: office })).statusCode).toBe(429);
  });

  it('sends security headers with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sign-in' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
