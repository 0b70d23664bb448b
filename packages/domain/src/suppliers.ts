import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { MAX_OAR_ID_LENGTH } from './identifiers.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZPartnerContact, ZPartnerLocation, ZPartnerRole } from './partners.ts';
import { ZRowCheck, ZPersonName } from './validation.ts';
import { ZRiskLevel, ZRiskLevelFilter } from './risk/levels.ts';

/**
 * A brand's suppliers (DOMAIN.md §9, §6.7; spec §2 "Suppliers"). A supplier is a facility the brand
 * has linked to itself; the brand also records which of its suppliers supply each other. Those links
 * belong to the brand alone: another brand with the same supplier sees none of them.
 */

/** Spec §9 "Supplier status": the self-assessment answered (ready), saved as a draft, or neither (unknown). */
export const QUESTIONNAIRE_STATES = ['ready', 'draft', 'unknown'] as const;
export type TQuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];
export const ZQuestionnaireState = z.enum(QUESTIONNAIRE_STATES);

/** How the supplier list may be ordered (`sort=field:asc|desc`). */
export const SUPPLIER_SORT_FIELDS = ['name', 'type', 'country', 'tier', 'lastActivityAt', 'since'] as const;
export type TSupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

const ZSearchKey = z.string().trim().max(100, 'validation.tooLong');
const ZBusinessName = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
const ZOptionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined);

// Queries

export const ZSupplierListQuery = ZPageQuery.extend({
  /** Matches the name, OS ID or registration number, ignoring case. */
  key: ZSearchKey.optional(),
  roleId: z.uuid().optional(),
  tier: z.coerce.number().int().min(1).max(50).optional(),
  riskLevel: ZRiskLevelFilter.optional(),
});
export type TSupplierListQuery = z.infer<typeof ZSupplierListQuery>;

/** Existing facilities a brand may add: producers on the map that are not its suppliers yet. */
export const ZSupplierSearchQuery = ZPageQuery.omit({ sort: true }).extend({ key: ZSearchKey.optional() });
export type TSupplierSearchQuery = z.infer<typeof ZSupplierSearchQuery>;

/** The brand's suppliers that may be a supplier of `roleId`'s partners: roles next to it on the map. */
export const ZSupplierPartnerQuery = z.object({
  roleId: z.uuid(),
  /** The supplier being edited, left out of its own candidates. */
  supplierId: z.uuid().optional(),
});
export type TSupplierPartnerQuery = z.infer<typeof ZSupplierPartnerQuery>;

export const ZSupplierId = z.object({ id: z.uuid() });
export const ZSupplierImportId = z.object({ importId: z.uuid() });

// Writes

/** A new supplier's details: the facility and its first (Admin) contact. */
export const ZNewSupplierDetails = z.object({
  name: ZBusinessName,
  /** A role on the supply-chain map. */
  typeId: z.uuid(),
  businessRegisterNumber: ZOptionalCode(100),
  oarId: ZOptionalCode(MAX_OAR_ID_LENGTH),
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
});
export type TNewSupplierDetails = z.infer<typeof ZNewSupplierDetails>;

const ZBusinessPartnerIds = z.array(z.uuid()).max(500).default([]);

/** The fields that describe a new supplier; an existing one (`facilityId`) takes none of them. */
const NEW_SUPPLIER_FIELDS = ['name', 'typeId', 'firstName', 'lastName', 'email'] as const;

/**
 * Add an existing facility (`facilityId`) or a new one, never both; either way with its partners among the
 * brand's suppliers. One object rather than a union, so a missing field is reported on that field.
 */
