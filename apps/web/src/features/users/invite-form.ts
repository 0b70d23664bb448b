import { can, toGrantedPermissions, ZEmail, type TInviteUser, type TLanguage, type TRole, type TRoleType } from '@opentrace/domain';
import { requiredError, ruleError } from '../../lib/field-rules.ts';
import { phoneOrNull, validatePerson, type TErrors, type TFieldNames, type TPersonValues } from './user-form.ts';

/**
 * The organisation an invitation creates depends on the role's type: a brand for Brand roles, a
 * supplier for Producer roles, an organisation for Assessor and API user roles, none for
 * Administrator roles. Each goes in its own payload key with its own label.
 */
export type TOrganisationField =
  | { payloadKey: 'brandInformation'; label: 'brandName' }
  | { payloadKey: 'supplierInformation'; label: 'supplierName' }
  | { payloadKey: 'organisationInformation'; label: 'organisationName' };

export function organisationFieldFor(roleType: TRoleType): TOrganisationField | null {
  switch (roleType) {
    case 'Brand':
      return { payloadKey: 'brandInformation', label: 'brandName' };
    case 'Producer':
      return { payloadKey: 'supplierInformation', label: 'supplierName' };
    case 'Assessor':
    case 'API user':
      return { payloadKey: 'organisationInformation', label: 'organisationName' };
    case 'Administrator':
      return null;
  }
}

/** API users get per-user limits on external risk indices (DOMAIN.md §11). */
export function needsApiLimits(roleType: TRoleType): boolean {
  return roleType === 'API user';
}

/**
 * Roles an administrator can invite: not those whose profile an administrator completes (their
 * users never sign in), and SUPER_ADMIN only for the super administrator.
 */
export function invitableRoles(roles: readonly TRole[], viewerIsSuperAdmin: boolean): TRole[] {
  return roles.filter(
    (role) =>
      !can({ permissions: toGrantedPermissions(role.permissions) }, 'ADMINISTRATOR_COMPLETES_PROFILE') &&
      (viewerIsSuperAdmin || role.code !== 'SUPER_ADMIN'),
  );
}

export type TInviteValues = TPersonValues & {
  roleId: string | null;
  email: string;
  organisationName: string;
  riskIndexIds: string[];
  maximumNewRiskIndices: number | '';
};
export type TInviteField = keyof TInviteValues;

export const EMPTY_INVITE: TInviteValues = {
  roleId: null,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  organisationName: '',
  riskIndexIds: [],
  maximumNewRiskIndices: 0,
};

export function validateInvite(
  values: TInviteValues,
  role: Pick<TRole, 'type'> | null,
  language: TLanguage,
  names: TFieldNames<Exclude<TInviteField, 'riskIndexIds' | 'maximumNewRiskIndices'>>,
): TErrors<TInviteField> {
  const required = (field: keyof typeof names) => requiredError(names[field], language);
  const errors: TErrors<TInviteField> = {
    ...validatePerson(values, language, names),
    roleId: role === null ? required('roleId') : undefined,
    email: values.email.trim() === '' ? required('email') : ruleError(ZEmail, values.email, names.email, language),
  };
  if (role && organisationFieldFor(role.type) && values.organisationName.trim() === '') {
    errors.organisationName = required('organisationName');
  }
  return errors;
}

/** The request body for POST /api/users/invite, with only the keys the role's type takes. */
export function toInvitePayload(values: TInviteValues, role: Pick<TRole, 'id' | 'type'>): TInviteUser {
  const phoneNumber = phoneOrNull(values.phoneNumber);
  const organisation = organisationFieldFor(role.type);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(phoneNumber ? { phoneNumber } : {}),
    roleId: role.id,
    ...(organisation ? { [organisation.payloadKey]: { name: values.organisationName.trim() } } : {}),
    ...(needsApiLimits(role.type)
      ? {
          userApiLimit: {
            editableExternalRiskIndexIds: values.riskIndexIds,
            maximumCreateExternalRiskIndex: values.maximumNewRiskIndices === '' ? 0 : values.maximumNewRiskIndices,
          },
        }
      : {}),
  };
}

const SERVER_PATHS: Record<string, TInviteField> = {
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phoneNumber',
  roleId: 'roleId',
  'brandInformation.name': 'organisationName',
  'supplierInformation.name': 'organisationName',
  'organisationInformation.name': 'organisationName',
  'userApiLimit.editableExternalRiskIndexIds': 'riskIndexIds',
  'userApiLimit.maximumCreateExternalRiskIndex': 'maximumNewRiskIndices',
};

/**
 * The form field a server error belongs to. The server may name the organisation under any of the
 * three keys (it reports a missing name as brand or supplier information whatever was sent), and
 * items of the risk-index list by index; all land on the one field the form shows.
 */
export function inviteFieldOf(path: string): TInviteField | null {
  const withoutIndex = path.replace(/\.\d+$/, '');
  return SERVER_PATHS[withoutIndex] ?? null;
}
