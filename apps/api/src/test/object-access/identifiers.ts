import { PAKISTAN_ID, placeIds, saveOshProfile } from '../world/identifiers.ts';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { insertFacilityRow } from '../world/raw-rows.ts';
import { type ObjectAccessTable, oncePerWorld } from './table.ts';

const KNOWN_FACILITY = 'Indus Dyeing Works';

/** A facility the local registry knows, so that registering one like it offers similar results. */
const karachiPlace = oncePerWorld(async (world) => {
  const db = world.t.database.db;
  const karachi = await placeIds(db, 'Sindh', 'Karachi East');
  await insertFacilityRow(db, { name: KNOWN_FACILITY, roleId: world.roleIds.MILL as string });
  const address = 'Korangi Industrial Area, Karachi';
  await saveOshProfile(db, KNOWN_FACILITY, { oarId: 'PK2024555INDDYE', name: KNOWN_FACILITY, address, countryId: PAKISTAN_ID, ...karachi });
  return karachi;
});

/** The similar results offered to the owner (one user) when it registers a facility like the known one. */
async function offeredTo(world: ActivityWorld, owner: TWho): Promise<string[]> {
  const payload = { name: KNOWN_FACILITY, address: 'Site Area, Karachi', countryId: PAKISTAN_ID, ...(await karachiPlace(world)) };
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/facilities/identifier-systems/register-oarIds',
    headers: world.headers[owner],
    payload,
  });
  const body = response.json() as { status: string; matches: { facilityMatchId: string }[] };
  if (body.status !== 'POTENTIAL_MATCH') throw new Error(`${owner} was offered no similar facility: ${response.body}`);
  return body.matches.map((match) => match.facilityMatchId);
}

export const IDENTIFIERS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'identifiers',
    operation: 'confirm a similar facility offered at registration',
    rowOf: async (world, owner) => (await offeredTo(world, owner))[0] as string,
    request: (facilityMatchId) => ({ method: 'GET', url: `/facilities/identifier-systems/oar-ids/confirm-match?id=${facilityMatchId}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['admin', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'admin', 'refused'],
      ['admin', 'admin', 'allowed'],
    ],
  },
  {
    module: 'identifiers',
    operation: 'reject every similar facility offered at registration',
    rowOf: async (world, owner) => (await offeredTo(world, owner)).join(','),
    request: (facilityMatchIds) => ({ method: 'GET', url: `/facilities/identifier-systems/oar-ids/reject-match?ids=${facilityMatchIds}` }),
    entries: [
      ['spinner', 'ginner', 'refused'],
      ['admin', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'ginner', 'allowed'],
    ],
  },
];
