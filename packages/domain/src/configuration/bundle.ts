import { z } from 'zod';
import { RISK_METHODOLOGIES, ZRiskWeights } from './configuration.ts';
import { INDICATOR_ICONS, RISK_SEVERITY_MAX, RISK_SEVERITY_MIN } from '../indicators.ts';
import { PRODUCT_ATTRIBUTE_CATEGORIES, PRODUCT_ATTRIBUTE_TYPES } from '../product-definitions.ts';
import { ROLE_ICONS } from '../roles/role-rules.ts';
import { IDENTIFIER_SYSTEMS, ROLE_ATTRIBUTE_CATEGORIES } from '../roles/role-attributes.ts';
import { CHAINS_OF_CUSTODY, ROLE_TYPES, ZRoleNameTranslations } from '../roles/roles.ts';
import { SAQ_CHOICE_TYPES, SAQ_RESPONSE_TYPES } from '../questionnaires/questionnaires.ts';

/**
 * The whole configuration of an installation as one portable JSON document (issue 4): what the
 * wizard's eight steps produce, with every reference written as a name so that the bundle loads
 * into another installation, whose ids (system roles included) are its own.
 */
export const CONFIGURATION_BUNDLE_FORMAT = 'opentrace-configuration';
/** Raise with every change of shape, and teach `upgradeConfigurationBundle` the step from the previous one. */
export const CONFIGURATION_BUNDLE_VERSION = 1;

const ZName = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
const ZText = z.string().max(2000, 'validation.tooLong');
const ZTranslations = z.object({ en: ZText.optional(), fr: ZText.optional(), ur: ZText.optional() });
const ZOption = z.object({ value: ZName, translations: ZTranslations.default({}) });
/** A file carried inside the bundle (logo, facility-group template), base64-encoded. */
const ZBundleFile = z.object({
  name: ZName,
  mimeType: z.string().min(1).max(255),
  base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'configurationBundle.badBase64'),
});
export type TBundleFile = z.infer<typeof ZBundleFile>;

const ZBundleAttribute = z.object({
  name: ZName,
  nameTranslations: ZTranslations.default({}),
  type: z.enum(PRODUCT_ATTRIBUTE_TYPES),
  category: z.enum(PRODUCT_ATTRIBUTE_CATEGORIES),
  options: z.array(ZOption).max(200).default([]),
});

const ZBundleProduct = z.object({
  name: ZName,
  nameTranslations: ZTranslations.default({}),
  goods: z.array(ZName).max(200),
  /** Attribute names in form order. */
  attributes: z
    .array(z.object({ attribute: ZName, isOptional: z.boolean().default(false), isAddManuallyOnly: z.boolean().default(false) }))
    .max(100),
});

const ZBundleRole = z.object({
  /** The code of a role the software itself names (GINNER, BRAND…); such a role is updated, never created. */
  code: z.string().max(60).nullable().default(null),
  name: ZName,
  /** Absent (a bundle from before role names were translated): the installation's translations stay. */
  nameTranslations: ZRoleNameTranslations.optional(),
  type: z.enum(ROLE_TYPES),
  icon: z.enum(ROLE_ICONS).default('Buildings'),
  permissions: z.array(z.string().min(1).max(120)).max(200),
  isRawMaterialExtractor: z.boolean().default(false),
  chainOfCustody: z.enum(CHAINS_OF_CUSTODY).nullable().default(null),
  /** DD/MM/YYYY, as the role form takes it. */
  seasonStartDate: z.string().max(10).nullable().default(null),
  seasonDuration: z.number().int().min(1).max(12).nullable().default(null),
  attributes: z
    .array(
      z.object({
        identifierSystem: z.enum(IDENTIFIER_SYSTEMS),
        name: ZName,
        nameTranslations: ZTranslations.default({}),
        category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
        options: z.array(ZOption).max(200).default([]),
        isOptional: z.boolean().default(false),
      }),
    )
    .max(100)
    .default([]),
});
export type TBundleRole = z.infer<typeof ZBundleRole>;

