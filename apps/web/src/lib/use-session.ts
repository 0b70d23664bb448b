import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type TSession } from './session.ts';

/** The current session, re-rendering on sign-in, sign-out, expiry and changes from other tabs. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
