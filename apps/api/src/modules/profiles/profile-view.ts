import {
  CHAIN_OF_CUSTODY_NAMES,
  formatLocation,
  nameIn,
  type TAddressPart,
  type TFacilityProfileAttribute,
  type TLanguage,
  ZProfileAttachments,
  ZProfilePlace,
} from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { addressPartOf } from '../reference-data/index.ts';
import { attributeNameIn } from './attribute-answers.ts';
import { findLocationRows, type LocationRows, type RoleAttributeRow, type RoleRow } from './facility-profile.repository.ts';

/** A translated row (product definition, option) named in the reader's language. */
export const translatedName = (name: string, translations: TTranslations, language: TLanguage) =>
  nameIn({ ...translations, en: name }, language);

type Place = { countryId: string | null; provinceId: string | null; districtId: string | null };

/** Every location id a set of places and answers mentions, fetched at once. */
export async function loadLocations(
  db: Executor,
  places: readonly Place[],
  answers: readonly { attribute: RoleAttributeRow; value: string | null }[],
): Promise<LocationRows> {
  const all = [...places, ...answers.flatMap(({ attribute, value }) => (value ? placesOfAnswer(attribute, value) : []))];
  const ids = (pick: (place: Place) => string | null) => [...new Set(all.map(pick).filter((id) => id !== null))];
  return findLocationRows(db, {
    countryIds: ids((p) => p.countryId),
    provinceIds: ids((p) => p.provinceId),
    districtIds: ids((p) => p.districtId),
  });
}

function placesOfAnswer(attribute: RoleAttributeRow, value: string): Place[] {
  switch (attribute.category) {
    case 'COUNTRY':
      return [{ countryId: value, provinceId: null, districtId: null }];
    case 'PROVINCE':
      return [{ countryId: null, provinceId: value, districtId: null }];
    case 'DISTRICT':
      return [{ countryId: null, provinceId: null, districtId: value }];
    case 'COUNTRY_PROVINCE_DISTRICT': {
      const place = ZProfilePlace.safeParse(safeJson(value));
      return place.success ? [place.data] : [];
    }
    default:
      return [];
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The country, province and district of a place with their names, and the place as one line. */
export function describePlace(place: Place & { address: string | null }, rows: LocationRows, language: TLanguage) {
  const part = <T extends { id: string; name: string; translations: TTranslations }>(
    map: Map<string, T>,
    id: string | null,
  ): TAddressPart | null => {
    const row = id ? map.get(id) : undefined;
    return row ? addressPartOf(row, language) : null;
  };
  const country = part(rows.countries, place.countryId);
  const province = part(rows.provinces, place.provinceId);
  const district = part(rows.districts, place.districtId);
  return { country, province, district, location: formatLocation({ street: place.address, country, province, district }, language) };
}

/** A role attribute with its answer, as the profile form shows and edits it. */
export function profileAttribute(
  attribute: RoleAttributeRow,
  value: string | null,
  rows: LocationRows,
  language: TLanguage,
): TFacilityProfileAttribute {
  const options = attribute.options.map((option) => ({
    value: option.value,
    name: translatedName(option.value, option.translations, language),
  }));
  return {
    attributeId: attribute.id,
    identifierSystem: attribute.identifierSystem,
    name: attributeNameIn(attribute, language),
    baseName: attribute.name,
    category: attribute.category,
    isOptional: attribute.isOptional,
    options,
    value,
    displayValue: value === null ? null : displayValueOf(attribute, value, options, rows, language),
  };
}

function displayValueOf(
  attribute: RoleAttributeRow,
  value: string,
  options: readonly { value: string; name: string }[],
  rows: LocationRows,
  language: TLanguage,
): string {
  const named = (map: Map<string, { name: string; translations: TTranslations }>) => {
    const row = map.get(value);
    return row ? nameIn(translationsOf(row), language) : value;
  };
  switch (attribute.category) {
    case 'LIST':
      return options.find((option) => option.value === value)?.name ?? value;
    case 'COUNTRY':
      return named(rows.countries);
    case 'PROVINCE':
      return named(rows.provinces);
    case 'DISTRICT':
      return named(rows.districts);
    case 'COUNTRY_PROVINCE_DISTRICT': {
      const place = ZProfilePlace.safeParse(safeJson(value));
      return place.success ? describePlace({ ...place.data, address: null }, rows, language).location : value;
    }
    case 'ATTACHMENTS': {
      const attachments = ZProfileAttachments.safeParse(safeJson(value));
      return attachments.success ? attachments.data.map((file) => file.name).join(', ') : value;
    }
    default:
      return value;
  }
}

export function chainOfCustodyOf(role: RoleRow, stored: RoleRow['chainOfCustody'], language: TLanguage) {
  const value = stored ?? role.chainOfCustody;
  return value ? { value, name: nameIn(CHAIN_OF_CUSTODY_NAMES[value], language) } : null;
}
