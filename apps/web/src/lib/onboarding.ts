import { can } from '@opentrace/domain';
import type { TSignedInUser } from './session.ts';

/**
 * The onboarding and configuration states that gate the menu (spec §4, DOMAIN.md §1.4), as pure
 * predicates over the stored session user. A state the server does not track yet (configuration,
 * partners, SAQ answers) arrives as null and therefore reads as "not done".
 */

/** The super administrator has finished the configuration wizard. */
export function isSystemConfigured(user: TSignedInUser): boolean {
  return user.completedConfiguringSystemAt !== null;
}

/** The user has saved their own profile at least once. */
export function hasSavedProfile(user: TSignedInUser): boolean {
  return user.updatedProfileAt !== null;
}

/**
 * A producer is registered once the profile is saved, a partner has been added when the role may
 * invite partners, and the SAQ is answered, unless the role has NO_SAQ or no SAQ was uploaded
 * for it. Until then the producer sees only Onboard.
 */
export function isRegisteredProducer(user: TSignedInUser): boolean {
  if (!hasSavedProfile(user)) return false;
  const facility = user.currentFacility;
  const partnerDone = !can(user, 'INVITE_PARTNERS') || (facility?.addedPartnerAt ?? null) !== null;
  const saqRequired = user.role.uploadedSAQ && !can(user, 'NO_SAQ');
  const saqDone = !saqRequired || (facility?.answeredSaqAt ?? null) !== null;
  return partnerDone && saqDone;
}

/** The first user of a brand, with the brand's extended profile not yet saved, sees only Brand onboard. */
export function needsBrandOnboarding(user: TSignedInUser): boolean {
  return user.isFirstUser && !hasSavedProfile(user);
}
