import { describe, expect, it } from 'vitest';
import { FACILITY_MANAGEMENT_MENU, facilityGroupTypes, facilityManagementPath, sameFacilityTypes } from './facility-management-menu.ts';
import { menuFor } from './menu.ts';
import { userWith } from './test-users.ts';

const FARM = { id: '5f0c1b7e-3c1a-4a8e-9a57-1f0e2d3c4b5a', name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } };
const MINE = { id: 'mine', name: 'Mining Enterprise', nameTranslations: {} };

describe('"View {role} group" menu entries', () => {
  it("gives an administrator one entry per facility type, with the type's id and name in the path", () => {
    const admin = { ...userWith('Administrator', ['ONBOARDING']), facilityTypes: [FARM, MINE] };
    const entries = menuFor(admin, [FACILITY_MANAGEMENT_MENU]);
    expect(entries.map((entry) => [entry.path, entry.labelKey, entry.labelParams])).toEqual([
      [
        `/facility-management/${FARM.id}?name=Farm`,
        'facilityGroups.menuLabel',
        { role: { name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } } },
      ],
      [
        '/facility-management/mine?name=Mining%20Enterprise',
        'facilityGroups.menuLabel',
        { role: { name: 'Mining Enterprise', nameTranslations: {} } },
      ],
    ]);
  });

  it('gives nothing without ONBOARDING, to other role types, or before the list is known', () => {
    expect(menuFor({ ...userWith('Administrator'), facilityTypes: [FARM] }, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(menuFor({ ...userWith('Producer', ['ONBOARDING']), facilityTypes: [FARM] }, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(menuFor(userWith('Administrator', ['ONBOARDING']), [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(menuFor(null, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
  });

  it('does not double the word for a role already named a group', () => {
    const admin = { ...userWith('Administrator', ['ONBOARDING']), facilityTypes: [FARM, { id: 'fg', name: 'Farm Group' }] };
    expect(menuFor(admin, [FACILITY_MANAGEMENT_MENU]).map((entry) => entry.labelKey)).toEqual([
      'facilityGroups.menuLabel',
      'facilityGroups.menuLabelGroupRole',
    ]);
  });

  it('escapes names that are not plain words', () => {
    expect(facilityManagementPath({ id: 'r1', name: 'Farm & Co/Sindh' })).toBe('/facility-management/r1?name=Farm%20%26%20Co%2FSindh');
  });
});

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
