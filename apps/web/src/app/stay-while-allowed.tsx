import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import { decideAccess, type TAccessRule } from '../lib/guards.ts';
import { homeFor } from './menu.ts';

/**
 * Keeps a screen only while its rule holds. Route loaders check on navigation; an onboarding screen
 * must also let go the moment its own save finishes onboarding (the session user changes in place),
 * sending the user home, to the first entry of the menu that just opened.
 */
export function StayWhileAllowed({ rule, children }: { rule: TAccessRule; children: ReactNode }) {
  const user = useSession()?.user ?? null;
  if (decideAccess(user, rule) !== 'allow') return <Navigate to={homeFor(user)} replace />;
  return children;
}
