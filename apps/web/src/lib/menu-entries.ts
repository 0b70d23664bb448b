import type { TNamedRole } from '@opentrace/domain';
import type { ParseKeys } from 'i18next';
import type { TIcon } from '../components/icons.tsx';
import { decideAccess, type TAccessRule } from './guards.ts';
import type { TSignedInUser } from './session.ts';

/**
 * One sidebar entry: data only. `requires` lists what the user must have (permissions, role types
 * or codes, an onboarding predicate); it is the route's own rule, or a narrower one, so the menu
 * never offers a screen the router would refuse, and the first visible entry is always a reachable
 * home.
 */
export type TMenuEntry = {
  id: string;
  path: string;
  labelKey: ParseKeys;
  /** The role a label names ("View {{role}} group"), named in the reader's language when shown. */
  labelParams?: { role: TNamedRole };
  icon?: TIcon;
  requires: TAccessRule;
};

/**
 * Entries generated from data the session keeps (one per facility type), in one place of the
 * menu; offered only when `requires` allows, and each entry is checked against its own rule too.
 */
export type TMenuEntryFamily = {
  id: string;
  requires: TAccessRule;
  entriesFor: (user: TSignedInUser) => TMenuEntry[];
};

export type TMenuItem = TMenuEntry | TMenuEntryFamily;

/**
 * A feature's menu item with its place in the whole menu, which several features fill: lower
 * positions come first. Each role type's menu keeps to its own hundred (super administrator 100,
 * administrator 200, producer 300, assessor 400, brand 500), with gaps for the screens still to come.
 */
export type TPlacedMenuItem = TMenuItem & { position: number };

/** The entries of `items` this user may see, in order; none when nobody is signed in. */
export function allowedEntries(user: TSignedInUser | null, items: readonly TMenuItem[]): TMenuEntry[] {
  const allowed = (rule: TAccessRule) => decideAccess(user, rule) === 'allow';
  return items
    .flatMap((item) => ('entriesFor' in item ? (user && allowed(item.requires) ? item.entriesFor(user) : []) : [item]))
    .filter((entry) => allowed(entry.requires));
}
