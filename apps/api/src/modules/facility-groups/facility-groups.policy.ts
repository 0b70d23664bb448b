import { can } from '@opentrace/domain';
import { definePolicy } from '../../core/policy.ts';

/**
 * Farm groups are the installation's, managed by the administrators who onboard facilities (the
 * super administrator does not, DOMAIN.md §1.4). A group is looked up among farm groups only, so a
 * producer's own facility is never taken for a group or a farm, whoever asks.
 */
export const facilityGroupsPolicy = definePolicy<{ manageFarmGroups: null }>({
  manageFarmGroups: (principal) => principal.role.type === 'Administrator' && can(principal, 'ONBOARDING'),
});
