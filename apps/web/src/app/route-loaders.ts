import { redirect } from 'react-router';
import { getSession } from '../lib/session.ts';
import { signOut } from '../lib/sign-out.ts';
import { decideAccess, type TAccessRule } from '../lib/guards.ts';
import { homeFor, SIGN_IN_PATH } from './menu.ts';

/**
 * Loader for a protected route: a signed-out visitor goes to sign-in (remembering where they were
 * heading), a signed-in user without access goes home (spec §2).
 */
export function protect(rule: TAccessRule = {}) {
  return ({ request }: { request: Request }) => {
    const user = getSession()?.user ?? null;
    const decision = decideAccess(user, rule);
    if (decision === 'sign-in') {
      const { pathname, search } = new URL(request.url);
      const next = `${pathname}${search}`;
      throw redirect(next === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
    }
    if (decision === 'home') throw redirect(homeFor(user));
    return null;
  };
}

/**
 * Sign-in, forgot and reset password send a signed-in user home. A user whose menu is empty has
 * sign-in as home, so they stay, which also avoids a redirect loop.
 */
export function publicOnly() {
  const user = getSession()?.user ?? null;
  const home = homeFor(user);
  if (user && home !== SIGN_IN_PATH) throw redirect(home);
  return null;
}

/** Opening an invitation starts from a clean slate: whoever was signed in here is signed out. */
export function signOutFirst() {
  void signOut();
  return null;
}

/** `/` itself has no screen; it forwards to the user's home. */
export function redirectHome() {
  return redirect(homeFor(getSession()?.user ?? null));
}
