import { z } from 'zod';
import { ZRowCheck } from './validation.ts';

/** The indicator list file's header, in order (DOMAIN.md §6.1); compared trimmed and case-insensitively. */
export const INDICATOR_LIST_HEADER = [
  'Country',
  'Sector',
  'Category',
  'Indicator',
  'Sub-indicator',
  'Severity (5=extreme, 1= low)',
] as const;

/** Longest Country, Sector and Category names; Indicator and Sub-indicator names may be longer. */
export const INDICATOR_SHORT_NAME_MAX = 255;
export const INDICATOR_LONG_NAME_MAX = 1000;
export const RISK_SEVERITY_MIN = 1;
export const RISK_SEVERITY_MAX = 5;

export const INDICATOR_IMPORT_MODES = ['replace', 'add'] as const;
export type TIndicatorImportMode = (typeof INDICATOR_IMPORT_MODES)[number];

/**
 * The 44 named icons categories and external risk indicators choose from (DOMAIN.md §6.1). They
 * differ from the role icons, which are pictures of trades rather than labour-risk themes.
 */
export const INDICATOR_ICONS = [
  'Worker protection',
  'Country based risk',
  'Product risk',
  'Due diligence',
  'Labour rights',
  'Child labour',
  'Forced labour',
  'Health and safety',
  'Wages',
  'Working hours',
  'Discrimination',
  'Community',
  'Environment',
  'Governance',
  'Gender equality',
  'Decent work',
  'Clean water',
  'No poverty',
  'Zero hunger',
  'Quality education',
  'Peace and justice',
  'Partnerships',
  'Climate action',
  'Responsible consumption',
  'Letter a',
  'Letter b',
  'Letter c',
  'Letter d',
  'Letter e',
  'Letter f',
  'Letter g',
  'Letter h',
  'Letter i',
  'Letter j',
  'Number one',
  'Number two',
  'Number three',
  'Number four',
  'Number five',
  'Number six',
  'Number seven',
  'Number eight',
  'Number nine',
  'Number ten',
] as const;
export type TIndicatorIcon = (typeof INDICATOR_ICONS)[number];

/** The external risk indicators every system starts with (DOMAIN.md §2.3 "Both pilots"). */
export const DEFAULT_EXTERNAL_RISK_INDICATORS = [
  'Country based risk',
  'Goods produced with child labor (ILAB List of Goods)',
  'Goods produced with forced labor (ILAB List of Goods)',
  'Goods produced with forced or indentured child labor (ILAB List of Goods)',
] as const;

const ZName = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const ZTranslations = z.object({ en: z.string().optional(), fr: z.string().optional(), ur: z.string().optional() });

export const ZIndicatorImportInput = z.object({
  fileId: z.uuid(),
  mode: z.enum(INDICATOR_IMPORT_MODES),
});
export type TIndicatorImportInput = z.infer<typeof ZIndicatorImportInput>;

export const ZIndicatorListValidation = ZRowCheck.extend({
  /** Null unless every row is valid: only an error-free file can be imported. */
  fileId: z.uuid().nullable(),
}).meta({ id: 'IndicatorListValidation' });
export type TIndicatorListValidation = z.infer<typeof ZIndicatorListValidation>;

export const ZIndicatorImportSummary = z
  .object({
    mode: z.enum(INDICATOR_IMPORT_MODES),
    createdCategories: z.number().int(),
    createdIndicators: z.number().int(),
    createdSubIndicators: z.number().int(),
  })
  .meta({ id: 'IndicatorImportSummary' });
export type TIndicatorImportSummary = z.infer<typeof ZIndicatorImportSummary>;

export const ZSubIndicatorNode = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: ZTranslations,
  riskSeverity: z.number().int(),
});
export const ZIndicatorNode = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: ZTranslations,
  subIndicators: z.array(ZSubIndicatorNode),
});
export const ZCategoryNode = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: ZTranslations,
  icon: z.string().nullable(),
  indicators: z.array(ZIndicatorNode),
});
export const ZIndicatorTree = z.array(ZCategoryNode).meta({ id: 'IndicatorTree' });
export type TCategoryNode = z.infer<typeof ZCategoryNode>;
export type TIndicatorNode = z.infer<typeof ZIndicatorNode>;
export type TSubIndicatorNode = z.infer<typeof ZSubIndicatorNode>;

