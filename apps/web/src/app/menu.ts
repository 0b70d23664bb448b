import type { TSignedInUser } from '../lib/session.ts';
import { allowedEntries, type TMenuEntry, type TMenuItem } from '../lib/menu-entries.ts';
import { FEATURES } from './features.ts';

/**
 * The whole menu, in display order, for every role type (spec §2 "Menu by role", §4), from the
 * features' entries by their positions. Only screens that exist are registered; menu.test.ts keeps
 * the entries still to come as test data, so the gating of the full menu is specified before their
 * screens are built.
 */
export const MENU_ENTRIES: readonly TMenuItem[] = FEATURES.flatMap((feature) => feature.menu ?? []).sort((a, b) => a.position - b.position);

export const SIGN_IN_PATH = '/sign-in';

/** The entries this user may see, in order; none when nobody is signed in. */
export function menuFor(user: TSignedInUser | null, entries: readonly TMenuItem[] = MENU_ENTRIES): TMenuEntry[] {
  return allowedEntries(user, entries);
}

/** The first menu entry is home; with no menu (signed out, API user) home is sign-in (spec §2). */
export function homeFor(user: TSignedInUser | null, entries: readonly TMenuItem[] = MENU_ENTRIES): string {
  return menuFor(user, entries)[0]?.path ?? SIGN_IN_PATH;
}
