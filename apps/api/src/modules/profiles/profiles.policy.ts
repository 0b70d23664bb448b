import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, type Guard } from '../../core/policy.ts';

const noOrganisation: Guard<null> = {
  rule: (principal) => principal.facilityId !== null,
  refusal: () => new AppError('NOT_FOUND', { messageKey: 'profile.noOrganisation' }),
};
const adminOnly = () => new AppError('FORBIDDEN', { messageKey: 'profile.adminOnly' });

/** Profiles are one's own organisation's: each is read and saved through the caller's facility, never another's. */
export const profilesPolicy = definePolicy<{ readOwnProfile: null; saveBrandProfile: null; editOrganisation: null }>({
  readOwnProfile: noOrganisation,
  saveBrandProfile: [
    noOrganisation,
    { rule: (principal) => principal.userType === 'Admin' && can(principal, 'COMPLETE_OWN_PROFILE'), refusal: adminOnly },
  ],
  /** Producers and assessors completing their own profile, as an Admin user of their organisation. */
  editOrganisation: [
    {
      rule: (principal) => principal.role.type !== 'Brand',
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'profile.useBrandProfile' }),
    },
    {
      rule: (principal) => principal.role.type === 'Producer' || principal.role.type === 'Assessor',
      refusal: () => new AppError('FORBIDDEN'),
    },
    {
      rule: (principal) => can(principal, 'COMPLETE_OWN_PROFILE'),
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'profile.completedByAdministrator' }),
    },
    {
      rule: (principal) => principal.facilityId !== null,
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'profile.noOrganisation' }),
    },
    { rule: (principal) => principal.userType === 'Admin', refusal: adminOnly },
  ],
});