const ZFormulaTerm = z.discriminatedUnion('type', [
  z.object({ type: z.literal('constant'), value: z.string().trim().min(1).max(32) }),
  z.object({ type: z.literal('variable'), product: ZName, attribute: ZName }),
]);

const ZBundleSupplyChain = z.object({
  /** Replayable in order: a chain's initial node (`fromRole` null) comes before the lines that buy from it. */
  lines: z.array(z.object({ role: ZName, fromRole: ZName.nullable(), outputs: z.array(ZName).max(100) })).max(1000),
  positions: z.array(z.object({ role: ZName, top: z.number().finite(), left: z.number().finite() })).max(500),
  calculatedFields: z
    .array(
      z.object({
        role: ZName,
        product: ZName,
        attribute: ZName,
        inputs: z.array(ZName).min(1).max(100),
        expression: z.array(ZFormulaTerm).min(1).max(200),
      }),
    )
    .max(500),
});

const ZBundleCategory = z.object({
  name: ZName,
  translations: ZTranslations.default({}),
  icon: z.enum(INDICATOR_ICONS).nullable().default(null),
  indicators: z
    .array(
      z.object({
        name: ZName,
        translations: ZTranslations.default({}),
        subIndicators: z
          .array(
            z.object({
              name: ZName,
              translations: ZTranslations.default({}),
              severity: z.number().int().min(RISK_SEVERITY_MIN).max(RISK_SEVERITY_MAX),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

/** A sub-indicator named by its indicator, as sub-indicator names repeat under different indicators. */
const ZSubIndicatorRef = z.object({ indicator: ZName, subIndicator: ZName });

const ZBundleQuestionnaire = z.object({
  role: ZName,
  groups: z
    .array(
      z.object({
        name: ZName,
        questions: z
          .array(
            z
              .object({
                index: z.number().int().min(1),
                title: z.string().trim().min(1).max(4000),
                translations: ZTranslations.default({}),
                methodOfCollectingData: z.string().max(2000).nullable().default(null),
                type: z.enum(SAQ_RESPONSE_TYPES),
                isConditional: z.boolean().default(false),
                options: z
                  .array(
                    z.object({
                      // A free-text or number question's row is its answer box, often without a label (the cobalt pilot's files).
                      option: z.string().trim().max(2000),
                      translations: ZTranslations.default({}),
                      isOther: z.boolean().default(false),
                      goTo: z.string().max(20).nullable().default(null),
                      riskLevel: z.number().int().min(0).max(3).nullable().default(null),
                      indicator: ZName.nullable().default(null),
                      subIndicator: ZSubIndicatorRef.nullable().default(null),
                    }),
                  )
                  .max(200),
              })
              .superRefine((question, context) => {
                if (!SAQ_CHOICE_TYPES.includes(question.type)) return;
                question.options.forEach((option, index) => {
                  if (option.option === '')
                    context.addIssue({ code: 'custom', path: ['options', index, 'option'], message: 'validation.required' });
                });
              }),
          )
          .max(2000),
      }),
    )
    .max(50),
});

const ZWeight = z.number().int().min(1).max(1_000_000);

export const ZConfigurationBundle = z
  .object({
    format: z.literal(CONFIGURATION_BUNDLE_FORMAT),
    version: z.literal(CONFIGURATION_BUNDLE_VERSION),
    exportedAt: z.string().max(40),
    businessDetails: z.object({
      systemName: z.string().trim().max(255),
      isGpsEnabled: z.boolean(),
      selectedCommodities: z.array(ZName).max(200),
      logo: ZBundleFile.nullable().default(null),
      /** Wizard steps finished when the bundle was made (1–7); configuring (8) is left to the importer. */
      completedSteps: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    }),
    attributes: z.array(ZBundleAttribute).max(1000),
    productDefinitions: z.array(ZBundleProduct).max(1000),
    roles: z.array(ZBundleRole).max(200),
    supplyChain: ZBundleSupplyChain,
    indicators: z.array(ZBundleCategory).max(200),
    externalRiskIndicators: z
      .array(
        z.object({
          name: ZName,
          translations: ZTranslations.default({}),
          urls: z.array(z.string().max(2000)).max(20).default([]),
          description: z.string().max(4000).default(''),
          icon: z.enum(INDICATOR_ICONS).nullable().default(null),
          /** The defaults exist in every installation; a bundle only updates them. */
          isDefault: z.boolean().default(false),
        }),
      )
      .max(200),
    countryRisks: z.array(z.object({ countryCode: z.string().trim().min(2).max(3), score: z.number().int().min(0).max(100) })).max(400),
    productRiskListings: z
      .array(
        z.object({
          countryCode: z.string().trim().min(2).max(3).nullable(),
          countryName: ZName,
          good: ZName,
          externalIndicator: ZName,
          subIndicator: ZSubIndicatorRef.nullable().default(null),
          severity: z.number().int().min(RISK_SEVERITY_MIN).max(RISK_SEVERITY_MAX),
        }),
      )
      .max(20_000),
    questionnaires: z.array(ZBundleQuestionnaire).max(200),
    facilityGroupTemplates: z.array(z.object({ role: ZName, file: ZBundleFile })).max(200),
    riskMethod: z.object({
      methodology: z.enum(RISK_METHODOLOGIES),
      /** As the risk method step saves them, except that assessor roles are named, not identified. */
      weights: ZRiskWeights.extend({ roleWeights: z.record(ZName, ZWeight).optional() }).default({}),
    }),
  })
  .meta({ id: 'ConfigurationBundle' });
export type TConfigurationBundle = z.infer<typeof ZConfigurationBundle>;
export type TConfigurationBundleInput = z.input<typeof ZConfigurationBundle>;

/** What an import changed, for the administrator's summary. */
export const ZConfigurationImportSummary = z
  .object({
    attributes: z.number().int(),
    productDefinitions: z.number().int(),
    rolesCreated: z.number().int(),
    rolesUpdated: z.number().int(),
    supplyChainLines: z.number().int(),
    calculatedFields: z.number().int(),
    categories: z.number().int(),
    indicators: z.number().int(),
    subIndicators: z.number().int(),
    questionnaires: z.number().int(),
    questions: z.number().int(),
  })
  .meta({ id: 'ConfigurationImportSummary' });
export type TConfigurationImportSummary = z.infer<typeof ZConfigurationImportSummary>;

export type TBundleVersionCheck =
  { kind: 'current' } | { kind: 'notABundle' } | { kind: 'newer'; version: number } | { kind: 'older'; version: number };

/**
 * Reads the envelope before anything else, so a file from another tool or a newer version is
 * refused with the reason rather than a list of field errors.
 */
export function checkBundleVersion(raw: unknown): TBundleVersionCheck {
  if (typeof raw !== 'object' || raw === null) return { kind: 'notABundle' };
  const { format, version } = raw as { format?: unknown; version?: unknown };
  if (format !== CONFIGURATION_BUNDLE_FORMAT || typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { kind: 'notABundle' };
  }
  if (version > CONFIGURATION_BUNDLE_VERSION) return { kind: 'newer', version };
  if (version < CONFIGURATION_BUNDLE_VERSION) return { kind: 'older', version };
  return { kind: 'current' };
}

/**
 * One step per past version: `BUNDLE_UPGRADES[n]` turns a version-n bundle into version n + 1.
 * Version 1 is the first, so there is nothing to upgrade yet.
 */
const BUNDLE_UPGRADES: Record<number, (bundle: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older bundle to the current version, or says it cannot. */
export function upgradeConfigurationBundle(raw: Record<string, unknown>): Record<string, unknown> | null {
  let bundle = raw;
  for (let version = bundle.version as number; version < CONFIGURATION_BUNDLE_VERSION; version += 1) {
    const upgrade = BUNDLE_UPGRADES[version];
    if (!upgrade) return null;
    bundle = { ...upgrade(bundle), version: version + 1 };
  }
  return bundle;
}
