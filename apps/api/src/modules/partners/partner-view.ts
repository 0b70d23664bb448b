import {
  isOtherLocation,
  roleNameTranslationsOf,
  type TBusinessPartner,
  type TBusinessPartnerDetail,
  type TLanguage,
  type TPartnerContact,
  type TPartnerFacility,
  type TPartnerLocation,
  type TTransactionPartner,
} from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import { addressPartOf } from '../reference-data/index.ts';
import type { ContactRow, FarmRow, PartnerFacilityRow, PartnershipRow } from './partners.repository.ts';

/** How partner rows read to the caller: names in their language, Other location parts left out. */

type LocationRow = { id: string; name: string; translations: TTranslations } | null;

function part(row: LocationRow, language: TLanguage) {
  return row && !isOtherLocation(row.id) ? addressPartOf(row, language) : null;
}

function locationOf(row: PartnerFacilityRow, language: TLanguage): TPartnerLocation {
  return {
    address: row.address?.trim() || null,
    country: part(row.country, language),
    province: part(row.province, language),
    district: part(row.district, language),
  };
}

export function toPartnerFacility(row: PartnerFacilityRow, language: TLanguage): TPartnerFacility {
  return {
    id: row.id,
    name: row.name,
    role: { id: row.roleId, name: row.roleName, nameTranslations: roleNameTranslationsOf(row.roleNameTranslations), code: row.roleCode },
    oarId: row.oarId,
    businessRegisterNumber: row.businessRegisterNumber,
    location: locationOf(row, language),
    farmCount: row.farmCount,
  };
}

/** A facility's first Admin user, or else the contact recorded on the facility (a farm group's). */
function contactOf(row: PartnerFacilityRow, admin: ContactRow | undefined): TPartnerContact | null {
  if (admin) return { firstName: admin.firstName, lastName: admin.lastName, email: admin.email, phoneNumber: admin.phoneNumber };
  if (!row.contactFirstName && !row.contactLastName) return null;
  return { firstName: row.contactFirstName ?? '', lastName: row.contactLastName ?? '', email: null, phoneNumber: row.phoneNumber };
}

export function toBusinessPartner(row: PartnershipRow, admin: ContactRow | undefined, language: TLanguage): TBusinessPartner {
  return {
    id: row.partnershipId,
    kind: row.kind,
    addedByMe: row.addedByMe,
    since: row.since.toISOString(),
    facility: toPartnerFacility(row, language),
    contact: contactOf(row, admin),
  };
}

const toFarm = (farm: FarmRow) => ({ id: farm.id, code: farm.code, name: farm.name });

export function toBusinessPartnerDetail(
  row: PartnershipRow,
  admin: ContactRow | undefined,
  farms: readonly FarmRow[],
  language: TLanguage,
): TBusinessPartnerDetail {
  const partner = toBusinessPartner(row, admin, language);
  return {
    ...partner,
    facility: { ...partner.facility, traderName: row.traderName, certifications: row.certifications },
    farms: farms.map(toFarm),
  };
}

export function toTransactionPartner(row: PartnershipRow, farms: readonly FarmRow[]): TTransactionPartner {
  return {
    id: row.id,
    name: row.name,
    role: { id: row.roleId, name: row.roleName, nameTranslations: roleNameTranslationsOf(row.roleNameTranslations), code: row.roleCode },
    kind: row.kind,
    farms: farms.map(toFarm),
  };
}
