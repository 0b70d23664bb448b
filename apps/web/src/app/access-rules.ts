import type { TAccessRule } from './guards.ts';
import type { TSignedInUser } from '../lib/session.ts';
import { hasSavedProfile, isRegisteredProducer, isSystemConfigured, needsBrandOnboarding } from './onboarding.ts';

/** Only an organisation's Admin users manage its colleagues (DOMAIN.md §1.3 "Organisation users"). */
const managesColleagues = (user: TSignedInUser) => user.userType === 'Admin' && user.currentFacility !== null;

/**
 * What each screen requires (spec §6 "Route gating"), named once: the router guards the route with
 * it and the menu offers the entry with it (sometimes narrowed further, never widened), so the menu
 * never links to a screen the router would refuse.
 */
export const ACCESS = {
  userManagement: {
    permissions: ['USER_MANAGEMENT'],
    roleTypes: ['Administrator'],
    exceptRoleCodes: ['SUPER_ADMIN'],
  },
  settings: { roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
  // ── facility-groups ──
  facilityManagement: { permissions: ['ONBOARDING'], roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
  configuration: { roleCodes: ['SUPER_ADMIN'], when: (user) => !isSystemConfigured(user) },
  superAdminUserManagement: { permissions: ['USER_MANAGEMENT'], roleCodes: ['SUPER_ADMIN'] },
  superAdminSettings: { roleCodes: ['SUPER_ADMIN'] },
  producerProfile: { roleTypes: ['Producer'], when: isRegisteredProducer },
  brandProfile: { roleTypes: ['Brand'], when: (user) => !needsBrandOnboarding(user) },
  assessorProfile: { roleTypes: ['Assessor'], when: hasSavedProfile },
  // Spec §2's colleague management of each kind of organisation, open once its profile is.
  producerManagement: { roleTypes: ['Producer'], when: (user) => isRegisteredProducer(user) && managesColleagues(user) },
  brandManagement: { roleTypes: ['Brand'], when: (user) => !needsBrandOnboarding(user) && managesColleagues(user) },
  laborManagement: { roleTypes: ['Assessor'], when: (user) => hasSavedProfile(user) && managesColleagues(user) },
  // ── profiles ──
  producerOnboard: { roleTypes: ['Producer'], when: (user) => !isRegisteredProducer(user) },
  assessorOnboard: { roleTypes: ['Assessor'], permissions: ['ONBOARDING'], when: (user) => !hasSavedProfile(user) },
  brandOnboard: { roleTypes: ['Brand'], when: needsBrandOnboarding },
  // ── partners ──
  managePartners: { roleTypes: ['Producer'], permissions: ['INVITE_PARTNERS'], when: isRegisteredProducer },
  // ── product activities ──
  productActivities: {
    roleTypes: ['Producer'],
    anyPermissions: ['LOG_PURCHASE', 'LOG_TRANSFORMATIONS', 'LOG_BY_PRODUCT', 'LOG_SALE', 'LOG_TRANSPORT'],
    when: isRegisteredProducer,
  },
  purchase: { roleTypes: ['Producer'], permissions: ['LOG_PURCHASE'], when: isRegisteredProducer },
  assignProductId: { roleTypes: ['Producer'], permissions: ['LOG_TRANSFORMATIONS'], when: isRegisteredProducer },
  recordByProduct: { roleTypes: ['Producer'], permissions: ['LOG_BY_PRODUCT'], when: isRegisteredProducer },
  sell: { roleTypes: ['Producer'], permissions: ['LOG_SALE'], when: isRegisteredProducer },
  transport: { roleTypes: ['Producer'], permissions: ['LOG_TRANSPORT'], when: isRegisteredProducer },
  overview: { roleTypes: ['Producer'], permissions: ['VIEW_HISTORY'], when: isRegisteredProducer },
  qrCodeManagement: { permissions: ['GENERATE_QR_CODES'], roleTypes: ['Administrator'], exceptRoleCodes: ['SUPER_ADMIN'] },
} as const satisfies Record<string, TAccessRule>;
