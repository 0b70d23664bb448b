import type { TLoginResponse } from '@opentrace/domain';
import { ApiError, type TApiClient } from './api-client.ts';
import { clearSession, getSession, saveSession, subscribeSession, type TSession } from './session.ts';

/** Renew this long before the access token expires, so a slow network still makes it in time. */
const REFRESH_LEAD_MS = 60_000;
/** After a network failure, try again this much later (while the token is still valid). */
const RETRY_MS = 15_000;
const LOCK_NAME = 'opentrace-session-refresh';

/**
 * When to renew a token expiring at `expireAt`: a minute before, or halfway through a lifetime
 * shorter than two minutes; never in the past.
 */
export function refreshDelay(expireAt: string, now: number): number {
  const remaining = Date.parse(expireAt) - now;
  if (!(remaining > 0)) return 0;
  return Math.max(0, remaining > 2 * REFRESH_LEAD_MS ? remaining - REFRESH_LEAD_MS : remaining / 2);
}

/**
 * Tabs share one cookie. Refresh tokens are single-use and reusing one revokes the whole session,
 * so tabs take turns (Web Locks) and a tab skips the refresh when another one already did it.
 */
function withRefreshLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(LOCK_NAME, task);
  }
  return task();
}

/**
 * Keeps the session alive while a tab is open: access tokens are short-lived (15 minutes by
 * default), and the cookie holding the refresh token expires with them. A refused refresh (the
 * session was revoked, the user deactivated) signs the user out.
 */
export function startSessionRefresh(api: TApiClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let planned: string | null = null;

  const refresh = (expected: TSession) =>
    withRefreshLock(async () => {
      const current = getSession();
      if (!current || current.refreshToken !== expected.refreshToken) {
        // Another tab renewed (or ended) the session meanwhile; plan from what it left.
        schedule();
        return;
      }
      try {
        const renewed = await api.post<TLoginResponse>('/auth/refresh', { refreshToken: current.refreshToken });
        saveSession(renewed);
      } catch (error) {
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
          clearSession();
          return;
        }
        planned = null;
        clearTimeout(timer);
        timer = setTimeout(schedule, RETRY_MS);
      }
    });

  function schedule(): void {
    const session = getSession();
    if (session?.refreshToken === planned) return;
    clearTimeout(timer);
    planned = session?.refreshToken ?? null;
    if (!session) return;
    timer = setTimeout(() => void refresh(session), refreshDelay(session.expireAt, Date.now()));
  }

  schedule();
  const unsubscribe = subscribeSession(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
