import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { NODE_ENV: 'production', SUPER_ADMIN_PASSWORD: 'Operator#Chosen1', LOG_LEVEL: 'info', PUBLIC_URL: 'https://trace.example.org' },
    logStream,
  });
});
afterAll(async () => t.close());

describe('e-mail in production without SMTP_URL', () => {
  it('never writes a reset link to the log, only that mail is not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'brand@demo.opentrace.local' },
      remoteAddress: '10.7.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    await new Promise((resolve) => setImmediate(resolve));

    const everything = logLines.join('\n');
    expect(everything).not.toContain('reset-password?token=');
    expect(everything).not.toContain('brand@demo.opentrace.local');
    const notice = logLines.map((line) => JSON.parse(line)).find((line) => line.mailNotSent);
    expect(notice?.msg).toBe('e-mail not sent: mail is not configured (set SMTP_URL)');
    expect(notice?.mailNotSent.recipientDomain).toBe('demo.opentrace.local');
  });
});
