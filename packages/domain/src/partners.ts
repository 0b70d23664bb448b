import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZAddressPart } from './reference-data/locations.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZFieldError } from './errors.ts';
import { can, type TGrantedPermission } from './permissions.ts';
import { ZRoleNameTranslations } from './roles/roles.ts';
import { ZPersonName, ZPhoneNumber } from './validation.ts';

/**
 * Business partners (DOMAIN.md §10.2, spec §7 "Facilities and partners"). A partnership binds two
 * facilities both ways; what a partner is to the reader follows from its role: a transporter, a
 * broker (an intermediary), or a processing facility whose role is next to the reader's on the
 * supply-chain map.
 */

export const PARTNER_KINDS = ['processing_facility', 'transporter', 'broker'] as const;
export type TPartnerKind = (typeof PARTNER_KINDS)[number];
export const ZPartnerKind = z.enum(PARTNER_KINDS);

/** A processing partner's role sells to the reader's role (supplier) or buys from it (buyer). */
export const PARTNER_DIRECTIONS = ['supplier', 'buyer'] as const;
export type TPartnerDirection = (typeof PARTNER_DIRECTIONS)[number];

/** How the partner list may be ordered (`sort=field:asc|desc`). */
export const PARTNER_SORT_FIELDS = ['name', 'role', 'since'] as const;
export type TPartnerSortField = (typeof PARTNER_SORT_FIELDS)[number];

const ZSearchKey = z.string().trim().max(100, 'validation.tooLong');
const ZFacilityName = z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong');
const ZOptionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional();

type TPermissionHolder = { permissions: readonly TGrantedPermission[] };

/** Transporters carry what their partners log as transports. */
export function mayAddTransporters(user: TPermissionHolder): boolean {
  return can(user, 'LOG_TRANSPORT');
}

/** Brokers are the intermediaries a facility may buy or sell through. */
export function mayAddBrokers(user: TPermissionHolder): boolean {
  return can(user, 'ALLOW_PURCHASE_INTERMEDIARIES') || can(user, 'ALLOW_SALE_INTERMEDIARIES');
}

// Queries

/** Searches match `key` against the name, OS ID or registration number, ignoring case. */
export const ZPartnerSearchQuery = ZPageQuery.omit({ sort: true }).extend({ key: ZSearchKey.optional() });
export type TPartnerSearchQuery = z.infer<typeof ZPartnerSearchQuery>;

export const ZFacilityPartnerSearchQuery = ZPartnerSearchQuery.extend({ roleId: z.uuid().optional() });
export type TFacilityPartnerSearchQuery = z.infer<typeof ZFacilityPartnerSearchQuery>;

export const ZPartnerListQuery = ZPageQuery.extend({ key: ZSearchKey.optional(), kind: ZPartnerKind.optional() });
export type TPartnerListQuery = z.infer<typeof ZPartnerListQuery>;

export const ZTransactionPartnerQuery = ZPartnerSearchQuery.extend({ productDefinitionId: z.uuid().optional() });
export type TTransactionPartnerQuery = z.infer<typeof ZTransactionPartnerQuery>;

export const ZPartnershipId = z.object({ id: z.uuid() });
export const ZPartnerFacilityId = z.object({ id: z.uuid() });

// What the caller sees of a facility

export const ZPartnerRole = z.object({
  id: z.uuid(),
  name: z.string(),
  nameTranslations: ZRoleNameTranslations,
  code: z.string().nullable(),
});
export type TPartnerRole = z.infer<typeof ZPartnerRole>;

/** Where a facility is, named in the reader's language; Other parts are left out (null). */
export const ZPartnerLocation = z.object({
  address: z.string().nullable(),
  country: ZAddressPart.nullable(),
  province: ZAddressPart.nullable(),
  district: ZAddressPart.nullable(),
});
export type TPartnerLocation = z.infer<typeof ZPartnerLocation>;

export const ZPartnerFacility = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ZPartnerRole,
  /** Open Supply Hub ID. */
  oarId: z.string().nullable(),
  businessRegisterNumber: z.string().nullable(),
  location: ZPartnerLocation,
  /** For a farm group: how many farms it has (farms are never partners themselves). */
  farmCount: z.number().int(),
});
export type TPartnerFacility = z.infer<typeof ZPartnerFacility>;

export const ZPartnerCandidatePage = pageOf(ZPartnerFacility).meta({ id: 'PartnerCandidatePage' });
export type TPartnerCandidatePage = z.infer<typeof ZPartnerCandidatePage>;

/** The person to contact: the facility's first Admin user, or a farm group's recorded contact. */
export const ZPartnerContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type TPartnerContact = z.infer<typeof ZPartnerContact>;

export const ZBusinessPartner = z
  .object({
    /** The partnership's id: DELETE /partners/{id} ends it. */
    id: z.uuid(),
    kind: ZPartnerKind,
    /** Whether the reader's facility added this partner (otherwise the partner added the reader). */
    addedByMe: z.boolean(),
    since: z.iso.datetime(),
    facility: ZPartnerFacility,
    contact: ZPartnerContact.nullable(),
  })
  .meta({ id: 'BusinessPartner' });
export type TBusinessPartner = z.infer<typeof ZBusinessPartner>;

export const ZBusinessPartnerPage = pageOf(ZBusinessPartner).meta({ id: 'BusinessPartnerPage' });
export type TBusinessPartnerPage = z.infer<typeof ZBusinessPartnerPage>;

export const ZFarmSummary = z.object({ id: z.uuid(), code: z.string().nullable(), name: z.string() });
export type TFarmSummary = z.infer<typeof ZFarmSummary>;

