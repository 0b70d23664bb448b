import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  nameIn,
  type TCommodityRisk,
  type TCommodityRiskPage,
  type TCommodityRiskQuery,
  type TCommodityRisksUpsert,
  type TCommodityRisksUpsertResult,
  type TFieldError,
  type TLanguage,
  type TProductRiskListing,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { SEED_DATA_DIR } from '../../lib/paths.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { findCommodityNames, findListingsOfCountries, insertListing, updateListing } from './commodity-risks.repository.ts';
import { countryResolver } from './country-lookup.ts';
import { nameKey } from './import-plan.ts';
import { findExternalIndicators, findLiveIndicators, findTaxonomy } from './indicators.repository.ts';
import {
  findCountries,
  findProductRiskListings,
  type NewProductRiskListingRow,
  replaceProductRiskListings,
} from './risk-listings.repository.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';
import { withRiskRecalculation } from './risk-recalculation.ts';

const RESCORE_REASON = 'List of Goods changed';

/** One entry of the US Department of Labor's List of Goods, as stored in the seed data. */
interface IlabEntry {
  country: string;
  good: string;
  indicator: string;
  subIndicator: string;
  severity: number;
}

export const ILAB_LIST_FILE = path.join(SEED_DATA_DIR, 'ilab-list-of-goods.json');

const toCommodityRisk = (listing: TProductRiskListing): TCommodityRisk => ({
  id: listing.id,
  countryCode: listing.countryCode,
  countryName: listing.countryName,
  commodity: listing.good,
  subIndicatorId: listing.subIndicatorId,
  severity: listing.severity,
  externalRiskIndexId: listing.externalIndicatorId,
  externalRiskIndexName: listing.externalIndicatorName,
});

/** One listing is one country × good × sub-indicator. */
const listingKey = (countryId: string | null, good: string, subIndicatorId: string | null) =>
  JSON.stringify([countryId, nameKey(good), subIndicatorId]);

/**
 * Product risk listings from the ILAB List of Goods. How they are mapped: each entry's
 * `subIndicator` names one of the default ILAB external risk indicators ("Goods produced with
 * child labor (ILAB List of Goods)" …), which every listing belongs to. When the imported indicator
 * list also holds that sub-indicator under the same indicator ("Child Labor"), the listing points
 * at it as well, so risk items from listings land on the administrator's own taxonomy; otherwise
 * it carries no sub-indicator. Loading again replaces all listings and re-does the mapping, which
 * is how a new indicator list is picked up.
 *
 * Commodity risks written through the API (DOMAIN.md §11) are listings too: the commodity is the good,
 * spelled as in the commodity list, the country is resolved from its code, the sub-indicator is set,
 * and the listing belongs to the external risk index the client names, by default the one named like
 * the sub-indicator. An ILAB reload replaces them with the rest.
 */
