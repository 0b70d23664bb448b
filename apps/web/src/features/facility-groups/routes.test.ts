import { describe, expect, it } from 'vitest';
import { allowedEntries } from '../../lib/menu-entries.ts';
import { userWith } from '../../lib/test-users.ts';
import { facilityManagementPath } from './facility-types.ts';
import { FACILITY_MANAGEMENT_MENU } from './routes.ts';

const FARM = { id: '5f0c1b7e-3c1a-4a8e-9a57-1f0e2d3c4b5a', name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } };
const MINE = { id: 'mine', name: 'Mining Enterprise', nameTranslations: {} };

describe('"View {role} group" menu entries', () => {
  it("gives an administrator one entry per facility type, with the type's id and name in the path", () => {
    const admin = { ...userWith('Administrator', ['ONBOARDING']), facilityTypes: [FARM, MINE] };
    const entries = allowedEntries(admin, [FACILITY_MANAGEMENT_MENU]);
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
    expect(allowedEntries({ ...userWith('Administrator'), facilityTypes: [FARM] }, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(allowedEntries({ ...userWith('Producer', ['ONBOARDING']), facilityTypes: [FARM] }, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(allowedEntries(userWith('Administrator', ['ONBOARDING']), [FACILITY_MANAGEMENT_MENU])).toEqual([]);
    expect(allowedEntries(null, [FACILITY_MANAGEMENT_MENU])).toEqual([]);
  });

  it('does not double the word for a role already named a group', () => {
    const admin = { ...userWith('Administrator', ['ONBOARDING']), facilityTypes: [FARM, { id: 'fg', name: 'Farm Group' }] };
    expect(allowedEntries(admin, [FACILITY_MANAGEMENT_MENU]).map((entry) => entry.labelKey)).toEqual([
      'facilityGroups.menuLabel',
      'facilityGroups.menuLabelGroupRole',
    ]);
  });

  it('escapes names that are not plain words', () => {
    expect(facilityManagementPath({ id: 'r1', name: 'Farm & Co/Sindh' })).toBe('/facility-management/r1?name=Farm%20%26%20Co%2FSindh');
  });
});
