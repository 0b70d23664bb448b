import {
  ILAB_LIST_OF_GOODS,
  nameIn,
  RISK_LEVELS,
  type TEvidenceDocumentFolder,
  type TEvidencePack,
  type TLanguage,
  type TNameTranslations,
  type TTrace,
  type TTraceNode,
} from '@opentrace/domain';

/**
 * The index of attachments, by the names the documents zip gives them (its plan decides folders,
 * de-duplication and renaming, so the index and the zip never disagree).
 */
export function documentIndex(entries: readonly { folder: TEvidenceDocumentFolder; path: string }[]): TEvidencePack['documents'] {
  return entries.map((entry) => ({ folder: entry.folder, fileName: entry.path.slice(entry.folder.length + 1) }));
}

/** Every transaction the trace names, on its links and in its list, each once. */
export function transactionIdsOf(trace: TTrace): string[] {
  return [...new Set([...trace.links.flatMap((link) => link.transactionIds), ...trace.records.flatMap((record) => record.transactionIds)])];
}

/**
 * The facilities on the trace by risk level, the highest first, then those the risk engine has not
 * scored. A facility reached through several nodes counts once; non-participating sellers are no
 * facility and are not counted.
 */
export function riskLevelsOf(nodes: readonly TTraceNode[]): TEvidencePack['riskLevels'] {
  const levelOf = new Map<string, TTraceNode['riskLevel']>();
  for (const node of nodes) if (node.facilityId) levelOf.set(node.facilityId, node.riskLevel);
  const levels = [...levelOf.values()];
  return [
    ...RISK_LEVELS.map((level) => ({ level, count: levels.filter((value) => value === level).length })),
    { level: 'NOT_ASSESSED' as const, count: levels.filter((value) => value === null).length },
  ];
}

export interface CountryRow {
  countryCode: string;
  names: TNameTranslations;
}

export interface CountryScoreRow {
  countryCode: string;
  score: number;
}

export interface GoodsListingRow {
  countryCode: string | null;
  countryNames: TNameTranslations;
  good: string;
  indicatorNames: TNameTranslations;
  severity: number;
}

/**
 * External risk for each country on the trace, in the order the trace first reaches them: the
 * configured country score and the ILAB List of Goods rows of that country, for the goods the traced
 * products are made of when they are known (every good of the country otherwise).
 */
export function externalRiskOf(
  countryCodes: readonly string[],
  sources: {
    countries: readonly CountryRow[];
    scores: readonly CountryScoreRow[];
    listings: readonly GoodsListingRow[];
    goods: readonly string[];
  },
  language: TLanguage,
): TEvidencePack['externalRisk'] {
  const goods = new Set(sources.goods.map((good) => good.toLowerCase()));
  return [...new Set(countryCodes)].map((countryCode) => {
    const country = sources.countries.find((row) => row.countryCode === countryCode);
    const countryName = country ? nameIn(country.names, language) : countryCode;
    return {
      countryCode,
      country: countryName,
      countryScore: sources.scores.find((row) => row.countryCode === countryCode)?.score ?? null,
      goodsListings: sources.listings
        .filter((row) => row.countryCode === countryCode && (goods.size === 0 || goods.has(row.good.toLowerCase())))
        .map((row) => ({
          good: row.good,
          country: nameIn(row.countryNames, language),
          indicator: nameIn(row.indicatorNames, language),
          severity: row.severity,
          source: ILAB_LIST_OF_GOODS.source,
          sourceUrl: ILAB_LIST_OF_GOODS.url,
        })),
    };
  });
}

/** The countries of the trace's nodes, nearest tier first, each once. */
export function countriesOnTrace(nodes: readonly TTraceNode[]): string[] {
  return [
    ...new Set(
      [...nodes]
        .sort((a, b) => a.tier - b.tier)
        .map((node) => node.countryCode)
        .filter((code): code is string => code !== null),
    ),
  ];
}
