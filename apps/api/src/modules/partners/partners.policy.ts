import { AppError } from '../../core/app-error.ts';
import { definePolicy, type PolicyAction } from '../../core/policy.ts';

/**
 * Partners belong to facilities: the caller's own is the one every partner query reads from, so a
 * partnership of another organisation is simply not found (its rows are read by the caller's facility).
 */
const ownFacility: PolicyAction<null> = {
  rule: (principal) => principal.facilityId !== null,
  refusal: () => new AppError('FORBIDDEN', { messageKey: 'partners.noFacility' }),
};

export const partnersPolicy = definePolicy<{ managePartners: null; pickTransactionPartners: null }>({
  managePartners: ownFacility,
  pickTransactionPartners: ownFacility,
});
