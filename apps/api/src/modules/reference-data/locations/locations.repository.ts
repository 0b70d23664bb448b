import { OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '@opentrace/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { TTranslations } from '../../../core/translations.ts';
import { countries, districts, provinces } from '../../../db/schema/index.ts';

export interface CountryRow {
  id: string;
  countryCode: string;
  name: string;
  translations: TTranslations;
}
export interface ProvinceRow {
  id: string;
  countryId: string;
  provinceCode: string;
  name: string;
  translations: TTranslations;
}
export interface DistrictRow {
  id: string;
  provinceId: string;
  districtCode: string;
  name: string;
  translations: TTranslations;
}

/** All countries: a couple of hundred rows, small enough to search and sort in any language here. */
export async function findCountries(db: Executor): Promise<CountryRow[]> {
  return db.select().from(countries);
}

export async function findCountryById(db: Executor, id: string): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

export async function findCountryByCode(db: Executor, countryCode: string): Promise<CountryRow | undefined> {
  const [row] = await db
    .select()
    .from(countries)
    .where(sql`upper(${countries.countryCode}) = ${countryCode.toUpperCase()}`);
  return row;
}

export async function findProvinceById(db: Executor, id: string): Promise<ProvinceRow | undefined> {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id));
  return row;
}

/** The provinces of a country, plus the fixed Other province that every country offers. */
export async function findProvincesOfCountry(db: Executor, countryId: string): Promise<ProvinceRow[]> {
  return db
    .select()
    .from(provinces)
    .where(or(eq(provinces.countryId, countryId), eq(provinces.id, OTHER_PROVINCE_ID)));
}

/** The districts of a province, plus the fixed Other district that every province offers. */
export async function findDistrictsOfProvince(db: Executor, provinceId: string): Promise<DistrictRow[]> {
  return db
    .select()
    .from(districts)
    .where(or(eq(districts.provinceId, provinceId), eq(districts.id, OTHER_DISTRICT_ID)));
}

export interface DistrictChain {
  district: DistrictRow;
  province: ProvinceRow;
  country: CountryRow;
}

/** A district with the province and country it lies in. */
export async function findDistrictChain(db: Executor, districtId: string): Promise<DistrictChain | undefined> {
  const [row] = await db
    .select({ district: districts, province: provinces, country: countries })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .innerJoin(countries, eq(countries.id, provinces.countryId))
    .where(eq(districts.id, districtId));
  return row;
}
