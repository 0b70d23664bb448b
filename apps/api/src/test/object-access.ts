import { facilities, facilityPartners } from '../db/schema/index.ts';
import { insertTrackedProduct } from '../modules/trade-activities/trade-test-fixtures.ts';
import type { ActivityWorld, TProducer, TWho } from './activity-world.ts';

/** Who may touch a row: `allowed` answers 2xx; `refused` answers 403 or 404, exactly as for a row that does not exist. */
export type TOutcome = 'allowed' | 'refused';

/**
 * One module's object-level rules as data: `rowOf(owner)` makes a row that belongs to `owner`'s
 * organisation (through the services or the world's builders), `request(row)` is one real API call on
 * it, and each entry says what happens when `caller` makes it on a row of `owner` (the caller's own row
 * when both are the same). Entries run in order on fresh rows; issue 17's policies add entries and tables.
 */
export interface ObjectAccessTable {
  module: string;
  operation: string;
  rowOf(world: ActivityWorld, owner: TWho): Promise<string>;
  request(row: string): { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  entries: readonly (readonly [caller: TWho, owner: TWho, outcome: TOutcome])[];
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

async function uploadedBy(world: ActivityWorld, owner: TWho): Promise<string> {
  return (await world.upload(owner)).blobName;
}

async function colleagueOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const response = await world.call(owner, 'POST', '/api/organisation/users', {
    email: `colleague-${next()}@${owner}.example`,
    firstName: 'Sara',
    lastName: 'Colleague',
    userType: 'Standard',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add a colleague: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A fresh partner facility of the owner's, so a deleted partnership never starves a later entry. */
async function partnershipOf(world: ActivityWorld, owner: TWho): Promise<{ partnershipId: string; partnerFacilityId: string }> {
  const db = world.t.database.db;
  const [partner] = await db
    .insert(facilities)
    .values({ name: `Partner mill ${next()}`, roleId: world.roleIds.MILL as string })
    .returning({ id: facilities.id });
  const [partnership] = await db
    .insert(facilityPartners)
    .values({ facilityId: world.facilityIds[owner as TProducer], partnerFacilityId: partner!.id, kind: 'processing_facility' })
    .returning({ id: facilityPartners.id });
  return { partnershipId: partnership!.id, partnerFacilityId: partner!.id };
}

async function baleHeldBy(world: ActivityWorld, owner: TWho): Promise<string> {
  return (await insertTrackedProduct(world, { definition: 'Cotton Bales', holder: owner as TProducer, code: `OBJ-${owner.toUpperCase()}-${next()}` })).code;
}

export const OBJECT_ACCESS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'files',
    operation: 'download an uploaded file',
    rowOf: uploadedBy,
    request: (blobName) => ({ method: 'GET', url: `/api/files/${blobName}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['admin', 'ginner', 'allowed'],
    ],
  },
  {
    module: 'users',
    operation: 'resend a colleague’s invitation',
    rowOf: colleagueOf,
    request: (userId) => ({ method: 'POST', url: `/api/organisation/users/${userId}/resend-invitation` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['brand', 'brand', 'allowed'],
    ],
  },
  {
    module: 'users',
    operation: 'change a colleague’s user type',
    rowOf: colleagueOf,
    request: (userId) => ({ method: 'PATCH', url: `/api/organisation/users/${userId}`, payload: { userType: 'Admin' } }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'spinner', 'refused'],
    ],
  },
  {
    module: 'users',
    operation: 'remove a colleague',
    rowOf: colleagueOf,
    request: (userId) => ({ method: 'DELETE', url: `/api/organisation/users/${userId}` }),
    entries: [
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'ginner', 'allowed'],
    ],
  },
  {
    module: 'partners',
    operation: 'view a business partner',
    rowOf: async (world, owner) => (await partnershipOf(world, owner)).partnerFacilityId,
    request: (facilityId) => ({ method: 'GET', url: `/facilities/${facilityId}/business-partner` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['mill', 'spinner', 'refused'],
    ],
  },
  {
    module: 'partners',
    operation: 'end a partnership',
    rowOf: async (world, owner) => (await partnershipOf(world, owner)).partnershipId,
    request: (partnershipId) => ({ method: 'DELETE', url: `/partners/${partnershipId}` }),
    entries: [
      ['spinner', 'ginner', 'refused'],
      ['mill', 'ginner', 'refused'],
      ['ginner', 'ginner', 'allowed'],
    ],
  },
  {
    module: 'product activities',
    operation: 'look up a product to sell',
    rowOf: baleHeldBy,
    request: (code) => ({ method: 'GET', url: `/api/events/sells/products/${encodeURIComponent(code)}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['mill', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
    ],
  },
  {
    module: 'product activities',
    operation: 'look up a product to transport',
    rowOf: baleHeldBy,
    request: (code) => ({ method: 'GET', url: `/api/events/transports/products/${encodeURIComponent(code)}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
    ],
  },
  {
    module: 'product activities',
    operation: 'look up a product to transform',
    rowOf: baleHeldBy,
    request: (code) => ({ method: 'GET', url: `/api/events/assign-products/products/${encodeURIComponent(code)}` }),
    entries: [
      ['spinner', 'spinner', 'allowed'],
      ['ginner', 'spinner', 'refused'],
      ['mill', 'spinner', 'refused'],
    ],
  },
];
