import {
  roleNameIn,
  roleNameTranslationsOf,
  type TLanguage,
  type TOrderDetail,
  type TOrderFacility,
  type TOrderListItem,
  type TOrderRiskFlag,
  type TOrderSupplier,
} from '@opentrace/domain';
import type { FacilityRow, OrderSupplierRow, OrderWithSupplierRow } from './orders.repository.ts';
import type { OrderRiskFlagRow } from './risk-flags.repository.ts';

/** How order rows read to the caller: role names in the caller's language, moments as ISO strings. */

export function toOrderFacility(row: FacilityRow, language: TLanguage): TOrderFacility {
  return {
    id: row.id,
    name: row.name,
    roleId: row.roleId,
    roleName: roleNameIn({ name: row.roleName, nameTranslations: roleNameTranslationsOf(row.roleNameTranslations) }, language),
    countryCode: row.countryCode,
    riskLevel: row.riskLevel,
  };
}

/** A flag as the order's owner reads it: the facility, what happened, and the issues by name. */
export function toOrderRiskFlag(row: OrderRiskFlagRow, issueName: (subIndicatorId: string) => string | undefined): TOrderRiskFlag {
  return {
    facility: { id: row.facilityId, name: row.facilityName },
    reason: row.reason,
    level: row.level,
    issues: row.subIndicatorIds.flatMap((id) => issueName(id) ?? []),
    flaggedAt: row.createdAt.toISOString(),
  };
}

export function toOrderListItem(row: OrderWithSupplierRow, language: TLanguage, riskFlags: TOrderRiskFlag[]): TOrderListItem {
  return {
    id: row.id,
    purchaseOrderNumber: row.purchaseOrderNumber,
    purchasedAt: row.purchasedAt.toISOString(),
    productDescription: row.productDescription,
    quantity: row.quantity,
    quantityUnit: row.quantityUnit as TOrderListItem['quantityUnit'],
    invoiceNumber: row.invoiceNumber,
    packingListNumber: row.packingListNumber,
    supplier: toOrderFacility(row.supplier, language),
    createdAt: row.createdAt.toISOString(),
    riskFlags,
  };
}

export function toOrderSupplier(row: OrderSupplierRow, language: TLanguage): TOrderSupplier {
  return {
    id: row.id,
    parentId: row.parentId,
    supplier: toOrderFacility(row.supplier, language),
    purchasedAt: row.purchasedAt.toISOString(),
    purchaseOrderNumber: row.purchaseOrderNumber,
    invoiceNumber: row.invoiceNumber,
    packingListNumber: row.packingListNumber,
  };
}

export function toOrderDetail(
  order: OrderWithSupplierRow,
  suppliers: readonly OrderSupplierRow[],
  requesterName: string | null,
  language: TLanguage,
  riskFlags: TOrderRiskFlag[],
): TOrderDetail {
  return {
    ...toOrderListItem(order, language, riskFlags),
    suppliers: suppliers.map((row) => toOrderSupplier(row, language)),
    requester: { facilityId: order.ownerFacilityId, name: requesterName },
  };
}
