import { ZEvidencePackQuery, ZTracePdfQuery } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ownBaseUrl } from './pdf.module.ts';

describe('ownBaseUrl', () => {
  const fallback = 'https://trace.example.org';

  it('reaches a server listening on every interface over loopback', () => {
    expect(ownBaseUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, fallback)).toBe('http://127.0.0.1:3000');
    expect(ownBaseUrl({ address: '::', family: 'IPv6', port: 41234 }, fallback)).toBe('http://127.0.0.1:41234');
  });

  it('uses the one address a server is bound to', () => {
    expect(ownBaseUrl({ address: '10.0.0.5', family: 'IPv4', port: 8080 }, fallback)).toBe('http://10.0.0.5:8080');
    expect(ownBaseUrl({ address: '::1', family: 'IPv6', port: 8080 }, fallback)).toBe('http://[::1]:8080');
  });

  it('gives the public URL of a server on a socket file, and nothing for one not listening', () => {
    expect(ownBaseUrl('/run/opentrace.sock', fallback)).toBe(fallback);
    expect(ownBaseUrl(null, fallback)).toBeNull();
  });
});

describe('the PDF inputs', () => {
  it('takes an IANA time zone, UTC by default, and refuses an unknown one', () => {
    expect(ZTracePdfQuery.parse({})).toEqual({ timezone: 'UTC' });
    expect(ZTracePdfQuery.parse({ timezone: 'Asia/Karachi' })).toEqual({ timezone: 'Asia/Karachi' });
    expect(ZTracePdfQuery.safeParse({ timezone: 'Mars/Olympus' }).success).toBe(false);
  });

  it('takes only a token of 128 bits in base64url', () => {
    expect(ZEvidencePackQuery.safeParse({ token: 'Zm9vYmFyYmF6cXV4MTIzNA' }).success).toBe(true);
    expect(ZEvidencePackQuery.safeParse({ token: '../../etc/passwd' }).success).toBe(false);
    expect(ZEvidencePackQuery.safeParse({ token: 'short' }).success).toBe(false);
  });
});
