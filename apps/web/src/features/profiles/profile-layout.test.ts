import { IDENTIFIER_SYSTEM_PRESETS, type TFacilityProfileAttribute, type TRoleAttributeCategory } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { attributeSections, derivedFields } from './profile-layout.ts';

function attribute(
  id: string,
  system: TFacilityProfileAttribute['identifierSystem'],
  baseName: string,
  category: TRoleAttributeCategory,
  isOptional = false,
): TFacilityProfileAttribute {
  return {
    attributeId: id,
    identifierSystem: system,
    name: baseName,
    baseName,
    category,
    isOptional,
    options: [],
    value: null,
    displayValue: null,
  };
}

const osh = IDENTIFIER_SYSTEM_PRESETS.OPEN_SUPPLY_HUB_ID.map((preset, index) =>
  attribute(`osh-${index}`, 'OPEN_SUPPLY_HUB_ID', preset.name, preset.category),
);

describe('the profile form layout', () => {
  it("edits a system's country, province, district and street address with one picker", () => {
    const [section] = attributeSections(osh);
    expect(section?.places).toEqual([
      { key: 'OPEN_SUPPLY_HUB_ID', country: 'osh-2', province: 'osh-3', district: 'osh-4', address: 'osh-5', required: true },
    ]);
    expect(section?.fields.map((field) => field.baseName)).toEqual(['OS ID', 'Business Name']);
  });

  it("gives extra location attributes and whole places a picker each, and puts the role's own extras last", () => {
    const extras = [
      attribute('extra-date', 'ADDITIONAL_ATTRIBUTE', 'Licence date', 'DATE'),
      attribute('extra-origin', 'ADDITIONAL_ATTRIBUTE', 'Origin', 'COUNTRY_PROVINCE_DISTRICT', true),
      attribute('extra-country', 'ADDITIONAL_ATTRIBUTE', 'Export country', 'COUNTRY'),
      attribute('extra-country-2', 'ADDITIONAL_ATTRIBUTE', 'Second country', 'COUNTRY', true),
    ];
    const sections = attributeSections([...extras, ...osh]);
    expect(sections.map((section) => section.system)).toEqual(['OPEN_SUPPLY_HUB_ID', 'ADDITIONAL_ATTRIBUTE']);
    expect(sections[1]?.places).toEqual([
      { key: 'ADDITIONAL_ATTRIBUTE', country: 'extra-country', required: true },
      { key: 'extra-origin', compound: 'extra-origin', label: 'Origin', required: false },
      { key: 'extra-country-2', country: 'extra-country-2', label: 'Second country', required: false },
    ]);
    expect(sections[1]?.fields.map((field) => field.attributeId)).toEqual(['extra-date']);
  });

  it('knows which organisation fields the identifier systems provide, by untranslated names', () => {
    const translated = osh.map((a) => ({ ...a, name: `${a.name} (ur)` }));
    expect([...derivedFields(translated)].sort()).toEqual(['address', 'location', 'name', 'oarId']);
    expect([...derivedFields([attribute('internal', 'INTERNAL_INDENTIFIER_SYSTEM', 'Internal Id', 'UNIQUE_ID')])]).toEqual([]);
  });
});
