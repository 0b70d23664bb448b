import type { TFileReference } from '@opentrace/domain';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { attributes, facilities, users } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../multipart.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createPartnerLink } from './builders.ts';
import { insertFacilityRow } from './raw-rows.ts';
import { configureCottonPilot } from './cotton-pilot-world.ts';

/**
 * A trading world for product-activity tests, on the cotton pilot's map (Farm → Ginner → Spinner →
 * Mill → Final Product Assembly; the farm season starts 1 April for 9 months). The demo ginner,
 * spinner, mill and assembly are registered (profile saved; mass balance with a 12-month window from
 * 1 April 2026) and partners down the chain; a farm group with two farms sells to the ginner; a
 * transporter and a broker partner the ginner and the spinner. The clock stands at `now`.
 */
export const PRODUCERS = {
  ginner: 'ginner@demo.opentrace.local',
  spinner: 'spinner@demo.opentrace.local',
  mill: 'mill@demo.opentrace.local',
  assembly: 'assembly@demo.opentrace.local',
} as const;
export type TProducer = keyof typeof PRODUCERS;
export type TWho = TProducer | 'admin' | 'brand' | 'superAdmin';

export const WORLD_RECONCILIATION_START = new Date('2026-04-01T00:00:00Z');
export const WORLD_NOW = new Date('2026-06-15T10:00:00Z');

export interface ActivityWorld {
  t: TestApp;
  headers: Record<TWho, Record<string, string>>;
  facilityIds: Record<TProducer | 'farmGroup' | 'farmA' | 'farmB' | 'transporter' | 'broker' | 'strangerSpinner', string>;
  /** Product definitions by name: Seed Cotton, Cotton Bales, Yarn, Fabric, Finished Good. */
  definitionIds: Record<string, string>;
  /** Attributes by name: Product ID, Total Weight, Trash Content, Moisture Level, Description… */
  attributeIds: Record<string, string>;
  roleIds: Record<string, string>;
  call(who: TWho, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Uploads a small PDF as the caller and returns the reference a form would send. */
  upload(who: TWho, fileName?: string): Promise<TFileReference>;
}

export async function createActivityWorld(options: { now?: Date } = {}): Promise<ActivityWorld> {
  const t = await createTestApp();
  t.clock.set(options.now ?? WORLD_NOW);
  const db = t.database.db;
  const bearer = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const { superAdmin, roleIds } = await configureCottonPilot(t);
  const definitions = (await t.app.inject({ method: 'GET', url: '/api/product-definitions', headers: superAdmin })).json() as {
    id: string;
    name: string;
  }[];
  const definitionIds = Object.fromEntries(definitions.map((definition) => [definition.name, definition.id]));
  const attributeRows = await db.select({ id: attributes.id, name: attributes.name }).from(attributes).where(isNull(attributes.deletedAt));
  const attributeIds = Object.fromEntries(attributeRows.map((row) => [row.name, row.id]));

  const facilityIds = {} as ActivityWorld['facilityIds'];
  const headers: Partial<ActivityWorld['headers']> = { superAdmin };
  for (const [who, email] of Object.entries(PRODUCERS) as [TProducer, string][]) {
    const [user] = await db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, email));
    facilityIds[who] = user?.facilityId as string;
    headers[who] = await bearer(email);
  }
  headers.admin = await bearer('admin@demo.opentrace.local');
  headers.brand = await bearer('brand@demo.opentrace.local');

  const producerIds = Object.keys(PRODUCERS).map((who) => facilityIds[who as TProducer]);
  await db
    .update(facilities)
    .set({ reconciliationStartAt: WORLD_RECONCILIATION_START, reconciliationDurationMonths: 12 })
    .where(inArray(facilities.id, producerIds));
  await db.update(users).set({ updatedProfileAt: t.clock.now() }).where(inArray(users.facilityId, producerIds));

  const call: ActivityWorld['call'] = (who, method, url, payload) =>
    t.app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: headers[who] ?? {},
      ...(payload ? { payload } : {}),
    });

  // Farm groups, farms and intermediaries nobody has signed up for yet: no service makes those alone.
  const insertFacility = (name: string, role: string, extra: Partial<Parameters<typeof insertFacilityRow>[1]> = {}) =>
    insertFacilityRow(db, { name, roleId: roleIds[role] as string, ...extra });
  facilityIds.farmGroup = await insertFacility('Vehari Farm Group', 'FARM', { code: '4321' });
  facilityIds.farmA = await insertFacility('Akram Farm', 'FARM', { farmGroupId: facilityIds.farmGroup, code: 'A01' });
  facilityIds.farmB = await insertFacility('Bashir Farm', 'FARM', { farmGroupId: facilityIds.farmGroup, code: 'B02' });
  facilityIds.transporter = await insertFacility('Indus Haulage', 'TRANSPORTER');
  facilityIds.broker = await insertFacility('Lyallpur Cotton Brokers', 'BROKER');
  facilityIds.strangerSpinner = await insertFacility('Okara Yarns', 'SPINNER');

  const world = { t, headers: headers as ActivityWorld['headers'] };
  await createPartnerLink(world, 'ginner', facilityIds.farmGroup, 'processing_facility');
  await createPartnerLink(world, 'ginner', facilityIds.spinner, 'processing_facility');
  await createPartnerLink(world, 'spinner', facilityIds.mill, 'processing_facility');
  await createPartnerLink(world, 'mill', facilityIds.assembly, 'processing_facility');
  await createPartnerLink(world, 'ginner', facilityIds.transporter, 'transporter');
  await createPartnerLink(world, 'spinner', facilityIds.transporter, 'transporter');
  await createPartnerLink(world, 'ginner', facilityIds.broker, 'broker');
  await createPartnerLink(world, 'spinner', facilityIds.broker, 'broker');

  const upload: ActivityWorld['upload'] = async (who, fileName = 'proof.pdf') => {
    const { payload, headers: multipart } = multipartBody([
      { field: 'files', fileName, contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/files?purpose=proof',
      payload,
      headers: { ...(headers[who] ?? {}), ...multipart },
    });
    const [file] = response.json() as { blobName: string; name: string }[];
    if (!file) throw new Error(`upload failed: ${response.body}`);
    return { fileName: file.name, blobName: file.blobName };
  };
  return { t, headers: headers as ActivityWorld['headers'], facilityIds, definitionIds, attributeIds, roleIds, call, upload };
}
