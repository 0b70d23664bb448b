import {
  formatDate,
  isOtherLocation,
  MAX_RECONCILIATION_MONTHS,
  MIN_RECONCILIATION_MONTHS,
  roleAttributeValueProblem,
  translateMessage,
  ZPersonName,
  ZFieldError,
  ZPhoneNumber,
  ZProfileAttachments,
  ZProfilePlace,
  type TFacilityProfile,
  type TFacilityProfileAttribute,
  type TFieldError,
  type TLanguage,
  type TOarIdFacility,
  type TProfileAttachments,
  type TProfileFacility,
  type TRmiFacility,
  type TUpdateProfile,
} from '@opentrace/domain';
import type { TLocationValue } from '../../components/location-picker-state.ts';
import { optionalRuleError, ruleError } from '../../lib/field-rules.ts';
import { fromIsoDate, startOfDay, toIsoDate } from './day-month-year.ts';
import { derivedFields, identityOf, placeGroups, type TPlaceGroup } from './profile-layout.ts';

/**
 * The organisation profile form (DOMAIN.md §10.1) as plain data: its values, the checks it shares
 * with the API, the request it sends with `PUT /api/users`, and the server's field errors put back
 * beside the fields.
 */

export type TPersonValues = { firstName: string; lastName: string; phoneNumber: string };
export type TPoint = { latitude: number; longitude: number };

export type TProfileFormValues = {
  person: TPersonValues;
  name: string;
  traderName: string;
  businessRegisterNumber: string;
  oarId: string;
  location: TLocationValue;
  /** Where the organisation is, when the device or Open Supply Hub said so. */
  point: TPoint | null;
  certifications: string[];
  goods: string[];
  /** DD/MM/YYYY as typed. */
  reconciliationStart: string;
  reconciliationDuration: string;
  /** Attributes edited as one input: their text (dates as DD/MM/YYYY), by attribute id. */
  answers: Record<string, string>;
  /** Attributes edited with a location picker, by place group. */
  places: Record<string, TLocationValue>;
  /** ATTACHMENTS attributes: their uploaded files, by attribute id. */
  files: Record<string, TProfileAttachments>;
};

/** Form fields by name; attributes as `attr:{attributeId}`. */
export type TProfileErrors = Record<string, string>;
export const attributeKey = (attributeId: string) => `attr:${attributeId}`;

const EMPTY_PLACE: TLocationValue = { countryId: null, provinceId: null, districtId: null, address: '' };

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function placeOf(group: TPlaceGroup, valueOf: (attributeId: string | undefined) => string | null): TLocationValue {
  if (group.compound) {
    const place = ZProfilePlace.safeParse(parseJson(valueOf(group.compound)));
    return place.success ? { ...place.data, address: '' } : EMPTY_PLACE;
  }
  return {
    countryId: valueOf(group.country),
    provinceId: valueOf(group.province),
    districtId: valueOf(group.district),
    address: valueOf(group.address) ?? '',
  };
}

/** The form filled with what is stored; the person's details come from the signed-in user. */
export function initialProfileValues(profile: TFacilityProfile, person: TPersonValues): TProfileFormValues {
  const stored = new Map(profile.roleAttributes.map((attribute) => [attribute.attributeId, attribute]));
  const valueOf = (attributeId: string | undefined) => (attributeId ? (stored.get(attributeId)?.value ?? null) : null);
  const answers: Record<string, string> = {};
  const files: Record<string, TProfileAttachments> = {};
  for (const attribute of profile.roleAttributes) {
    if (attribute.category === 'ATTACHMENTS') {
      const parsed = ZProfileAttachments.safeParse(parseJson(attribute.value));
      files[attribute.attributeId] = parsed.success ? parsed.data : [];
    } else {
      const value = attribute.value ?? '';
      answers[attribute.attributeId] = attribute.category === 'DATE' ? fromIsoDate(value) : value;
    }
  }
  return {
    person,
    name: profile.name,
    traderName: profile.traderName ?? '',
    businessRegisterNumber: profile.businessRegisterNumber ?? '',
    oarId: profile.oarId ?? '',
    location: {
      countryId: profile.country?.id ?? null,
      provinceId: profile.province?.id ?? null,
      districtId: profile.district?.id ?? null,
      address: profile.address ?? '',
    },
    point: profile.latitude !== null && profile.longitude !== null ? { latitude: profile.latitude, longitude: profile.longitude } : null,
    certifications: profile.certifications.map((certification) => certification.code),
    goods: profile.goods.map((definition) => definition.id),
    reconciliationStart: profile.reconciliationStartAt ? formatDate(profile.reconciliationStartAt) : '',
    reconciliationDuration: profile.reconciliationDuration === null ? '' : String(profile.reconciliationDuration),
    answers,
    places: Object.fromEntries(placeGroups(profile.roleAttributes).map((group) => [group.key, placeOf(group, valueOf)])),
    files,
  };
}

