import { describe, expect, it } from 'vitest';
import { smtpPoolOptions } from './smtp-mailer.ts';

describe('SMTP_URL', () => {
  it('reads the server, the account and a pool of eight connections', () => {
    const options = smtpPoolOptions('smtps://mailer%40example.org:p%40ss:word@smtp.example.org:465');
    expect(options).toMatchObject({
      pool: true,
      maxConnections: 8,
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { user: 'mailer@example.org', pass: 'p@ss:word' },
    });
  });

  it('lets settings in the query win, read as booleans and numbers', () => {
    const options = smtpPoolOptions('smtp://relay.local:2525/?maxConnections=2&requireTLS=true&name=opentrace');
    expect(options).toMatchObject({ secure: false, port: 2525, maxConnections: 2, requireTLS: true, name: 'opentrace' });
    expect(options).not.toHaveProperty('auth');
  });
});
