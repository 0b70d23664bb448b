import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, type TSession } from './session.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');

function session(permissionCount = 2): TSession {
  return {
    token: 'header.payload.signature',
    refreshToken: 'refresh-1',
    expireAt: '2026-11-21T11:00:00Z',
    user: {
      id: 'u1',
      firstName: 'Zainab',
      lastName: 'قریشی',
      email: 'zainab@example.org',
      role: { id: 'r1', name: 'Brand', type: 'Brand' },
      permissions: Array.from({ length: permissionCount }, (_, index) => ({
        action: `PERMISSION_NUMBER_${index}`,
        subPermissions: [{ action: `SUB_PERMISSION_NUMBER_${index}` }],
      })),
    },
  };
}

describe('session cookie encoding', () => {
  it('round-trips a small session entirely in the cookie, including non-Latin names', () => {
    const encoded = encodeSession(session());
    expect(encoded.storedUser).toBeNull();
    expect(encoded.cookie).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSession(encoded.cookie, null, NOW)).toEqual(session());
  });

  it('moves the user to local storage when the cookie would pass about 4 KB', () => {
    const large = session(60);
    const encoded = encodeSession(large);
    expect(encoded.storedUser).not.toBeNull();
    expect(encoded.cookie.length).toBeLessThan(3800);
    expect(decodeSession(encoded.cookie, encoded.storedUser, NOW)).toEqual(large);
    expect(decodeSession(encoded.cookie, null, NOW)).toBeNull();
  });

  it('treats an expired, missing or damaged cookie as no session', () => {
    const { cookie } = encodeSession(session());
    expect(decodeSession(cookie, null, Date.parse('2026-11-21T11:00:00Z'))).toBeNull();
    expect(decodeSession(undefined, null, NOW)).toBeNull();
    expect(decodeSession('not-base64-json', null, NOW)).toBeNull();
  });
});
