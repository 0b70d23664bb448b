import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { createPartnerLink } from '../world/builders.ts';
import { insertFacilityRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable } from './table.ts';

/** The role next to each owner's on the cotton map, which its partner form accepts. */
const NEXT_ROLE: Partial<Record<TWho, string>> = { ginner: 'SPINNER', spinner: 'MILL' };

/**
 * A fresh partner facility of the owner's, so a deleted partnership never starves a later entry; a
 * facility nobody has signed up for yet (raw-rows.ts), added through the owner's partner form.
 */
async function partnershipOf(world: ActivityWorld, owner: TWho): Promise<{ partnershipId: string; partnerFacilityId: string }> {
  const role = NEXT_ROLE[owner] as string;
  const partnerFacilityId = await insertFacilityRow(world.t.database.db, {
    name: `Partner ${role.toLowerCase()} ${nextNumber()}`,
    roleId: world.roleIds[role] as string,
  });
  const partnershipId = await createPartnerLink(world, owner, partnerFacilityId, 'processing_facility');
  return { partnershipId, partnerFacilityId };
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
