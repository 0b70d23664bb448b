import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, type TMessageKey } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { findLocationRows } from './facility-profile.repository.ts';

export type TLocationLevel = 'country' | 'province' | 'district';
export type TLocationIds = { countryId: string | null; provinceId: string | null; districtId: string | null };
export type TLocationProblems = Partial<Record<TLocationLevel, TMessageKey>>;

export interface LocationRuleOptions {
  /**
   * `organisation`: where an organisation is (DOMAIN.md §10.4). The country is required; under a
   * real country the province and district are too; under Other only the street address is
   * kept, so both must be empty. `answers`: identifier-system attributes, where each level's
   * presence is the attribute's own business and Other carries down as Other.
   */
  mode: 'organisation' | 'answers';
}

/**
 * What is wrong with a country → province → district chain: unknown ids, a province outside its
 * country or a district outside its province, and the presence rules of the mode. The fixed Other
 * province and district belong to every country and province.
 */
export async function locationProblems(db: Executor, ids: TLocationIds, { mode }: LocationRuleOptions): Promise<TLocationProblems> {
  const { countryId, provinceId, districtId } = ids;
  const problems: TLocationProblems = {};
  const rows = await findLocationRows(db, {
    countryIds: countryId ? [countryId] : [],
    provinceIds: provinceId ? [provinceId] : [],
    districtIds: districtId ? [districtId] : [],
  });
  const otherCountry = countryId === OTHER_COUNTRY_ID;

  if (countryId === null) {
    if (mode === 'organisation') problems.country = 'profile.countryRequired';
  } else if (!rows.countries.has(countryId)) {
    problems.country = 'profile.countryUnknown';
  }

  if (otherCountry) {
    const keepsAddressOnly = (id: string | null, other: string) => id === null || (mode === 'answers' && id === other);
    if (!keepsAddressOnly(provinceId, OTHER_PROVINCE_ID)) problems.province = 'profile.otherCountryKeepsAddressOnly';
    if (!keepsAddressOnly(districtId, OTHER_DISTRICT_ID)) problems.district = 'profile.otherCountryKeepsAddressOnly';
    return problems;
  }

  const province = provinceId ? rows.provinces.get(provinceId) : undefined;
  if (provinceId === null) {
    if (mode === 'organisation' && countryId !== null) problems.province = 'profile.provinceRequired';
  } else if (!province) {
    problems.province = 'profile.provinceUnknown';
  } else if (countryId !== null && provinceId !== OTHER_PROVINCE_ID && province.countryId !== countryId) {
    problems.province = 'profile.provinceNotInCountry';
  }

  const district = districtId ? rows.districts.get(districtId) : undefined;
  if (districtId === null) {
    if (mode === 'organisation' && countryId !== null) problems.district = 'profile.districtRequired';
  } else if (!district) {
    problems.district = 'profile.districtUnknown';
  } else if (provinceId !== null && districtId !== OTHER_DISTRICT_ID && district.provinceId !== provinceId) {
    problems.district = 'profile.districtNotInProvince';
  }
  return problems;
}
