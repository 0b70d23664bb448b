import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogMailer } from './log-mailer.ts';

const message = {
  to: 'brand@demo.opentrace.local',
  subject: 'Reset your OpenTrace password',
  text: 'Open https://trace.example.org/reset-password?token=secret-token-123 within 15 minutes',
};

async function logged(bodies: boolean): Promise<string> {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  await createLogMailer(pino({}, stream), { bodies }).send(message);
  await new Promise((resolve) => setImmediate(resolve));
  return lines.join('');
}

describe('the log mailer (no SMTP_URL)', () => {
  it('logs the whole e-mail in development, so a developer can follow its link', async () => {
    const line = JSON.parse(await logged(true));
    expect(line.mail).toEqual(message);
  });

  it('keeps bodies and addresses out of the log otherwise, saying that mail is not configured', async () => {
    const text = await logged(false);
    expect(text).not.toContain('secret-token-123');
    expect(text).not.toContain('brand@');
    const line = JSON.parse(text);
    expect(line.msg).toBe('e-mail not sent: mail is not configured (set SMTP_URL)');
    expect(line.mailNotSent).toEqual({ recipientDomain: 'demo.opentrace.local', subject: message.subject });
  });
});
