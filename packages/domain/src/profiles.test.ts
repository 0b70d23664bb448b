import { describe, expect, it } from 'vitest';
import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from './constants.ts';
import {
  type TAnsweredIdentityAttribute,
  deriveFacilityIdentity,
  derivedProfileFields,
  identityFieldOf,
  roleAttributeValueProblem,
  ZBrandProfileFields,
} from './profiles.ts';
import { IDENTIFIER_SYSTEM_PRESETS } from './roles/role-attributes.ts';

const attribute = (category: Parameters<typeof roleAttributeValueProblem>[0]['category'], options: string[] = []) => ({
  name: 'Licence',
  category,
  options: options.map((value) => ({ value })),
});
const UUID = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';

describe('the shape of a role attribute answer', () => {
  it.each([
    ['NUMBER', '-12.5', null],
    ['NUMBER', '12,5', 'profile.attributeNotNumber'],
    ['PERCENTAGE', '100', null],
    ['PERCENTAGE', '100.5', 'profile.attributeNotPercentage'],
    ['PERCENTAGE', '-1', 'profile.attributeNotPercentage'],
    ['DATE', '2026-02-28', null],
    ['DATE', '2026-02-30', 'profile.attributeNotDate'],
    ['DATE', '28/02/2026', 'profile.attributeNotDate'],
    ['COUNTRY', UUID, null],
    ['DISTRICT', 'Multan', 'profile.attributeInvalid'],
    ['TEXT', 'x'.repeat(255), null],
    ['TEXT', 'x'.repeat(256), 'profile.attributeTooLong'],
    ['UNIQUE_ID', 'I'.repeat(63), null],
    ['UNIQUE_ID', 'I'.repeat(64), 'identifiers.uniqueIdTooLong'],
    ['COUNTRY_PROVINCE_DISTRICT', JSON.stringify({ countryId: UUID, provinceId: null, districtId: null }), null],
    ['COUNTRY_PROVINCE_DISTRICT', JSON.stringify({ countryId: 'PK' }), 'profile.attributeInvalid'],
    ['ATTACHMENTS', JSON.stringify([{ name: 'licence.pdf', blobName: 'abc.pdf' }]), null],
    ['ATTACHMENTS', '[]', 'profile.attributeInvalid'],
    ['ATTACHMENTS', 'not json', 'profile.attributeInvalid'],
  ] as const)('%s %s → %s', (category, value, key) => {
    expect(roleAttributeValueProblem(attribute(category), value)?.key ?? null).toBe(key);
  });

  it('takes a list answer only among the options, and names the attribute', () => {
    expect(roleAttributeValueProblem(attribute('LIST', ['Small', 'Large']), 'Large')).toBeNull();
    expect(roleAttributeValueProblem(attribute('LIST', ['Small', 'Large']), 'large')).toEqual({
      key: 'profile.attributeNotOption',
      params: { name: 'Licence' },
    });
  });
});

const osh = IDENTIFIER_SYSTEM_PRESETS.OPEN_SUPPLY_HUB_ID.map((preset) => ({ ...preset, identifierSystem: 'OPEN_SUPPLY_HUB_ID' as const }));
const rmi = IDENTIFIER_SYSTEM_PRESETS.RMI_CID.map((preset) => ({ ...preset, identifierSystem: 'RMI_CID' as const }));
const internal = IDENTIFIER_SYSTEM_PRESETS.INTERNAL_INDENTIFIER_SYSTEM.map((preset) => ({
  ...preset,
  identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM' as const,
}));

function answered(attributes: typeof osh | typeof rmi, values: Record<string, string | null>): TAnsweredIdentityAttribute[] {
  return attributes.map((a) => ({
    identifierSystem: a.identifierSystem,
    name: a.name,
    category: a.category,
    value: values[a.name] ?? null,
  }));
}

describe('the organisation fields identifier systems provide', () => {
  it('are the name, address, location and OS ID with Open Supply Hub, the name and location with the RMI, none otherwise', () => {
    expect([...derivedProfileFields(osh)].sort()).toEqual(['address', 'location', 'name', 'oarId']);
    expect([...derivedProfileFields(rmi)].sort()).toEqual(['location', 'name']);
    expect([...derivedProfileFields(internal)]).toEqual([]);
  });

  it('come from Open Supply Hub first, then from the RMI, field by field', () => {
    const identity = deriveFacilityIdentity([
      ...answered(osh, { 'OS ID': ' PK2024MULTAN01 ', 'Business Name': '', Address: 'Vehari Road' }),
      ...answered(rmi, {
        'Facility name': 'Multan Cobalt',
        'Country location': UUID,
        Province: OTHER_PROVINCE_ID,
        District: OTHER_DISTRICT_ID,
      }),
    ]);
    expect(identity).toEqual({
      name: 'Multan Cobalt',
      address: 'Vehari Road',
      oarId: 'PK2024MULTAN01',
      location: { countryId: UUID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID },
    });
  });

  it('keep only the country of an Other location', () => {
    const identity = deriveFacilityIdentity(
      answered(osh, { Country: OTHER_COUNTRY_ID, 'Province/State': OTHER_PROVINCE_ID, District: OTHER_DISTRICT_ID }),
    );
    expect(identity.location).toEqual({ countryId: OTHER_COUNTRY_ID, provinceId: null, districtId: null });
  });

  it('leave unanswered fields to the profile itself', () => {
    expect(deriveFacilityIdentity(answered(osh, {}))).toEqual({});
  });
});

describe('the brand profile form', () => {
  it('reads empty province and district fields as none', () => {
    const parsed = ZBrandProfileFields.parse({
      name: ' Maison ',
      address: '5 Clifton Road',
      countryId: OTHER_COUNTRY_ID,
      provinceId: '',
      districtId: '',
    });
    expect(parsed).toEqual({ name: 'Maison', address: '5 Clifton Road', countryId: OTHER_COUNTRY_ID, provinceId: null, districtId: null });
  });
});

describe('the organisation field an attribute provides', () => {
  it('is known by system, category and preset name', () => {
    expect(osh.map((a) => identityFieldOf(a))).toEqual(['oarId', 'name', 'location', null, null, 'address']);
    expect(identityFieldOf({ identifierSystem: 'ADDITIONAL_ATTRIBUTE', name: 'Business Name', category: 'TEXT' })).toBeNull();
  });
});