/** The error fields a change of one form value answers (a place clears all its levels, the person all their fields). */
export function errorFieldsOf(field: keyof TProfileFormValues): string[] {
  switch (field) {
    case 'person':
      return ['firstName', 'lastName', 'phoneNumber'];
    case 'location':
      return ['countryId', 'provinceId', 'districtId', 'address'];
    case 'reconciliationStart':
      return ['reconciliationStartAt'];
    default:
      return [field];
  }
}

/** An attribute's answer as the API takes it: dates as ISO dates, places and files as JSON; null when empty. */
export function answerOf(values: TProfileFormValues, attribute: TFacilityProfileAttribute, groups: readonly TPlaceGroup[]): string | null {
  const id = attribute.attributeId;
  const group = groups.find((candidate) =>
    [candidate.country, candidate.province, candidate.district, candidate.address, candidate.compound].includes(id),
  );
  if (group) {
    const place = values.places[group.key] ?? EMPTY_PLACE;
    if (group.compound === id) {
      return place.countryId
        ? JSON.stringify({ countryId: place.countryId, provinceId: place.provinceId, districtId: place.districtId })
        : null;
    }
    const level =
      group.country === id
        ? place.countryId
        : group.province === id
          ? place.provinceId
          : group.district === id
            ? place.districtId
            : place.address.trim();
    return level || null;
  }
  if (attribute.category === 'ATTACHMENTS') {
    const attached = values.files[id] ?? [];
    return attached.length > 0 ? JSON.stringify(attached) : null;
  }
  const text = (values.answers[id] ?? '').trim();
  if (text === '') return null;
  return attribute.category === 'DATE' ? (toIsoDate(text) ?? text) : text;
}

/** Options of the request: whose profile, and which parts the caller may send. */
export type TProfileRequestOptions = { isProducer: boolean; maySetReconciliation: boolean };

export function profileRequestOptions(profile: TFacilityProfile): TProfileRequestOptions {
  return { isProducer: profile.role.type === 'Producer', maySetReconciliation: profile.maySetReconciliation };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * `PUT /api/users`: the person, the organisation and every attribute's answer in form order (so
 * `roleAttributes.{index}` in an error names the attribute). Fields the identifier systems provide
 * are left to them; an Other country keeps only the street address.
 */
export function toProfileRequest(values: TProfileFormValues, profile: TFacilityProfile): TUpdateProfile {
  const derived = derivedFields(profile.roleAttributes);
  const { isProducer, maySetReconciliation } = profileRequestOptions(profile);
  const groups = placeGroups(profile.roleAttributes);
  const { location } = values;
  const otherCountry = isOtherLocation(location.countryId);
  const facility: TProfileFacility = {
    ...(derived.has('name') ? {} : { name: values.name.trim() }),
    ...(derived.has('location')
      ? {}
      : {
          countryId: location.countryId,
          provinceId: otherCountry ? null : location.provinceId,
          districtId: otherCountry ? null : location.districtId,
        }),
    ...(derived.has('address') ? {} : { address: orNull(location.address) }),
    ...(values.point ? values.point : {}),
  };
  if (isProducer) {
    Object.assign(facility, {
      traderName: orNull(values.traderName),
      businessRegisterNumber: orNull(values.businessRegisterNumber),
      ...(derived.has('oarId') ? {} : { oarId: orNull(values.oarId) }),
      certifications: values.certifications,
      goods: values.goods,
    });
    if (maySetReconciliation) {
      facility.reconciliationStartAt = startOfDay(values.reconciliationStart)?.toISOString() ?? null;
      facility.reconciliationDuration = values.reconciliationDuration === '' ? null : Number(values.reconciliationDuration);
    }
  }
  return {
    firstName: values.person.firstName.trim(),
    lastName: values.person.lastName.trim(),
    phoneNumber: orNull(values.person.phoneNumber),
    facility,
    roleAttributes: profile.roleAttributes.map((attribute) => ({
      attributeId: attribute.attributeId,
      value: answerOf(values, attribute, groups),
    })),
  };
}

