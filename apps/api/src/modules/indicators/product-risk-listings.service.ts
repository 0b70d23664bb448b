import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nameIn, type TLanguage, type TProductRiskListing } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { SEED_DATA_DIR } from '../../lib/paths.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { countryResolver } from './country-lookup.ts';
import { nameKey } from './import-plan.ts';
import { findExternalIndicators, findTaxonomy } from './indicators.repository.ts';
import {
  findCountries,
  findProductRiskListings,
  type NewProductRiskListingRow,
  replaceProductRiskListings,
} from './risk-listings.repository.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';

/** One entry of the US Department of Labor's List of Goods, as stored in the seed data. */
interface IlabEntry {
  country: string;
  good: string;
  indicator: string;
  subIndicator: string;
  severity: number;
}

export const ILAB_LIST_FILE = path.join(SEED_DATA_DIR, 'ilab-list-of-goods.json');

/**
 * Product risk listings from the ILAB List of Goods. How they are mapped: each entry's
 * `subIndicator` names one of the default ILAB external risk indicators ("Goods produced with
 * child labor (ILAB List of Goods)" …), which every listing belongs to. When the imported indicator
 * list also holds that sub-indicator under the same indicator ("Child Labor"), the listing points
 * at it as well, so risk items from listings land on the administrator's own taxonomy; otherwise
 * it carries no sub-indicator. Loading again replaces all listings and re-does the mapping, which
 * is how a new indicator list is picked up.
 */
export class ProductRiskListingsService {
  constructor(private readonly db: Database) {}

  /** A listed country this system knows is named in the reader's language; others keep the list's own name. */
  async list(principal: Principal, language: TLanguage): Promise<TProductRiskListing[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return (await findProductRiskListings(this.db)).map(({ countryTranslations, ...listing }) => ({
      ...listing,
      countryName: countryTranslations
        ? nameIn(translationsOf({ name: listing.countryName, translations: countryTranslations }), language)
        : listing.countryName,
    }));
  }

  async loadIlabList(principal: Principal, context: RequestContext): Promise<{ loaded: number; mappedToSubIndicators: number }> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const entries = JSON.parse(await readFile(ILAB_LIST_FILE, 'utf8')) as IlabEntry[];
    const externalByName = new Map((await findExternalIndicators(this.db)).map((row) => [nameKey(row.name), row.id]));
    const subIndicatorIds = await this.subIndicatorsByPair();
    const resolveCountry = countryResolver(await findCountries(this.db));

    const rows: NewProductRiskListingRow[] = entries.map((entry) => {
      const externalIndicatorId = externalByName.get(nameKey(entry.subIndicator));
      if (!externalIndicatorId)
        throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.ilabIndicatorMissing', params: { name: entry.subIndicator } });
      return {
        countryId: resolveCountry(entry.country)?.id ?? null,
        countryName: entry.country,
        good: entry.good,
        externalIndicatorId,
        subIndicatorId: subIndicatorIds.get(`${nameKey(entry.indicator)}\n${nameKey(entry.subIndicator)}`) ?? null,
        severity: entry.severity,
      };
    });
    await this.db.transaction((tx) => replaceProductRiskListings(tx, rows));
    await context.audit({ action: 'productRiskListings.loaded', targetType: 'product_risk_listing', details: { count: rows.length } });
    return { loaded: rows.length, mappedToSubIndicators: rows.filter((row) => row.subIndicatorId).length };
  }

  /** Live sub-indicators by (indicator name, sub-indicator name). */
  private async subIndicatorsByPair(): Promise<Map<string, string>> {
    const taxonomy = await findTaxonomy(this.db);
    const indicatorNames = new Map(
      taxonomy.filter((row) => row.type === INDICATOR_TYPE.INDICATOR).map((row) => [row.id, nameKey(row.name)]),
    );
    const pairs = new Map<string, string>();
    for (const row of taxonomy) {
      const indicatorName = row.parentId ? indicatorNames.get(row.parentId) : undefined;
      if (row.type === INDICATOR_TYPE.SUB_INDICATOR && indicatorName) pairs.set(`${indicatorName}\n${nameKey(row.name)}`, row.id);
    }
    return pairs;
  }
}
