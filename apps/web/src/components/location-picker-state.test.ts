import type { ComboboxItem } from '@mantine/core';
import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, type TCountry, type TResolvedAddress } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseCountry,
  chooseDistrict,
  chooseProvince,
  EMPTY_LOCATION,
  fillFromResolvedAddress,
  locationFilter,
  locationOptions,
  visibleLevels,
  withDefaultCountry,
  type TLocationValue,
} from './location-picker-state.ts';

const PAKISTAN = 'pakistan-id';
const PUNJAB = 'punjab-id';
const MULTAN = 'multan-id';
const IN_MULTAN: TLocationValue = { countryId: PAKISTAN, provinceId: PUNJAB, districtId: MULTAN, address: 'Bosan Road' };

const country = (id: string, en: string, isDefault = false): TCountry => ({
  id,
  countryCode: id.slice(0, 2).toUpperCase(),
  name: en,
  translations: { en },
  isDefault,
});

const resolved = (overrides: Partial<TResolvedAddress>): TResolvedAddress => ({
  address: '',
  street: null,
  district: null,
  province: null,
  country: null,
  source: 'provider',
  distanceKm: null,
  ...overrides,
});

describe('what the picker shows', () => {
  it('offers each level once the level above is chosen', () => {
    expect(visibleLevels(EMPTY_LOCATION)).toEqual({ province: false, district: false });
    expect(visibleLevels({ ...EMPTY_LOCATION, countryId: PAKISTAN })).toEqual({ province: true, district: false });
    expect(visibleLevels(IN_MULTAN)).toEqual({ province: true, district: true });
  });

  it('shows only the address for the Other country, and no district under the Other province', () => {
    expect(visibleLevels(chooseCountry(IN_MULTAN, OTHER_COUNTRY_ID))).toEqual({ province: false, district: false });
    expect(visibleLevels(chooseProvince(IN_MULTAN, OTHER_PROVINCE_ID))).toEqual({ province: true, district: false });
  });
});

describe('choosing', () => {
  it('starts on the default country and keeps a country already chosen', () => {
    const countries = [country('germany-id', 'Germany'), country(PAKISTAN, 'Pakistan', true)];
    expect(withDefaultCountry(EMPTY_LOCATION, countries).countryId).toBe(PAKISTAN);
    const inGermany = { ...EMPTY_LOCATION, countryId: 'germany-id' };
    expect(withDefaultCountry(inGermany, countries)).toBe(inGermany);
    expect(withDefaultCountry(EMPTY_LOCATION, [country('germany-id', 'Germany')])).toBe(EMPTY_LOCATION);
  });

  it('clears the levels below a changed one and keeps the address', () => {
    expect(chooseCountry(IN_MULTAN, 'germany-id')).toEqual({
      countryId: 'germany-id',
      provinceId: null,
      districtId: null,
      address: 'Bosan Road',
    });
    expect(chooseProvince(IN_MULTAN, 'sindh-id')).toEqual({ ...IN_MULTAN, provinceId: 'sindh-id', districtId: null });
    expect(chooseDistrict(IN_MULTAN, 'khanewal-id')).toEqual({ ...IN_MULTAN, districtId: 'khanewal-id' });
    expect(chooseCountry(IN_MULTAN, PAKISTAN)).toBe(IN_MULTAN);
  });

  it('fills every level below Other with Other, so the stored location is complete', () => {
    expect(chooseCountry(IN_MULTAN, OTHER_COUNTRY_ID)).toEqual({
      countryId: OTHER_COUNTRY_ID,
      provinceId: OTHER_PROVINCE_ID,
      districtId: OTHER_DISTRICT_ID,
      address: 'Bosan Road',
    });
    expect(chooseProvince(IN_MULTAN, OTHER_PROVINCE_ID).districtId).toBe(OTHER_DISTRICT_ID);
  });
});

describe('filling from a reverse-geocoded address', () => {
  it('takes every matched level and the street', () => {
    const answer = resolved({
      street: '12 Bosan Road',
      district: { id: MULTAN, name: 'Multan' },
      province: { id: PUNJAB, name: 'Punjab' },
      country: { id: PAKISTAN, name: 'Pakistan' },
    });
    expect(fillFromResolvedAddress(EMPTY_LOCATION, answer)).toEqual({ ...IN_MULTAN, address: '12 Bosan Road' });
  });

  it('leaves the first unmatched level and those below it for the user', () => {
    const answer = resolved({
      street: 'Chak 5',
      district: { id: MULTAN, name: 'Multan' },
      province: { id: null, name: 'Somewhere' },
      country: { id: PAKISTAN, name: 'Pakistan' },
    });
    expect(fillFromResolvedAddress(IN_MULTAN, answer)).toEqual({
      countryId: PAKISTAN,
      provinceId: null,
      districtId: null,
      address: 'Chak 5',
    });
  });

  it('keeps the selects when the country is unknown, and the typed address when the answer has no street', () => {
    expect(fillFromResolvedAddress(IN_MULTAN, resolved({ street: 'Rue 4', country: { id: null, name: 'Atlantis' } }))).toEqual({
      ...IN_MULTAN,
      address: 'Rue 4',
    });
    const nearest = resolved({
      source: 'nearestKnownPlace',
      distanceKm: 2.4,
      district: { id: 'khanewal-id', name: 'Khanewal' },
      province: { id: PUNJAB, name: 'Punjab' },
      country: { id: PAKISTAN, name: 'Pakistan' },
    });
    expect(fillFromResolvedAddress(IN_MULTAN, nearest)).toEqual({ ...IN_MULTAN, districtId: 'khanewal-id' });
  });
});

describe('searching the options', () => {
  it('finds an option by its name in any language, ignoring accents', () => {
    const items = [
      { id: PAKISTAN, name: 'Pakistan', translations: { en: 'Pakistan', ur: 'پاکستان' } },
      { id: 'ci-id', name: 'Ivory Coast', translations: { en: 'Ivory Coast', fr: 'Côte d’Ivoire' } },
    ];
    const options = locationOptions(items);
    expect(options).toEqual([
      { value: PAKISTAN, label: 'Pakistan' },
      { value: 'ci-id', label: 'Ivory Coast' },
    ]);
    const filter = locationFilter(items);
    const found = (search: string) => (filter({ options, search, limit: Infinity }) as ComboboxItem[]).map((option) => option.value);
    expect(found('پاکستان')).toEqual([PAKISTAN]);
    expect(found('cote')).toEqual(['ci-id']);
    expect(found('')).toEqual([PAKISTAN, 'ci-id']);
  });
});
