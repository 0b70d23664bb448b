import type { TNamedRole } from '@opentrace/domain';
import type { ParseKeys } from 'i18next';
import {
  IconAdjustments,
  IconBuilding,
  IconReceipt,
  IconSettings,
  IconShoppingCart,
  IconTag,
  IconUserCircle,
  IconUsers,
  type TIcon,
} from '../components/icons.tsx';
import type { TSignedInUser } from '../lib/session.ts';
import { ACCESS } from './access-rules.ts';
import { FACILITY_MANAGEMENT_MENU } from './facility-management-menu.ts';
import { decideAccess, type TAccessRule } from './guards.ts';
import { isSystemConfigured } from './onboarding.ts';

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
 * The whole menu, in display order, for every role type (spec §2 "Menu by role", §4). Only screens
 * that exist are registered; menu.test.ts keeps the entries still to come as test data, so the
 * gating of the full menu is specified before their screens are built. Each screen's issue adds its
 * entry here together with the route.
 */
export const MENU_ENTRIES: readonly TMenuItem[] = [
  // Super administrator: Configuration until the wizard is finished, then these two.
  {
    id: 'configuration',
    path: '/configuration',
    labelKey: 'menu.configuration',
    icon: IconAdjustments,
    requires: ACCESS.configuration,
  },
  {
    id: 'super-admin-user-management',
    path: '/super-admin-user-management',
    labelKey: 'menu.userManagement',
    icon: IconUsers,
    requires: { ...ACCESS.superAdminUserManagement, when: isSystemConfigured },
  },
  {
    id: 'super-admin-settings',
    path: '/super-admin-settings',
    labelKey: 'menu.settings',
    icon: IconSettings,
    requires: { ...ACCESS.superAdminSettings, when: isSystemConfigured },
  },
  // Administrator: user management first, settings last.
  {
    id: 'user-management',
    path: '/user-management',
    labelKey: 'menu.userManagement',
    icon: IconUsers,
    requires: ACCESS.userManagement,
  },
  // ── facility-groups ──
  FACILITY_MANAGEMENT_MENU,
  // ── product activities ──
  {
    id: 'qr-code-management',
    path: '/qr-code-management',
    labelKey: 'qrCodes.menu',
    icon: IconTag,
    requires: ACCESS.qrCodeManagement,
  },
  {
    id: 'settings',
    path: '/settings',
    labelKey: 'menu.settings',
    icon: IconSettings,
    requires: ACCESS.settings,
  },
  // ── profiles ──
  {
    id: 'onboard',
    path: '/onboard',
    labelKey: 'facilityProfile.menu.onboard',
    icon: IconUserCircle,
    requires: ACCESS.producerOnboard,
  },
  // ── product activities ──
  {
    id: 'product-activities',
    path: '/homepage',
    labelKey: 'menu.productActivities',
    icon: IconShoppingCart,
    requires: ACCESS.productActivities,
  },
  {
    id: 'overview',
    path: '/overview',
    labelKey: 'menu.overview',
    icon: IconReceipt,
    requires: ACCESS.overview,
  },
  // ── partners ──
  {
    id: 'manage-partners',
    path: '/manage-partners',
    labelKey: 'partners.menu',
    icon: IconBuilding,
    requires: ACCESS.managePartners,
  },
  // Producer, assessor and brand: the profile, then colleague management, close each menu; the
  // home of a brand or assessor colleague therefore stays their profile.
  {
    id: 'my-profile',
    path: '/my-profile',
    labelKey: 'menu.myProfile',
    icon: IconUserCircle,
    requires: ACCESS.producerProfile,
  },
  {
    id: 'producer-management',
    path: '/producer-management',
    labelKey: 'menu.userManagement',
    icon: IconUsers,
    requires: ACCESS.producerManagement,
  },
  // ── profiles ──
  {
    id: 'auditor-onboard',
    path: '/auditor-onboard',
    labelKey: 'facilityProfile.menu.auditorOnboard',
    icon: IconUserCircle,
    requires: ACCESS.assessorOnboard,
  },
  {
    id: 'auditor-profile',
    path: '/auditor-profile',
    labelKey: 'menu.myProfile',
    icon: IconUserCircle,
    requires: ACCESS.assessorProfile,
  },
  {
    id: 'labor-management',
    path: '/labor-management',
    labelKey: 'menu.userManagement',
    icon: IconUsers,
    requires: ACCESS.laborManagement,
  },
  // ── profiles ──
  {
    id: 'brand-onboard',
    path: '/brand-onboard',
    labelKey: 'facilityProfile.menu.brandOnboard',
    icon: IconUserCircle,
    requires: ACCESS.brandOnboard,
  },
  {
    id: 'brand-profile',
    path: '/brand-profile',
    labelKey: 'menu.myProfile',
    icon: IconUserCircle,
    requires: ACCESS.brandProfile,
  },
  {
    id: 'brand-management',
    path: '/brand-management',
    labelKey: 'menu.userManagement',
    icon: IconUsers,
    requires: ACCESS.brandManagement,
  },
];

export const SIGN_IN_PATH = '/sign-in';

/** The entries this user may see, in order; none when nobody is signed in. */
export function menuFor(user: TSignedInUser | null, entries: readonly TMenuItem[] = MENU_ENTRIES): TMenuEntry[] {
  const allowed = (rule: TAccessRule) => decideAccess(user, rule) === 'allow';
  return entries
    .flatMap((item) => ('entriesFor' in item ? (user && allowed(item.requires) ? item.entriesFor(user) : []) : [item]))
    .filter((entry) => allowed(entry.requires));
}

/** The first menu entry is home; with no menu (signed out, API user) home is sign-in (spec §2). */
export function homeFor(user: TSignedInUser | null, entries: readonly TMenuItem[] = MENU_ENTRIES): string {
  return menuFor(user, entries)[0]?.path ?? SIGN_IN_PATH;
}
