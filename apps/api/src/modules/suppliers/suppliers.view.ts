import {
  isOtherLocation,
  nameIn,
  type TLanguage,
  type TPartnerLocation,
  type TSupplierCandidate,
  type TSupplierDetail,
  type TSupplierListItem,
} from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { addressPartOf } from '../reference-data/index.ts';
import type { SupplierRoles } from './supplier-roles.ts';
import type { FacilityDetailRow, SupplierRow } from './suppliers.repository.ts';

/** How supplier rows read to the brand: names in its language, the Other location left out. */

type Place = { id: string; name: string; translations: TTranslations } | null;

function countryName(row: { countryName: string | null; countryTranslations: TTranslations | null }, language: TLanguage) {
  if (row.countryName === null) return null;
  return nameIn(translationsOf({ name: row.countryName, translations: row.countryTranslations ?? {} }), language);
}

export function toSupplierListItem(row: SupplierRow, roles: SupplierRoles, language: TLanguage): TSupplierListItem {
  return {
    id: row.id,
    name: row.name,
    type: roles.of(row.roleId),
    businessRegisterNumber: row.businessRegisterNumber,
    oarId: row.oarId,
    country: countryName(row, language),
    riskLevel: row.riskLevel,
    questionnaireState: row.questionnaireState,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    since: row.since.toISOString(),
    detailsEditable: row.createdByBrand && !row.profileSaved,
  };
}

export function toSupplierCandidate(
  row: { id: string; name: string; roleId: string; oarId: string | null; businessRegisterNumber: string | null } & {
    countryName: string | null;
    countryTranslations: TTranslations | null;
  },
  roles: SupplierRoles,
  language: TLanguage,
): TSupplierCandidate {
  return {
    id: row.id,
    name: row.name,
    type: roles.of(row.roleId),
    oarId: row.oarId,
    businessRegisterNumber: row.businessRegisterNumber,
    country: countryName(row, language),
  };
}

export function locationOf(row: FacilityDetailRow, language: TLanguage): TPartnerLocation {
  const part = (place: Place) => (place && !isOtherLocation(place.id) ? addressPartOf(place, language) : null);
  return { address: row.address?.trim() || null, country: part(row.country), province: part(row.province), district: part(row.district) };
}

type Contact = TSupplierDetail['contacts'][number];

/** Users first (the first Admin marked), or else the contact recorded on the facility. */
export function contactsOf(
  row: FacilityDetailRow,
  people: readonly { firstName: string; lastName: string; email: string; phoneNumber: string | null; userType: string | null }[],
): Contact[] {
  if (people.length > 0) {
    return people.map((person, index) => ({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      isFirstAdmin: index === 0 && person.userType === 'Admin',
    }));
  }
  if (!row.contactFirstName && !row.contactLastName) return [];
  return [
    {
      firstName: row.contactFirstName ?? '',
      lastName: row.contactLastName ?? '',
      email: null,
      phoneNumber: row.phoneNumber,
      isFirstAdmin: false,
    },
  ];
}
