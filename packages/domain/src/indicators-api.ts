import { z } from 'zod';
import {
  INDICATOR_ICONS,
  INDICATOR_LONG_NAME_MAX,
  INDICATOR_SHORT_NAME_MAX,
  RISK_SEVERITY_MAX,
  RISK_SEVERITY_MIN,
  ZCategoryNode,
  ZCountryRiskScore,
  ZExternalRiskIndicator,
} from './indicators.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

/*
 * The indicator list, risk indices and risk data as API users and integrations write them
 * (DOMAIN.md §11): small JSON bodies with examples, beside the spreadsheet routes administrators use.
 */

const ZItemName = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const ZSeverity = z.number().int().min(RISK_SEVERITY_MIN, 'validation.tooSmall').max(RISK_SEVERITY_MAX, 'validation.tooBig');
const ZCountryCode = z.string().trim().min(2, 'validation.tooShort').max(3, 'validation.tooLong');
const nameKey = (name: string) => name.trim().toLowerCase();

const EXAMPLE_IDS = {
  category: '3f0c1e2a-6b7d-4c8e-9f10-2a3b4c5d6e7f',
  indicator: '5d0c8f8e-3a2b-4f0e-8c1d-7e6b5a4c3d21',
  subIndicator: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
  index: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  facility: '0b6f3f3e-4a63-4c4e-9d0a-2f1f7d1f2a10',
};

/** A node names an existing row by `id` (to add beneath it) or a new row by `name`, never both. */
function idOrName(node: { id?: string; name?: string }, context: z.RefinementCtx): void {
  if ((node.id === undefined) === (node.name === undefined)) {
    context.addIssue({ code: 'custom', path: ['name'], message: 'indicators.idOrName' });
  }
}

/** Flags every name after the first that repeats (any capitals) among `names`. */
function flagRepeats(names: (string | undefined)[], path: (index: number) => (string | number)[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (name === undefined) return;
    if (seen.has(nameKey(name))) context.addIssue({ code: 'custom', path: path(index), message: 'indicators.nameRepeated' });
    seen.add(nameKey(name));
  });
}

export const ZNewSubIndicatorItem = z.object({ name: ZItemName(INDICATOR_LONG_NAME_MAX), riskSeverity: ZSeverity }).strict();

export const ZIndicatorItemInput = z
  .object({
    /** An existing indicator of the category, to add sub-indicators beneath. */
    id: z.uuid().optional(),
    /** A new indicator; indicator names are unique across the whole list. */
    name: ZItemName(INDICATOR_LONG_NAME_MAX).optional(),
    subIndicators: z.array(ZNewSubIndicatorItem).max(500).default([]),
  })
  .strict()
  .superRefine((indicator, context) => {
    idOrName(indicator, context);
    flagRepeats(
      indicator.subIndicators.map((sub) => sub.name),
      (index) => ['subIndicators', index, 'name'],
      context,
    );
  });

/**
 * POST /api/indicator-list/items: one category with its indicators and their sub-indicators. Existing
 * rows are named by `id` and new ones by `name`; a new name already taken at its level answers 409.
 */
export const ZIndicatorItemsInput = z
  .object({
    /** An existing category, to add indicators beneath. */
    id: z.uuid().optional(),
    /** A new category. */
    name: ZItemName(INDICATOR_SHORT_NAME_MAX).optional(),
    /** Only for a new category. */
    icon: z.enum(INDICATOR_ICONS).optional(),
    indicators: z.array(ZIndicatorItemInput).max(500).default([]),
  })
  .strict()
  .superRefine((category, context) => {
    idOrName(category, context);
    if (category.id !== undefined && category.icon !== undefined) {
      context.addIssue({ code: 'custom', path: ['icon'], message: 'indicators.iconOnlyForNewCategories' });
    }
    flagRepeats(
      category.indicators.map((indicator) => indicator.name),
      (index) => ['indicators', index, 'name'],
      context,
    );
  })
  .meta({
    id: 'NewIndicatorItems',
    examples: [
      {
        name: 'Labour rights',
        icon: 'Worker protection',
        indicators: [
          {
            name: 'Forced labour',
            subIndicators: [
              { name: 'Withheld identity documents', riskSeverity: 5 },
              { name: 'Debt bondage', riskSeverity: 5 },
            ],
          },
        ],
      },
      {
        id: EXAMPLE_IDS.category,
        indicators: [{ id: EXAMPLE_IDS.indicator, subIndicators: [{ name: 'Excessive overtime', riskSeverity: 3 }] }],
      },
    ],
  });
