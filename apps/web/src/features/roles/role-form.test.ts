import { permissionTree, type TRole } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROLE_FORM,
  hasSeason,
  moveAttribute,
  newAdditionalAttribute,
  permissionsForType,
  problemsOfStep,
  roleFormFromRole,
  seasonInput,
  seasonProblems,
  setIdentifierSystem,
  stepOfPath,
  stepsFor,
  systemsOf,
  toggleChild,
  toggleParent,
  toRoleInput,
  treeForType,
  type TRoleFormValues,
} from './role-form.ts';

const LABELS = {
  name: 'Name',
  type: 'Type',
  isRawMaterialExtractor: 'Raw-material extractor',
  seasonStartDate: 'Season start date',
  seasonDuration: 'Season duration',
  chainOfCustody: 'Chain of custody',
};
const tree = permissionTree();
const node = (action: string) => {
  const found = tree.find((candidate) => candidate.action === action);
  if (!found) throw new Error(`no ${action}`);
  return found;
};
const keyOf = (parentAction: string, childAction: string) =>
  node(parentAction).subPermissions.find((child) => child.action === childAction)!.key;

const producer: TRoleFormValues = {
  ...EMPTY_ROLE_FORM,
  name: ' Depot ',
  type: 'Producer',
  isRawMaterialExtractor: false,
  chainOfCustody: 'Mass balance',
};

describe('role form steps', () => {
  it('asks attribute questions of producers only', () => {
    expect(stepsFor('Producer')).toEqual(['info', 'permissions', 'identifierSystem', 'additionalAttributes', 'attributeSettings']);
    expect(stepsFor('Brand')).toEqual(['info', 'permissions']);
  });

  it('reports the missing info in the words of the API', () => {
    const problems = problemsOfStep('info', { ...EMPTY_ROLE_FORM, name: '  ' }, 'en', LABELS);
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      ['name', 'This Name is required'],
      ['type', 'This Type is required'],
    ]);
    const extractor = problemsOfStep('info', { ...producer, isRawMaterialExtractor: true, seasonStartDate: '31-12-2026' }, 'en', LABELS);
    expect(extractor.map((p) => p.message)).toEqual(['Use the date format DD/MM/YYYY', 'This Season duration is required']);
    expect(problemsOfStep('info', { ...producer, chainOfCustody: null }, 'fr', LABELS).map((p) => p.path)).toEqual(['chainOfCustody']);
    expect(problemsOfStep('info', producer, 'en', LABELS)).toEqual([]);
  });

  it('applies the permission saving rules before the server does', () => {
    const dna = keyOf('LOG_TRANSFORMATIONS', 'ASSIGN_DNA');
    const problems = problemsOfStep(
      'permissions',
      { ...producer, chainOfCustody: 'Product Segregation', permissions: [dna, node('VIEW_MARGIN_OF_ERROR').key] },
      'en',
      LABELS,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'ASSIGN_DNA needs its parent permission LOG_TRANSFORMATIONS',
      'A product-segregation role cannot view the margin of error',
    ]);
  });

  it('needs an identifier system and well-formed attributes for a producer', () => {
    expect(problemsOfStep('identifierSystem', producer, 'en', LABELS).map((p) => p.message)).toEqual([
      'Choose at least one identifier system for a Producer role.',
    ]);
    const withSystem = { ...producer, attributes: setIdentifierSystem([], 'INTERNAL_INDENTIFIER_SYSTEM', true) };
    expect(problemsOfStep('identifierSystem', withSystem, 'en', LABELS)).toEqual([]);
    const list = { ...newAdditionalAttribute(), name: 'Grade', category: 'LIST' as const };
    const problems = problemsOfStep('additionalAttributes', { ...withSystem, attributes: [...withSystem.attributes, list] }, 'en', LABELS);
    expect(problems).toEqual([
      { step: 'additionalAttributes', path: 'attributes.1.options', message: 'The list attribute Grade needs at least one option.' },
    ]);
  });

  it('places server messages on the step that shows their field', () => {
    expect(stepOfPath('name')).toBe('info');
    expect(stepOfPath('permissions')).toBe('permissions');
    expect(stepOfPath('attributes')).toBe('identifierSystem');
    expect(stepOfPath('attributes.3.options')).toBe('additionalAttributes');
    expect(stepOfPath('attributes.3.id')).toBe('attributeSettings');
  });
});

describe('permission picking', () => {
  const onboarding = node('ONBOARDING');
  const own = keyOf('ONBOARDING', 'COMPLETE_OWN_PROFILE');
  const byAdmin = keyOf('ONBOARDING', 'ADMINISTRATOR_COMPLETES_PROFILE');

  it('ticks the parent with a sub-permission and keeps one choice per radio label', () => {
    const first = toggleChild([], onboarding, own, true);
    expect(first).toEqual([onboarding.key, own]);
    expect(toggleChild(first, onboarding, byAdmin, true)).toEqual([onboarding.key, byAdmin]);
  });

  it('takes sub-permissions away with their parent', () => {
    expect(toggleParent([onboarding.key, own, 'OTHER'], onboarding, false)).toEqual(['OTHER']);
  });

  it('drops permissions the new type may not hold', () => {
    const qr = node('GENERATE_QR_CODES');
    expect(treeForType(tree, 'Producer').map((n) => n.key)).not.toContain(qr.key);
    expect(permissionsForType([qr.key, onboarding.key], tree, 'Producer')).toEqual([onboarding.key]);
  });
});

