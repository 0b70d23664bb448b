import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LIMIT = 3;
let t: TestApp;
let apiUser: Record<string, string>;
let producer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  apiUser = { authorization: `Bearer ${await t.tokenFor('api@demo.opentrace.local')}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

const get = (headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/indicator-list/items', headers, remoteAddress });

describe('the throttle per API user (API_RATE_LIMIT_PER_MINUTE)', () => {
  it('answers 429 once an API user has made its requests of the minute, from whatever address', async () => {
    for (let call = 1; call <= LIMIT; call += 1) expect((await get(apiUser, `10.90.0.${call}`)).statusCode).toBe(200);
    const refused = await get(apiUser, '10.90.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You are doing it too quickly\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/facilities',
      headers: { ...apiUser, language: 'fr' },
      remoteAddress: '10.90.1.2',
    });
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toMatch(/^Vous allez trop vite\./);
  });

  it('leaves other users to the limit per address', async () => {
    for (let call = 1; call <= LIMIT * 4; call += 1) expect((await get(producer, '10.91.0.1')).statusCode).toBe(200);
  });
});
