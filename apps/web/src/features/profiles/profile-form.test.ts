import {
  IDENTIFIER_SYSTEM_PRESETS,
  OTHER_COUNTRY_ID,
  OTHER_DISTRICT_ID,
  OTHER_PROVINCE_ID,
  type TFacilityProfile,
  type TFacilityProfileAttribute,
} from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  attributeKey,
  checkProfileForm,
  detailsAsFieldErrors,
  errorFieldsOf,
  fillFromOpenSupplyHub,
  fillFromRmi,
  initialProfileValues,
  openSupplyHubRegistration,
  profileErrorsFromServer,
  toPersonRequest,
  toProfileRequest,
  type TProfileFormValues,
} from './profile-form.ts';

const PAKISTAN = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';
const PUNJAB = 'f6c6380d-5124-45c5-bef5-459f468ef72e';
const MULTAN = '4d2f3d8e-0c3a-4b2b-9f54-0f7a1c2b3d4e';
const BALES = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';

function attributesOf(system: 'OPEN_SUPPLY_HUB_ID' | 'RMI_CID', values: Record<string, string | null> = {}): TFacilityProfileAttribute[] {
  return IDENTIFIER_SYSTEM_PRESETS[system].map((preset, index) => ({
    attributeId: `${system}-${index}`,
    identifierSystem: system,
    name: `${preset.name} (translated)`,
    baseName: preset.name,
    category: preset.category,
    isOptional: preset.isOptional,
    options: [],
    value: values[preset.name] ?? null,
    displayValue: values[preset.name] ?? null,
  }));
}

function profile(overrides: Partial<TFacilityProfile> = {}): TFacilityProfile {
  return {
    id: 'f1',
    name: 'Multan Ginning Factory',
    role: { id: 'r1', name: 'Ginner', type: 'Producer' },
    traderName: null,
    businessRegisterNumber: null,
    oarId: null,
    address: null,
    country: null,
    province: null,
    district: null,
    location: '',
    latitude: null,
    longitude: null,
    chainOfCustody: { value: 'Mass balance', name: 'Mass balance' },
    certifications: [],
    goods: [],
    goodsOptions: [{ id: BALES, name: 'Cotton Bales' }],
    reconciliationStartAt: null,
    reconciliationDuration: null,
    roleAttributes: attributesOf('OPEN_SUPPLY_HUB_ID'),
    mayEdit: true,
    maySetReconciliation: true,
    ...overrides,
  };
}

const person = { firstName: 'Bilal', lastName: 'Ahmed', phoneNumber: '' };
const NOW = new Date(2026, 5, 15, 12);
const check = (values: TProfileFormValues, of: TFacilityProfile) =>
  checkProfileForm(values, of, {
    language: 'en',
    personFieldNames: { firstName: 'first name', lastName: 'last name', phoneNumber: 'phone number' },
    checkPerson: true,
    now: NOW,
  });

/** The ginner's form filled in as a user would. */
function filled(of: TFacilityProfile): TProfileFormValues {
  const values = initialProfileValues(of, person);
  return {
    ...values,
    answers: { ...values.answers, 'OPEN_SUPPLY_HUB_ID-0': 'PK2024MULTAN01', 'OPEN_SUPPLY_HUB_ID-1': 'Multan Ginners Ltd' },
    places: { OPEN_SUPPLY_HUB_ID: { countryId: PAKISTAN, provinceId: PUNJAB, districtId: MULTAN, address: 'Vehari Road' } },
    certifications: ['GRS'],
    goods: [BALES],
    reconciliationStart: '01/06/2026',
    reconciliationDuration: '6',
  };
}

