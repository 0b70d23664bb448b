import { IDENTIFIER_SYSTEM_PRESETS, type TIdentifierSystem, type TRoleAttributeCategory } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { districts, facilities, provinces, roleAttributes } from '../../db/schema/index.ts';
import { insertRoleAttributeRow, upsertAttributeValueRow } from './raw-rows.ts';

export const PAKISTAN_ID = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';
export const INDIA_ID = 'c0dfbdbe-f51b-4b8f-871e-1473dfb3cd52';
export const OTHER_COUNTRY_ID = '70beea98-e08c-4ba3-800c-d20bb6fa7247';

/** Ids of a seeded province and one of its districts, by name. */
export async function placeIds(
  db: Database,
  provinceName: string,
  districtName: string,
): Promise<{ provinceId: string; districtId: string }> {
  const [row] = await db
    .select({ provinceId: provinces.id, districtId: districts.id })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(provinces.name, provinceName), eq(districts.name, districtName)));
  if (!row) throw new Error(`No seeded district ${districtName} in ${provinceName}`);
  return row;
}

/** Gives a role one attribute of an identifier system (as the role set-up would) and returns its id. */
export async function addRoleAttribute(
  db: Database,
  roleId: string,
  attribute: { identifierSystem: TIdentifierSystem; name: string; category: TRoleAttributeCategory },
): Promise<string> {
  const [existing] = await db
    .select({ id: roleAttributes.id })
    .from(roleAttributes)
    .where(
      and(
        eq(roleAttributes.roleId, roleId),
        eq(roleAttributes.identifierSystem, attribute.identifierSystem),
        eq(roleAttributes.name, attribute.name),
      ),
    );
  if (existing) return existing.id;
  return insertRoleAttributeRow(db, { roleId, ...attribute, sortOrder: 0 });
}

export async function facilityByName(db: Database, name: string): Promise<{ id: string; roleId: string }> {
  const [facility] = await db.select({ id: facilities.id, roleId: facilities.roleId }).from(facilities).where(eq(facilities.name, name));
  if (!facility) throw new Error(`No seeded facility ${name}`);
  return facility;
}

export interface OshProfile {
  oarId: string;
  name: string;
  address: string;
  countryId: string;
  provinceId?: string;
  districtId?: string;
}

/** Saves a facility's Open Supply Hub answers the way its profile will. */
export async function saveOshProfile(db: Database, facilityName: string, profile: OshProfile): Promise<string> {
  const facility = await facilityByName(db, facilityName);
  const valueOf: Record<string, string | undefined> = {
    'OS ID': profile.oarId,
    'Business Name': profile.name,
    Country: profile.countryId,
    'Province/State': profile.provinceId,
    District: profile.districtId,
    Address: profile.address,
  };
  for (const preset of IDENTIFIER_SYSTEM_PRESETS.OPEN_SUPPLY_HUB_ID) {
    const attributeId = await addRoleAttribute(db, facility.roleId, { identifierSystem: 'OPEN_SUPPLY_HUB_ID', ...preset });
    const value = valueOf[preset.name];
    if (value === undefined) continue;
    await upsertAttributeValueRow(db, { facilityId: facility.id, attributeId, value });
  }
  return facility.id;
}
