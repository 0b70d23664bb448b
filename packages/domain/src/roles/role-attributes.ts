import { z } from 'zod';
import type { TMessageKey } from '../messages/index.ts';

/** A rule a role or its attributes break: where, and the message that says so. */
export interface TRuleViolation {
  path: string;
  key: TMessageKey;
  params?: Record<string, string>;
}

/** Identifier systems a producer role can use (DOMAIN.md §10.1); the spelling is the specification's. */
export const IDENTIFIER_SYSTEMS = [
  'OPEN_SUPPLY_HUB_ID',
  'RMI_CID',
  'DUNS_ID',
  'INTERNAL_INDENTIFIER_SYSTEM',
  'ADDITIONAL_ATTRIBUTE',
] as const;
export type TIdentifierSystem = (typeof IDENTIFIER_SYSTEMS)[number];
/** The systems that identify a facility outside OpenTrace; ADDITIONAL_ATTRIBUTE is the role's own extras. */
export const EXTERNAL_IDENTIFIER_SYSTEMS = IDENTIFIER_SYSTEMS.filter((s) => s !== 'ADDITIONAL_ATTRIBUTE');

export const ROLE_ATTRIBUTE_CATEGORIES = [
  'TEXT',
  'NUMBER',
  'PERCENTAGE',
  'DATE',
  'LIST',
  'UNIQUE_ID',
  'COUNTRY',
  'PROVINCE',
  'DISTRICT',
  'COUNTRY_PROVINCE_DISTRICT',
  'ATTACHMENTS',
] as const;
export type TRoleAttributeCategory = (typeof ROLE_ATTRIBUTE_CATEGORIES)[number];

export interface TRoleAttributePreset {
  name: string;
  /** Shown on profiles in the reader's language; the administrator may change them like any attribute's. */
  nameTranslations: { fr: string; ur: string };
  category: TRoleAttributeCategory;
  isOptional: boolean;
}

/**
 * The columns each identifier system needs (spec §3 "External identifier systems"). D-U-N-S has no
 * columns in the specification; we ask for the number itself plus the business name, country and
 * address that Dun & Bradstreet registers with it, so a facility can be looked up by hand.
 */
export const IDENTIFIER_SYSTEM_PRESETS: Record<Exclude<TIdentifierSystem, 'ADDITIONAL_ATTRIBUTE'>, TRoleAttributePreset[]> = {
  OPEN_SUPPLY_HUB_ID: [
    { name: 'OS ID', nameTranslations: { fr: 'OS ID', ur: 'OS آئی ڈی' }, category: 'UNIQUE_ID', isOptional: false },
    { name: 'Business Name', nameTranslations: { fr: 'Nom de l’entreprise', ur: 'کاروبار کا نام' }, category: 'TEXT', isOptional: false },
    { name: 'Country', nameTranslations: { fr: 'Pays', ur: 'ملک' }, category: 'COUNTRY', isOptional: false },
    { name: 'Province/State', nameTranslations: { fr: 'Province/État', ur: 'صوبہ/ریاست' }, category: 'PROVINCE', isOptional: false },
    { name: 'District', nameTranslations: { fr: 'District', ur: 'ضلع' }, category: 'DISTRICT', isOptional: false },
    { name: 'Address', nameTranslations: { fr: 'Adresse', ur: 'پتہ' }, category: 'TEXT', isOptional: false },
  ],
  RMI_CID: [
    {
      name: 'Responsible Mineral Initiative CID',
      nameTranslations: { fr: 'CID de la Responsible Minerals Initiative', ur: 'ریسپانسبل منرلز انیشی ایٹو CID' },
      category: 'UNIQUE_ID',
      isOptional: false,
    },
    {
      name: 'Facility ID',
      nameTranslations: { fr: 'Identifiant de l’installation', ur: 'فیسلٹی آئی ڈی' },
      category: 'TEXT',
      isOptional: false,
    },
    { name: 'Metal', nameTranslations: { fr: 'Métal', ur: 'دھات' }, category: 'TEXT', isOptional: false },
    { name: 'Facility name', nameTranslations: { fr: 'Nom de l’installation', ur: 'فیسلٹی کا نام' }, category: 'TEXT', isOptional: false },
    {
      name: 'Country location',
      nameTranslations: { fr: 'Pays d’implantation', ur: 'ملک جہاں واقع ہے' },
      category: 'COUNTRY',
      isOptional: false,
    },
    { name: 'Province', nameTranslations: { fr: 'Province', ur: 'صوبہ' }, category: 'PROVINCE', isOptional: false },
    { name: 'District', nameTranslations: { fr: 'District', ur: 'ضلع' }, category: 'DISTRICT', isOptional: false },
    {
      name: 'State/Province/Region',
      nameTranslations: { fr: 'État/Province/Région', ur: 'ریاست/صوبہ/علاقہ' },
      category: 'TEXT',
      isOptional: true,
    },
  ],
  DUNS_ID: [
    { name: 'D-U-N-S Number', nameTranslations: { fr: 'Numéro D-U-N-S', ur: 'D-U-N-S نمبر' }, category: 'UNIQUE_ID', isOptional: false },
    { name: 'Business Name', nameTranslations: { fr: 'Nom de l’entreprise', ur: 'کاروبار کا نام' }, category: 'TEXT', isOptional: false },
    { name: 'Country', nameTranslations: { fr: 'Pays', ur: 'ملک' }, category: 'COUNTRY', isOptional: false },
    { name: 'Address', nameTranslations: { fr: 'Adresse', ur: 'پتہ' }, category: 'TEXT', isOptional: false },
  ],
  INTERNAL_INDENTIFIER_SYSTEM: [
    {
      name: 'Internal Id',
      nameTranslations: { fr: 'Identifiant interne', ur: 'اندرونی آئی ڈی' },
      category: 'UNIQUE_ID',
      isOptional: false,
    },
  ],
};

