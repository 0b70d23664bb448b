import type { TRoleNameTranslations, TSessionUser } from '@opentrace/domain';

/**
 * The signed-in session: tokens plus the small slice of the user the UI needs to build menus and
 * guards without a round trip. It lives in a cookie that expires with the access token, so a
 * closed tab cannot resurrect an expired session.
 */

/**
 * The part of the signed-in user (domain TSessionUser) the browser keeps: enough for menus and
 * guards, including the onboarding and configuration facts that gate the menu (spec §4). The rest
 * is fetched when a screen needs it, which keeps the cookie small.
 */
export type TSignedInUser = Pick<
  TSessionUser,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'permissions'
  | 'userType'
  | 'isFirstUser'
  | 'updatedProfileAt'
  | 'completedConfiguringSystemAt'
> & {
  role: Pick<TSessionUser['role'], 'id' | 'code' | 'name' | 'nameTranslations' | 'type' | 'uploadedSAQ'>;
  currentFacility: Pick<
    NonNullable<TSessionUser['currentFacility']>,
    'id' | 'name' | 'answeredSaqAt' | 'addedPartnerAt' | 'firstAdmin'
  > | null;
  facilityTypes?: { id: number | string; name: string; nameTranslations?: TRoleNameTranslations }[];
};

/**
 * What may arrive as a user: the server's TSessionUser, or a cookie written by an earlier version
 * of the app that did not keep the onboarding facts yet.
 */
type TOnboardingFacts = 'userType' | 'isFirstUser' | 'updatedProfileAt' | 'completedConfiguringSystemAt' | 'currentFacility';
type TStoredUser = Omit<TSignedInUser, TOnboardingFacts | 'role'> &
  Partial<Pick<TSignedInUser, TOnboardingFacts>> & {
    role: Pick<TSignedInUser['role'], 'id' | 'name' | 'type'> &
      Partial<Pick<TSignedInUser['role'], 'code' | 'nameTranslations' | 'uploadedSAQ'>>;
  };

export type TSession = {
  token: string;
  refreshToken: string;
  /** ISO 8601 instant at which the access token stops being accepted. */
  expireAt: string;
  user: TSignedInUser;
};

const COOKIE_NAME = 'opentrace_session';
const USER_STORAGE_KEY = 'opentrace.session-user';
/** Browsers cap one cookie (name, value and attributes) at 4096 bytes; keep room for attributes. */
const COOKIE_VALUE_BUDGET = 3800;

type TCookiePayload = Omit<TSession, 'user'> & { user?: TStoredUser };

/**
 * Keeps only the fields the UI relies on, whatever else the server sends about the user. A fact
 * missing from an older cookie reads as "not done", so the menu errs on the side of onboarding
 * until the next refresh brings the real value.
 */
export function toSignedInUser(user: TStoredUser): TSignedInUser {
  const facility = user.currentFacility ?? null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType ?? null,
    isFirstUser: user.isFirstUser ?? false,
    updatedProfileAt: user.updatedProfileAt ?? null,
    completedConfiguringSystemAt: user.completedConfiguringSystemAt ?? null,
    role: {
      id: user.role.id,
      code: user.role.code ?? null,
      name: user.role.name,
      nameTranslations: user.role.nameTranslations ?? {},
      type: user.role.type,
      uploadedSAQ: user.role.uploadedSAQ ?? false,
    },
    currentFacility: facility
      ? {
          id: facility.id,
          name: facility.name,
          answeredSaqAt: facility.answeredSaqAt ?? null,
          addedPartnerAt: facility.addedPartnerAt ?? null,
          firstAdmin: facility.firstAdmin ?? false,
        }
      : null,
    permissions: (user.permissions ?? []).map((permission) => ({
      action: permission.action,
      subPermissions: (permission.subPermissions ?? []).map((sub) => ({ action: sub.action })),
    })),
    ...(user.facilityTypes
      ? {
          facilityTypes: user.facilityTypes.map(({ id, name, nameTranslations }) => ({
            id,
            name,
            ...(nameTranslations ? { nameTranslations } : {}),
          })),
        }
      : {}),
  };
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Base64url keeps the cookie value free of characters cookies forbid and, unlike percent-encoding,
 * grows JSON by a fixed third. Users with many permissions overflow the budget; their user part
 * then goes to localStorage and the cookie keeps only the tokens.
 */
