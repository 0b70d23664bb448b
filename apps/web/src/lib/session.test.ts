import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, keepFacilityTypes, type TSession, type TSignedInUser } from './session.ts';

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
      userType: 'Admin',
      isFirstUser: true,
      updatedProfileAt: '2026-11-01T09:00:00.000Z',
      completedConfiguringSystemAt: null,
      role: { id: 'r1', code: 'BRAND', name: 'Brand', nameTranslations: { fr: 'Marque', ur: 'برانڈ' }, type: 'Brand', uploadedSAQ: false },
      currentFacility: {
        id: 'f1',
        name: 'Maison Coton',
        answeredSaqAt: null,
        addedPartnerAt: '2026-11-02T09:00:00.000Z',
        firstAdmin: true,
      },
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

/** Encodes a cookie the way an earlier release did: the user without the onboarding facts. */
function olderCookie(user: Pick<TSignedInUser, 'id' | 'firstName' | 'lastName' | 'email' | 'permissions'> & { role: object }) {
  const payload = { token: 't', refreshToken: 'r', expireAt: '2026-11-21T11:00:00Z', user };
  return btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('session cookie from an earlier release', () => {
  it('reads the missing onboarding facts as not done yet', () => {
    const cookie = olderCookie({
      id: 'u1',
      firstName: 'Omar',
      lastName: 'Farooq',
      email: 'omar@example.org',
      role: { id: 'r1', name: 'Auditor', type: 'Assessor' },
      permissions: [],
    });
    const user = decodeSession(cookie, null, NOW)?.user;
    expect(user).toMatchObject({
      userType: null,
      isFirstUser: false,
      updatedProfileAt: null,
      completedConfiguringSystemAt: null,
      currentFacility: null,
      role: { id: 'r1', code: null, name: 'Auditor', nameTranslations: {}, type: 'Assessor', uploadedSAQ: false },
    });
  });
});

describe('the facility types list kept with the session', () => {
  const types = [{ id: 'r-farm', name: 'Farm' }];
  const user = session().user;

  it('survives a renewed copy of the same user, which does not carry it', () => {
    expect(keepFacilityTypes(user, { ...user, facilityTypes: types }).facilityTypes).toEqual(types);
  });

  it('is replaced by a newer list, and never passed to another user', () => {
    const newer = [...types, { id: 'r-mine', name: 'Mining Enterprise' }];
    expect(keepFacilityTypes({ ...user, facilityTypes: newer }, { ...user, facilityTypes: types }).facilityTypes).toEqual(newer);
    expect(keepFacilityTypes({ ...user, id: 'u2' }, { ...user, facilityTypes: types }).facilityTypes).toBeUndefined();
  });

  it('is kept in the cookie', () => {
    const encoded = encodeSession({ ...session(), user: { ...user, facilityTypes: types } });
    expect(decodeSession(encoded.cookie, encoded.storedUser, NOW)?.user.facilityTypes).toEqual(types);
  });

  it('keeps the French and Urdu names of the types, so the menu names them in the reader’s language', () => {
    const translated = [{ id: 'r-farm', name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } }];
    const encoded = encodeSession({ ...session(), user: { ...user, facilityTypes: translated } });
    expect(decodeSession(encoded.cookie, encoded.storedUser, NOW)?.user.facilityTypes).toEqual(translated);
  });
});
