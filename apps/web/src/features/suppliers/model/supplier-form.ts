import {
  ZEmail,
  ZNewSupplierDetails,
  ZPersonName,
  type TAddSupplier,
  type TEditSupplier,
  type TLanguage,
  type TSupplierDetail,
} from '@opentrace/domain';
import { optionalRuleError, requiredError, ruleError } from '../../../lib/field-rules.ts';

/**
 * The add and edit supplier form: an existing facility or a new one with its first contact, plus the
 * supplier's partners among the brand's suppliers. Checked here with the API's own schemas first.
 */

export type TSupplierSource = 'existing' | 'new';

/** An existing facility chosen in the search, with the role its partners must sit next to. */
export type TChosenFacility = { id: string; name: string; typeId: string };

export type TSupplierFormValues = {
  source: TSupplierSource;
  facility: TChosenFacility | null;
  name: string;
  typeId: string | null;
  businessRegisterNumber: string;
  oarId: string;
  firstName: string;
  lastName: string;
  email: string;
  businessPartnerIds: string[];
};

export const SUPPLIER_DETAIL_FIELDS = ['name', 'typeId', 'businessRegisterNumber', 'oarId', 'firstName', 'lastName', 'email'] as const;
export type TSupplierDetailField = (typeof SUPPLIER_DETAIL_FIELDS)[number];
export type TSupplierField = 'facilityId' | TSupplierDetailField | 'businessPartnerIds';
export type TSupplierErrors = Partial<Record<TSupplierField, string>>;

/** The words naming each field inside a message ("This e-mail address is required"). */
export type TSupplierFieldNames = Record<Exclude<TSupplierField, 'businessPartnerIds'>, string>;

export function emptySupplierForm(): TSupplierFormValues {
  return {
    source: 'existing',
    facility: null,
    name: '',
    typeId: null,
    businessRegisterNumber: '',
    oarId: '',
    firstName: '',
    lastName: '',
    email: '',
    businessPartnerIds: [],
  };
}

/** The edit form of a supplier: its details, its first Admin as the contact, its partners. */
export function supplierFormOf(detail: TSupplierDetail): TSupplierFormValues {
  const contact = detail.contacts.find((person) => person.isFirstAdmin) ?? detail.contacts[0];
  return {
    source: 'new',
    facility: null,
    name: detail.name,
    typeId: detail.type.id,
    businessRegisterNumber: detail.businessRegisterNumber ?? '',
    oarId: detail.oarId ?? '',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    businessPartnerIds: detail.partners.map((partner) => partner.id),
  };
}

/** The role the supplier's partners must be next to on the map; none until a facility or type is chosen. */
export function partnerRoleOf(values: TSupplierFormValues): string | null {
  return values.source === 'existing' ? (values.facility?.typeId ?? null) : values.typeId;
}

/** Partners chosen for one role are seldom adjacent to another, so a change of role lets them go. */
export function changeSupplierForm(values: TSupplierFormValues, change: Partial<TSupplierFormValues>): TSupplierFormValues {
  const next = { ...values, ...change };
  return partnerRoleOf(next) === partnerRoleOf(values) ? next : { ...next, businessPartnerIds: [] };
}

const { name: ZName, businessRegisterNumber: ZRegisterNumber, oarId: ZOarId } = ZNewSupplierDetails.shape;

/** `detailsShown` is false when editing a supplier that now keeps its own details: only partners change. */
export function validateSupplierForm(
  values: TSupplierFormValues,
  language: TLanguage,
  names: TSupplierFieldNames,
  detailsShown = true,
): TSupplierErrors {
  const required = (field: keyof TSupplierFieldNames, value: string | null) =>
    value === null || value.trim() === '' ? requiredError(names[field], language) : undefined;
  if (values.source === 'existing') return withoutEmpty({ facilityId: required('facilityId', values.facility?.id ?? null) });
  if (!detailsShown) return {};
  return withoutEmpty({
    name: required('name', values.name) ?? ruleError(ZName, values.name, names.name, language),
    typeId: required('typeId', values.typeId),
    businessRegisterNumber: optionalRuleError(ZRegisterNumber, values.businessRegisterNumber, names.businessRegisterNumber, language),
    oarId: optionalRuleError(ZOarId, values.oarId, names.oarId, language),
    firstName: ruleError(ZPersonName, values.firstName, names.firstName, language),
    lastName: ruleError(ZPersonName, values.lastName, names.lastName, language),
    email: required('email', values.email) ?? ruleError(ZEmail, values.email, names.email, language),
  });
}

function withoutEmpty(errors: TSupplierErrors): TSupplierErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as TSupplierErrors;
}

const trimmedOrAbsent = (value: string) => (value.trim() === '' ? undefined : value.trim());

function detailsOf(values: TSupplierFormValues) {
  return {
    name: values.name.trim(),
    typeId: values.typeId ?? '',
    businessRegisterNumber: trimmedOrAbsent(values.businessRegisterNumber),
    oarId: trimmedOrAbsent(values.oarId),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  };
}

/** The body of POST /api/brands/suppliers. */
export function toAddSupplierBody(values: TSupplierFormValues): TAddSupplier {
  const { businessPartnerIds } = values;
  if (values.source === 'existing') return { facilityId: values.facility?.id ?? '', businessPartnerIds };
  // Empty identifiers stay undefined, which the JSON body leaves out.
  return { ...detailsOf(values), businessPartnerIds };
}

/**
 * The body of PUT /api/brands/suppliers/{id}: the partners always, and only the details that changed,
 * so an edit of partners alone never trips over details the supplier has meanwhile taken over.
 */
export function toEditSupplierBody(values: TSupplierFormValues, initial: TSupplierFormValues, detailsShown: boolean): TEditSupplier {
  const body: TEditSupplier = { businessPartnerIds: values.businessPartnerIds };
  if (!detailsShown) return body;
  const now = detailsOf(values);
  const before = detailsOf(initial);
  const changed = SUPPLIER_DETAIL_FIELDS.filter((field) => now[field] !== before[field]);
  // An identifier emptied in the form is sent as '' so the API clears it; other fields cannot be emptied.
  return { ...Object.fromEntries(changed.map((field) => [field, now[field] ?? ''])), ...body };
}
