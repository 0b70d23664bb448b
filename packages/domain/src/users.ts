import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZProfileAttributeAnswer, ZProfileFacility } from './profiles.ts';
import { ZPageQuery } from './pagination.ts';
import { ROLE_TYPES, USER_TYPES, ZRoleNameTranslations } from './roles/roles.ts';
import { ZPersonName, ZPhoneNumber } from './validation.ts';

export const ZUserStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const ZUserSummary = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    status: ZUserStatusValue,
    userType: z.enum(USER_TYPES).nullable(),
    role: z.object({ id: z.uuid(), name: z.string(), nameTranslations: ZRoleNameTranslations, type: z.enum(ROLE_TYPES) }),
    organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** For API users: what they may do with external risk indices. */
    apiLimit: z.object({ editableExternalRiskIndexIds: z.array(z.uuid()), maximumCreateExternalRiskIndex: z.number().int() }).nullable(),
    lastLoginAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserSummary' });
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  roleId: z.uuid().optional(),
  status: z.coerce.number().pipe(ZUserStatusValue).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

const ZOrganisationName = z.object({ name: z.string().trim().min(1, 'validation.required').max(255) });

export const ZUserApiLimit = z.object({
  editableExternalRiskIndexIds: z.array(z.uuid()).max(500).default([]),
  maximumCreateExternalRiskIndex: z.number().int().min(0).max(10_000).default(0),
});

/** Platform invitation (USER_MANAGEMENT): the organisation is created with the user. */
export const ZInviteUser = z.object({
  email: ZEmail,
  firstName: ZPersonName,
  lastName: ZPersonName,
  phoneNumber: ZPhoneNumber.optional(),
  roleId: z.uuid(),
  brandInformation: ZOrganisationName.optional(),
  supplierInformation: ZOrganisationName.optional(),
  organisationInformation: ZOrganisationName.optional(),
  userApiLimit: ZUserApiLimit.optional(),
});
export type TInviteUser = z.infer<typeof ZInviteUser>;

export const ZUpdateUser = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  phoneNumber: ZPhoneNumber.nullable().optional(),
  userApiLimit: ZUserApiLimit.optional(),
});
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZChangeUserStatus = z.object({ status: z.union([z.literal(1), z.literal(2)]) });

/** A colleague added by an organisation's Admin user: same role and organisation. */
export const ZInviteColleague = z.object({
  email: ZEmail,
  firstName: ZPersonName,
  lastName: ZPersonName,
  phoneNumber: ZPhoneNumber.optional(),
  userType: z.enum(USER_TYPES),
});
export type TInviteColleague = z.infer<typeof ZInviteColleague>;

export const ZUpdateColleague = z.object({
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  userType: z.enum(USER_TYPES).optional(),
});

export const ZUpdateProfile = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  phoneNumber: ZPhoneNumber.nullable().optional(),
  language: z.enum(['en', 'fr', 'ur']).optional(),
  /** The organisation's details (an Admin user of a producer or assessor organisation). */
  facility: ZProfileFacility.optional(),
  /** Answers to the role's identifier-system and additional attributes (producers). */
  roleAttributes: z.array(ZProfileAttributeAnswer).max(200).optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;
