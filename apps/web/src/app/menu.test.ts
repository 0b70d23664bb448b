import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMenuEntry, TMenuItem } from '../lib/menu-entries.ts';
import type { TSignedInUser } from '../lib/session.ts';
import { userWith } from '../lib/test-users.ts';
import { FEATURES } from './features.ts';
import { homeFor, MENU_ENTRIES, menuFor } from './menu.ts';

/*
 * The menu of every role and onboarding state (spec §2 "Menu by role", §4, DOMAIN.md §1.4) as a
 * table: role type × onboarding state → menu entries → home route.
 *
 * The table names the full menu and the registered one separately: a screen still to come is
 * written here as test data, in the shape of `future`, until it registers its entry.
 */

const future = (id: string, path: string, requires: TMenuEntry['requires']): TMenuEntry => ({
  id,
  path,
  labelKey: 'app.name',
  requires,
});

/** The display order of the full menu. */
const FULL_ORDER = [
  'configuration',
  'super-admin-user-management',
  'super-admin-settings',
  'job-queue',
  'user-management',
  'risk-overview',
  'facility-management',
  'grievance-reports',
  'qr-code-management',
  'dna-management',
  'admin-trace',
  'settings',
  'onboard',
  'product-activities',
  'producer-trace',
  'overview',
  'manage-partners',
  'producer-cap',
  'my-profile',
  'producer-management',
  'auditor-onboard',
  'requests',
  'auditor-profile',
  'labor-management',
  'brand-onboard',
  'brand-suppliers',
  'brand-trace',
  'brand-cap',
  'brand-profile',
  'brand-management',
] as const;

