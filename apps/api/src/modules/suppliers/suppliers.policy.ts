import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, type Guard } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** What the spec calls the supplier-risk views (§6): brands hold it under supplier management, administrators under user management. */
const SUPPLIER_VIEWS = [
  'VIEW_SUPPLIER_RISK_ASSESSMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT',
  'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT',
] as const;

export const maySeeSupplierRisk = (principal: Principal) => SUPPLIER_VIEWS.some((action) => can(principal, action));

const isBrand = (principal: Principal) => principal.role.type === 'Brand' && principal.facilityId !== null;

const brandWithSupplierView: Guard<null> = {
  rule: (principal) => isBrand(principal) && maySeeSupplierRisk(principal),
  refusal: () => new AppError('FORBIDDEN'),
};

/** Whose supplier the facility is, as far as the caller is concerned. */
export interface SupplierObject {
  /** The facility is one of the caller's brand's suppliers. */
  linkedToCaller: boolean;
}

/**
 * A brand's suppliers are its own: every query reads from the caller's brand facility, and a supplier of
 * another brand answers 404 as an unknown id would. Administrators read any facility's detail; producers
 * never reach these screens.
 */
export const suppliersPolicy = definePolicy<{ viewSuppliers: null; manageSuppliers: null; readSupplier: SupplierObject }>({
  viewSuppliers: brandWithSupplierView,
  manageSuppliers: [
    brandWithSupplierView,
    { rule: (principal) => can(principal, 'INVITE_PARTNERS'), refusal: () => new AppError('FORBIDDEN') },
  ],
  readSupplier: {
    rule: (principal, supplier) =>
      maySeeSupplierRisk(principal) &&
      (principal.role.type === 'Administrator' || principal.role.code === 'SUPER_ADMIN' || (isBrand(principal) && supplier.linkedToCaller)),
    refusal: () => new AppError('NOT_FOUND', { messageKey: 'suppliers.notFound' }),
  },
});