export const ZAddSupplier = ZNewSupplierDetails.partial()
  .extend({ facilityId: z.uuid().optional(), businessPartnerIds: ZBusinessPartnerIds })
  .strict()
  .superRefine((value, context) => {
    const isNew = NEW_SUPPLIER_FIELDS.some((field) => value[field] !== undefined) || value.oarId !== undefined;
    if (value.facilityId !== undefined) {
      if (isNew) context.addIssue({ code: 'custom', path: ['facilityId'], message: 'suppliers.existingOrNew' });
      return;
    }
    for (const field of NEW_SUPPLIER_FIELDS) {
      if (value[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
  })
  .meta({ id: 'AddSupplier' });
export type TAddSupplier = z.infer<typeof ZAddSupplier>;

/**
 * Edit a supplier: its partners among the brand's suppliers always; its details only while the brand
 * keeps them, that is, the brand created it and nobody of the supplier has saved its profile yet.
 */
export const ZEditSupplier = ZNewSupplierDetails.partial()
  .extend({
    /** '' clears the identifier. */
    businessRegisterNumber: z.string().trim().max(100, 'validation.tooLong').optional(),
    oarId: z.string().trim().max(MAX_OAR_ID_LENGTH, 'validation.tooLong').optional(),
    businessPartnerIds: z.array(z.uuid()).max(500).optional(),
  })
  .strict()
  .meta({ id: 'EditSupplier' });
export type TEditSupplier = z.infer<typeof ZEditSupplier>;

// What the brand sees

export const ZSupplierRole = ZPartnerRole.extend({
  /** Tier on the supply-chain map: 1 sells to the brand, higher numbers lie further upstream. */
  tier: z.number().int().nullable(),
  /** Whether users of this role sign in (and so get an invitation); farms and mines do not. */
  canSignIn: z.boolean(),
});
export type TSupplierRole = z.infer<typeof ZSupplierRole>;

export const ZSupplierListItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: ZSupplierRole,
    businessRegisterNumber: z.string().nullable(),
    oarId: z.string().nullable(),
    country: z.string().nullable(),
    /** Null until the risk engine scores the facility: shown as "Not assessed". */
    riskLevel: ZRiskLevel.nullable(),
    questionnaireState: ZQuestionnaireState,
    /** The latest product activity or sign-in of the supplier, if any. */
    lastActivityAt: z.iso.datetime().nullable(),
    since: z.iso.datetime(),
    /** Whether the brand may still edit the supplier's details (it created it; the supplier has not taken them over). */
    detailsEditable: z.boolean(),
  })
  .meta({ id: 'SupplierListItem' });
export type TSupplierListItem = z.infer<typeof ZSupplierListItem>;

export const ZSupplierPage = pageOf(ZSupplierListItem).meta({ id: 'SupplierPage' });
export type TSupplierPage = z.infer<typeof ZSupplierPage>;

/** A facility found by the add-existing search. */
export const ZSupplierCandidate = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZSupplierRole,
  oarId: z.string().nullable(),
  businessRegisterNumber: z.string().nullable(),
  country: z.string().nullable(),
});
export type TSupplierCandidate = z.infer<typeof ZSupplierCandidate>;
export const ZSupplierCandidatePage = pageOf(ZSupplierCandidate).meta({ id: 'SupplierCandidatePage' });
export type TSupplierCandidatePage = z.infer<typeof ZSupplierCandidatePage>;

export const ZSupplierRoles = z.array(ZSupplierRole).meta({ id: 'SupplierRoles' });

/** One partner of a supplier, among the brand's suppliers. */
export const ZSupplierPartner = z.object({ id: z.uuid(), name: z.string(), type: ZSupplierRole });
export type TSupplierPartner = z.infer<typeof ZSupplierPartner>;
export const ZSupplierPartners = z.array(ZSupplierPartner).meta({ id: 'SupplierPartners' });

/** An ILAB List of Goods row for the supplier's country and goods. */
export const ZGoodsRiskListing = z.object({
  good: z.string(),
  country: z.string(),
  /** Child labor, Forced labor or Forced or indentured child labor. */
  indicator: z.string(),
  severity: z.number().int(),
  source: z.string(),
  sourceUrl: z.string(),
});
export type TGoodsRiskListing = z.infer<typeof ZGoodsRiskListing>;

export const ZSupplierDetail = ZSupplierListItem.extend({
  traderName: z.string().nullable(),
  location: ZPartnerLocation,
  certifications: z.array(z.string()),
  /** The commodities the facility's products are made of (DOMAIN.md §3.2 goods): its profile's, or else its role's outputs'. */
  goods: z.array(z.string()),
  /** The first Admin, then the other users. */
  contacts: z.array(ZPartnerContact.extend({ isFirstAdmin: z.boolean() })),
  externalRisk: z.object({
    /** The country's risk score 0–100 from the configuration; null when none is set. */
    countryScore: z.number().int().nullable(),
    goodsListings: z.array(ZGoodsRiskListing),
  }),
  /** The supplier's partners among the brand's suppliers (none for an administrator's view). */
  partners: z.array(ZSupplierPartner),
}).meta({ id: 'SupplierDetail' });
export type TSupplierDetail = z.infer<typeof ZSupplierDetail>;