/** A user who may not change the organisation (a Standard user) saves only their own details. */
export function toPersonRequest(values: TProfileFormValues): TUpdateProfile {
  return {
    firstName: values.person.firstName.trim(),
    lastName: values.person.lastName.trim(),
    phoneNumber: orNull(values.person.phoneNumber),
  };
}

export type TProfileCheckContext = {
  language: TLanguage;
  /** Words naming the person fields inside messages ("This first name is required"). */
  personFieldNames: Record<keyof TPersonValues, string>;
  checkPerson: boolean;
  now: Date;
};

/** The API's rules, checked before sending so most mistakes show at once beside their field. */
export function checkProfileForm(values: TProfileFormValues, profile: TFacilityProfile, context: TProfileCheckContext): TProfileErrors {
  const { language } = context;
  const message = (key: Parameters<typeof translateMessage>[1], params?: Record<string, string | number>) =>
    translateMessage(language, key, params);
  const errors: Record<string, string | undefined> = {};
  if (context.checkPerson) {
    const names = context.personFieldNames;
    errors.firstName = ruleError(ZPersonName, values.person.firstName, names.firstName, language);
    errors.lastName = ruleError(ZPersonName, values.person.lastName, names.lastName, language);
    errors.phoneNumber = optionalRuleError(ZPhoneNumber, values.person.phoneNumber, names.phoneNumber, language);
  }
  if (!profile.mayEdit) return withoutUndefined(errors);
  const derived = derivedFields(profile.roleAttributes);
  if (!derived.has('name') && values.name.trim() === '') errors.name = message('profile.nameRequired');
  if (!derived.has('location')) {
    const { countryId, provinceId, districtId } = values.location;
    if (!countryId) errors.countryId = message('profile.countryRequired');
    else if (!isOtherLocation(countryId)) {
      if (!provinceId) errors.provinceId = message('profile.provinceRequired');
      if (!districtId) errors.districtId = message('profile.districtRequired');
    }
  }
  if (!derived.has('address') && values.location.address.trim() === '') errors.address = message('profile.addressRequired');

  const groups = placeGroups(profile.roleAttributes);
  for (const attribute of profile.roleAttributes) {
    const value = answerOf(values, attribute, groups);
    const key = attributeKey(attribute.attributeId);
    if (value === null) {
      if (!attribute.isOptional) errors[key] = message('profile.attributeRequired', { name: attribute.name });
      continue;
    }
    const problem = roleAttributeValueProblem(attribute, value);
    if (problem) errors[key] = message(problem.key, problem.params);
  }

  if (profileRequestOptions(profile).isProducer && profile.maySetReconciliation) {
    const start = startOfDay(values.reconciliationStart);
    if (values.reconciliationStart.trim() === '') errors.reconciliationStartAt = message('profile.reconciliationStartRequired');
    else if (!start) errors.reconciliationStartAt = message('validation.date');
    else if (start.getTime() > context.now.getTime()) errors.reconciliationStartAt = message('profile.reconciliationInFuture');
    const months = Number(values.reconciliationDuration);
    if (
      values.reconciliationDuration === '' ||
      !Number.isInteger(months) ||
      months < MIN_RECONCILIATION_MONTHS ||
      months > MAX_RECONCILIATION_MONTHS
    ) {
      errors.reconciliationDuration = message('profile.reconciliationDurationRequired');
    }
  }
  return withoutUndefined(errors);
}

