import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** The supplier-risk views of spec §6: brands hold them under supplier management, administrators under user management. */
const SUPPLIER_RISK_VIEWS = [
  'VIEW_SUPPLIER_RISK_ASSESSMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT',
] as const;

const isAdministrator = (principal: Principal) => principal.role.type === 'Administrator' || principal.role.code === 'SUPER_ADMIN';
const seesSupplierRisk = (principal: Principal) =>
  principal.role.code === 'SUPER_ADMIN' || SUPPLIER_RISK_VIEWS.some((action) => can(principal, action));

/** Whose facility it is, as far as the caller is concerned. */
export interface RiskSubject {
  /** The facility is one of the caller's brand's suppliers. */
  isCallersSupplier: boolean;
}

/**
 * A facility's risk is read by administrators (any facility) and by a brand for its own suppliers; anyone else,
 * and a brand asking about another brand's supplier, gets the answer an unknown id gets.
 */
export const riskPolicy = definePolicy<{ readFacilityRisk: RiskSubject; readOverview: null }>({
  readFacilityRisk: {
    rule: (principal, subject) =>
      seesSupplierRisk(principal) &&
      (isAdministrator(principal) || (principal.role.type === 'Brand' && principal.facilityId !== null && subject.isCallersSupplier)),
    refusal: () => new AppError('NOT_FOUND', { messageKey: 'risk.notFound' }),
  },
  readOverview: (principal) => isAdministrator(principal) && seesSupplierRisk(principal),
});
