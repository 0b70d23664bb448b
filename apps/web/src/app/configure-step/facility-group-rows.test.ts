import type { TSaqRoleStatus } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { facilityGroupRows } from './facility-group-rows.ts';

const FARM = '00000000-0000-4000-8000-000000000001';
const MINE = '00000000-0000-4000-8000-000000000002';
const DEPOT = '00000000-0000-4000-8000-000000000003';
const status = (roleId: string, completion: TSaqRoleStatus['completion'], hasFacilityGroupTemplate: boolean | null): TSaqRoleStatus => ({
  roleId,
  roleName: roleId,
  completion,
  hasQuestionnaire: true,
  hasFacilityGroupTemplate,
});

describe('facility group rows', () => {
  it('lists every administrator-completed role with the state of its template, in the order given', () => {
    const roles = [
      { id: FARM, name: 'Farm', nameTranslations: {}, facilityTypeId: 11 },
      { id: MINE, name: 'Mine', nameTranslations: {}, facilityTypeId: null },
      { id: DEPOT, name: 'Depot', nameTranslations: {}, facilityTypeId: null },
    ];
    const questionnaires = [status(MINE, 'ADMINISTRATOR', false), status(FARM, 'ADMINISTRATOR', true), status(DEPOT, 'SELF', null)];
    expect(facilityGroupRows(roles, questionnaires)).toEqual([
      { roleId: FARM, roleName: 'Farm', state: 'uploaded' },
      { roleId: MINE, roleName: 'Mine', state: 'missing' },
      { roleId: DEPOT, roleName: 'Depot', state: 'needsAdministratorSaq' },
    ]);
  });

  it('asks for an administrator-completed questionnaire when the role answers none', () => {
    expect(facilityGroupRows([{ id: FARM, name: 'Farm', nameTranslations: {}, facilityTypeId: 11 }], [])).toEqual([
      { roleId: FARM, roleName: 'Farm', state: 'needsAdministratorSaq' },
    ]);
  });

  it('has no rows when no role has its profile completed by an administrator', () => {
    expect(facilityGroupRows([], [status(FARM, 'ADMINISTRATOR', true)])).toEqual([]);
  });
});
