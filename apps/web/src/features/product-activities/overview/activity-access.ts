import { can, type TGrantedPermission } from '@opentrace/domain';

/**
 * What a producer may do from the home screen and the Overview (spec §6 "Route gating"): each
 * activity button needs the permission its screen is guarded by, so the home screen never offers
 * a screen the router would refuse.
 */

type TPermissionHolder = { permissions: readonly TGrantedPermission[] } | null | undefined;

export const PRODUCT_ACTIVITIES = [
  { id: 'purchase', permission: 'LOG_PURCHASE', path: '/homepage/purchase' },
  { id: 'assignProductId', permission: 'LOG_TRANSFORMATIONS', path: '/homepage/assign-product-id' },
  { id: 'recordByProduct', permission: 'LOG_BY_PRODUCT', path: '/homepage/record-by-product' },
  { id: 'sell', permission: 'LOG_SALE', path: '/homepage/sell' },
  { id: 'transport', permission: 'LOG_TRANSPORT', path: '/homepage/transport' },
] as const;

export type TProductActivity = (typeof PRODUCT_ACTIVITIES)[number];
export type TProductActivityId = TProductActivity['id'];

/** The activity buttons the user's permissions allow, in the order the pilots work through them. */
export function availableActivities(user: TPermissionHolder): TProductActivity[] {
  return PRODUCT_ACTIVITIES.filter((activity) => can(user, activity.permission));
}

/** Mass balance and the history are what GET /calculations/mass-balance and /histories allow (VIEW_HISTORY). */
export const canViewOverview = (user: TPermissionHolder): boolean => can(user, 'VIEW_HISTORY');

export const canViewMarginOfError = (user: TPermissionHolder): boolean => can(user, 'VIEW_MARGIN_OF_ERROR');
