import { z } from 'zod';
import { IDENTIFIER_SYSTEMS, ROLE_ATTRIBUTE_CATEGORIES } from './roles/role-attributes.ts';
import { ROLE_TYPES, ZRoleNameTranslations } from './roles/roles.ts';
import { ZPassword } from './validation.ts';

/** E-mail as users type it: surrounding spaces are forgiven, inner spaces are not. */
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email().max(255));

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(255),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const ZGranted = z.object({
  action: z.string(),
  subPermissions: z.array(z.object({ action: z.string() })),
});

/** The signed-in user as the web keeps it (spec §3 "User"). */
export const ZSessionUser = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    language: z.enum(['en', 'fr', 'ur']),
    status: z.number().int(),
    userType: z.enum(['Admin', 'Standard']).nullable(),
    isFirstUser: z.boolean(),
    updatedProfileAt: z.iso.datetime().nullable(),
    completedConfiguringSystemAt: z.iso.datetime().nullable(),
    role: z.object({
      id: z.uuid(),
      code: z.string().nullable(),
      name: z.string(),
      nameTranslations: ZRoleNameTranslations,
      type: z.enum(ROLE_TYPES),
      uploadedSAQ: z.boolean(),
    }),
    /** The role's attributes in form order, with what the user's facility answered (null: not yet). */
    roleAttributes: z.array(
      z.object({
        attributeId: z.string(),
        value: z.string().nullable(),
        label: z.string().nullable(),
        roleAttributeType: z.enum(IDENTIFIER_SYSTEMS),
        name: z.string(),
        category: z.enum(ROLE_ATTRIBUTE_CATEGORIES),
        isOptional: z.boolean(),
      }),
    ),
    currentFacility: z
      .object({
        id: z.uuid(),
        name: z.string(),
        answeredSaqAt: z.iso.datetime().nullable(),
        addedPartnerAt: z.iso.datetime().nullable(),
        firstAdmin: z.boolean(),
      })
      .nullable(),
    permissions: z.array(ZGranted),
    riskIndices: z.array(z.uuid()),
    maximumNewRiskIndices: z.number().int(),
    createdAt: z.iso.datetime(),
    createdBy: z.uuid().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z
  .object({
    token: z.string(),
    expireAt: z.iso.datetime(),
    refreshToken: z.string(),
    user: ZSessionUser,
  })
  .meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });

const ZLinkToken = z.string().min(1).max(200);

export const ZResetPasswordRequest = z
  .object({ token: ZLinkToken, password: ZPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** @alias Signing up sets a first password exactly as a reset does. */
export const ZSignUpRequest = ZResetPasswordRequest;
export type TSignUpRequest = TResetPasswordRequest;

export const ZInvitation = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roleName: z.string(),
    roleNameTranslations: ZRoleNameTranslations,
    organisationName: z.string().nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Invitation' });
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZChangePasswordRequest = z
  .object({ oldPassword: z.string().min(1).max(255), newPassword: ZPassword, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });

export const ZShortToken = z.object({ shortToken: z.string(), expireAt: z.iso.datetime() }).meta({ id: 'ShortToken' });