function withoutUndefined(errors: Record<string, string | undefined>): TProfileErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Field errors a refusal other than 400 or 409 carries (403 and 422 name the field they refuse). */
export function detailsAsFieldErrors(details: unknown): TFieldError[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const FACILITY_FIELDS = new Set([
  'name',
  'traderName',
  'businessRegisterNumber',
  'oarId',
  'address',
  'countryId',
  'provinceId',
  'districtId',
  'reconciliationStartAt',
  'reconciliationDuration',
]);
const LIST_FIELDS = new Set(['certifications', 'goods']);
const PERSON_FIELDS = new Set(['firstName', 'lastName', 'phoneNumber']);

/**
 * The form field a server field error belongs to: `facility.*` to the organisation's fields,
 * `roleAttributes.{index}.*` to the attribute sent at that index, an OS ID derived from Open Supply
 * Hub to its attribute. Errors without a field (`roleAttributes` as a whole) are returned apart.
 */
export function profileErrorsFromServer(
  fieldErrors: readonly TFieldError[],
  profile: TFacilityProfile,
): { errors: TProfileErrors; other: TFieldError[] } {
  const errors: TProfileErrors = {};
  const other: TFieldError[] = [];
  const oarIdAttribute = profile.roleAttributes.find((attribute) => identityOf(attribute) === 'oarId');
  const keyOf = (path: string): string | undefined => {
    const [root, field, index] = path.split('.');
    if (root === 'facility' && field && FACILITY_FIELDS.has(field) && index === undefined) {
      return field === 'oarId' && oarIdAttribute ? attributeKey(oarIdAttribute.attributeId) : field;
    }
    if (root === 'facility' && field && LIST_FIELDS.has(field)) return field;
    if (root === 'roleAttributes' && field !== undefined) {
      const attribute = profile.roleAttributes[Number(field)];
      return attribute ? attributeKey(attribute.attributeId) : undefined;
    }
    return root && PERSON_FIELDS.has(root) && field === undefined ? root : undefined;
  };
  for (const fieldError of fieldErrors) {
    const key = keyOf(fieldError.path);
    if (key === undefined) other.push(fieldError);
    else errors[key] ??= fieldError.message;
  }
  return { errors, other };
}

const findAttribute = (
  profile: TFacilityProfile,
  system: TFacilityProfileAttribute['identifierSystem'],
  test: (a: TFacilityProfileAttribute) => boolean,
) => profile.roleAttributes.find((attribute) => attribute.identifierSystem === system && test(attribute));

/** The facility as Open Supply Hub would register it, from the Open Supply Hub section. */
export function openSupplyHubRegistration(values: TProfileFormValues, profile: TFacilityProfile) {
  const nameAttribute = findAttribute(profile, 'OPEN_SUPPLY_HUB_ID', (a) => identityOf(a) === 'name');
  const place = values.places.OPEN_SUPPLY_HUB_ID ?? EMPTY_PLACE;
  return {
    name: nameAttribute ? (values.answers[nameAttribute.attributeId] ?? '') : values.name,
    address: place.address,
    countryId: place.countryId,
    provinceId: place.provinceId,
    districtId: place.districtId,
  };
}

/** The Open Supply Hub section filled from a facility the registry knows: its OS ID, name and place. */
export function fillFromOpenSupplyHub(values: TProfileFormValues, profile: TFacilityProfile, facility: TOarIdFacility): TProfileFormValues {
  const answers = { ...values.answers };
  const oarIdAttribute = findAttribute(profile, 'OPEN_SUPPLY_HUB_ID', (a) => identityOf(a) === 'oarId');
  const nameAttribute = findAttribute(profile, 'OPEN_SUPPLY_HUB_ID', (a) => identityOf(a) === 'name');
  if (oarIdAttribute) answers[oarIdAttribute.attributeId] = facility.oarId;
  if (nameAttribute) answers[nameAttribute.attributeId] = facility.name;
  const place: TLocationValue = {
    countryId: facility.countryId,
    provinceId: facility.provinceId,
    districtId: facility.districtId,
    address: facility.address,
  };
  return {
    ...values,
    answers,
    places: { ...values.places, OPEN_SUPPLY_HUB_ID: place },
    point: facility.location ? { latitude: facility.location.lat, longitude: facility.location.lng } : values.point,
  };
}

/** RMI list columns by the preset attribute that holds them (DOMAIN.md §10.1). */
const RMI_COLUMNS: Record<string, keyof Pick<TRmiFacility, 'facilityId' | 'metal' | 'facilityName' | 'stateProvinceRegion'>> = {
  'facility id': 'facilityId',
  metal: 'metal',
  'facility name': 'facilityName',
  'state/province/region': 'stateProvinceRegion',
};

/** The RMI section filled from the RMI list: facility ID, metal, name, region and, when known, country. */
export function fillFromRmi(values: TProfileFormValues, profile: TFacilityProfile, facility: TRmiFacility): TProfileFormValues {
  const answers = { ...values.answers };
  for (const attribute of profile.roleAttributes.filter((a) => a.identifierSystem === 'RMI_CID' && a.category === 'TEXT')) {
    const column = RMI_COLUMNS[attribute.baseName.trim().toLowerCase()];
    if (column) answers[attribute.attributeId] = facility[column] ?? '';
  }
  const place = values.places.RMI_CID ?? EMPTY_PLACE;
  const places =
    facility.countryId && facility.countryId !== place.countryId
      ? { ...values.places, RMI_CID: { ...place, countryId: facility.countryId, provinceId: null, districtId: null } }
      : values.places;
  return { ...values, answers, places };
}
