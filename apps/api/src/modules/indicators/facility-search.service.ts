import { nameIn, roleNameIn, roleNameTranslationsOf, type TFacilitySearchPage, type TFacilitySearchQuery } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { findFacilitySearchPage } from './facility-search.repository.ts';
import { indicatorsPolicy } from './indicators.policy.ts';

/** GET /api/facilities (DOMAIN.md §11): how an integration finds the facility a report is about. */
export class FacilitySearchService {
  constructor(private readonly db: Database) {}

  async search(principal: Principal, query: TFacilitySearchQuery, context: RequestContext): Promise<TFacilitySearchPage> {
    await indicatorsPolicy.authorize(principal, 'searchFacilities', null);
    const { rows, total } = await findFacilitySearchPage(this.db, query.key || undefined, query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        osId: row.osId,
        businessRegisterNumber: row.businessRegisterNumber,
        roleName: roleNameIn({ name: row.roleName, nameTranslations: roleNameTranslationsOf(row.roleNameTranslations) }, context.language),
        countryCode: row.countryCode,
        countryName:
          row.countryName === null
            ? null
            : nameIn(translationsOf({ name: row.countryName, translations: row.countryTranslations ?? {} }), context.language),
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }
}
