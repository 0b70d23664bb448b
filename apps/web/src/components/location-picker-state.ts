import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import {
  isOtherLocation,
  matchesSearchKey,
  OTHER_DISTRICT_ID,
  OTHER_PROVINCE_ID,
  type TCountry,
  type TNameTranslations,
  type TResolvedAddress,
} from '@opentrace/domain';

/** What a location picker edits: the three levels by id, and the street address. */
export type TLocationValue = {
  countryId: string | null;
  provinceId: string | null;
  districtId: string | null;
  address: string;
};

export const EMPTY_LOCATION: TLocationValue = { countryId: null, provinceId: null, districtId: null, address: '' };

/**
 * Which selects to show. A level is offered once the level above is chosen and is not Other:
 * a location whose country is Other is described by its street address alone.
 */
export function visibleLevels(value: TLocationValue): { province: boolean; district: boolean } {
  const province = value.countryId !== null && !isOtherLocation(value.countryId);
  const district = province && value.provinceId !== null && !isOtherLocation(value.provinceId);
  return { province, district };
}

/** Starts an empty picker on the default country (Pakistan); a chosen country is kept. */
export function withDefaultCountry(value: TLocationValue, countries: readonly TCountry[]): TLocationValue {
  if (value.countryId !== null) return value;
  const preferred = countries.find((country) => country.isDefault);
  return preferred ? { ...value, countryId: preferred.id } : value;
}

/** Choosing Other fills every level below with Other, so the stored location stays complete. */
export function chooseCountry(value: TLocationValue, countryId: string | null): TLocationValue {
  if (countryId === value.countryId) return value;
  const other = isOtherLocation(countryId);
  return { ...value, countryId, provinceId: other ? OTHER_PROVINCE_ID : null, districtId: other ? OTHER_DISTRICT_ID : null };
}

export function chooseProvince(value: TLocationValue, provinceId: string | null): TLocationValue {
  if (provinceId === value.provinceId) return value;
  return { ...value, provinceId, districtId: isOtherLocation(provinceId) ? OTHER_DISTRICT_ID : null };
}

export function chooseDistrict(value: TLocationValue, districtId: string | null): TLocationValue {
  return { ...value, districtId };
}

/**
 * Fills the picker from a reverse-geocoded answer. Levels fill from the top while our ids match;
 * the first level without an id and those below it are left for the user to choose. An answer
 * without a known country leaves the selects as they were. A street is taken when the answer has
 * one; an answer from the nearest known place has none, so what the user typed stays.
 */
export function fillFromResolvedAddress(value: TLocationValue, resolved: TResolvedAddress): TLocationValue {
  const address = resolved.street ?? value.address;
  const countryId = resolved.country?.id ?? null;
  if (countryId === null) return { ...value, address };
  const provinceId = resolved.province?.id ?? null;
  const districtId = provinceId === null ? null : (resolved.district?.id ?? null);
  return { countryId, provinceId, districtId, address };
}

/** Select options named in the reader's language (the API names them so), searchable in every language. */
export function locationOptions(items: readonly { id: string; name: string }[]): ComboboxItem[] {
  return items.map((item) => ({ value: item.id, label: item.name }));
}

/**
 * Mantine's search compares labels only; this one also finds "Pakistan" from "پاکستان" or
 * "Cote d'Ivoire" from "cote", as the API's `key` search does.
 */
export function locationFilter(items: readonly { id: string; translations: TNameTranslations }[]): OptionsFilter {
  const translations = new Map(items.map((item) => [item.id, item.translations]));
  return ({ options, search }) =>
    options.filter((option) => {
      if (!('value' in option)) return true;
      const names = translations.get(option.value) ?? { en: option.label };
      return matchesSearchKey(names, search);
    });
}
