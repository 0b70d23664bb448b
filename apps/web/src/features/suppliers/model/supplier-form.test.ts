import type { TSupplierDetail } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  changeSupplierForm,
  emptySupplierForm,
  partnerRoleOf,
  supplierFormOf,
  toAddSupplierBody,
  toEditSupplierBody,
  validateSupplierForm,
  type TSupplierFieldNames,
  type TSupplierFormValues,
} from './supplier-form.ts';

const SPINNER = {
  id: '0b8f3c1e-5d2a-4e7b-9c6d-1a2b3c4d5e6f',
  name: 'Spinner',
  nameTranslations: {},
  code: 'SPINNER',
  tier: 2,
  canSignIn: true,
};
const GINNER_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const FACILITY_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const PARTNER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const NAMES: TSupplierFieldNames = {
  facilityId: 'facility',
  name: 'business name',
  typeId: 'type',
  businessRegisterNumber: 'business registration number',
  oarId: 'OS ID',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email address',
};

const newSupplier = (change: Partial<TSupplierFormValues> = {}): TSupplierFormValues => ({
  ...emptySupplierForm(),
  source: 'new',
  name: '  Multan Spinning  ',
  typeId: SPINNER.id,
  firstName: 'Amina',
  lastName: 'Khan',
  email: ' amina@multan.example ',
  ...change,
});

const detail: TSupplierDetail = {
  id: FACILITY_ID,
  name: 'Multan Spinning',
  type: SPINNER,
  businessRegisterNumber: 'REG-1',
  oarId: null,
  country: 'Pakistan',
  riskLevel: null,
  questionnaireState: 'unknown',
  lastActivityAt: null,
  since: '2026-11-01T09:00:00.000Z',
  detailsEditable: true,
  traderName: null,
  location: { address: null, country: null, province: null, district: null },
  certifications: [],
  goods: [],
  contacts: [
    { firstName: 'Bilal', lastName: 'Ahmed', email: 'bilal@multan.example', phoneNumber: null, isFirstAdmin: false },
    { firstName: 'Amina', lastName: 'Khan', email: 'amina@multan.example', phoneNumber: null, isFirstAdmin: true },
  ],
  externalRisk: { countryScore: null, goodsListings: [] },
  partners: [{ id: PARTNER_ID, name: 'Sindh Ginning', type: { ...SPINNER, id: GINNER_ID, name: 'Ginner', code: 'GINNER', tier: 3 } }],
};

describe('checking the form', () => {
  it('asks only for the facility when adding an existing one', () => {
    expect(validateSupplierForm(emptySupplierForm(), 'en', NAMES)).toEqual({ facilityId: 'This facility is required' });
    const chosen = { ...emptySupplierForm(), facility: { id: FACILITY_ID, name: 'Multan Spinning', typeId: SPINNER.id } };
    expect(validateSupplierForm(chosen, 'en', NAMES)).toEqual({});
  });

  it('asks a new supplier for its name, type, contact and e-mail, with the API rules', () => {
    const errors = validateSupplierForm({ ...emptySupplierForm(), source: 'new' }, 'en', NAMES);
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'lastName', 'name', 'typeId']);
    expect(errors.name).toBe('This business name is required');
    expect(validateSupplierForm(newSupplier(), 'en', NAMES)).toEqual({});
  });

  it('refuses digits in names, a malformed e-mail and an OS ID over 50 characters', () => {
    const errors = validateSupplierForm(newSupplier({ firstName: 'Amina2', email: 'amina@', oarId: 'X'.repeat(51) }), 'en', NAMES);
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'oarId']);
  });

  it('checks nothing but partners while the supplier keeps its own details', () => {
    expect(validateSupplierForm(newSupplier({ name: '' }), 'en', NAMES, false)).toEqual({});
  });
});

describe('the add body', () => {
  it('names the existing facility and the partners', () => {
    const values = {
      ...emptySupplierForm(),
      facility: { id: FACILITY_ID, name: 'x', typeId: SPINNER.id },
      businessPartnerIds: [PARTNER_ID],
    };
    expect(toAddSupplierBody(values)).toEqual({ facilityId: FACILITY_ID, businessPartnerIds: [PARTNER_ID] });
  });

  it('sends a new supplier trimmed, leaving empty identifiers out of the JSON', () => {
    const body = toAddSupplierBody(newSupplier({ oarId: ' PK2026ABC ' }));
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      name: 'Multan Spinning',
      typeId: SPINNER.id,
      oarId: 'PK2026ABC',
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@multan.example',
      businessPartnerIds: [],
    });
  });
});

describe('editing a supplier', () => {
  it('starts from its details, its first Admin and its partners', () => {
    expect(supplierFormOf(detail)).toMatchObject({
      source: 'new',
      name: 'Multan Spinning',
      typeId: SPINNER.id,
      businessRegisterNumber: 'REG-1',
      oarId: '',
      firstName: 'Amina',
      email: 'amina@multan.example',
      businessPartnerIds: [PARTNER_ID],
    });
  });

  it('sends the partners and only the details that changed', () => {
    const initial = supplierFormOf(detail);
    expect(toEditSupplierBody(initial, initial, true)).toEqual({ businessPartnerIds: [PARTNER_ID] });
    const changed = { ...initial, name: ' Multan Spinning Mills ', oarId: 'PK1' };
    expect(toEditSupplierBody(changed, initial, true)).toEqual({
      name: 'Multan Spinning Mills',
      oarId: 'PK1',
      businessPartnerIds: [PARTNER_ID],
    });
  });

  it('sends an emptied identifier as an empty text, which clears it', () => {
    const initial = { ...supplierFormOf(detail), oarId: 'PK1', businessRegisterNumber: 'REG-9' };
    expect(toEditSupplierBody({ ...initial, oarId: '  ' }, initial, true)).toEqual({ oarId: '', businessPartnerIds: [PARTNER_ID] });
  });

  it('sends only the partners once the supplier keeps its own details', () => {
    const initial = supplierFormOf(detail);
    expect(toEditSupplierBody({ ...initial, name: 'Other', businessPartnerIds: [] }, initial, false)).toEqual({ businessPartnerIds: [] });
  });
});

describe('the role partners sit next to', () => {
  it('is the chosen facility’s for an existing one and the chosen type for a new one', () => {
    const existing = { ...emptySupplierForm(), facility: { id: FACILITY_ID, name: 'x', typeId: GINNER_ID } };
    expect(partnerRoleOf(existing)).toBe(GINNER_ID);
    expect(partnerRoleOf(newSupplier())).toBe(SPINNER.id);
    expect(partnerRoleOf(emptySupplierForm())).toBeNull();
  });

  it('lets the chosen partners go when it changes, and keeps them otherwise', () => {
    const withPartner = newSupplier({ businessPartnerIds: [PARTNER_ID] });
    expect(changeSupplierForm(withPartner, { name: 'Renamed' }).businessPartnerIds).toEqual([PARTNER_ID]);
    expect(changeSupplierForm(withPartner, { typeId: GINNER_ID }).businessPartnerIds).toEqual([]);
    expect(changeSupplierForm(withPartner, { source: 'existing' }).businessPartnerIds).toEqual([]);
  });
});
