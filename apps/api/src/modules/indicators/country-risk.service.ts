import {
  COUNTRY_RISK_SCORE_MAX,
  COUNTRY_RISK_SCORE_MIN,
  nameIn,
  type TCountryRiskImportResult,
  type TCountryRiskScore,
  type TFieldError,
  type TGeographicalRiskLevelPage,
  type TGeographicalRiskLevelsUpsert,
  type TLanguage,
  type TPageQuery,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { sanitiseFileName } from '../../lib/file-name.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { countryResolver } from './country-lookup.ts';
import { deleteCountryRiskScore, findCountries, findCountryRiskScores, upsertCountryRiskScores } from './risk-listings.repository.ts';
import { parseScoreSheet } from './score-sheet-parser.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';
import { withRiskRecalculation } from './risk-recalculation.ts';

const RESCORE_REASON = 'country risk changed';

/** Country-based risk (DOMAIN.md §6.5): a score 0–100 per country, typed in or imported. */
export class CountryRiskService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Countries named and sorted in the reader's language, as every other screen names places. */
  async list(principal: Principal, language: TLanguage): Promise<TCountryRiskScore[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return this.scores(language);
  }

  private async scores(language: TLanguage): Promise<TCountryRiskScore[]> {
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    return (await findCountryRiskScores(this.db))
      .map(({ countryCode, countryName, countryTranslations, score }) => ({
        countryCode,
        countryName: nameIn(translationsOf({ name: countryName, translations: countryTranslations }), language),
        score,
      }))
      .sort((a, b) => collator.compare(a.countryName, b.countryName));
  }

  async page(principal: Principal, query: Pick<TPageQuery, 'page' | 'perPage'>, language: TLanguage): Promise<TGeographicalRiskLevelPage> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    const all = await this.scores(language);
    const start = (query.page - 1) * query.perPage;
    return { items: all.slice(start, start + query.perPage), total: all.length, page: query.page, perPage: query.perPage };
  }

  /**
   * The API's upsert of geographical risk levels: all or nothing, each country named by its code and
   * once only (the body's schema refuses a repeat), answered with the scores as now stored.
   */
  async upsertMany(principal: Principal, input: TGeographicalRiskLevelsUpsert, context: RequestContext): Promise<TCountryRiskScore[]> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const resolve = countryResolver(await findCountries(this.db));
    const fieldErrors: TFieldError[] = [];
    const scores = input.countries.flatMap(({ countryCode, score }, index) => {
      const country = resolve(countryCode);
      if (country && country.countryCode.toUpperCase() === countryCode.toUpperCase())
        return [{ countryId: country.id, code: country.countryCode, score }];
      fieldErrors.push({
        path: `countries.${index}.countryCode`,
        message: context.t('indicators.countryUnknown', { country: countryCode }),
      });
      return [];
    });
    if (fieldErrors.length > 0) throw AppError.validation(fieldErrors);
    const now = this.clock.now();
    await withRiskRecalculation(this.db, now, RESCORE_REASON, (tx) =>
      upsertCountryRiskScores(
        tx,
        scores.map(({ countryId, score }) => ({ countryId, score })),
        now,
      ),
    );
    await context.audit({ action: 'countryRisk.upserted', targetType: 'country', details: { count: scores.length } });
    const codes = new Set(scores.map((score) => score.code));
    return (await this.scores(context.language)).filter((row) => codes.has(row.countryCode));
  }

  async set(principal: Principal, countryCode: string, score: number, context: RequestContext): Promise<TCountryRiskScore> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const country = await this.country(countryCode);
    const now = this.clock.now();
    await withRiskRecalculation(this.db, now, RESCORE_REASON, (tx) => upsertCountryRiskScores(tx, [{ countryId: country.id, score }], now));
    await context.audit({ action: 'countryRisk.set', targetType: 'country', targetId: country.id, details: { score } });
    const named = (await this.scores(context.language)).find((row) => row.countryCode === country.countryCode);
    return { countryCode: country.countryCode, countryName: named?.countryName ?? country.name, score };
  }

  async remove(principal: Principal, countryCode: string, context: RequestContext): Promise<void> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const country = await this.country(countryCode);
    await withRiskRecalculation(this.db, this.clock.now(), RESCORE_REASON, async (tx) => {
      if ((await deleteCountryRiskScore(tx, country.id)) === 0)
        throw new AppError('NOT_FOUND', { messageKey: 'indicators.countryScoreMissing' });
    });
    await context.audit({ action: 'countryRisk.removed', targetType: 'country', targetId: country.id });
  }

  /** All or nothing: a file with any bad row saves no score and lists every row's errors. */
  async import(principal: Principal, file: IncomingFile | undefined, context: RequestContext): Promise<TCountryRiskImportResult> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    if (!file || file.data.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileEmpty' });
    const rows = await parseScoreSheet(file.data, sanitiseFileName(file.fileName));
    const resolve = countryResolver(await findCountries(this.db));
    const scores = new Map<string, number>();
    const errors: TCountryRiskImportResult['errors'] = [];
    for (const row of rows) {
      const problems: string[] = [];
      const country = resolve(row.country);
      const score = Number(row.score);
      if (row.country === '') problems.push(context.t('indicators.cellRequired', { column: 'Country' }));
      else if (!country) problems.push(context.t('indicators.countryUnknown', { country: row.country }));
      if (row.score === '' || !Number.isInteger(score) || score < COUNTRY_RISK_SCORE_MIN || score > COUNTRY_RISK_SCORE_MAX) {
        problems.push(context.t('indicators.countryScoreInvalid', { min: COUNTRY_RISK_SCORE_MIN, max: COUNTRY_RISK_SCORE_MAX }));
      }
      if (problems.length > 0)
        errors.push({ index: row.index, errors: problems.map((error) => context.t('indicators.rowError', { index: row.index, error })) });
      else if (country) scores.set(country.id, score);
    }
    if (errors.length === 0) {
      const now = this.clock.now();
      await withRiskRecalculation(this.db, now, RESCORE_REASON, (tx) =>
        upsertCountryRiskScores(
          tx,
          [...scores].map(([countryId, score]) => ({ countryId, score })),
          now,
        ),
      );
      await context.audit({ action: 'countryRisk.imported', targetType: 'country', details: { count: scores.size } });
    }
    return {
      totalItems: rows.length,
      validItems: rows.length - errors.length,
      failedItems: errors.length,
      errors,
      imported: errors.length === 0 ? scores.size : 0,
    };
  }

  private async country(countryCode: string) {
    const country = countryResolver(await findCountries(this.db))(countryCode);
    if (!country || country.countryCode.toUpperCase() !== countryCode.trim().toUpperCase()) {
      throw new AppError('NOT_FOUND', { messageKey: 'indicators.countryUnknown', params: { country: countryCode } });
    }
    return country;
  }
}
