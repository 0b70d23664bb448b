import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { insertIndicatorRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable, type TEntry, oncePerWorld } from './table.ts';

/** The ginner as one of the brand's suppliers: the brand assigns it plans. */
const ginnerSupplies = oncePerWorld(async (world) => {
  const response = await world.call('brand', 'POST', '/api/brands/suppliers', { facilityId: world.facilityIds.ginner });
  if (response.statusCode !== 201 && response.statusCode !== 409) throw new Error(`the brand could not add the ginner: ${response.body}`);
});

/** A fresh issue per plan: one unresolved plan per supplier and issue. */
async function freshIssue(world: ActivityWorld): Promise<string> {
  const db = world.t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: `Plan category ${nextNumber()}` });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: `Plan indicator ${nextNumber()}`, categoryId });
  return insertIndicatorRow(db, { type: 2, name: `Plan sub-indicator ${nextNumber()}`, parentId: indicatorId, riskSeverity: 3 });
}

/** A plan the brand assigned to the ginner; the `owner` of every entry is the assigning brand. */
async function planOf(world: ActivityWorld, owner: TWho): Promise<string> {
  await ginnerSupplies(world);
  const response = await world.call(owner, 'POST', `/api/facilities/${world.facilityIds.ginner}/improvement-plans`, {
    subIndicatorId: await freshIssue(world),
    action: 'Keep a register of working hours',
    targetDate: '2027-01-31',
    verificationMethod: 'DESKTOP_REVIEW',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not assign a plan: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A plan is its two organisations' alone: the brand that assigned it and the ginner it was assigned to. */
const PLAN_ENTRIES: readonly TEntry[] = [
  ['brand', 'brand', 'allowed'],
  ['ginner', 'brand', 'allowed'],
  ['spinner', 'brand', 'refused'],
  ['mill', 'brand', 'refused'],
  ['admin', 'brand', 'refused'],
  ['superAdmin', 'brand', 'refused'],
];

/** A plan's read and two of its writes, tried by both sides of the plan and by outsiders. */
export const IMPROVEMENT_PLANS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'improvement-plans',
    operation: 'view a plan',
    rowOf: planOf,
    request: (planId) => ({ method: 'GET', url: `/api/improvement-plans/${planId}` }),
    entries: PLAN_ENTRIES,
  },
  {
    module: 'improvement-plans',
    operation: 'comment on a plan',
    rowOf: planOf,
    request: (planId) => ({
      method: 'POST',
      url: `/api/improvement-plans/${planId}/comments`,
      payload: { text: 'Register kept since May' },
    }),
    entries: PLAN_ENTRIES,
  },
  {
    module: 'improvement-plans',
    operation: 'open a plan',
    rowOf: planOf,
    request: (planId) => ({ method: 'POST', url: `/api/improvement-plans/${planId}/open` }),
    entries: PLAN_ENTRIES,
  },
];