const ZName = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
const ZTranslations = z
  .object({
    en: z.string().trim().max(255, 'validation.tooLong').optional(),
    fr: z.string().trim().max(255, 'validation.tooLong').optional(),
    ur: z.string().trim().max(255, 'validation.tooLong').optional(),
  })
  .strict();

export const ZRoleAttributeOption = z.object({ value: ZName, translations: ZTranslations.default({}) });

/** One attribute of a role as the set-up wizard sends it; the array order is the form order. */
export const ZRoleAttributeInput = z.object({
  /** Present when editing an attribute that already exists, so facilities keep their answers. */
  id: z.uuid().optional(),
  identifierSystem: z.enum(IDENTIFIER_SYSTEMS),
  name: ZName,
  nameTranslations: ZTranslations.default({}),
  category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
  options: z.array(ZRoleAttributeOption).max(200).default([]),
  isOptional: z.boolean().default(false),
});
export type TRoleAttributeInput = z.infer<typeof ZRoleAttributeInput>;
export type TRoleAttributeDraft = z.input<typeof ZRoleAttributeInput>;

export const ZRoleAttribute = z
  .object({
    id: z.uuid(),
    identifierSystem: z.enum(IDENTIFIER_SYSTEMS),
    name: z.string(),
    nameTranslations: z.record(z.string(), z.string()),
    category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
    options: z.array(z.object({ value: z.string(), translations: z.record(z.string(), z.string()) })),
    isOptional: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'RoleAttribute' });
export type TRoleAttribute = z.infer<typeof ZRoleAttribute>;

/** The most rows one role-attribute translation file may carry. */
export const MAX_ROLE_ATTRIBUTE_TRANSLATION_ROWS = 2000;

/** One row of the downloaded role-attribute translation file; every language is present, empty when not translated yet. */
export const ZRoleAttributeTranslationRow = z
  .object({
    id: z.uuid(),
    /** The role and category are there for the translator's context; an upload ignores them. */
    role: z.string(),
    category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
    name: z.string(),
    nameTranslation: ZTranslations,
    options: z.array(z.object({ value: z.string(), translation: ZTranslations })),
  })
  .meta({ id: 'RoleAttributeTranslationRow' });
export type TRoleAttributeTranslationRow = z.infer<typeof ZRoleAttributeTranslationRow>;

/**
 * One row of an uploaded file, matched by `id`; `name` and option `value`s are the base names. The id
 * may be any string, so a row from another system is reported as unmatched rather than refused.
 * An empty cell means "not translated".
 */
