import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { type ObjectAccessTable, type TEntry, oncePerWorld } from './table.ts';

/** The mill as one of the brand's suppliers; the spinner stays no brand's supplier. */
const millSupplies = oncePerWorld(async (world) => {
  const response = await world.call('brand', 'POST', '/api/brands/suppliers', { facilityId: world.facilityIds.mill });
  if (response.statusCode !== 201 && response.statusCode !== 409) throw new Error(`the brand could not add the mill: ${response.body}`);
});

/** A facility whose risk the owner reads: the brand's supplier (the mill) for the brand, the producer's own facility otherwise. */
async function facilityOf(world: ActivityWorld, owner: TWho): Promise<string> {
  await millSupplies(world);
  if (owner === 'brand') return world.facilityIds.mill;
  if (owner === 'admin' || owner === 'superAdmin') return world.facilityIds.assembly;
  return world.facilityIds[owner];
}

/**
 * A facility's risk is read by administrators (any facility) and by a brand for its own suppliers only
 * (issue 21): a brand asking about a facility it does not supply from, and producers, get what an unknown
 * facility gets.
 */
const RISK_ENTRIES: readonly TEntry[] = [
  ['brand', 'brand', 'allowed'],
  ['brand', 'spinner', 'refused'],
  ['spinner', 'spinner', 'refused'],
  ['ginner', 'brand', 'refused'],
  ['admin', 'brand', 'allowed'],
  ['admin', 'spinner', 'allowed'],
];

export const RISK_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'risk',
    operation: "read a facility's risk",
    rowOf: facilityOf,
    request: (facilityId) => ({ method: 'GET', url: `/api/facilities/${facilityId}/risk` }),
    entries: RISK_ENTRIES,
  },
  {
    module: 'risk',
    operation: "read a facility's risk filter values",
    rowOf: facilityOf,
    request: (facilityId) => ({ method: 'GET', url: `/api/facilities/${facilityId}/risk/filter-values` }),
    entries: RISK_ENTRIES,
  },
  {
    module: 'risk',
    operation: "read a facility's compliance history",
    rowOf: facilityOf,
    request: (facilityId) => ({ method: 'GET', url: `/api/facilities/${facilityId}/compliance-history` }),
    entries: RISK_ENTRIES,
  },
];