describe('the producer profile request', () => {
  it('sends every attribute in form order, the place from its picker, and leaves name and location to Open Supply Hub', () => {
    const of = profile();
    const request = toProfileRequest(filled(of), of);
    expect(request.roleAttributes).toEqual([
      { attributeId: 'OPEN_SUPPLY_HUB_ID-0', value: 'PK2024MULTAN01' },
      { attributeId: 'OPEN_SUPPLY_HUB_ID-1', value: 'Multan Ginners Ltd' },
      { attributeId: 'OPEN_SUPPLY_HUB_ID-2', value: PAKISTAN },
      { attributeId: 'OPEN_SUPPLY_HUB_ID-3', value: PUNJAB },
      { attributeId: 'OPEN_SUPPLY_HUB_ID-4', value: MULTAN },
      { attributeId: 'OPEN_SUPPLY_HUB_ID-5', value: 'Vehari Road' },
    ]);
    expect(request.facility).toEqual({
      traderName: null,
      businessRegisterNumber: null,
      certifications: ['GRS'],
      goods: [BALES],
      reconciliationStartAt: new Date(2026, 5, 1).toISOString(),
      reconciliationDuration: 6,
    });
    expect(request).toMatchObject({ firstName: 'Bilal', lastName: 'Ahmed', phoneNumber: null });
  });

  it('asks a role without identifier systems for its name, OS ID and location; Other keeps only the address', () => {
    const of = profile({ roleAttributes: [], maySetReconciliation: false });
    const values = {
      ...initialProfileValues(of, person),
      oarId: ' PK2024X ',
      location: { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID, address: 'PO Box 7' },
      point: { latitude: 24.86, longitude: 67.01 },
    };
    expect(toProfileRequest(values, of).facility).toEqual({
      name: 'Multan Ginning Factory',
      countryId: OTHER_COUNTRY_ID,
      provinceId: null,
      districtId: null,
      address: 'PO Box 7',
      latitude: 24.86,
      longitude: 67.01,
      traderName: null,
      businessRegisterNumber: null,
      oarId: 'PK2024X',
      certifications: [],
      goods: [],
    });
  });

  it('sends an assessor only the organisation name and location', () => {
    const of = profile({
      role: { id: 'r2', name: 'Auditor', type: 'Assessor' },
      roleAttributes: [],
      chainOfCustody: null,
      maySetReconciliation: false,
    });
    const values = {
      ...initialProfileValues(of, person),
      location: { countryId: PAKISTAN, provinceId: PUNJAB, districtId: MULTAN, address: 'Mall Road' },
    };
    expect(toProfileRequest(values, of).facility).toEqual({
      name: 'Multan Ginning Factory',
      countryId: PAKISTAN,
      provinceId: PUNJAB,
      districtId: MULTAN,
      address: 'Mall Road',
    });
  });

  it('sends a user who may not change the organisation their own details only', () => {
    expect(toPersonRequest({ ...initialProfileValues(profile(), person), person: { ...person, phoneNumber: ' +923001234567 ' } })).toEqual({
      firstName: 'Bilal',
      lastName: 'Ahmed',
      phoneNumber: '+923001234567',
    });
  });

  it('starts from what is stored: dates as DD/MM/YYYY, places in their pickers', () => {
    const of = profile({
      roleAttributes: attributesOf('OPEN_SUPPLY_HUB_ID', { 'OS ID': 'PK1', Country: PAKISTAN, Address: 'Vehari Road' }),
      reconciliationStartAt: new Date(2026, 0, 31).toISOString(),
      reconciliationDuration: 3,
    });
    const values = initialProfileValues(of, person);
    expect(values.places.OPEN_SUPPLY_HUB_ID).toEqual({ countryId: PAKISTAN, provinceId: null, districtId: null, address: 'Vehari Road' });
    expect(values.answers['OPEN_SUPPLY_HUB_ID-0']).toBe('PK1');
    expect([values.reconciliationStart, values.reconciliationDuration]).toEqual(['31/01/2026', '3']);
  });
});

describe('the profile checks before sending', () => {
  it('pass a complete form', () => {
    const of = profile();
    expect(check(filled(of), of)).toEqual({});
  });

  it("name missing attributes, a start in the future and names with digits, in the API's words", () => {
    const of = profile();
    const values = {
      ...filled(of),
      reconciliationStart: '16/06/2026',
      reconciliationDuration: '',
      person: { ...person, firstName: 'B1lal' },
    };
    values.answers['OPEN_SUPPLY_HUB_ID-1'] = ' ';
    expect(check(values, of)).toEqual({
      firstName: 'First name may contain only letters and spaces',
      [attributeKey('OPEN_SUPPLY_HUB_ID-1')]: 'Business Name (translated) is required',
      reconciliationStartAt: 'The reconciliation window cannot start in the future.',
      reconciliationDuration: 'Choose how many months the reconciliation window lasts.',
    });
  });

  it('require the province and district of a real country and the street address', () => {
    const of = profile({ roleAttributes: [], maySetReconciliation: false });
    const values = {
      ...initialProfileValues(of, person),
      location: { countryId: PAKISTAN, provinceId: null, districtId: null, address: '' },
    };
    expect(check(values, of)).toEqual({
      provinceId: 'Choose a province or state.',
      districtId: 'Choose a district.',
      address: 'Enter the street address.',
    });
  });

  it('check only the person when the organisation is not theirs to change', () => {
    const of = profile({ mayEdit: false });
    expect(check(initialProfileValues(of, person), of)).toEqual({});
  });
});

