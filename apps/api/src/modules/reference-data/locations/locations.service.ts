import {
  DEFAULT_COUNTRY_CODE,
  matchesSearchKey,
  nameIn,
  type TCountry,
  type TCountryPage,
  type TDistrict,
  type TDistrictPage,
  type TDistrictQuery,
  type TLanguage,
  type TLocationSearchQuery,
  type TNameTranslations,
  type TProvince,
  type TProvincePage,
  type TProvinceQuery,
} from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { translationsOf } from '../../../lib/reference-names.ts';
import { byNameOtherLast } from './localised.ts';
import {
  type CountryRow,
  type DistrictRow,
  findCountries,
  findCountryById,
  findDistrictsOfProvince,
  findProvinceById,
  findProvincesOfCountry,
  type ProvinceRow,
} from './locations.repository.ts';
import { referenceDataPolicy } from '../reference-data.policy.ts';
import type { Principal } from '../../../core/principal.ts';

type LookupContext = Pick<RequestContext, 'language' | 't'>;

function toCountry(row: CountryRow, language: TLanguage): TCountry {
  const translations = translationsOf(row);
  return {
    id: row.id,
    countryCode: row.countryCode,
    name: nameIn(translations, language),
    translations,
    isDefault: row.countryCode === DEFAULT_COUNTRY_CODE,
  };
}

function toProvince(row: ProvinceRow, language: TLanguage): TProvince {
  const translations = translationsOf(row);
  return { id: row.id, countryId: row.countryId, provinceCode: row.provinceCode, name: nameIn(translations, language), translations };
}

function toDistrict(row: DistrictRow, language: TLanguage): TDistrict {
  const translations = translationsOf(row);
  return { id: row.id, provinceId: row.provinceId, districtCode: row.districtCode, name: nameIn(translations, language), translations };
}

/** Search by key in any language, then sort by name in the reader's language. */
function searchAndSort<T extends { id: string; name: string; translations: TNameTranslations }>(
  items: T[],
  key: string | undefined,
  language: TLanguage,
): T[] {
  return items.filter((item) => matchesSearchKey(item.translations, key)).sort(byNameOtherLast(language));
}

function pageOfItems<T>(items: T[], { page, perPage }: TLocationSearchQuery) {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, page, perPage };
}

/**
 * Countries, provinces and districts for pickers. Each list is small (a country has at most a
 * few dozen provinces), so it is read whole, searched in every language and sorted here.
 */
export class LocationsService {
  constructor(private readonly db: Database) {}

  async allCountries(principal: Principal, key: string | undefined, language: TLanguage): Promise<TCountry[]> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    return this.matchingCountries(key, language);
  }

  private async matchingCountries(key: string | undefined, language: TLanguage): Promise<TCountry[]> {
    const rows = await findCountries(this.db);
    return searchAndSort(
      rows.map((row) => toCountry(row, language)),
      key,
      language,
    );
  }

  async countries(principal: Principal, query: TLocationSearchQuery, language: TLanguage): Promise<TCountryPage> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    return pageOfItems(await this.matchingCountries(query.key, language), query);
  }

  async provinces(principal: Principal, query: TProvinceQuery, context: LookupContext): Promise<TProvincePage> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    if (!(await findCountryById(this.db, query.countryId))) {
      throw AppError.validation([{ path: 'query.countryId', message: context.t('locations.unknownCountry') }]);
    }
    const rows = await findProvincesOfCountry(this.db, query.countryId);
    const items = searchAndSort(
      rows.map((row) => toProvince(row, context.language)),
      query.key,
      context.language,
    );
    return pageOfItems(items, query);
  }

  async districts(principal: Principal, query: TDistrictQuery, context: LookupContext): Promise<TDistrictPage> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    if (!(await findProvinceById(this.db, query.provinceId))) {
      throw AppError.validation([{ path: 'query.provinceId', message: context.t('locations.unknownProvince') }]);
    }
    const rows = await findDistrictsOfProvince(this.db, query.provinceId);
    const items = searchAndSort(
      rows.map((row) => toDistrict(row, context.language)),
      query.key,
      context.language,
    );
    return pageOfItems(items, query);
  }
}