export class ProductRiskListingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A listed country this system knows is named in the reader's language; others keep the list's own name. */
  async list(principal: Principal, language: TLanguage): Promise<TProductRiskListing[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return this.listings(language);
  }

  async commodityRiskPage(principal: Principal, query: TCommodityRiskQuery, language: TLanguage): Promise<TCommodityRiskPage> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    const countryId = query.countryCode ? (countryResolver(await findCountries(this.db))(query.countryCode)?.id ?? null) : undefined;
    const all = countryId === null ? [] : await this.listings(language, countryId);
    const start = (query.page - 1) * query.perPage;
    return {
      items: all.slice(start, start + query.perPage).map(toCommodityRisk),
      total: all.length,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** All or nothing: a row that names an unknown country, commodity, sub-indicator or index stops the request. */
  async upsertCommodityRisks(
    principal: Principal,
    input: TCommodityRisksUpsert,
    context: RequestContext,
  ): Promise<TCommodityRisksUpsertResult> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const [countries, commodityNames, subIndicators, externals] = await Promise.all([
      findCountries(this.db),
      findCommodityNames(this.db),
      findLiveIndicators(this.db, [...new Set(input.risks.map((risk) => risk.subIndicatorId))]),
      findExternalIndicators(this.db),
    ]);
    const resolveCountry = countryResolver(countries);
    const commodityByKey = new Map(commodityNames.map((name) => [nameKey(name), name]));
    const subIndicatorById = new Map(subIndicators.filter((row) => row.type === INDICATOR_TYPE.SUB_INDICATOR).map((row) => [row.id, row]));
    const externalById = new Map(externals.map((row) => [row.id, row]));
    const externalByName = new Map(externals.map((row) => [nameKey(row.name), row]));

    const fieldErrors: TFieldError[] = [];
    const rows = input.risks.flatMap((risk, index) => {
      const at = (field: string, message: string) => fieldErrors.push({ path: `risks.${index}.${field}`, message });
      const country = resolveCountry(risk.countryCode);
      const known = country && country.countryCode.toUpperCase() === risk.countryCode.toUpperCase() ? country : undefined;
      if (!known) at('countryCode', context.t('indicators.countryUnknown', { country: risk.countryCode }));
      const commodity = commodityByKey.get(nameKey(risk.commodity));
      if (!commodity) at('commodity', context.t('indicators.commodityUnknown', { commodity: risk.commodity }));
      const subIndicator = subIndicatorById.get(risk.subIndicatorId);
      if (!subIndicator) at('subIndicatorId', context.t('indicators.subIndicatorMissing'));
      const external = risk.externalRiskIndexId
        ? externalById.get(risk.externalRiskIndexId)
        : subIndicator && externalByName.get(nameKey(subIndicator.name));
      if (!external && risk.externalRiskIndexId) at('externalRiskIndexId', context.t('indicators.externalMissing'));
      else if (!external && subIndicator) at('externalRiskIndexId', context.t('indicators.externalIndexNeeded'));
      if (!known || !commodity || !subIndicator || !external) return [];
      return [
        {
          countryId: known.id,
          countryName: known.name,
          good: commodity,
          subIndicatorId: subIndicator.id,
          externalIndicatorId: external.id,
          severity: risk.severity,
        },
      ];
    });
    if (fieldErrors.length > 0) throw AppError.validation(fieldErrors);

    const outcome = await withRiskRecalculation(this.db, this.clock.now(), RESCORE_REASON, async (tx) => {
      const existing = new Map(
        (await findListingsOfCountries(tx, [...new Set(rows.map((row) => row.countryId))])).map((listing) => [
          listingKey(listing.countryId, listing.good, listing.subIndicatorId),
          listing.id,
        ]),
      );
      const ids: string[] = [];
      let created = 0;
      for (const row of rows) {
        const id = existing.get(listingKey(row.countryId, row.good, row.subIndicatorId));
        if (id) await updateListing(tx, id, row);
        else created += 1;
        ids.push(id ?? (await insertListing(tx, row)));
      }
      return { ids, created };
    });
    await context.audit({
      action: 'commodityRisks.upserted',
      targetType: 'product_risk_listing',
      details: { created: outcome.created, updated: rows.length - outcome.created },
    });
    const stored = new Map((await this.listings(context.language)).map((listing) => [listing.id, listing]));
    return {
      created: outcome.created,
      updated: rows.length - outcome.created,
      risks: outcome.ids.flatMap((id) => {
        const listing = stored.get(id);
        return listing ? [toCommodityRisk(listing)] : [];
      }),
    };
  }

  private async listings(language: TLanguage, countryId?: string): Promise<TProductRiskListing[]> {
    return (await findProductRiskListings(this.db, countryId)).map(({ countryTranslations, ...listing }) => ({
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
    await withRiskRecalculation(this.db, this.clock.now(), RESCORE_REASON, (tx) => replaceProductRiskListings(tx, rows));
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