/** An edit of one row of the tree; severity applies to sub-indicators, icons to categories. */
export const ZIndicatorRowUpdate = z
  .object({
    name: ZName(INDICATOR_LONG_NAME_MAX).optional(),
    riskSeverity: z.number().int().min(RISK_SEVERITY_MIN, 'validation.tooSmall').max(RISK_SEVERITY_MAX, 'validation.tooBig').optional(),
    icon: z.enum(INDICATOR_ICONS).optional(),
  })
  .strict();
export type TIndicatorRowUpdate = z.infer<typeof ZIndicatorRowUpdate>;

export const ZIndicatorTranslationEntry = z.object({
  id: z.string().max(64),
  name: z.string().max(INDICATOR_LONG_NAME_MAX),
  translation: ZTranslations,
  index: z.number().int().min(0),
});
export const ZIndicatorTranslations = z.array(ZIndicatorTranslationEntry).max(20_000);
export const ZIndicatorTranslationsResponse = z.array(ZIndicatorTranslationEntry).meta({ id: 'IndicatorTranslations' });
export type TIndicatorTranslationEntry = z.infer<typeof ZIndicatorTranslationEntry>;

export const ZTranslationImportSummary = z
  .object({ updated: z.number().int(), unmatched: z.array(z.string()) })
  .meta({ id: 'IndicatorTranslationImportSummary' });

export const ZExternalRiskIndicatorInput = z
  .object({
    name: ZName(INDICATOR_SHORT_NAME_MAX),
    urls: z.array(z.url('validation.invalid').max(2000)).max(20).default([]),
    description: z.string().trim().max(INDICATOR_LONG_NAME_MAX, 'validation.tooLong').default(''),
    icon: z.enum(INDICATOR_ICONS).nullable().default(null),
  })
  .strict();
export type TExternalRiskIndicatorInput = z.infer<typeof ZExternalRiskIndicatorInput>;

export const ZExternalRiskIndicator = z
  .object({
    id: z.uuid(),
    name: z.string(),
    urls: z.array(z.string()),
    description: z.string(),
    icon: z.string().nullable(),
    translations: ZTranslations,
    isDefault: z.boolean(),
  })
  .meta({ id: 'ExternalRiskIndicator' });
export type TExternalRiskIndicator = z.infer<typeof ZExternalRiskIndicator>;

export const COUNTRY_RISK_SCORE_MIN = 0;
export const COUNTRY_RISK_SCORE_MAX = 100;
export const ZCountryRiskScoreInput = z
  .object({
    score: z.number().int().min(COUNTRY_RISK_SCORE_MIN, 'validation.tooSmall').max(COUNTRY_RISK_SCORE_MAX, 'validation.tooBig'),
  })
  .strict();
export const ZCountryRiskScore = z
  .object({ countryCode: z.string(), countryName: z.string(), score: z.number().int() })
  .meta({ id: 'CountryRiskScore' });
export type TCountryRiskScore = z.infer<typeof ZCountryRiskScore>;

/** The result of a country score file: nothing is saved unless every row is valid. */
export const ZCountryRiskImportResult = ZRowCheck.extend({
  imported: z.number().int(),
}).meta({ id: 'CountryRiskImportResult' });
export type TCountryRiskImportResult = z.infer<typeof ZCountryRiskImportResult>;

/** A product risk listing (DOMAIN.md §6.5): a good produced in a country under a labour risk. */
export const ZProductRiskListing = z
  .object({
    id: z.uuid(),
    countryCode: z.string().nullable(),
    countryName: z.string(),
    good: z.string(),
    externalIndicatorId: z.uuid(),
    externalIndicatorName: z.string(),
    subIndicatorId: z.uuid().nullable(),
    severity: z.number().int(),
  })
  .meta({ id: 'ProductRiskListing' });
export type TProductRiskListing = z.infer<typeof ZProductRiskListing>;
