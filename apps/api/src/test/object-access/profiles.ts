import { randomUUID } from 'node:crypto';
import { multipartBody, SAMPLE_FILES } from '../multipart.ts';
import { PAKISTAN_ID, placeIds, saveOshProfile } from '../world/identifiers.ts';
import { eq } from 'drizzle-orm';
import { facilities, users } from '../../db/schema/index.ts';
import { type ActivityWorld, PRODUCERS, type TProducer, type TWho } from '../world/activity-world.ts';
import { insertRoleAttributeRow } from '../world/raw-rows.ts';
import { nextNumber, type ObjectAccessTable, oncePerWorld } from './table.ts';

/** Saves the owner's brand profile with a logo and gives the logo's file name, as the profile shows it. */
async function brandLogoOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const lahore = await placeIds(world.t.database.db, 'Punjab', 'Lahore');
  const { payload, headers } = multipartBody([
    { field: 'name', data: 'Maison Coton' },
    { field: 'address', data: '12 Mall Road, Lahore' },
    { field: 'countryId', data: PAKISTAN_ID },
    { field: 'provinceId', data: lahore.provinceId },
    { field: 'districtId', data: lahore.districtId },
    { field: 'logo', fileName: 'logo.png', contentType: 'image/png', data: SAMPLE_FILES.png },
  ]);
  const response = await world.t.app.inject({
    method: 'PUT',
    url: '/api/brands/profile',
    payload,
    headers: { ...world.headers[owner], ...headers },
  });
  const url = (response.json() as { logo?: { url: string } | null }).logo?.url;
  if (!url) throw new Error(`${owner} could not save a brand logo: ${response.body}`);
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A file the owner uploaded, and the attachment attribute each producer's profile would file it under. */
async function attachmentOf(world: ActivityWorld, owner: TWho, blobName?: string): Promise<string> {
  const attributeIds = await attachmentAttributes(world);
  return JSON.stringify({ blobName: blobName ?? (await world.upload(owner)).blobName, attributeIds });
}

export const PROFILES_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'profiles',
    operation: 'download a brand’s logo',
    rowOf: brandLogoOf,
    request: (blobName) => ({ method: 'GET', url: `/api/files/${blobName}` }),
    entries: [
      ['brand', 'brand', 'allowed'],
      ['ginner', 'brand', 'refused'],
      ['spinner', 'brand', 'refused'],
      ['admin', 'brand', 'allowed'],
    ],
  },
  {
    module: 'profiles',
    operation: 'attach an uploaded file to the organisation profile',
    rowOf: (world, owner) => attachmentOf(world, owner),
    request: (row, caller) => {
      const { blobName, attributeIds } = JSON.parse(row) as { blobName: string; attributeIds: Partial<Record<TWho, string>> };
      const value = JSON.stringify([{ name: 'certificate.pdf', blobName }]);
      const roleAttributes = [{ attributeId: attributeIds[caller], value }];
      return { method: 'PUT', url: '/api/users', payload: { firstName: 'Demo', lastName: 'Producer', roleAttributes } };
    },
    unknownRow: (world) => attachmentOf(world, 'ginner', `${randomUUID()}.pdf`),
    refusal: 'field error',
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['mill', 'ginner', 'refused'],
    ],
  },
];

/**
 * An optional ATTACHMENTS attribute on every producer role of the world, by producer; each producer
 * has answered its role's Open Supply Hub attributes, so that a save of its profile can succeed.
 */
const attachmentAttributes = oncePerWorld(async (world) => {
  const db = world.t.database.db;
  const multan = await placeIds(db, 'Punjab', 'Multan');
  const ids: Partial<Record<TWho, string>> = {};
  for (const who of Object.keys(PRODUCERS) as TProducer[]) {
    const [user] = await db
      .select({ roleId: users.roleId, facility: facilities.name })
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.facilityId))
      .where(eq(users.email, PRODUCERS[who]));
    const address = 'Plot 1, Vehari Road, Multan';
    await saveOshProfile(db, user!.facility, {
      oarId: `PK2026OBJ${who.toUpperCase()}`,
      name: user!.facility,
      address,
      countryId: PAKISTAN_ID,
      ...multan,
    });
    ids[who] = await insertRoleAttributeRow(db, {
      roleId: user!.roleId,
      identifierSystem: 'ADDITIONAL_ATTRIBUTE',
      name: `Certificates ${nextNumber()}`,
      category: 'ATTACHMENTS',
      isOptional: true,
      sortOrder: 99,
    });
  }
  return ids;
});
