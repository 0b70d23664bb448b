import { facilities, facilityPartners } from '../../db/schema/index.ts';
import type { ActivityWorld, TProducer, TWho } from '../activity-world.ts';
import { nextNumber, type ObjectAccessTable } from './table.ts';

/** A fresh partner facility of the owner's, so a deleted partnership never starves a later entry. */
async function partnershipOf(world: ActivityWorld, owner: TWho): Promise<{ partnershipId: string; partnerFacilityId: string }> {
  const db = world.t.database.db;
  const [partner] = await db
    .insert(facilities)
    .values({ name: `Partner mill ${nextNumber()}`, roleId: world.roleIds.MILL as string })
    .returning({ id: facilities.id });
  const [partnership] = await db
    .insert(facilityPartners)
    .values({ facilityId: world.facilityIds[owner as TProducer], partnerFacilityId: partner!.id, kind: 'processing_facility' })
    .returning({ id: facilityPartners.id });
  return { partnershipId: partnership!.id, partnerFacilityId: partner!.id };
}

export const PARTNERS_TABLES: readonly ObjectAccessTable[] = [
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
];