export type TIndicatorItemsInput = z.infer<typeof ZIndicatorItemsInput>;

/** PUT /api/indicator-list/items/{id}: a new name; a sub-indicator also states its severity, a category may change its icon. */
export const ZIndicatorItemRename = z
  .object({
    name: ZItemName(INDICATOR_LONG_NAME_MAX),
    riskSeverity: ZSeverity.optional(),
    icon: z.enum(INDICATOR_ICONS).optional(),
  })
  .strict()
  .meta({ id: 'IndicatorItemRename', examples: [{ name: 'Debt bondage and recruitment fees', riskSeverity: 5 }] });
export type TIndicatorItemRename = z.infer<typeof ZIndicatorItemRename>;

const CATEGORY_EXAMPLE = {
  id: EXAMPLE_IDS.category,
  name: 'Labour rights',
  translations: { fr: 'Droits du travail' },
  icon: 'Worker protection',
  indicators: [
    {
      id: EXAMPLE_IDS.indicator,
      name: 'Forced labour',
      translations: {},
      subIndicators: [{ id: EXAMPLE_IDS.subIndicator, name: 'Debt bondage', translations: {}, riskSeverity: 5 }],
    },
  ],
};

/** One category of the list with everything beneath it: what a write of the items answers. */
export const ZIndicatorItemsCategory = ZCategoryNode.meta({ id: 'IndicatorItemsCategory', examples: [CATEGORY_EXAMPLE] });
export const ZIndicatorItemsTree = z.array(ZCategoryNode).meta({ id: 'IndicatorItemsTree', examples: [[CATEGORY_EXAMPLE]] });

/** Longest name, URL and description of a risk index an API user writes (DOMAIN.md §11). */
export const RISK_INDEX_TEXT_MAX = 255;

/** POST /api/external-risk-indices and PUT …/{id}: an icon left out stays as it is. */
export const ZExternalRiskIndexInput = z
  .object({
    name: ZItemName(RISK_INDEX_TEXT_MAX),
    urls: z
      .array(z.url('validation.invalid').max(RISK_INDEX_TEXT_MAX, 'validation.tooLong'))
      .min(1, 'validation.required')
      .max(20, 'validation.tooBig'),
    description: z.string().trim().max(RISK_INDEX_TEXT_MAX, 'validation.tooLong').default(''),
    icon: z.enum(INDICATOR_ICONS).nullable().optional(),
  })
  .strict()
  .meta({
    id: 'NewExternalRiskIndex',
    examples: [
      {
        name: 'Cotton Campaign regional list',
        urls: ['https://www.cottoncampaign.org/'],
        description: 'Regions where state-imposed forced labour in the cotton harvest was reported.',
        icon: 'Forced labour',
      },
    ],
  });
export type TExternalRiskIndexInput = z.infer<typeof ZExternalRiskIndexInput>;

const INDEX_EXAMPLE = {
  id: EXAMPLE_IDS.index,
  name: 'Cotton Campaign regional list',
  urls: ['https://www.cottoncampaign.org/'],
  description: 'Regions where state-imposed forced labour in the cotton harvest was reported.',
  icon: 'Forced labour',
  translations: {},
  isDefault: false,
};
export const ZExternalRiskIndex = ZExternalRiskIndicator.meta({ id: 'ExternalRiskIndex', examples: [INDEX_EXAMPLE] });
export const ZExternalRiskIndexQuery = ZPageQuery.omit({ sort: true });
export const ZExternalRiskIndexPage = pageOf(ZExternalRiskIndicator).meta({
  id: 'ExternalRiskIndexPage',
  examples: [{ items: [INDEX_EXAMPLE], total: 1, page: 1, perPage: 20 }],
});
export type TExternalRiskIndexPage = z.infer<typeof ZExternalRiskIndexPage>;