export function encodeSession(session: TSession): { cookie: string; storedUser: string | null } {
  const whole = toBase64Url(JSON.stringify(session satisfies TCookiePayload));
  if (COOKIE_NAME.length + 1 + whole.length <= COOKIE_VALUE_BUDGET) {
    return { cookie: whole, storedUser: null };
  }
  const { user, ...tokens } = session;
  return { cookie: toBase64Url(JSON.stringify(tokens)), storedUser: JSON.stringify(user) };
}

export function decodeSession(cookie: string | undefined, storedUser: string | null, now: number): TSession | null {
  if (!cookie) return null;
  try {
    const payload = JSON.parse(fromBase64Url(cookie)) as TCookiePayload;
    const user = payload.user ?? (storedUser ? (JSON.parse(storedUser) as TStoredUser) : null);
    if (!user || typeof payload.token !== 'string') return null;
    if (!(Date.parse(payload.expireAt) > now)) return null;
    return {
      token: payload.token,
      refreshToken: payload.refreshToken,
      expireAt: payload.expireAt,
      user: toSignedInUser(user),
    };
  } catch {
    return null;
  }
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeCookie(value: string, expires: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${value}; Expires=${expires.toUTCString()}; Path=/; SameSite=Strict${secure}`;
}

function readStoredUser(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredUser(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(USER_STORAGE_KEY);
    else window.localStorage.setItem(USER_STORAGE_KEY, value);
  } catch {
    // Storage can be disabled (private mode); the session then lives only as long as the cookie does.
  }
}

const listeners = new Set<() => void>();
let cache: { cookie: string | undefined; session: TSession | null } = { cookie: undefined, session: null };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

/** setTimeout overflows above 2^31-1 ms; a later expiry is re-checked when the timer fires. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(session: TSession | null): void {
  clearTimeout(expiryTimer);
  if (!session) return;
  const delay = Math.min(Date.parse(session.expireAt) - Date.now(), MAX_TIMER_MS);
  expiryTimer = setTimeout(notify, Math.max(delay, 0));
}

/**
 * Reads the cookie on every call so a sign-out in another tab shows up here too; the parsed value
 * is cached so React's useSyncExternalStore sees a stable snapshot.
 */
export function getSession(): TSession | null {
  const cookie = readCookie(COOKIE_NAME);
  if (cookie !== cache.cookie) {
    cache = { cookie, session: decodeSession(cookie, readStoredUser(), Date.now()) };
    scheduleExpiry(cache.session);
  } else if (cache.session && !(Date.parse(cache.session.expireAt) > Date.now())) {
    cache = { cookie, session: null };
  }
  return cache.session;
}

/**
 * The facility types list (spec §3) arrives by its own call, not with the user, so a user renewed
 * by a token refresh or a profile save keeps the list the session already had.
 */
export function keepFacilityTypes(next: TSignedInUser, previous: TSignedInUser | undefined): TSignedInUser {
  if (next.facilityTypes || !previous?.facilityTypes || previous.id !== next.id) return next;
  return { ...next, facilityTypes: previous.facilityTypes };
}

export function saveSession(session: TSession): void {
  const user = keepFacilityTypes(toSignedInUser(session.user), getSession()?.user);
  const { cookie, storedUser } = encodeSession({ ...session, user });
  writeStoredUser(storedUser);
  writeCookie(cookie, new Date(session.expireAt));
  notify();
}

/**
 * Replaces the stored user after the server returned a newer copy (a profile edit), keeping the
 * tokens; the header and menu re-render from it. Nothing happens when the session has ended.
 */
export function updateSessionUser(user: TStoredUser): void {
  const session = getSession();
  if (!session || session.user.id !== user.id) return;
  saveSession({ ...session, user: toSignedInUser(user) });
}

export function clearSession(): void {
  writeCookie('', new Date(0));
  writeStoredUser(null);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may have signed in or out while this one was in the background.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}
