import { describe, expect, it } from 'vitest';
import { facilityGroupTypes, sameFacilityTypes } from './facility-types.ts';

const FARM = { id: '5f0c1b7e-3c1a-4a8e-9a57-1f0e2d3c4b5a', name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } };
const MINE = { id: 'mine', name: 'Mining Enterprise', nameTranslations: {} };

describe('sameFacilityTypes', () => {
  it('tells whether the stored list must be replaced', () => {
    expect(sameFacilityTypes([FARM, MINE], [FARM, MINE])).toBe(true);
    expect(sameFacilityTypes(undefined, [])).toBe(false);
    expect(sameFacilityTypes([], [])).toBe(true);
    expect(sameFacilityTypes([FARM], [FARM, MINE])).toBe(false);
    expect(sameFacilityTypes([{ ...FARM, name: 'Farms' }], [FARM])).toBe(false);
    expect(sameFacilityTypes([{ ...FARM, nameTranslations: { fr: 'Ferme', ur: 'فارم' } }], [FARM])).toBe(false);
    expect(sameFacilityTypes([{ id: FARM.id, name: 'Farm' }], [FARM])).toBe(false);
  });
});

describe('facilityGroupTypes', () => {
  const status = (roleId: string, hasQuestionnaire: boolean, hasFacilityGroupTemplate: boolean | null) => ({
    roleId,
    roleName: roleId,
    completion: 'ADMINISTRATOR' as const,
    hasQuestionnaire,
    hasFacilityGroupTemplate,
  });

  it('keeps only the types whose groups can be imported (questionnaire and template uploaded), with their translations', () => {
    const roles = [
      { ...FARM, facilityTypeId: 1 },
      { id: 'farm-group', name: 'Farm Group', nameTranslations: {}, facilityTypeId: 2 },
      { ...MINE, facilityTypeId: 3 },
    ];
    const statuses = [status(FARM.id, true, true), status('farm-group', false, true), status(MINE.id, true, false)];
    expect(facilityGroupTypes(roles, statuses)).toEqual([FARM]);
    expect(facilityGroupTypes(roles, [])).toEqual([]);
  });
});