/** One commodity risk: a commodity produced in a country under the labour risk of a sub-indicator. */
export const ZCommodityRiskInput = z
  .object({
    /** ISO 3166 code of the country. */
    countryCode: ZCountryCode,
    /** A name from GET /api/commodities (any capitals). */
    commodity: ZItemName(INDICATOR_SHORT_NAME_MAX),
    subIndicatorId: z.uuid(),
    severity: ZSeverity,
    /**
     * The external risk index the risk comes from. Left out, the index named like the sub-indicator
     * (the ILAB convention) is used; without one the row is refused.
     */
    externalRiskIndexId: z.uuid().optional(),
  })
  .strict();

const commodityRiskKey = (risk: { countryCode: string; commodity: string; subIndicatorId: string }) =>
  JSON.stringify([risk.countryCode.trim().toUpperCase(), nameKey(risk.commodity), risk.subIndicatorId]);

/** PUT /api/commodity-risks: each row is created, or updated when its country × commodity × sub-indicator exists. */
export const ZCommodityRisksUpsert = z
  .object({ risks: z.array(ZCommodityRiskInput).min(1, 'validation.required').max(500, 'validation.tooBig') })
  .strict()
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.risks.forEach((risk, index) => {
      const key = commodityRiskKey(risk);
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['risks', index, 'subIndicatorId'], message: 'indicators.commodityRiskRepeated' });
      seen.add(key);
    });
  })
  .meta({
    id: 'CommodityRisksUpsert',
    examples: [
      {
        risks: [
          { countryCode: 'PK', commodity: 'Cotton', subIndicatorId: EXAMPLE_IDS.subIndicator, severity: 4 },
          {
            countryCode: 'IN',
            commodity: 'Cotton',
            subIndicatorId: EXAMPLE_IDS.subIndicator,
            severity: 3,
            externalRiskIndexId: EXAMPLE_IDS.index,
          },
        ],
      },
    ],
  });
export type TCommodityRisksUpsert = z.infer<typeof ZCommodityRisksUpsert>;
export type TCommodityRiskInput = z.infer<typeof ZCommodityRiskInput>;

const COMMODITY_RISK_EXAMPLE = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  countryCode: 'PK',
  countryName: 'Pakistan',
  commodity: 'Cotton',
  subIndicatorId: EXAMPLE_IDS.subIndicator,
  severity: 4,
  externalRiskIndexId: EXAMPLE_IDS.index,
  externalRiskIndexName: 'Goods produced with child labor (ILAB List of Goods)',
};
export const ZCommodityRisk = z
  .object({
    id: z.uuid(),
    countryCode: z.string().nullable(),
    countryName: z.string(),
    commodity: z.string(),
    /** Null for a listing loaded from the ILAB list whose sub-indicator is not in the indicator list. */
    subIndicatorId: z.uuid().nullable(),
    severity: z.number().int(),
    externalRiskIndexId: z.uuid(),
    externalRiskIndexName: z.string(),
  })
  .meta({ id: 'CommodityRisk', examples: [COMMODITY_RISK_EXAMPLE] });
export type TCommodityRisk = z.infer<typeof ZCommodityRisk>;
export const ZCommodityRiskQuery = ZPageQuery.omit({ sort: true }).extend({ countryCode: ZCountryCode.optional() });
export type TCommodityRiskQuery = z.infer<typeof ZCommodityRiskQuery>;
export const ZCommodityRiskPage = pageOf(ZCommodityRisk).meta({
  id: 'CommodityRiskPage',
  examples: [{ items: [COMMODITY_RISK_EXAMPLE], total: 1, page: 1, perPage: 20 }],
});
export type TCommodityRiskPage = z.infer<typeof ZCommodityRiskPage>;
export const ZCommodityRisksUpsertResult = z
  .object({ created: z.number().int(), updated: z.number().int(), risks: z.array(ZCommodityRisk) })
  .meta({ id: 'CommodityRisksUpsertResult', examples: [{ created: 1, updated: 0, risks: [COMMODITY_RISK_EXAMPLE] }] });