const byId = new Map(MENU_ENTRIES.map((entry) => [entry.id, entry]));
const FULL_MENU: TMenuItem[] = FULL_ORDER.map((id) => {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No menu entry "${id}"`);
  return entry;
});

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

// Users in each state. Permissions are those the seeded system roles hold.
const DONE = '2026-11-01T09:00:00.000Z';
type TState = Partial<
  Pick<TSignedInUser, 'isFirstUser' | 'updatedProfileAt' | 'completedConfiguringSystemAt' | 'facilityTypes' | 'userType'>
> & {
  code?: string;
  uploadedSAQ?: boolean;
  partner?: boolean;
  saq?: boolean;
};

function user(roleType: TSignedInUser['role']['type'], actions: string[], state: TState = {}): TSignedInUser {
  const base = userWith(roleType, actions);
  return {
    ...base,
    isFirstUser: state.isFirstUser ?? false,
    updatedProfileAt: state.updatedProfileAt ?? null,
    completedConfiguringSystemAt: state.completedConfiguringSystemAt ?? null,
    role: { ...base.role, code: state.code ?? null, uploadedSAQ: state.uploadedSAQ ?? false },
    ...(state.facilityTypes ? { facilityTypes: state.facilityTypes } : {}),
    ...(state.userType ? { userType: state.userType } : {}),
    currentFacility:
      roleType === 'Administrator' || roleType === 'API user'
        ? null
        : {
            id: 'f1',
            name: 'Organisation',
            answeredSaqAt: state.saq ? DONE : null,
            addedPartnerAt: state.partner ? DONE : null,
            firstAdmin: state.isFirstUser ?? false,
          },
  };
}

const SUPER_ADMIN = ['USER_MANAGEMENT'];
// Facility types, each of which gives an administrator managing facility groups one menu entry.
const FARM = { id: 'r-farm', name: 'Farm' };
const MINE = { id: 'r-mine', name: 'Mining Enterprise' };
const ADMIN = [
  'ONBOARDING',
  'DNA',
  'VIEW_DNA_TEST_RESULTS',
  'LOG_DNA_TEST_RESULTS',
  'GENERATE_QR_CODES',
  'SUBMIT_GRIEVANCE_REPORTS',
  'USER_MANAGEMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT',
];
const GINNER = [
  'ONBOARDING',
  'COMPLETE_OWN_PROFILE',
  'COMPLETE_OWN_SAQ',
  'INVITE_PARTNERS',
  'LOG_PURCHASE',
  'LOG_TRANSFORMATIONS',
  'LOG_SALE',
  'LOG_BY_PRODUCT',
  'LOG_TRANSPORT',
  'VIEW_HISTORY',
];
const SPINNER = [...GINNER, 'TRACE_PRODUCT', 'VIEW_CAP'];
const TRANSPORTER = ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ', 'LOG_TRANSPORT', 'VIEW_HISTORY'];
const AUDITOR = ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'SUBMIT_REPORTS', 'VIEW_REPORTS', 'VIEW_ALL_REPORTS'];
const MONITOR = ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'SUBMIT_REPORTS', 'VIEW_REPORTS', 'VIEW_ONLY_MY_REPORTS'];
const BRAND = [
  'ONBOARDING',
  'COMPLETE_OWN_PROFILE',
  'NO_SAQ',
  'TRACE_PRODUCT',
  'SUPPLIER_MANAGEMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT',
  'INVITE_PARTNERS',
  'ASSIGN_CAP',
  'VIEW_CAP',
];
const API = ['SUBMIT_INCIDENT_REPORT_VIA_API', 'GET_INCIDENT_REPORT_VIA_API'];

type TRow = [state: string, user: TSignedInUser | null, full: string[], registered: string[]];

/** role × state → the full menu → the menu registered today. The home is the first entry of each. */
const TABLE: TRow[] = [
  ['nobody signed in', null, [], []],
  ['super admin, system not configured', user('Administrator', SUPER_ADMIN, { code: 'SUPER_ADMIN' }), ['configuration'], ['configuration']],
  [
    'super admin, system configured',
    user('Administrator', SUPER_ADMIN, { code: 'SUPER_ADMIN', completedConfiguringSystemAt: DONE }),
    ['super-admin-user-management', 'super-admin-settings', 'job-queue'],
    ['super-admin-user-management', 'super-admin-settings', 'job-queue'],
  ],
  [
    'administrator with the seeded ADMIN permissions',
    user('Administrator', ADMIN, { code: 'ADMIN', facilityTypes: [FARM] }),
    [
      'user-management',
      'risk-overview',
      'facility-management-r-farm',
      'grievance-reports',
      'qr-code-management',
      'dna-management',
      'settings',
    ],
    [
      'user-management',
      'risk-overview',
      'facility-management-r-farm',
      'grievance-reports',
      'qr-code-management',
      'dna-management',
      'settings',
    ],
  ],
  [
    'administrator before the facility types list has arrived',
    user('Administrator', ADMIN, { code: 'ADMIN' }),
    ['user-management', 'risk-overview', 'grievance-reports', 'qr-code-management', 'dna-management', 'settings'],
    ['user-management', 'risk-overview', 'grievance-reports', 'qr-code-management', 'dna-management', 'settings'],
  ],
  [
    'administrator of a custom role without USER_MANAGEMENT, with TRACE_PRODUCT, two facility types',
    user('Administrator', ['ONBOARDING', 'TRACE_PRODUCT'], { facilityTypes: [FARM, MINE] }),
    ['facility-management-r-farm', 'facility-management-r-mine', 'admin-trace', 'settings'],
    ['facility-management-r-farm', 'facility-management-r-mine', 'admin-trace', 'settings'],
  ],
  [
    'super admin with a facility types list: administrator screens are not theirs',
    user('Administrator', SUPER_ADMIN, { code: 'SUPER_ADMIN', completedConfiguringSystemAt: DONE, facilityTypes: [FARM] }),
    ['super-admin-user-management', 'super-admin-settings', 'job-queue'],
    ['super-admin-user-management', 'super-admin-settings', 'job-queue'],
  ],
  ['ginner, profile not saved', user('Producer', GINNER, { code: 'GINNER', isFirstUser: true }), ['onboard'], ['onboard']],
  ['ginner, profile saved, no partner yet', user('Producer', GINNER, { code: 'GINNER', updatedProfileAt: DONE }), ['onboard'], ['onboard']],
  [
    'ginner, profile and partner, SAQ uploaded but not answered',
    user('Producer', GINNER, { code: 'GINNER', updatedProfileAt: DONE, partner: true, uploadedSAQ: true }),
    ['onboard'],
    ['onboard'],
  ],
  [
    'ginner, registered (profile, partner, SAQ answered)',
    user('Producer', GINNER, { code: 'GINNER', updatedProfileAt: DONE, partner: true, uploadedSAQ: true, saq: true }),
    ['product-activities', 'overview', 'manage-partners', 'my-profile', 'producer-management'],
    ['product-activities', 'overview', 'manage-partners', 'my-profile', 'producer-management'],
  ],
  [
    'Standard user of a registered ginner: colleagues are managed by Admin users only',
    user('Producer', GINNER, { code: 'GINNER', userType: 'Standard', updatedProfileAt: DONE, partner: true, uploadedSAQ: true, saq: true }),
    ['product-activities', 'overview', 'manage-partners', 'my-profile'],
    ['product-activities', 'overview', 'manage-partners', 'my-profile'],
  ],
  [
    'spinner, registered, no SAQ uploaded for the role',
    user('Producer', SPINNER, { code: 'SPINNER', updatedProfileAt: DONE, partner: true }),
    ['product-activities', 'producer-trace', 'overview', 'manage-partners', 'producer-cap', 'my-profile', 'producer-management'],
    ['product-activities', 'producer-trace', 'overview', 'manage-partners', 'producer-cap', 'my-profile', 'producer-management'],
  ],
  [
    'transporter (NO_SAQ, no partners), profile saved',
    user('Producer', TRANSPORTER, { code: 'TRANSPORTER', updatedProfileAt: DONE, uploadedSAQ: true }),
    ['product-activities', 'overview', 'my-profile', 'producer-management'],
    ['product-activities', 'overview', 'my-profile', 'producer-management'],
  ],
  ['auditor, profile not saved', user('Assessor', AUDITOR, { code: 'AUDITOR' }), ['auditor-onboard'], ['auditor-onboard']],
  [
    'auditor with VIEW_ALL_REPORTS, profile saved',
    user('Assessor', AUDITOR, { code: 'AUDITOR', updatedProfileAt: DONE }),
    ['requests', 'auditor-profile', 'labor-management'],
    ['requests', 'auditor-profile', 'labor-management'],
  ],
  [
    // DOMAIN.md §1.4: Requests needs a view-reports permission; the seeded auditors hold only their own reports'.
    'farm monitor with VIEW_ONLY_MY_REPORTS, profile saved',
    user('Assessor', MONITOR, { code: 'FARM_MONITOR', updatedProfileAt: DONE }),
    ['requests', 'auditor-profile', 'labor-management'],
    ['requests', 'auditor-profile', 'labor-management'],
  ],
  ['first brand user, profile not saved', user('Brand', BRAND, { code: 'BRAND', isFirstUser: true }), ['brand-onboard'], ['brand-onboard']],
  [
    'first brand user, profile saved',
    user('Brand', BRAND, { code: 'BRAND', isFirstUser: true, updatedProfileAt: DONE }),
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile', 'brand-management'],
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile', 'brand-management'],
  ],
  [
    'colleague of a brand (not the first user), profile not saved',
    user('Brand', BRAND, { code: 'BRAND' }),
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile', 'brand-management'],
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile', 'brand-management'],
  ],
  [
    'Standard colleague of a brand',
    user('Brand', BRAND, { code: 'BRAND', userType: 'Standard' }),
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile'],
    ['brand-suppliers', 'brand-trace', 'brand-cap', 'brand-profile'],
  ],
  [
    'brand whose role lacks supplier management: no suppliers list',
    user('Brand', ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'NO_SAQ', 'TRACE_PRODUCT'], { code: 'BRAND', updatedProfileAt: DONE }),
    ['brand-trace', 'brand-profile', 'brand-management'],
    ['brand-trace', 'brand-profile', 'brand-management'],
  ],
  ['API user', user('API user', API, { code: 'API_USER' }), [], []],
];

describe('menu and home by role and onboarding state', () => {
  it.each(TABLE)('%s', (_state, signedIn, full, registeredToday) => {
    expect(ids(menuFor(signedIn, FULL_MENU))).toEqual(full);
    expect(homeFor(signedIn, FULL_MENU)).toBe(menuFor(signedIn, FULL_MENU).find((entry) => entry.id === full[0])?.path ?? '/sign-in');

    expect(ids(menuFor(signedIn))).toEqual(registeredToday);
    expect(homeFor(signedIn)).toBe(menuFor(signedIn).find((entry) => entry.id === registeredToday[0])?.path ?? '/sign-in');
  });
});

describe('the menu definition', () => {
  it('registers its entries in the order of the full menu, so the table above tests the real ones', () => {
    const registeredOrder = FULL_ORDER.filter((id) => MENU_ENTRIES.some((entry) => entry.id === id));
    expect(ids(MENU_ENTRIES)).toEqual(registeredOrder);
  });

  it('never offers an entry whose route rule would refuse the user', () => {
    // Every registered entry's rule is its route's rule, or that rule narrowed by an onboarding state.
    const signedInRoutes = FEATURES.flatMap((feature) => feature.signedInRoutes ?? []);
    const routeRule = (path: string) => {
      const pathname = path.split('?')[0] ?? path;
      return signedInRoutes.find((route) => matchPath(`/${route.path}`, pathname))?.requires;
    };
    for (const [, signedIn] of TABLE) {
      for (const entry of menuFor(signedIn)) {
        const rule = routeRule(entry.path);
        expect(rule, entry.path).toBeDefined();
        expect(menuFor(signedIn, [{ ...entry, requires: rule! }])).toHaveLength(1);
      }
    }
  });
});

describe('generic menu behaviour', () => {
  const ENTRIES: TMenuEntry[] = [
    future('a', '/a', { roleTypes: ['Brand'], permissions: ['TRACE_PRODUCT'] }),
    future('b', '/b', { roleTypes: ['Brand', 'Administrator'] }),
  ];

  it('keeps the registered order and filters by permission and role type', () => {
    expect(ids(menuFor(userWith('Brand', ['TRACE_PRODUCT']), ENTRIES))).toEqual(['a', 'b']);
    expect(ids(menuFor(userWith('Brand'), ENTRIES))).toEqual(['b']);
    expect(ids(menuFor(userWith('Producer', ['TRACE_PRODUCT']), ENTRIES))).toEqual([]);
  });

  it('sends a user without a menu to sign-in', () => {
    expect(homeFor(userWith('Producer'), ENTRIES)).toBe('/sign-in');
  });
});