export const ZRoleAttributeTranslationUploadRow = z.object({
  id: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  name: z.string().max(255, 'validation.tooLong').default(''),
  nameTranslation: ZTranslations.default({}),
  options: z
    .array(z.object({ value: z.string().max(255, 'validation.tooLong'), translation: ZTranslations.default({}) }))
    .max(200, 'validation.tooLong')
    .default([]),
});
export type TRoleAttributeTranslationUploadRow = z.infer<typeof ZRoleAttributeTranslationUploadRow>;

export const ZRoleAttributeTranslationSummary = z
  .object({
    /** Attributes whose translations were saved. */
    updated: z.number().int(),
    /** Rows (1-based) whose id is no attribute of a role, and options their attribute does not have; nothing of them was saved. */
    unmatched: z.array(z.object({ row: z.number().int(), id: z.string(), name: z.string(), option: z.string().nullable() })),
  })
  .meta({ id: 'RoleAttributeTranslationSummary' });
export type TRoleAttributeTranslationSummary = z.infer<typeof ZRoleAttributeTranslationSummary>;

/** The identifier systems a role uses: those its attributes belong to, in first-use order. */
export function identifierSystemsOf(attributes: readonly Pick<TRoleAttributeInput, 'identifierSystem'>[]): TIdentifierSystem[] {
  return [...new Set(attributes.map((a) => a.identifierSystem).filter((s) => s !== 'ADDITIONAL_ATTRIBUTE'))];
}

/** The preset attributes of a system, ready to be added to a role. */
export function presetAttributes(system: Exclude<TIdentifierSystem, 'ADDITIONAL_ATTRIBUTE'>): TRoleAttributeInput[] {
  return IDENTIFIER_SYSTEM_PRESETS[system].map((preset) => ({
    identifierSystem: system,
    name: preset.name,
    nameTranslations: { ...preset.nameTranslations },
    category: preset.category,
    options: [],
    isOptional: preset.isOptional,
  }));
}

/**
 * The attribute rules of a role (DOMAIN.md §1.1, §10.1): only producers have identifier systems,
 * a producer has at least one unless it extracts the raw material (both pilots identify every
 * producer except the farm or mine at the root, whose profile the administrator completes), names
 * are unique within the role, and only lists carry options, each value once.
 */
export function checkRoleAttributes(
  role: { type: string; isRawMaterialExtractor?: boolean },
  attributes: readonly TRoleAttributeInput[],
): TRuleViolation[] {
  const violations: TRuleViolation[] = [];
  if (role.type !== 'Producer') {
    if (attributes.length > 0) violations.push({ path: 'attributes', key: 'roleSetup.attributesOnlyForProducers' });
    return violations;
  }
  if (!role.isRawMaterialExtractor && identifierSystemsOf(attributes).length === 0) {
    violations.push({ path: 'attributes', key: 'roleSetup.identifierSystemRequired' });
  }
  const seenNames = new Set<string>();
  attributes.forEach((attribute, index) => {
    const name = attribute.name.trim().toLowerCase();
    if (seenNames.has(name)) {
      violations.push({ path: `attributes.${index}.name`, key: 'roleSetup.duplicateAttributeName', params: { name: attribute.name } });
    }
    seenNames.add(name);
    if (attribute.category === 'LIST') {
      if (attribute.options.length === 0) {
        violations.push({ path: `attributes.${index}.options`, key: 'roleSetup.listNeedsOptions', params: { name: attribute.name } });
      }
      const seenValues = new Set<string>();
      for (const option of attribute.options) {
        const value = option.value.trim().toLowerCase();
        if (seenValues.has(value)) {
          violations.push({
            path: `attributes.${index}.options`,
            key: 'roleSetup.duplicateOption',
            params: { name: attribute.name, value: option.value },
          });
        }
        seenValues.add(value);
      }
    } else if (attribute.options.length > 0) {
      violations.push({ path: `attributes.${index}.options`, key: 'roleSetup.optionsOnlyForLists', params: { name: attribute.name } });
    }
  });
  const ids = attributes.map((a) => a.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) violations.push({ path: 'attributes', key: 'roleSetup.attributeRepeated' });
  return violations;
}
