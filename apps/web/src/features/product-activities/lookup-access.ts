import { can, type TGrantedPermission } from '@opentrace/domain';

/**
 * How a role may name the products of a trade (DOMAIN.md §1.2): typing product IDs needs
 * INPUT_PRODUCT_ID_IN_{activity}, scanning labels SCAN_QR_CODE_IN_{activity}. A transformation's
 * inputs take either, as LOG_TRANSFORMATIONS allows.
 */

export type TTradeActivity = 'PURCHASE' | 'SALE' | 'TRANSPORT';
export type TLookupModes = { canType: boolean; canScan: boolean };

type TPermissionHolder = { permissions: readonly TGrantedPermission[] } | null;

export function tradeLookupModes(user: TPermissionHolder, activity: TTradeActivity): TLookupModes {
  return { canType: can(user, `INPUT_PRODUCT_ID_IN_${activity}`), canScan: can(user, `SCAN_QR_CODE_IN_${activity}`) };
}

export const TRANSFORMATION_LOOKUP: TLookupModes = { canType: true, canScan: true };