export type TCommodityRisksUpsertResult = z.infer<typeof ZCommodityRisksUpsertResult>;

/** Country risk as the API writes it: 1 (lowest) to 100. */
export const GEOGRAPHICAL_RISK_MIN = 1;
export const GEOGRAPHICAL_RISK_MAX = 100;

/** PUT /api/geographical-risk-levels: one score per country; a country named twice is refused. */
export const ZGeographicalRiskLevelsUpsert = z
  .object({
    countries: z
      .array(
        z
          .object({
            countryCode: ZCountryCode,
            score: z.number().int().min(GEOGRAPHICAL_RISK_MIN, 'validation.tooSmall').max(GEOGRAPHICAL_RISK_MAX, 'validation.tooBig'),
          })
          .strict(),
      )
      .min(1, 'validation.required')
      .max(300, 'validation.tooBig'),
  })
  .strict()
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.countries.forEach((country, index) => {
      const code = country.countryCode.trim().toUpperCase();
      if (seen.has(code))
        context.addIssue({ code: 'custom', path: ['countries', index, 'countryCode'], message: 'indicators.countryRepeated' });
      seen.add(code);
    });
  })
  .meta({
    id: 'GeographicalRiskLevelsUpsert',
    examples: [
      {
        countries: [
          { countryCode: 'PK', score: 72 },
          { countryCode: 'FR', score: 12 },
        ],
      },
    ],
  });
export type TGeographicalRiskLevelsUpsert = z.infer<typeof ZGeographicalRiskLevelsUpsert>;

const COUNTRY_SCORE_EXAMPLE = { countryCode: 'PK', countryName: 'Pakistan', score: 72 };
export const ZGeographicalRiskLevels = z
  .array(ZCountryRiskScore)
  .meta({ id: 'GeographicalRiskLevels', examples: [[COUNTRY_SCORE_EXAMPLE]] });
export const ZGeographicalRiskLevelQuery = ZPageQuery.omit({ sort: true });
export const ZGeographicalRiskLevelPage = pageOf(ZCountryRiskScore).meta({
  id: 'GeographicalRiskLevelPage',
  examples: [{ items: [COUNTRY_SCORE_EXAMPLE], total: 1, page: 1, perPage: 20 }],
});
export type TGeographicalRiskLevelPage = z.infer<typeof ZGeographicalRiskLevelPage>;

/** GET /api/facilities: `key` searches the name, the OS ID and the business registration number. */
export const ZFacilitySearchQuery = ZPageQuery.omit({ sort: true }).extend({
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type TFacilitySearchQuery = z.infer<typeof ZFacilitySearchQuery>;

const FACILITY_EXAMPLE = {
  id: EXAMPLE_IDS.facility,
  name: 'Multan Ginning Factory',
  osId: 'PK2024123ABC456',
  businessRegisterNumber: 'REG-4471',
  roleName: 'Ginner',
  countryCode: 'PK',
  countryName: 'Pakistan',
};
/** What an integration needs to name a facility in a report: no contacts, no profile details. */
export const ZFacilitySearchItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    osId: z.string().nullable(),
    businessRegisterNumber: z.string().nullable(),
    roleName: z.string(),
    countryCode: z.string().nullable(),
    countryName: z.string().nullable(),
  })
  .meta({ id: 'FacilitySearchItem', examples: [FACILITY_EXAMPLE] });
export type TFacilitySearchItem = z.infer<typeof ZFacilitySearchItem>;
export const ZFacilitySearchPage = pageOf(ZFacilitySearchItem).meta({
  id: 'FacilitySearchPage',
  examples: [{ items: [FACILITY_EXAMPLE], total: 1, page: 1, perPage: 20 }],
});
export type TFacilitySearchPage = z.infer<typeof ZFacilitySearchPage>;
