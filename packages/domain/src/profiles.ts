import { z } from 'zod';
import { OTHER_COUNTRY_ID } from './constants.ts';
import { MAX_OAR_ID_LENGTH, MAX_UNIQUE_ID_LENGTH } from './identifiers.ts';
import { ZAddressPart } from './reference-data/locations.ts';
import type { TMessageKey, TMessageParams } from './messages/index.ts';
import {
  IDENTIFIER_SYSTEMS,
  ROLE_ATTRIBUTE_CATEGORIES,
  type TIdentifierSystem,
  type TRoleAttributeCategory,
} from './roles/role-attributes.ts';
import { CHAINS_OF_CUSTODY, ROLE_TYPES } from './roles/roles.ts';

/**
 * The organisation profiles of onboarding (DOMAIN.md §1.4, §10.1): a producer's facility with the
 * attributes of its identifier systems, an assessor's organisation, and a brand's extended profile.
 */

/** The reconciliation window of a mass-balance facility lasts 1 to 12 months. */
export const MIN_RECONCILIATION_MONTHS = 1;
export const MAX_RECONCILIATION_MONTHS = 12;
/** A role attribute's TEXT answer, and the longest name or street address of an organisation. */
export const MAX_PROFILE_TEXT_LENGTH = 255;
export const MAX_PROFILE_ADDRESS_LENGTH = 500;
/** Files one ATTACHMENTS attribute may hold. */
export const MAX_PROFILE_ATTACHMENTS = 5;

const ZOptionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').nullish();

/**
 * The organisation part of `PUT /api/users`. Every field is optional: a field left out keeps what
 * is stored, so the facility's invited name stands until someone changes it. Fields that the
 * role's identifier systems provide (DOMAIN.md §10.1) are taken from those attributes instead.
 * Assessors send only the name and location; the rest belongs to producers.
 */
export const ZProfileFacility = z.object({
  name: z.string().trim().min(1, 'validation.required').max(MAX_PROFILE_TEXT_LENGTH, 'validation.tooLong').optional(),
  traderName: ZOptionalText(MAX_PROFILE_TEXT_LENGTH),
  businessRegisterNumber: ZOptionalText(100),
  /** Open Supply Hub ID, unique among facilities; for roles whose profile has no OS ID attribute. */
  oarId: ZOptionalText(MAX_OAR_ID_LENGTH),
  address: ZOptionalText(MAX_PROFILE_ADDRESS_LENGTH),
  countryId: z.uuid().nullish(),
  provinceId: z.uuid().nullish(),
  districtId: z.uuid().nullish(),
  /** Where the facility is, when the device or the registry knew it. */
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  /** Facility certification codes (GET /facilities/certifications). */
  certifications: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
  /** Product definitions the facility makes, among its role's outputs on the supply-chain map. */
  goods: z.array(z.uuid()).max(100).optional(),
  /** Mass balance only, set by the facility's first user; not in the future. */
  reconciliationStartAt: z.iso.datetime({ offset: true }).nullish(),
  reconciliationDuration: z.number().int().min(MIN_RECONCILIATION_MONTHS).max(MAX_RECONCILIATION_MONTHS).nullish(),
});
export type TProfileFacility = z.infer<typeof ZProfileFacility>;

/** Producer fields an assessor's organisation does not have. */
export const PRODUCER_ONLY_PROFILE_FIELDS = [
  'traderName',
  'businessRegisterNumber',
  'oarId',
  'certifications',
  'goods',
  'reconciliationStartAt',
  'reconciliationDuration',
] as const satisfies readonly (keyof TProfileFacility)[];

/** One answer to a role attribute; an empty value clears an optional one. */
export const ZProfileAttributeAnswer = z.object({
  attributeId: z.uuid(),
  value: z.string().max(5000, 'validation.tooLong').nullable(),
});
export type TProfileAttributeAnswer = z.infer<typeof ZProfileAttributeAnswer>;

/** An ATTACHMENTS answer: the uploaded files, as JSON in the answer's value. */
export const ZProfileAttachments = z
  .array(z.object({ name: z.string().min(1).max(255), blobName: z.string().min(1).max(64) }))
  .min(1)
  .max(MAX_PROFILE_ATTACHMENTS);
export type TProfileAttachments = z.infer<typeof ZProfileAttachments>;

/** A COUNTRY_PROVINCE_DISTRICT answer, as JSON in the answer's value. */
export const ZProfilePlace = z.object({ countryId: z.uuid(), provinceId: z.uuid().nullable(), districtId: z.uuid().nullable() });
export type TProfilePlace = z.infer<typeof ZProfilePlace>;

