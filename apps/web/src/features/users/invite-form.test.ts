import type { TRole, TRoleType } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVITE,
  inviteFieldOf,
  invitableRoles,
  needsApiLimits,
  organisationFieldFor,
  toInvitePayload,
  validateInvite,
  type TInviteValues,
} from './invite-form.ts';

let roleCount = 0;

function role(type: TRoleType, permissions: string[] = [], code: string | null = null): TRole {
  roleCount += 1;
  return {
    id: `role-${roleCount}`,
    code,
    name: type,
    nameTranslations: {},
    type,
    icon: 'Buildings',
    facilityTypeId: null,
    isRawMaterialExtractor: false,
    chainOfCustody: null,
    seasonStartDate: null,
    seasonDuration: null,
    permissions,
    userCount: 0,
    identifierSystems: [],
    attributes: [],
  };
}

const VALUES: TInviteValues = {
  ...EMPTY_INVITE,
  firstName: ' Claire ',
  lastName: 'Martin',
  email: ' Claire@Example.org ',
  organisationName: ' Maison Coton ',
};

describe('the organisation field of the invite form, by role type', () => {
  it.each([
    ['Brand', 'brandInformation', 'brandName', false],
    ['Producer', 'supplierInformation', 'supplierName', false],
    ['Assessor', 'organisationInformation', 'organisationName', false],
    ['API user', 'organisationInformation', 'organisationName', true],
  ] as const)('%s → %s labelled %s (API limits: %s)', (type, payloadKey, label, limits) => {
    expect(organisationFieldFor(type)).toEqual({ payloadKey, label });
    expect(needsApiLimits(type)).toBe(limits);
    const payload = toInvitePayload(VALUES, role(type));
    expect(payload).toMatchObject({ [payloadKey]: { name: 'Maison Coton' } });
    const otherKeys = ['brandInformation', 'supplierInformation', 'organisationInformation'].filter((key) => key !== payloadKey);
    for (const key of otherKeys) expect(payload).not.toHaveProperty(key);
    expect('userApiLimit' in payload).toBe(limits);
  });

  it('has no organisation and no API limits for Administrator roles', () => {
    expect(organisationFieldFor('Administrator')).toBeNull();
    const payload = toInvitePayload(VALUES, role('Administrator'));
    expect(Object.keys(payload).sort()).toEqual(['email', 'firstName', 'lastName', 'roleId']);
  });
});

describe('toInvitePayload', () => {
  it('trims the text, leaves out an empty phone number and sends the API limits of an API user', () => {
    const apiRole = role('API user');
    const payload = toInvitePayload({ ...VALUES, phoneNumber: '  ', maximumNewRiskIndices: 3 }, apiRole);
    expect(payload).toEqual({
      email: 'Claire@Example.org',
      firstName: 'Claire',
      lastName: 'Martin',
      roleId: apiRole.id,
      organisationInformation: { name: 'Maison Coton' },
      userApiLimit: { editableExternalRiskIndexIds: [], maximumCreateExternalRiskIndex: 3 },
    });
  });

  it('sends a filled phone number and reads an emptied maximum as 0', () => {
    const payload = toInvitePayload({ ...VALUES, phoneNumber: ' +923001234567 ', maximumNewRiskIndices: '' }, role('API user'));
    expect(payload.phoneNumber).toBe('+923001234567');
    expect(payload.userApiLimit?.maximumCreateExternalRiskIndex).toBe(0);
  });
});

describe('validateInvite', () => {
  const names = {
    roleId: 'role',
    firstName: 'first name',
    lastName: 'last name',
    email: 'email address',
    phoneNumber: 'phone number',
    organisationName: 'brand name',
  };

  it('requires a role, the names, the e-mail and, for a role with an organisation, its name', () => {
    const errors = validateInvite(EMPTY_INVITE, null, 'en', names);
    expect(errors).toMatchObject({
      roleId: 'This role is required',
      firstName: 'This first name is required',
      lastName: 'This last name is required',
      email: 'This email address is required',
    });
    expect(errors.organisationName).toBeUndefined();
    expect(validateInvite({ ...VALUES, organisationName: ' ' }, role('Brand'), 'en', names).organisationName).toBe(
      'This brand name is required',
    );
    expect(validateInvite({ ...VALUES, organisationName: '' }, role('Administrator'), 'en', names).organisationName).toBeUndefined();
  });

  it('checks the e-mail and phone number with the shared rules', () => {
    const errors = validateInvite({ ...VALUES, email: 'not-an-email', phoneNumber: '0300' }, role('Brand'), 'en', names);
    expect(errors.email).toBe('Invalid email address');
    expect(errors.phoneNumber).toBe('Enter the phone number with its country code, for example +923001234567');
  });

  it('passes a complete invitation', () => {
    const errors = validateInvite(VALUES, role('Brand'), 'en', names);
    expect(Object.values(errors).filter(Boolean)).toEqual([]);
  });
});

describe('invitableRoles', () => {
  const roles = [
    role('Producer', ['ONBOARDING', 'ONBOARDING.ADMINISTRATOR_COMPLETES_PROFILE'], 'FARM'),
    role('Producer', ['ONBOARDING', 'ONBOARDING.COMPLETE_OWN_PROFILE'], 'GINNER'),
    role('Administrator', ['USER_MANAGEMENT'], 'SUPER_ADMIN'),
    role('Administrator', ['ONBOARDING', 'USER_MANAGEMENT'], 'ADMIN'),
  ];

  it('leaves out roles whose profile an administrator completes, and the super admin role for others', () => {
    expect(invitableRoles(roles, false).map((r) => r.code)).toEqual(['GINNER', 'ADMIN']);
    expect(invitableRoles(roles, true).map((r) => r.code)).toEqual(['GINNER', 'SUPER_ADMIN', 'ADMIN']);
  });
});

describe('inviteFieldOf', () => {
  it.each([
    ['email', 'email'],
    ['brandInformation.name', 'organisationName'],
    ['supplierInformation.name', 'organisationName'],
    ['organisationInformation.name', 'organisationName'],
    ['userApiLimit.editableExternalRiskIndexIds.2', 'riskIndexIds'],
    ['userApiLimit.maximumCreateExternalRiskIndex', 'maximumNewRiskIndices'],
    ['somethingElse', null],
  ])('%s → %s', (path, field) => {
    expect(inviteFieldOf(path)).toBe(field);
  });
});
