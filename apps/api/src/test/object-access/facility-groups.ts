import { randomUUID } from 'node:crypto';
import type { ActivityWorld, TProducer, TWho } from '../world/activity-world.ts';
import { insertFacilityRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

/**
 * Farm groups are the installation's: administrators who onboard facilities (ONBOARDING) manage them,
 * so the administrator owns a fresh group with one farm. A producer's "row" is its own facility,
 * which no group route may take for a group or a farm, whoever asks.
 */
async function newFarmGroup(world: ActivityWorld): Promise<{ groupId: string; farmId: string }> {
  const db = world.t.database.db;
  const number = nextNumber();
  // The spreadsheet import is the only service that makes farm groups; a bare group and farm do here (raw-rows.ts).
  const groupId = await insertFacilityRow(db, {
    name: `Object access farm group ${number}`,
    roleId: world.roleIds.FARM as string,
    code: String(5000 + number),
  });
  const farmId = await insertFacilityRow(db, {
    name: `Object access farm ${number}`,
    roleId: world.roleIds.FARM as string,
    farmGroupId: groupId,
    code: 'F01',
  });
  return { groupId, farmId };
}

const groupOf = async (world: ActivityWorld, owner: TWho) =>
  owner === 'admin' ? (await newFarmGroup(world)).groupId : world.facilityIds[owner as TProducer];

/** A farm of a group; for a producer, its own facility asked for as a farm of a real group. */
async function farmOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const { groupId, farmId } = await newFarmGroup(world);
  return `${groupId}/farms/${owner === 'admin' ? farmId : world.facilityIds[owner as TProducer]}`;
}

const GROUP_MANAGERS: readonly TEntry[] = [
  ['admin', 'admin', 'allowed'],
  ['ginner', 'admin', 'refused'],
  ['brand', 'admin', 'refused'],
  ['superAdmin', 'admin', 'refused'],
  ['admin', 'ginner', 'refused'],
];

export const FACILITY_GROUPS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'facility groups',
    operation: 'view a farm group and its farms',
    rowOf: groupOf,
    request: (groupId) => ({ method: 'GET', url: `/api/facility-groups/${groupId}` }),
    entries: GROUP_MANAGERS,
  },
  {
    module: 'facility groups',
    operation: 'delete a farm group',
    rowOf: groupOf,
    request: (groupId) => ({ method: 'DELETE', url: `/api/facility-groups/${groupId}` }),
    entries: [
      ['ginner', 'admin', 'refused'],
      ['brand', 'admin', 'refused'],
      ['superAdmin', 'admin', 'refused'],
      ['admin', 'spinner', 'refused'],
      ['admin', 'admin', 'allowed'],
    ],
  },
  {
    module: 'self-assessments',
    operation: 'read a farm’s answers',
    rowOf: farmOf,
    request: (groupAndFarm) => ({ method: 'GET', url: `/api/facility-groups/${groupAndFarm}/answers` }),
    unknownRow: async (world) => `${(await newFarmGroup(world)).groupId}/farms/${randomUUID()}`,
    entries: [
      ['admin', 'admin', 'allowed'],
      ['ginner', 'admin', 'refused'],
      ['brand', 'admin', 'refused'],
      ['superAdmin', 'admin', 'refused'],
      ['admin', 'ginner', 'refused'],
      ['admin', 'spinner', 'refused'],
    ],
  },
];