/** The brand profile form (multipart fields of `PUT /api/brands/profile`, beside the `logo` file). */
export const ZBrandProfileFields = z.object({
  name: z.string().trim().min(1, 'validation.required').max(MAX_PROFILE_TEXT_LENGTH, 'validation.tooLong'),
  address: z.string().trim().min(1, 'validation.required').max(MAX_PROFILE_ADDRESS_LENGTH, 'validation.tooLong'),
  countryId: z.uuid(),
  // A form sends an empty field for "none".
  provinceId: z.preprocess((value) => (value === '' ? null : value), z.uuid().nullable()).default(null),
  districtId: z.preprocess((value) => (value === '' ? null : value), z.uuid().nullable()).default(null),
});
export type TBrandProfileFields = z.infer<typeof ZBrandProfileFields>;

const ZNamedOption = z.object({ value: z.string(), name: z.string() });

export const ZFacilityProfileAttribute = z.object({
  attributeId: z.uuid(),
  identifierSystem: z.enum(IDENTIFIER_SYSTEMS),
  /** In the caller's language. */
  name: z.string(),
  /** As configured, untranslated: how preset attributes (Business Name, Address…) are recognised. */
  baseName: z.string(),
  category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
  isOptional: z.boolean(),
  /** LIST options: the stored value and its name in the caller's language. */
  options: z.array(ZNamedOption),
  /** The stored answer: text, an id, ISO date, or JSON for places and attachments; null when unanswered. */
  value: z.string().nullable(),
  /** The answer as a reader sees it (location and option names in the caller's language). */
  displayValue: z.string().nullable(),
});
export type TFacilityProfileAttribute = z.infer<typeof ZFacilityProfileAttribute>;

export const ZFacilityProfile = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.object({ id: z.uuid(), name: z.string(), type: z.enum(ROLE_TYPES) }),
    traderName: z.string().nullable(),
    businessRegisterNumber: z.string().nullable(),
    oarId: z.string().nullable(),
    address: z.string().nullable(),
    country: ZAddressPart.nullable(),
    province: ZAddressPart.nullable(),
    district: ZAddressPart.nullable(),
    /** "street, district, province, country" in the caller's language, without Other parts. */
    location: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** From the role; null for raw-material extractors, which work by season. */
    chainOfCustody: z.object({ value: z.enum(CHAINS_OF_CUSTODY), name: z.string() }).nullable(),
    certifications: z.array(z.object({ code: z.string(), name: z.string() })),
    goods: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** What the facility may choose as goods: its role's outputs on the supply-chain map. */
    goodsOptions: z.array(z.object({ id: z.uuid(), name: z.string() })),
    reconciliationStartAt: z.iso.datetime().nullable(),
    reconciliationDuration: z.number().int().nullable(),
    roleAttributes: z.array(ZFacilityProfileAttribute),
    /** The caller is an Admin user of the organisation and may change its details. */
    mayEdit: z.boolean(),
    /** The caller may set the reconciliation window: first user of a mass-balance facility. */
    maySetReconciliation: z.boolean(),
  })
  .meta({ id: 'FacilityProfile' });
export type TFacilityProfile = z.infer<typeof ZFacilityProfile>;

export const ZBrandProfile = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    country: ZAddressPart.nullable(),
    province: ZAddressPart.nullable(),
    district: ZAddressPart.nullable(),
    location: z.string(),
    /** The logo's download URL (GET /api/files/{blobName}); null until one is uploaded. */
    logo: z.object({ url: z.string(), name: z.string() }).nullable(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'BrandProfile' });
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

export type TProfileProblem = { key: TMessageKey; params?: TMessageParams };