describe("the server's field errors", () => {
  it('go beside the field, the attribute sent at that index, or the OS ID attribute', () => {
    const of = profile();
    const { errors, other } = profileErrorsFromServer(
      [
        { path: 'roleAttributes.0.value', message: 'OS ID PK1 is already used by another facility.' },
        { path: 'facility.goods.1', message: 'Your role does not make this product on the supply-chain map.' },
        { path: 'facility.reconciliationDuration', message: 'Only the first user…' },
        { path: 'facility.oarId', message: 'OS ID PK1 is already used by another facility.' },
        { path: 'phoneNumber', message: 'This phone number is already used by another user.' },
        { path: 'roleAttributes', message: 'District is required' },
      ],
      of,
    );
    expect(errors).toEqual({
      [attributeKey('OPEN_SUPPLY_HUB_ID-0')]: 'OS ID PK1 is already used by another facility.',
      goods: 'Your role does not make this product on the supply-chain map.',
      reconciliationDuration: 'Only the first user…',
      phoneNumber: 'This phone number is already used by another user.',
    });
    expect(other).toEqual([{ path: 'roleAttributes', message: 'District is required' }]);
  });

  it('go away field by field as the user changes a value: a place takes all its levels', () => {
    expect(errorFieldsOf('location')).toEqual(['countryId', 'provinceId', 'districtId', 'address']);
    expect(errorFieldsOf('reconciliationStart')).toEqual(['reconciliationStartAt']);
    expect(errorFieldsOf('goods')).toEqual(['goods']);
  });

  it('are read from the details of refusals other than 400 and 409', () => {
    expect(detailsAsFieldErrors([{ path: 'facility.reconciliationStartAt', message: 'No' }, 'noise'])).toEqual([
      { path: 'facility.reconciliationStartAt', message: 'No' },
    ]);
    expect(detailsAsFieldErrors(undefined)).toEqual([]);
  });
});

describe('filling from registries', () => {
  it('takes an Open Supply Hub facility into its section, with its point', () => {
    const of = profile();
    const values = fillFromOpenSupplyHub(initialProfileValues(of, person), of, {
      oarId: 'PK2024MULTAN01',
      name: 'Multan Ginners Ltd',
      address: 'Vehari Road',
      countryId: PAKISTAN,
      provinceId: null,
      districtId: null,
      location: { lat: 30.16, lng: 71.52 },
    });
    expect(values.answers['OPEN_SUPPLY_HUB_ID-0']).toBe('PK2024MULTAN01');
    expect(values.point).toEqual({ latitude: 30.16, longitude: 71.52 });
    expect(openSupplyHubRegistration(values, of)).toEqual({
      name: 'Multan Ginners Ltd',
      address: 'Vehari Road',
      countryId: PAKISTAN,
      provinceId: null,
      districtId: null,
    });
  });

  it("takes an RMI facility into the RMI section by the preset names, whatever the reader's language", () => {
    const of = profile({ roleAttributes: attributesOf('RMI_CID') });
    const values = fillFromRmi(initialProfileValues(of, person), of, {
      metal: 'Cobalt',
      facilityId: 'CID002158',
      facilityName: 'Kolwezi Refinery',
      stateProvinceRegion: null,
      countryLocation: 'Pakistan',
      countryId: PAKISTAN,
    });
    expect(values.answers).toMatchObject({
      'RMI_CID-1': 'CID002158',
      'RMI_CID-2': 'Cobalt',
      'RMI_CID-3': 'Kolwezi Refinery',
      'RMI_CID-7': '',
    });
    expect(values.places.RMI_CID?.countryId).toBe(PAKISTAN);
  });
});
