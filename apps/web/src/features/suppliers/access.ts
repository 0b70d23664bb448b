import { can } from '@opentrace/domain';
import type { TAccessRule } from '../../lib/guards.ts';
import { needsBrandOnboarding } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/** Either grants the list, as on the API; the seeded brand role holds the second (a sub-permission of SUPPLIER_MANAGEMENT). */
const VIEW_SUPPLIERS = ['VIEW_SUPPLIER_RISK_ASSESSMENT', 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT'] as const;
const onboardedBrand = (user: TSignedInUser) => !needsBrandOnboarding(user);

/**
 * Administrators read any facility's detail through their user-management permission; a brand reads
 * its own suppliers' once onboarded. One rule, since a route has one.
 */
function mayViewSupplierDetail(user: TSignedInUser): boolean {
  if (user.role.type === 'Administrator') return can(user, 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT');
  return VIEW_SUPPLIERS.some((action) => can(user, action)) && onboardedBrand(user);
}

export const SUPPLIERS_ACCESS = {
  view: { roleTypes: ['Brand'], anyPermissions: VIEW_SUPPLIERS, when: onboardedBrand },
  manage: { roleTypes: ['Brand'], anyPermissions: VIEW_SUPPLIERS, permissions: ['INVITE_PARTNERS'], when: onboardedBrand },
  detail: { roleTypes: ['Brand', 'Administrator'], when: mayViewSupplierDetail },
  /** The detail's order history: orders are read by those who trace products (issue "Tracing"). */
  orderHistory: { roleTypes: ['Brand', 'Administrator'], permissions: ['TRACE_PRODUCT'] },
} as const satisfies Record<string, TAccessRule>;