const NUMBER_TEXT = /^-?\d{1,14}(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parsesAs(schema: z.ZodType, text: string): boolean {
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * What is wrong with the shape of a non-empty answer to a role attribute, by its category; null
 * when it is well formed. Whether ids exist, IDs are free and files belong to the facility is the
 * server's to check.
 */
export function roleAttributeValueProblem(
  attribute: { name: string; category: TRoleAttributeCategory; options: readonly { value: string }[] },
  value: string,
): TProfileProblem | null {
  const name = attribute.name;
  const text = value.trim();
  switch (attribute.category) {
    case 'TEXT':
      return text.length > MAX_PROFILE_TEXT_LENGTH
        ? { key: 'profile.attributeTooLong', params: { name, max: MAX_PROFILE_TEXT_LENGTH } }
        : null;
    case 'UNIQUE_ID':
      return text.length > MAX_UNIQUE_ID_LENGTH
        ? { key: 'identifiers.uniqueIdTooLong', params: { name, max: MAX_UNIQUE_ID_LENGTH } }
        : null;
    case 'NUMBER':
      return NUMBER_TEXT.test(text) ? null : { key: 'profile.attributeNotNumber', params: { name } };
    case 'PERCENTAGE': {
      const percentage = Number(text);
      return NUMBER_TEXT.test(text) && percentage >= 0 && percentage <= 100
        ? null
        : { key: 'profile.attributeNotPercentage', params: { name } };
    }
    case 'DATE':
      return isCalendarDate(text) ? null : { key: 'profile.attributeNotDate', params: { name } };
    case 'LIST':
      return attribute.options.some((option) => option.value === text) ? null : { key: 'profile.attributeNotOption', params: { name } };
    case 'COUNTRY':
    case 'PROVINCE':
    case 'DISTRICT':
      return UUID.test(text) ? null : { key: 'profile.attributeInvalid', params: { name } };
    case 'COUNTRY_PROVINCE_DISTRICT':
      return parsesAs(ZProfilePlace, text) ? null : { key: 'profile.attributeInvalid', params: { name } };
    case 'ATTACHMENTS':
      return parsesAs(ZProfileAttachments, text) ? null : { key: 'profile.attributeInvalid', params: { name } };
  }
}

/** The attribute that names the organisation and the one that holds its street address, per system. */
const IDENTITY_ATTRIBUTE_NAMES: Partial<Record<TIdentifierSystem, { name: string; address?: string }>> = {
  OPEN_SUPPLY_HUB_ID: { name: 'business name', address: 'address' },
  RMI_CID: { name: 'facility name' },
};
/** Open Supply Hub first, the Responsible Minerals Initiative as the fallback (DOMAIN.md §10.1). */
const IDENTITY_SYSTEMS: readonly TIdentifierSystem[] = ['OPEN_SUPPLY_HUB_ID', 'RMI_CID'];

export type TIdentityAttribute = { identifierSystem: TIdentifierSystem; name: string; category: TRoleAttributeCategory };
export type TAnsweredIdentityAttribute = TIdentityAttribute & { value: string | null };

/** The organisation fields a profile takes from identifier-system attributes rather than asks for. */
export type TDerivedProfileField = 'name' | 'address' | 'location' | 'oarId';

export type TDerivedIdentity = {
  name?: string;
  address?: string;
  /** A location comes whole from one system; its province and district are null when the country is Other. */
  location?: { countryId: string; provinceId: string | null; districtId: string | null };
  oarId?: string;
};

function isIdentityField(attribute: TIdentityAttribute, field: TDerivedProfileField, system: TIdentifierSystem): boolean {
  if (attribute.identifierSystem !== system) return false;
  const names = IDENTITY_ATTRIBUTE_NAMES[system];
  const name = attribute.name.trim().toLowerCase();
  switch (field) {
    case 'name':
      return attribute.category === 'TEXT' && name === names?.name;
    case 'address':
      return attribute.category === 'TEXT' && names?.address !== undefined && name === names.address;
    case 'location':
      return attribute.category === 'COUNTRY';
    case 'oarId':
      return system === 'OPEN_SUPPLY_HUB_ID' && attribute.category === 'UNIQUE_ID';
  }
}

const DERIVED_FIELDS: readonly TDerivedProfileField[] = ['name', 'address', 'location', 'oarId'];

/** The organisation field an attribute provides (a system's name, street address, country or OS ID), if any. */
export function identityFieldOf(attribute: TIdentityAttribute): TDerivedProfileField | null {
  if (!IDENTITY_SYSTEMS.includes(attribute.identifierSystem)) return null;
  return DERIVED_FIELDS.find((field) => isIdentityField(attribute, field, attribute.identifierSystem)) ?? null;
}

/** Which organisation fields the role's identifier systems provide, whatever has been answered. */
export function derivedProfileFields(attributes: readonly TIdentityAttribute[]): Set<TDerivedProfileField> {
  return new Set(attributes.map(identityFieldOf).filter((field) => field !== null));
}

/**
 * The organisation's name, street address, location and OS ID as its identifier-system answers
 * give them: each from Open Supply Hub when answered there, else from the RMI. Unanswered fields
 * are left out, so the profile's own fields stand.
 */
export function deriveFacilityIdentity(attributes: readonly TAnsweredIdentityAttribute[]): TDerivedIdentity {
  const answer = (field: TDerivedProfileField, system: TIdentifierSystem) => {
    const value = attributes.find((a) => isIdentityField(a, field, system))?.value?.trim();
    return value ? value : undefined;
  };
  const first = (field: TDerivedProfileField) =>
    IDENTITY_SYSTEMS.map((system) => answer(field, system)).find((value) => value !== undefined);
  const identity: TDerivedIdentity = {};
  const name = first('name');
  const address = first('address');
  const oarId = answer('oarId', 'OPEN_SUPPLY_HUB_ID');
  if (name !== undefined) identity.name = name;
  if (address !== undefined) identity.address = address;
  if (oarId !== undefined) identity.oarId = oarId;
  for (const system of IDENTITY_SYSTEMS) {
    const countryId = answer('location', system);
    if (countryId === undefined) continue;
    const level = (category: TRoleAttributeCategory) =>
      attributes.find((a) => a.identifierSystem === system && a.category === category)?.value?.trim() || null;
    const other = countryId === OTHER_COUNTRY_ID;
    identity.location = { countryId, provinceId: other ? null : level('PROVINCE'), districtId: other ? null : level('DISTRICT') };
    break;
  }
  return identity;
}
