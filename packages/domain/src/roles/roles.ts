import { z } from 'zod';
import type { TLanguage } from '../languages.ts';

export const ROLE_TYPES = ['Producer', 'Assessor', 'Administrator', 'Brand', 'API user'] as const;
export type TRoleType = (typeof ROLE_TYPES)[number];
export const ZRoleType = z.enum(ROLE_TYPES);

const ZRoleNameTranslation = z.string().trim().max(255, 'validation.tooLong');

/**
 * A role's name in French and Urdu; the role's own name is what English readers, and readers of a
 * language without a translation, see.
 */
export const ZRoleNameTranslations = z.object({ fr: ZRoleNameTranslation.optional(), ur: ZRoleNameTranslation.optional() });
export type TRoleNameTranslations = z.infer<typeof ZRoleNameTranslations>;

/** What naming a role takes: its own name and, when known, its translations. */
export type TNamedRole = { name: string; nameTranslations?: TRoleNameTranslations };

/** The role's name in the reader's language, or its own name where no translation exists. */
export function roleNameIn(role: TNamedRole, language: TLanguage): string {
  const translation = language === 'en' ? undefined : role.nameTranslations?.[language];
  return translation?.trim() || role.name;
}

/**
 * The French and Urdu names a stored or typed value holds, trimmed; an empty box is no translation,
 * and any other key is left behind.
 */
export function roleNameTranslationsOf(translations: Partial<Record<string, string>>): TRoleNameTranslations {
  const filled: TRoleNameTranslations = {};
  for (const language of ['fr', 'ur'] as const) {
    const value = translations[language]?.trim();
    if (value) filled[language] = value;
  }
  return filled;
}

/**
 * Whether a role's own name already says "group" (Farm Group), so labels built around it leave the
 * word out rather than doubling it, whatever language the label is read in.
 */
export const roleNamesAGroup = (name: string): boolean => /\bgroups?$/i.test(name.trim());

export const USER_STATUS = { ACTIVE: 1, DEACTIVATED: 2, INVITED: 3 } as const;
export type TUserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const USER_TYPES = ['Admin', 'Standard'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const CHAINS_OF_CUSTODY = ['Product Segregation', 'Mass balance'] as const;
export type TChainOfCustody = (typeof CHAINS_OF_CUSTODY)[number];

/** Facility type ids of the specification (§3); external clients rely on these numbers. */
export const FACILITY_TYPES = [
  { id: 1, code: 'FARM_GROUP', name: 'Farm group' },
  { id: 2, code: 'GINNER', name: 'Ginner' },
  { id: 3, code: 'SPINNER', name: 'Spinner' },
  { id: 4, code: 'BROKER', name: 'Broker' },
  { id: 5, code: 'TRANSPORTER', name: 'Transporter' },
  { id: 6, code: 'MILL', name: 'Mill' },
  { id: 7, code: 'BRAND', name: 'Brand' },
  { id: 8, code: 'AUDITOR', name: 'Auditor' },
  { id: 9, code: 'FARM_MONITOR', name: 'Farm monitor' },
  { id: 10, code: 'FINAL_PRODUCT_ASSEMBLY', name: 'Final product assembly' },
  { id: 11, code: 'FARM', name: 'Farm' },
] as const;
export type TFacilityTypeCode = (typeof FACILITY_TYPES)[number]['code'];

/** Role names the code refers to; other roles are data created during configuration. */
export const SYSTEM_ROLE_CODES = [
  'SUPER_ADMIN',
  'ADMIN',
  'FARM',
  'FARM_GROUP',
  'GINNER',
  'SPINNER',
  'BROKER',
  'TRANSPORTER',
  'MILL',
  'BRAND',
  'AUDITOR',
  'FARM_MONITOR',
  'FARM_MONITOR_WEB',
  'HOTLINE_OPERATOR',
  'SUPPLIER',
  'FINAL_PRODUCT_ASSEMBLY',
  'API_USER',
] as const;
export type TSystemRoleCode = (typeof SYSTEM_ROLE_CODES)[number];
