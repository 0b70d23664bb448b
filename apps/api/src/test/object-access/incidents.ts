import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { insertIndicatorRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable, type TEntry, oncePerWorld } from './table.ts';

/** One indicator pair to report on: no route creates single indicators (the list is imported from a workbook). */
const riskPair = oncePerWorld(async (world) => {
  const db = world.t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: `Access category ${nextNumber()}` });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: `Access indicator ${nextNumber()}`, categoryId });
  const subIndicatorId = await insertIndicatorRow(db, {
    type: 2,
    name: `Access sub-indicator ${nextNumber()}`,
    parentId: indicatorId,
    riskSeverity: 3,
  });
  return { indicatorId, subIndicatorId };
});

/** A hotline report the owner (an administrator) logs about the demo ginner. */
async function reportOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const response = await world.call(owner, 'POST', '/api/grievance-reports', {
    facilityId: world.facilityIds.ginner,
    location: 'Main gate',
    priority: 2,
    laborRisks: [{ ...(await riskPair(world)), severity: 2 }],
    message: 'Wages withheld',
    reason: 'ANNUAL',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not log a report: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Brands and producers never read reports (ARCHITECTURE.md §8.13); the super administrator handles none. */
const HANDLERS_ONLY: readonly TEntry[] = [
  ['ginner', 'admin', 'refused'],
  ['brand', 'admin', 'refused'],
  ['superAdmin', 'admin', 'refused'],
  ['admin', 'admin', 'allowed'],
];

export const INCIDENTS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'incident reports',
    operation: 'read a report',
    rowOf: reportOf,
    request: (reportId) => ({ method: 'GET', url: `/api/grievance-reports/${reportId}` }),
    entries: HANDLERS_ONLY,
  },
  {
    module: 'incident reports',
    operation: "read a report's audit trail",
    rowOf: reportOf,
    request: (reportId) => ({ method: 'GET', url: `/api/grievance-reports/${reportId}/trail` }),
    entries: [
      ['ginner', 'admin', 'refused'],
      ['brand', 'admin', 'refused'],
      ['superAdmin', 'admin', 'allowed'],
      ['admin', 'admin', 'allowed'],
    ],
  },
  {
    module: 'incident reports',
    operation: 'edit a report',
    rowOf: reportOf,
    request: (reportId) => ({
      method: 'PUT',
      url: `/api/grievance-reports/${reportId}`,
      payload: { assigneeId: null, isNoFollowUp: true, reason: null, retaliationRisk: true },
    }),
    entries: HANDLERS_ONLY,
  },
  {
    module: 'incident reports',
    operation: 'close a report',
    rowOf: reportOf,
    request: (reportId) => ({
      method: 'POST',
      url: `/api/grievance-reports/${reportId}/close`,
      payload: { outcome: 'REFERRED', reasons: 'Referred to the labour inspectorate.' },
    }),
    entries: HANDLERS_ONLY,
  },
];
