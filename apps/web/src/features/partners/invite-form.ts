import {
  OTHER_COUNTRY_ID,
  ZEmail,
  ZPersonName,
  ZPhoneNumber,
  type TFieldError,
  type TInviteBroker,
  type TInviteProcessingPartner,
  type TInviteTransporter,
  type TLanguage,
  type TPartnerInvitationCheck,
  type TPartnerKind,
} from '@opentrace/domain';
import { optionalRuleError, requiredError, ruleError } from '../../lib/field-rules.ts';
import { EMPTY_LOCATION, type TLocationValue } from '../../components/location-picker-state.ts';

/**
 * The "Add partner" form: which kind of partner, an existing facility or a new one with its first
 * user, and the fields each combination needs. Checked here with the API's own rules, then by the
 * server (POST /partners/) before the invitation is sent.
 */

export type TPartnerSource = 'existing' | 'new';

export type TInviteValues = {
  kind: TPartnerKind;
  source: TPartnerSource;
  facilityId: string | null;
  /** The new processing partner's role, among those next to the caller's on the map. */
  roleId: string | null;
  name: string;
  /** Where a new transporter or broker is. */
  location: TLocationValue;
  businessRegisterNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** A broker's own partners, among the caller's processing partners. */
  partnerIds: string[];
};

export type TInviteField =
  | 'facilityId'
  | 'roleId'
  | 'name'
  | 'countryId'
  | 'provinceId'
  | 'districtId'
  | 'address'
  | 'businessRegisterNumber'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'partnerIds';
export type TInviteErrors = Partial<Record<TInviteField, string>>;

/** The words naming each field inside a message ("This e-mail address is required"). */
export type TInviteFieldNames = Record<Exclude<TInviteField, 'provinceId' | 'districtId' | 'partnerIds'>, string>;

export function emptyInvite(kind: TPartnerKind): TInviteValues {
  return {
    kind,
    source: 'existing',
    facilityId: null,
    roleId: null,
    name: '',
    location: EMPTY_LOCATION,
    businessRegisterNumber: '',
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    partnerIds: [],
  };
}

/** Transporters and brokers are located; a processing partner takes a role instead. */
export function isLocated(kind: TPartnerKind): boolean {
  return kind !== 'processing_facility';
}

/** Switching kind starts a fresh form of that kind, keeping the person being invited. */
export function changeKind(values: TInviteValues, kind: TPartnerKind): TInviteValues {
  if (kind === values.kind) return values;
  const { email, firstName, lastName, phoneNumber, source } = values;
  return { ...emptyInvite(kind), source, email, firstName, lastName, phoneNumber };
}

export function validateInvite(values: TInviteValues, language: TLanguage, names: TInviteFieldNames): TInviteErrors {
  const required = (field: keyof TInviteFieldNames, value: string | null) =>
    value === null || value.trim() === '' ? requiredError(names[field], language) : undefined;
  if (values.source === 'existing') return withoutEmpty({ facilityId: required('facilityId', values.facilityId) });

  const located = isLocated(values.kind);
  const otherCountry = values.location.countryId === OTHER_COUNTRY_ID;
  return withoutEmpty({
    roleId: located ? undefined : required('roleId', values.roleId),
    name: required('name', values.name),
    countryId: located ? required('countryId', values.location.countryId) : undefined,
    address: located && otherCountry ? required('address', values.location.address) : undefined,
    email: values.email.trim() === '' ? required('email', values.email) : ruleError(ZEmail, values.email, names.email, language),
    firstName: ruleError(ZPersonName, values.firstName, names.firstName, language),
    lastName: ruleError(ZPersonName, values.lastName, names.lastName, language),
    phoneNumber: optionalRuleError(ZPhoneNumber, values.phoneNumber, names.phoneNumber, language),
  });
}

function withoutEmpty(errors: TInviteErrors): TInviteErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as TInviteErrors;
}

const trimmedOrAbsent = (value: string) => (value.trim() === '' ? undefined : value.trim());

export type TInvitePayload = TInviteProcessingPartner | TInviteTransporter | TInviteBroker;

/** The body of POST /partners/invite, /invite/transporters or /invite/brokers for these values. */
export function toInvitePayload(values: TInviteValues): TInvitePayload {
  const partnerIds = values.kind === 'broker' && values.partnerIds.length > 0 ? { partnerIds: values.partnerIds } : {};
  if (values.source === 'existing') return { facilityId: values.facilityId ?? '', ...partnerIds };
  const phoneNumber = trimmedOrAbsent(values.phoneNumber);
  const userInformation = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(phoneNumber ? { phoneNumber } : {}),
  };
  if (!isLocated(values.kind)) {
    return { facilityInformation: { roleId: values.roleId ?? '', name: values.name.trim() }, userInformation };
  }
  const { countryId, provinceId, districtId, address } = values.location;
  const facilityInformation = {
    name: values.name.trim(),
    countryId: countryId ?? '',
    provinceId,
    districtId,
    address: trimmedOrAbsent(address),
    businessRegisterNumber: trimmedOrAbsent(values.businessRegisterNumber),
  };
  return { facilityInformation, userInformation, ...partnerIds };
}

/** The body of POST /partners/, which checks the same invitation without sending it. */
export function toInvitationCheck(values: TInviteValues): TPartnerInvitationCheck {
  // toInvitePayload builds the body of `values.kind`; the checked union pairs each kind with its body.
  return { kind: values.kind, ...toInvitePayload(values) } as TPartnerInvitationCheck;
}

const SERVER_PATHS: Record<string, TInviteField> = {
  facilityId: 'facilityId',
  facilityInformation: 'name',
  'facilityInformation.roleId': 'roleId',
  'facilityInformation.name': 'name',
  'facilityInformation.countryId': 'countryId',
  'facilityInformation.provinceId': 'provinceId',
  'facilityInformation.districtId': 'districtId',
  'facilityInformation.address': 'address',
  'facilityInformation.businessRegisterNumber': 'businessRegisterNumber',
  userInformation: 'email',
  'userInformation.email': 'email',
  'userInformation.firstName': 'firstName',
  'userInformation.lastName': 'lastName',
  'userInformation.phoneNumber': 'phoneNumber',
  partnerIds: 'partnerIds',
};

/**
 * Places the server's problems (field errors of a 400/409, or the problems POST /partners/ lists)
 * beside the form's fields; items of the broker's partner list land on that one field. What no
 * field shows (a rule about the caller, such as "cannot add brokers") comes back as `other`.
 */
export function placeServerErrors(problems: readonly TFieldError[]): { byField: TInviteErrors; other: string[] } {
  const byField: TInviteErrors = {};
  const other: string[] = [];
  for (const problem of problems) {
    const field = SERVER_PATHS[problem.path.replace(/\.\d+$/, '')];
    if (field) byField[field] ??= problem.message;
    else other.push(problem.message);
  }
  return { byField, other };
}
