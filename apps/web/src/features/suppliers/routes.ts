import { can } from '@opentrace/domain';
import { IconTruck } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
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
} as const satisfies Record<string, TAccessRule>;

export const SUPPLIERS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'brand-suppliers',
      requires: SUPPLIERS_ACCESS.view,
      screen: () => import('./pages/brand-suppliers-page.tsx').then((module) => ({ Component: module.BrandSuppliersPage })),
    },
    {
      path: 'brand-suppliers/:id',
      requires: SUPPLIERS_ACCESS.detail,
      screen: () => import('./pages/supplier-detail-page.tsx').then((module) => ({ Component: module.SupplierDetailPage })),
    },
  ],
  menu: [
    {
      position: 520,
      id: 'brand-suppliers',
      path: '/brand-suppliers',
      labelKey: 'suppliers.menu',
      icon: IconTruck,
      requires: SUPPLIERS_ACCESS.view,
    },
  ],
};
