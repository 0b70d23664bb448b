import type { ParseKeys } from 'i18next';
import type { TIcon } from '../components/icons.tsx';
import type { TSignedInUser } from '../lib/session.ts';
import { decideAccess, type TAccessRule } from './guards.ts';

/**
 * One sidebar entry. The same `access` rule guards the entry's route, so the menu never offers a
 * screen the router would refuse, and the first visible entry is always a reachable home.
 */
export type TMenuEntry = {
  id: string;
  path: string;
  labelKey: ParseKeys;
  icon?: TIcon;
  access: TAccessRule;
};

/**
 * The whole menu, in display order, for every role type (spec §2 "Menu by role"). Each screen's
 * issue adds its entry here together with the route, using the same access rule for both.
 */
export const MENU_ENTRIES: readonly TMenuEntry[] = [];

export const SIGN_IN_PATH = '/sign-in';

/** The entries this user may see, in order; none when nobody is signed in. */
export function menuFor(
  user: TSignedInUser | null,
  entries: readonly TMenuEntry[] = MENU_ENTRIES,
): TMenuEntry[] {
  return entries.filter((entry) => decideAccess(user, entry.access) === 'allow');
}

/** The first menu entry is home; with no menu (signed out, API user) home is sign-in (spec §2). */
export function homeFor(
  user: TSignedInUser | null,
  entries: readonly TMenuEntry[] = MENU_ENTRIES,
): string {
  return menuFor(user, entries)[0]?.path ?? SIGN_IN_PATH;
}
