import {
  OTHER_COUNTRY_ID,
  OTHER_DISTRICT_ID,
  OTHER_PROVINCE_ID,
  ZInviteBroker,
  ZInviteProcessingPartner,
  ZInviteTransporter,
  ZPartnerInvitationCheck,
} from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  changeKind,
  emptyInvite,
  placeServerErrors,
  toInvitationCheck,
  toInvitePayload,
  validateInvite,
  type TInviteFieldNames,
  type TInviteValues,
} from './invite-form.ts';

const NAMES: TInviteFieldNames = {
  facilityId: 'facility',
  roleId: 'role',
  name: 'business name',
  countryId: 'country',
  address: 'street address',
  businessRegisterNumber: 'registration number',
  email: 'email address',
  firstName: 'first name',
  lastName: 'last name',
  phoneNumber: 'phone number',
};

const ROLE_ID = '11111111-1111-4111-8111-111111111111';
const FACILITY_ID = '22222222-2222-4222-8222-222222222222';
const PAKISTAN = '33333333-3333-4333-8333-333333333333';

const person = { email: ' Hina@Example.pk ', firstName: 'Hina', lastName: 'Javed', phoneNumber: '' };
const newSpinner: TInviteValues = {
  ...emptyInvite('processing_facility'),
  ...person,
  source: 'new',
  roleId: ROLE_ID,
  name: ' Jhang Spinners ',
};
const newTransporter: TInviteValues = {
  ...emptyInvite('transporter'),
  ...person,
  source: 'new',
  name: 'Ravi Logistics',
  location: { countryId: PAKISTAN, provinceId: null, districtId: null, address: '' },
};

describe('checking the form before asking the server', () => {
  it('needs a chosen facility when adding an existing one, and nothing else', () => {
    expect(validateInvite(emptyInvite('broker'), 'en', NAMES)).toEqual({ facilityId: 'This facility is required' });
    expect(validateInvite({ ...emptyInvite('broker'), facilityId: FACILITY_ID }, 'en', NAMES)).toEqual({});
  });

  it('needs a role, a name and a valid contact person for a new processing partner', () => {
    const errors = validateInvite(
      { ...emptyInvite('processing_facility'), source: 'new', email: 'not-an-email', firstName: 'H1na' },
      'en',
      NAMES,
    );
    expect(errors).toEqual({
      roleId: 'This role is required',
      name: 'This business name is required',
      email: 'Invalid email address',
      firstName: 'First name may contain only letters and spaces',
      lastName: 'This last name is required',
    });
    expect(validateInvite(newSpinner, 'en', NAMES)).toEqual({});
  });

  it('needs a country for a new transporter, and the address when the country is Other', () => {
    expect(
      validateInvite({ ...newTransporter, location: { countryId: null, provinceId: null, districtId: null, address: '' } }, 'en', NAMES),
    ).toEqual({
      countryId: 'This country is required',
    });
    const other = { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID, address: ' ' };
    expect(validateInvite({ ...newTransporter, location: other }, 'en', NAMES)).toEqual({ address: 'This street address is required' });
  });

  it("words its messages in the reader's language", () => {
    expect(validateInvite(emptyInvite('transporter'), 'fr', { ...NAMES, facilityId: 'installation' })).toEqual({
      facilityId: 'Le champ installation est obligatoire',
    });
  });
});

describe('the request bodies', () => {
  it("adds an existing facility by id, with a broker's own partners", () => {
    expect(toInvitePayload({ ...emptyInvite('transporter'), facilityId: FACILITY_ID })).toEqual({ facilityId: FACILITY_ID });
    const broker = toInvitePayload({ ...emptyInvite('broker'), facilityId: FACILITY_ID, partnerIds: [ROLE_ID] });
    expect(broker).toEqual({ facilityId: FACILITY_ID, partnerIds: [ROLE_ID] });
    expect(ZInviteBroker.safeParse(broker).success).toBe(true);
  });

  it('invites a new processing partner with trimmed values the API accepts', () => {
    const body = toInvitePayload(newSpinner);
    expect(body).toEqual({
      facilityInformation: { roleId: ROLE_ID, name: 'Jhang Spinners' },
      userInformation: { email: 'Hina@Example.pk', firstName: 'Hina', lastName: 'Javed' },
    });
    expect(ZInviteProcessingPartner.safeParse(body).success).toBe(true);
  });

  it("sends a transporter's location, leaving out empty optional fields", () => {
    const body = toInvitePayload({ ...newTransporter, phoneNumber: ' +923001112233 ', businessRegisterNumber: ' TR-9 ' });
    expect(body).toEqual({
      facilityInformation: {
        name: 'Ravi Logistics',
        countryId: PAKISTAN,
        provinceId: null,
        districtId: null,
        address: undefined,
        businessRegisterNumber: 'TR-9',
      },
      userInformation: { email: 'Hina@Example.pk', firstName: 'Hina', lastName: 'Javed', phoneNumber: '+923001112233' },
    });
    expect(ZInviteTransporter.safeParse(body).success).toBe(true);
  });

  it('checks the same invitation under its kind', () => {
    const check = toInvitationCheck(newTransporter);
    expect(check.kind).toBe('transporter');
    expect(ZPartnerInvitationCheck.safeParse(check).success).toBe(true);
  });
});

describe('changing the kind of partner', () => {
  it('starts the new kind afresh but keeps the person being invited', () => {
    const changed = changeKind({ ...newSpinner, facilityId: FACILITY_ID }, 'broker');
    expect(changed).toMatchObject({
      kind: 'broker',
      source: 'new',
      roleId: null,
      name: '',
      facilityId: null,
      email: person.email,
      firstName: 'Hina',
    });
  });
});

describe("placing the server's problems", () => {
  it('puts each beside its field, the first per field, and keeps the rest for a general message', () => {
    expect(
      placeServerErrors([
        { path: 'userInformation.email', message: 'A user with this e-mail already exists.' },
        { path: 'facilityInformation.roleId', message: 'Mill is not next to your role.' },
        { path: 'partnerIds.1', message: 'Only your own partners.' },
        { path: 'partnerIds.2', message: 'Only your own partners (again).' },
        { path: 'kind', message: 'Your role cannot add brokers.' },
      ]),
    ).toEqual({
      byField: {
        email: 'A user with this e-mail already exists.',
        roleId: 'Mill is not next to your role.',
        partnerIds: 'Only your own partners.',
      },
      other: ['Your role cannot add brokers.'],
    });
  });
});
