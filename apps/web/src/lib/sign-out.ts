import { api } from './api.ts';
import { clearSession, getSession } from './session.ts';

/**
 * Asks the server to end the session behind an access token. The token travels in an explicit
 * header because the local session is already gone (or was never stored); a failure changes
 * nothing for the user, whose token expires on its own.
 */
export function revokeSession(token: string): Promise<void> {
  return api.delete<undefined>('/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

/** Signs out in this browser at once, then on the server. */
export async function signOut(): Promise<void> {
  const session = getSession();
  if (!session) return;
  clearSession();
  await revokeSession(session.token);
}