describe('attributes and the request body', () => {
  it('adds preset columns before additional attributes and removes them with their system', () => {
    const extra = { ...newAdditionalAttribute(), name: 'Notes' };
    const attributes = setIdentifierSystem([extra], 'OPEN_SUPPLY_HUB_ID', true);
    expect(attributes.map((a) => a.name)).toEqual(['OS ID', 'Business Name', 'Country', 'Province/State', 'District', 'Address', 'Notes']);
    expect(systemsOf({ ...producer, attributes })).toEqual(['OPEN_SUPPLY_HUB_ID']);
    expect(setIdentifierSystem(attributes, 'OPEN_SUPPLY_HUB_ID', false).map((a) => a.name)).toEqual(['Notes']);
  });

  it('moves attributes within bounds only', () => {
    const attributes = setIdentifierSystem([], 'DUNS_ID', true);
    expect(moveAttribute(attributes, 1, -1).map((a) => a.name)).toEqual(['Business Name', 'D-U-N-S Number', 'Country', 'Address']);
    expect(moveAttribute(attributes, 0, -1).map((a) => a.name)).toEqual(attributes.map((a) => a.name));
  });

  it('sends only what the type and extractor answer call for', () => {
    const extractor = toRoleInput({ ...producer, isRawMaterialExtractor: true, seasonStartDate: '01/09/2026', seasonDuration: 6 });
    expect(extractor).toMatchObject({ name: 'Depot', isRawMaterialExtractor: true, seasonStartDate: '01/09/2026', seasonDuration: 6 });
    expect(extractor).not.toHaveProperty('chainOfCustody');
    const brand = toRoleInput({ ...producer, type: 'Brand', attributes: setIdentifierSystem([], 'DUNS_ID', true) });
    expect(brand).not.toHaveProperty('isRawMaterialExtractor');
    expect(brand.attributes).toEqual([]);
  });

  it('sends the French and Urdu names trimmed, leaving out an emptied box', () => {
    const input = toRoleInput({ ...producer, nameTranslations: { fr: ' Dépôt ', ur: '  ' } });
    expect(input.nameTranslations).toEqual({ fr: 'Dépôt' });
    expect(toRoleInput(producer).nameTranslations).toEqual({});
  });

  it('edits a saved role with its attribute ids, so answers survive', () => {
    const role: TRole = {
      id: '0b6c1d8e-8d44-4f57-9a55-0cc4c2f3a1b1',
      code: null,
      name: 'Mine',
      nameTranslations: {},
      type: 'Producer',
      icon: 'Pickaxe',
      facilityTypeId: null,
      isRawMaterialExtractor: true,
      chainOfCustody: null,
      seasonStartDate: '01/09/2026',
      seasonDuration: 6,
      permissions: [],
      userCount: 0,
      identifierSystems: ['INTERNAL_INDENTIFIER_SYSTEM'],
      attributes: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
          name: 'Internal Id',
          nameTranslations: {},
          category: 'UNIQUE_ID',
          options: [],
          isOptional: false,
          order: 0,
        },
      ],
    };
    expect(toRoleInput(roleFormFromRole({ ...role, nameTranslations: { fr: 'Mine', ur: 'کان' } })).nameTranslations).toEqual({
      fr: 'Mine',
      ur: 'کان',
    });
    expect(toRoleInput(roleFormFromRole(role)).attributes).toEqual([
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
        name: 'Internal Id',
        nameTranslations: {},
        category: 'UNIQUE_ID',
        options: [],
        isOptional: false,
      },
    ]);
  });
});

describe('season of a raw-material extractor (configure step)', () => {
  const mine: TRole = {
    id: '0b6c1d8e-8d44-4f57-9a55-0cc4c2f3a1b2',
    code: null,
    name: 'Mine',
    nameTranslations: {},
    type: 'Producer',
    icon: 'Pickaxe',
    facilityTypeId: null,
    isRawMaterialExtractor: true,
    chainOfCustody: null,
    seasonStartDate: '01/09/2026',
    seasonDuration: 6,
    permissions: ['ONBOARDING', 'LOG_SALE'],
    userCount: 0,
    identifierSystems: ['INTERNAL_INDENTIFIER_SYSTEM'],
    attributes: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
        name: 'Internal Id',
        nameTranslations: {},
        category: 'UNIQUE_ID',
        options: [],
        isOptional: false,
        order: 0,
      },
    ],
  };

  it('belongs to producers that extract raw material only', () => {
    expect(hasSeason(mine)).toBe(true);
    expect(hasSeason({ ...mine, isRawMaterialExtractor: false, chainOfCustody: 'Mass balance' })).toBe(false);
    expect(hasSeason({ ...mine, type: 'Brand', isRawMaterialExtractor: false })).toBe(false);
  });

  it('changes only the season of the role and leaves its attributes alone', () => {
    const input = seasonInput(mine, { seasonStartDate: ' 15/10/2026 ', seasonDuration: 8 });
    expect(input).toMatchObject({
      name: 'Mine',
      type: 'Producer',
      icon: 'Pickaxe',
      permissions: ['ONBOARDING', 'LOG_SALE'],
      isRawMaterialExtractor: true,
    });
    expect(input).toMatchObject({ seasonStartDate: '15/10/2026', seasonDuration: 8 });
    expect(input.attributes).toBeUndefined();
  });

  it('names the season field at fault, in the words of the API', () => {
    expect(seasonProblems(mine, { seasonStartDate: '2026-10-15', seasonDuration: null }, 'en', LABELS)).toEqual({
      seasonStartDate: 'Use the date format DD/MM/YYYY',
      seasonDuration: 'This Season duration is required',
    });
    expect(seasonProblems(mine, { seasonStartDate: '', seasonDuration: 3 }, 'en', LABELS)).toEqual({
      seasonStartDate: 'This Season start date is required',
    });
    expect(seasonProblems(mine, { seasonStartDate: '15/10/2026', seasonDuration: 3 }, 'en', LABELS)).toEqual({});
  });
});
