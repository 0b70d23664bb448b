import { describe, expect, it } from 'vitest';
import {
  checkRoleAttributes,
  IDENTIFIER_SYSTEM_PRESETS,
  identifierSystemsOf,
  presetAttributes,
  type TRoleAttributeInput,
} from './role-attributes.ts';

const extra = (name: string, overrides: Partial<TRoleAttributeInput> = {}): TRoleAttributeInput => ({
  identifierSystem: 'ADDITIONAL_ATTRIBUTE',
  name,
  nameTranslations: {},
  category: 'TEXT',
  options: [],
  isOptional: false,
  ...overrides,
});

describe('identifier system presets', () => {
  it('carries the required columns of the specification', () => {
    expect(IDENTIFIER_SYSTEM_PRESETS.OPEN_SUPPLY_HUB_ID.map((a) => a.name)).toEqual([
      'OS ID',
      'Business Name',
      'Country',
      'Province/State',
      'District',
      'Address',
    ]);
    expect(IDENTIFIER_SYSTEM_PRESETS.RMI_CID.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'Facility ID',
        'Metal',
        'Facility name',
        'Country location',
        'Province',
        'District',
        'State/Province/Region',
      ]),
    );
    expect(IDENTIFIER_SYSTEM_PRESETS.RMI_CID.find((a) => a.name === 'State/Province/Region')?.isOptional).toBe(true);
  });

  it('gives every external system exactly one unique identifier column', () => {
    for (const presets of Object.values(IDENTIFIER_SYSTEM_PRESETS)) {
      expect(presets.filter((a) => a.category === 'UNIQUE_ID')).toHaveLength(1);
    }
  });
});

describe('identifierSystemsOf', () => {
  it('names the external systems in first-use order, without additional attributes', () => {
    expect(identifierSystemsOf([...presetAttributes('DUNS_ID'), extra('Notes'), ...presetAttributes('OPEN_SUPPLY_HUB_ID')])).toEqual([
      'DUNS_ID',
      'OPEN_SUPPLY_HUB_ID',
    ]);
    expect(identifierSystemsOf([extra('Notes')])).toEqual([]);
  });
});

describe('checkRoleAttributes', () => {
  it('accepts a producer with a system and well-formed extras', () => {
    const list = extra('Grade', {
      category: 'LIST',
      options: [
        { value: 'A', translations: {} },
        { value: 'B', translations: {} },
      ],
    });
    expect(checkRoleAttributes({ type: 'Producer' }, [...presetAttributes('INTERNAL_INDENTIFIER_SYSTEM'), list])).toEqual([]);
  });

  it('needs an identifier system for producers and none for other roles', () => {
    expect(checkRoleAttributes({ type: 'Producer' }, [extra('Notes')]).map((v) => v.key)).toEqual(['roleSetup.identifierSystemRequired']);
    expect(checkRoleAttributes({ type: 'Brand' }, presetAttributes('DUNS_ID')).map((v) => v.key)).toEqual([
      'roleSetup.attributesOnlyForProducers',
    ]);
    expect(checkRoleAttributes({ type: 'Brand' }, [])).toEqual([]);
  });

  it('lets a raw-material extractor go without an identifier system', () => {
    expect(checkRoleAttributes({ type: 'Producer', isRawMaterialExtractor: true }, [])).toEqual([]);
    expect(checkRoleAttributes({ type: 'Producer', isRawMaterialExtractor: false }, []).map((v) => v.key)).toEqual([
      'roleSetup.identifierSystemRequired',
    ]);
  });

  it('points at the attribute that breaks a rule', () => {
    const violations = checkRoleAttributes({ type: 'Producer' }, [
      ...presetAttributes('INTERNAL_INDENTIFIER_SYSTEM'),
      extra('internal ID'),
      extra('Grade', { category: 'LIST' }),
      extra('Colour', { options: [{ value: 'Red', translations: {} }] }),
    ]);
    expect(violations).toEqual([
      { path: 'attributes.1.name', key: 'roleSetup.duplicateAttributeName', params: { name: 'internal ID' } },
      { path: 'attributes.2.options', key: 'roleSetup.listNeedsOptions', params: { name: 'Grade' } },
      { path: 'attributes.3.options', key: 'roleSetup.optionsOnlyForLists', params: { name: 'Colour' } },
    ]);
  });

  it('refuses the same attribute twice', () => {
    const id = '0b6c1d8e-8d44-4f57-9a55-0cc4c2f3a1b1';
    const [first] = presetAttributes('INTERNAL_INDENTIFIER_SYSTEM');
    const violations = checkRoleAttributes({ type: 'Producer' }, [{ ...first!, id }, extra('Other', { id })]);
    expect(violations.map((v) => v.key)).toEqual(['roleSetup.attributeRepeated']);
  });
});