export const ZBusinessPartnerDetail = ZBusinessPartner.extend({
  facility: ZPartnerFacility.extend({
    traderName: z.string().nullable(),
    certifications: z.array(z.string()),
  }),
  /** A farm group's farms; empty for any other facility. */
  farms: z.array(ZFarmSummary),
}).meta({ id: 'BusinessPartnerDetail' });
export type TBusinessPartnerDetail = z.infer<typeof ZBusinessPartnerDetail>;

/** What the caller may add: processing roles next to its own on the map, transporters, brokers. */
export const ZPartnerRoles = z
  .object({
    processingRoles: z.array(
      ZPartnerRole.extend({
        icon: z.string(),
        direction: z.enum(PARTNER_DIRECTIONS),
        /** False when an administrator completes the role's profiles: only its existing facilities can be added. */
        invitable: z.boolean(),
      }),
    ),
    /** The caller logs transports, so it may add transporters. */
    canAddTransporters: z.boolean(),
    /** The caller may buy or sell through intermediaries, so it may add brokers. */
    canAddBrokers: z.boolean(),
  })
  .meta({ id: 'PartnerRoles' });
export type TPartnerRoles = z.infer<typeof ZPartnerRoles>;

/** One entry of a transaction's partner picker (purchase sellers, sale purchasers, transporters). */
export const ZTransactionPartner = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ZPartnerRole,
  kind: ZPartnerKind,
  /** A farm group's farms: a purchase names the farm the product came from. */
  farms: z.array(ZFarmSummary),
});
export type TTransactionPartner = z.infer<typeof ZTransactionPartner>;

export const ZTransactionPartnerPage = pageOf(ZTransactionPartner).meta({ id: 'TransactionPartnerPage' });
export type TTransactionPartnerPage = z.infer<typeof ZTransactionPartnerPage>;

// Invitations

export const ZPartnerUserInformation = z.object({
  email: ZEmail,
  firstName: ZPersonName,
  lastName: ZPersonName,
  phoneNumber: ZPhoneNumber.optional(),
});
export type TPartnerUserInformation = z.infer<typeof ZPartnerUserInformation>;

export const ZProcessingFacilityInformation = z.object({ roleId: z.uuid(), name: ZFacilityName });

/** A transporter's or broker's facility: its role is implied; it is located like any business. */
export const ZIntermediaryFacilityInformation = z.object({
  name: ZFacilityName,
  countryId: z.uuid(),
  provinceId: z.uuid().nullish(),
  districtId: z.uuid().nullish(),
  /** The only location part when the country is Other, and required then. */
  address: ZOptionalText(500),
  businessRegisterNumber: ZOptionalText(100),
});
export type TIntermediaryFacilityInformation = z.infer<typeof ZIntermediaryFacilityInformation>;

/** Either an existing facility (`facilityId`) or a new one with its first user, never both. */
function existingOrNew(
  value: { facilityId?: string; facilityInformation?: unknown; userInformation?: unknown },
  context: z.RefinementCtx,
): void {
  const isNew = value.facilityInformation !== undefined || value.userInformation !== undefined;
  if (value.facilityId !== undefined && isNew) {
    context.addIssue({ code: 'custom', path: ['facilityId'], message: 'partners.existingOrNew' });
    return;
  }
  if (value.facilityId !== undefined) return;
  if (value.facilityInformation === undefined) {
    context.addIssue({ code: 'custom', path: ['facilityInformation'], message: 'validation.required' });
  }
  if (value.userInformation === undefined) {
    context.addIssue({ code: 'custom', path: ['userInformation'], message: 'validation.required' });
  }
}

const processingFields = {
  facilityId: z.uuid().optional(),
  facilityInformation: ZProcessingFacilityInformation.optional(),
  userInformation: ZPartnerUserInformation.optional(),
};
const transporterFields = {
  facilityId: z.uuid().optional(),
  facilityInformation: ZIntermediaryFacilityInformation.optional(),
  userInformation: ZPartnerUserInformation.optional(),
};
const brokerFields = {
  ...transporterFields,
  /** Facilities among the caller's processing partners that become the broker's own partners. */
  partnerIds: z.array(z.uuid()).max(100, 'validation.tooBig').optional(),
};

export const ZInviteProcessingPartner = z.object(processingFields).superRefine(existingOrNew);
export type TInviteProcessingPartner = z.infer<typeof ZInviteProcessingPartner>;
export const ZInviteTransporter = z.object(transporterFields).superRefine(existingOrNew);
export type TInviteTransporter = z.infer<typeof ZInviteTransporter>;
export const ZInviteBroker = z.object(brokerFields).superRefine(existingOrNew);
export type TInviteBroker = z.infer<typeof ZInviteBroker>;

/** POST /partners/: any of the three invitations, named by `kind`, checked without saving. */
export const ZPartnerInvitationCheck = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('processing_facility'), ...processingFields }).superRefine(existingOrNew),
  z.object({ kind: z.literal('transporter'), ...transporterFields }).superRefine(existingOrNew),
  z.object({ kind: z.literal('broker'), ...brokerFields }).superRefine(existingOrNew),
]);
export type TPartnerInvitationCheck = z.infer<typeof ZPartnerInvitationCheck>;

export const ZPartnerInvitationVerdict = z
  .object({
    /** True when sending this invitation would succeed now. */
    valid: z.boolean(),
    /** What stands in the way, by field (`userInformation.email`, `facilityId`…). */
    problems: z.array(ZFieldError),
  })
  .meta({ id: 'PartnerInvitationVerdict' });
export type TPartnerInvitationVerdict = z.infer<typeof ZPartnerInvitationVerdict>;