// Tier map

export const ZSupplierMap = z
  .object({
    /** The tiers present, in map order (tier 1 first), each with its roles. */
    tiers: z.array(z.object({ tier: z.number().int(), roles: z.array(ZSupplierRole) })),
    nodes: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        type: ZSupplierRole,
        riskLevel: ZRiskLevel.nullable(),
        questionnaireState: ZQuestionnaireState,
        /** The suppliers this one supplies (its buyers among the brand's suppliers). */
        targets: z.array(z.uuid()),
      }),
    ),
  })
  .meta({ id: 'SupplierMap' });
export type TSupplierMap = z.infer<typeof ZSupplierMap>;

// Import

/** Columns of the import template's Sheet1, in order; "Supplies To" is optional and names a partner by name or OS ID. */
export const SUPPLIER_TEMPLATE_COLUMNS = [
  'Business Name',
  'Business Reg. No',
  'OS ID',
  'First Name',
  'Last name',
  'Email',
  'Type',
  'Supplies To',
] as const;
export const SUPPLIER_TEMPLATE_FILE_NAME = 'import-suppliers-template.xlsx';

export const ZSupplierImportCheck = ZRowCheck.extend({
  /** Import these rows with POST /brands/suppliers/import/{importId}; null when no row is valid. */
  importId: z.uuid().nullable(),
  errorCount: z.number().int(),
  /** Valid rows that name an existing facility (it is linked, not created). */
  existingItems: z.number().int(),
}).meta({ id: 'SupplierImportCheck' });
export type TSupplierImportCheck = z.infer<typeof ZSupplierImportCheck>;

export const ZSupplierImportResult = z
  .object({
    created: z.number().int(),
    linked: z.number().int(),
    /** Rows that were valid when checked but no longer are (someone took the e-mail or linked the supplier meanwhile). */
    skipped: z.number().int(),
    partnerLinks: z.number().int(),
  })
  .meta({ id: 'SupplierImportResult' });
export type TSupplierImportResult = z.infer<typeof ZSupplierImportResult>;

// Rules

/**
 * Tier of every role on the map (DOMAIN.md §9 "Mapping"): a role nobody on the map buys from sells to
 * the brand, tier 1; any other role is one tier above the furthest of its buyers. Lines are
 * "role buys from fromRole"; a cycle (the map forbids them) cannot loop forever.
 */
export function roleTiers(lines: readonly { roleId: string; fromRoleId: string | null }[]): Map<string, number> {
  const buyersOf = new Map<string, Set<string>>();
  const roles = new Set<string>();
  for (const line of lines) {
    roles.add(line.roleId);
    if (line.fromRoleId === null) continue;
    roles.add(line.fromRoleId);
    const buyers = buyersOf.get(line.fromRoleId) ?? new Set<string>();
    buyers.add(line.roleId);
    buyersOf.set(line.fromRoleId, buyers);
  }
  const tiers = new Map<string, number>();
  const visiting = new Set<string>();
  const tierOf = (roleId: string): number => {
    const known = tiers.get(roleId);
    if (known !== undefined) return known;
    if (visiting.has(roleId)) return 1;
    visiting.add(roleId);
    let tier = 1;
    for (const buyer of buyersOf.get(roleId) ?? []) tier = Math.max(tier, tierOf(buyer) + 1);
    visiting.delete(roleId);
    tiers.set(roleId, tier);
    return tier;
  };
  for (const roleId of roles) tierOf(roleId);
  return tiers;
}

/** Whether two roles are next to each other on the map, either way. */
export function rolesAdjacent(lines: readonly { roleId: string; fromRoleId: string | null }[], a: string, b: string): boolean {
  return lines.some((line) => (line.roleId === a && line.fromRoleId === b) || (line.roleId === b && line.fromRoleId === a));
}

/** Where the ILAB List of Goods is published, for the detail's source links. */
export const ILAB_LIST_OF_GOODS = {
  source: 'U.S. Department of Labor, List of Goods Produced by Child Labor or Forced Labor',
  url: 'https://www.dol.gov/agencies/ilab/reports/child-labor/list-of-goods',
} as const;
