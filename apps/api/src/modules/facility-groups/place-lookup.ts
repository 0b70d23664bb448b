import { normalizeSearchText, OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { findCountries, findDistrictsOfProvince, findProvincesOfCountry } from '../reference-data/index.ts';
import type { PlaceLookup } from './template-check.ts';

/** The place whose name, in any of its languages, is the one given (spaces, case and accents aside). */
function named<T extends { id: string; name: string; translations: TTranslations }>(rows: readonly T[], name: string): string | null {
  const wanted = normalizeSearchText(name);
  const found = rows.find((row) =>
    [row.name, ...Object.values(row.translations)].some(
      (candidate) => candidate !== undefined && normalizeSearchText(candidate) === wanted,
    ),
  );
  return found?.id ?? null;
}

/** Template place names resolved against the location lists (DOMAIN.md §10.4), each level within its parent. */
export function placeLookup(db: Executor): PlaceLookup {
  return {
    country: async (name) => named(await findCountries(db), name),
    province: async (countryId, name) => named(await findProvincesOfCountry(db, countryId), name),
    district: async (provinceId, name) => named(await findDistrictsOfProvince(db, provinceId), name),
    other: { country: OTHER_COUNTRY_ID, province: OTHER_PROVINCE_ID, district: OTHER_DISTRICT_ID },
  };
}
