import type { TOrderPage, TTrace } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../lib/storage/index.ts';
import { LOCAL_OAR_ID_PATTERN } from '../modules/identifiers/local-oar-id.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { appMeta, events, facilities, users } from '../db/schema/index.ts';
import { loadDemoConfiguration } from './demo-configuration.ts';
import { loadDemoOrder } from './demo-order.ts';
import { loadDemoProductChain } from './demo-product-chain.ts';

/*
 * The demo's living cotton chain (issue 6), seeded through the services on the configured cotton
 * demo: the producers registered as their Admin users would, then a season of trade. The services
 * throw on any broken rule, so a seed that completes kept every rule; these tests check what the
 * demo's users then see.
 */

const MAIL = { publicUrl: 'http://localhost:3000', systemName: 'OpenTrace' };
const EMAILS = {
  ginner: 'ginner@demo.opentrace.local',
  spinner: 'spinner@demo.opentrace.local',
  mill: 'mill@demo.opentrace.local',
  assembly: 'assembly@demo.opentrace.local',
} as const;
type TWho = keyof typeof EMAILS;

/** A configured cotton demo whose clock stands at `now`, before the chain step runs. */
async function configuredDemo(now: Date): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(now);
  await loadDemoConfiguration(t.database.db, createStorage(t.config.storage), t.clock);
  return t;
}

const seedChain = (t: TestApp) =>
  loadDemoProductChain(t.database.db, { storage: createStorage(t.config.storage), clock: t.clock, mail: MAIL });

async function signedIn(t: TestApp): Promise<Record<TWho, Record<string, string>>> {
  const headers = {} as Record<TWho, Record<string, string>>;
  for (const [who, email] of Object.entries(EMAILS) as [TWho, string][])
    headers[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  return headers;
}

async function eventMoments(t: TestApp): Promise<Date[]> {
  return (await t.database.db.select({ recordedAt: events.recordedAt }).from(events)).map((row) => row.recordedAt);
}

/** 20 October: the season (1 April for 9 months) and the reconciliation window (1 April for 12) are both current. */
const NOW = new Date('2026-10-20T09:30:00Z');
/** 2 January 2027: the second farm season began yesterday, inside the first reconciliation window. */
const NEW_SEASON = new Date('2027-01-02T12:00:00Z');

let t: TestApp;
let newSeason: TestApp;
let touched: TestApp;
let headers: Record<TWho, Record<string, string>>;
const get = async (who: TWho, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: headers[who] });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  [t, newSeason, touched] = await Promise.all([configuredDemo(NOW), configuredDemo(NEW_SEASON), configuredDemo(NOW)]);
  await seedChain(t);
  await loadDemoOrder(t.database.db, t.clock);
  headers = await signedIn(t);
}, 180_000);
afterAll(async () => Promise.all([t, newSeason, touched].map((app) => app?.close())));

describe('the demo producers', () => {
  it('are registered: profile saved, questionnaire answered where the role has one, a partner added', async () => {
    for (const who of Object.keys(EMAILS) as TWho[]) {
      const me = await get(who, '/api/users/me');
      expect(me.updatedProfileAt, who).not.toBeNull();
      expect(new Date(me.updatedProfileAt).getTime(), who).toBeLessThan(NOW.getTime());
      expect(me.currentFacility.addedPartnerAt, who).not.toBeNull();
      if (who === 'assembly') expect(me.role.uploadedSAQ).toBe(false);
      else expect(me.currentFacility.answeredSaqAt, who).not.toBeNull();
    }
    const questionnaire = await get('ginner', '/api/self-assessments/me');
    expect(questionnaire.completedAt).not.toBeNull();
    expect(questionnaire.unanswered).toEqual([]);
    expect(questionnaire.answers.length).toBeGreaterThan(5);
  });

  it("have Pakistani addresses, a local OS ID, the role's goods and a 12-month reconciliation window from 1 April 2026", async () => {
    const ginner = await get('ginner', '/api/facilities/me');
    expect(ginner).toMatchObject({
      name: 'Multan Ginning Factory',
      address: 'Plot 9, Industrial Estate, Bosan Road',
      location: 'Plot 9, Industrial Estate, Bosan Road, Multan, Punjab, Pakistan',
      goods: [{ name: 'Cotton Bales' }],
      certifications: [{ code: 'BCI' }],
      reconciliationStartAt: '2026-04-01T00:00:00.000Z',
      reconciliationDuration: 12,
    });
    expect(ginner.oarId).toMatch(LOCAL_OAR_ID_PATTERN);
    expect(ginner.roleAttributes.find((attribute: { baseName: string }) => attribute.baseName === 'OS ID').value).toBe(ginner.oarId);

    const assembly = await get('assembly', '/api/facilities/me');
    expect(assembly).toMatchObject({
      name: 'Karachi Garments',
      location: 'Plot 27, Sector 15, Korangi Industrial Area, Korangi, Sindh, Pakistan',
      goods: [{ name: 'Finished Good' }],
    });
    expect((await get('spinner', '/api/facilities/me')).goods).toEqual([expect.objectContaining({ name: 'Yarn' })]);
    expect((await get('mill', '/api/facilities/me')).goods).toEqual([expect.objectContaining({ name: 'Fabric' })]);
  });

  it('are partners down the chain from the demo farm group, with the haulier serving the ginner and the spinner', async () => {
    const partnerNames = async (who: TWho) =>
      ((await get(who, '/partners/all?page=1&perPage=20')).items as { facility: { name: string }; kind: string }[])
        .map((item) => `${item.facility.name} (${item.kind})`)
        .sort();
    expect(await partnerNames('ginner')).toEqual([
      'Faisalabad Spinning Mills (processing_facility)',
      'Indus Haulage (transporter)',
      'Multan Cotton Growers (processing_facility)',
    ]);
    expect(await partnerNames('spinner')).toEqual([
      'Indus Haulage (transporter)',
      'Lahore Fabric Mill (processing_facility)',
      'Multan Ginning Factory (processing_facility)',
    ]);
    expect(await partnerNames('mill')).toEqual([
      'Faisalabad Spinning Mills (processing_facility)',
      'Karachi Garments (processing_facility)',
    ]);
    expect(await partnerNames('assembly')).toEqual(['Lahore Fabric Mill (processing_facility)']);

    // The haulier was invited by the ginner: a new organisation whose first user has an invitation.
    const [haulier] = await t.database.db.select().from(users).where(eq(users.email, 'transport@demo.opentrace.local'));
    const [facility] = await t.database.db
      .select()
      .from(facilities)
      .where(eq(facilities.id, haulier!.facilityId as string));
    expect(facility).toMatchObject({ name: 'Indus Haulage', address: 'Truck Stand, Khanewal Road' });
  });
});

interface THistoryItem {
  id: string;
  type: number;
  recordedAt: string;
  counterpart: { name: string } | null;
  nonParticipatingRoleName: string | null;
  productDefinitionName: string;
  products: { code: string }[];
  outputProducts: { code: string }[];
  totalWeight: number;
  documentCount: number;
}
const history = async (who: TWho): Promise<THistoryItem[]> => (await get(who, '/api/histories?page=1&perPage=100')).items;
/** Oldest first, as the season happened: "type counterpart weight". */
const story = (items: THistoryItem[]) =>
  [...items]
    .reverse()
    .map(
      (item) =>
        `${item.type} ${item.counterpart?.name ?? item.nonParticipatingRoleName ?? '-'} ${item.productDefinitionName ?? '-'} ${item.totalWeight}`,
    );
const overviewRange = async (who: TWho) => {
  const { ranges } = await get(who, '/api/histories/date-ranges');
  return `from=${encodeURIComponent(ranges[0].from)}&to=${encodeURIComponent(ranges[0].to)}`;
};

describe('the demo brand', () => {
  it('has the chain as its suppliers, tier by tier, each supplying the next', async () => {
    const brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
    const response = await t.app.inject({ method: 'GET', url: '/api/brands/suppliers/mapping', headers: brand });
    expect(response.statusCode, response.body).toBe(200);
    const map = response.json() as { tiers: { tier: number }[]; nodes: { id: string; name: string; targets: string[] }[] };
    const byName = new Map(map.nodes.map((node) => [node.name, node]));
    const chain = [
      'Multan Cotton Growers',
      'Multan Ginning Factory',
      'Faisalabad Spinning Mills',
      'Lahore Fabric Mill',
      'Karachi Garments',
    ];
    expect([...byName.keys()].sort()).toEqual([...chain].sort());
    chain
      .slice(0, -1)
      .forEach((name, index) => expect(byName.get(name)?.targets, name).toEqual([byName.get(chain[index + 1] as string)?.id]));
    expect(map.tiers.map((tier) => tier.tier)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the demo brand's order", () => {
  const asBrand = async <T>(url: string): Promise<T> => {
    const brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
    const response = await t.app.inject({ method: 'GET', url, headers: brand });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };

  it('is placed once with the garment maker, dated before now', async () => {
    await loadDemoOrder(t.database.db, t.clock);
    const orders = await asBrand<TOrderPage>('/api/orders');
    expect(orders.total).toBe(1);
    expect(orders.items[0]?.supplier.name).toBe('Karachi Garments');
    expect(new Date(orders.items[0]?.purchasedAt ?? NOW).getTime()).toBeLessThan(NOW.getTime());
  });

  it("traces by documents and product IDs to the group's farms and the farmer outside it", async () => {
    const [order] = (await asBrand<TOrderPage>('/api/orders')).items;
    const trace = await asBrand<TTrace>(`/api/orders/${order?.id}/trace`);
    expect(trace.status).toBe('complete');
    expect(trace.confidence).toBe(1);
    const names = trace.nodes.map((node) => node.name);
    for (const producer of ['Karachi Garments', 'Lahore Fabric Mill', 'Faisalabad Spinning Mills', 'Multan Ginning Factory']) {
      expect(names).toContain(producer);
    }
    expect(trace.nodes.filter((node) => node.isRawMaterialSource && !node.nonParticipating)).toHaveLength(3);
    expect(trace.nodes.filter((node) => node.nonParticipating).map((node) => node.name)).toEqual(['Non-participating Farm']);
    expect(trace.links.filter((link) => link.confidence === 'inferred')).toEqual([]);
  });
});

describe('the season', () => {
  it("shows in the ginner's history: seed cotton from the group's three farms and one outside it, ginning, cottonseed, a sale and its shipment", async () => {
    expect(story(await history('ginner'))).toEqual([
      '1 Bahadur Farm Seed Cotton 3500',
      '1 Noor Fields Seed Cotton 2500',
      '1 Chak 5 Farm Seed Cotton 3000',
      '1 Farm Seed Cotton 1000',
      '4 - Cotton Bales 3400',
      '5 - - 6100',
      '2 Faisalabad Spinning Mills Cotton Bales 2040',
      '3 Indus Haulage Cotton Bales 2060',
      // Late pickings, still waiting for the gin.
      '1 Bahadur Farm Seed Cotton 2000',
    ]);
  });

  it('carries the same bales on: the spinner buys them by their codes, spins yarn, sells to the mill, which weaves fabric for the garment maker', async () => {
    const ginnerSale = (await history('ginner')).find((item) => item.type === 2) as THistoryItem;
    const spinner = await history('spinner');
    const spinnerPurchase = spinner.find((item) => item.type === 1) as THistoryItem;
    expect(spinnerPurchase.products.map((product) => product.code).sort()).toEqual(
      ginnerSale.products.map((product) => product.code).sort(),
    );
    // Eight bales carry QR labels, whose nine digits are their codes.
    expect(spinnerPurchase.products.filter((product) => /^\d{9}$/.test(product.code))).toHaveLength(8);
    expect(story(spinner)).toEqual([
      '1 Multan Ginning Factory Cotton Bales 2040',
      '4 - Yarn 1800',
      '5 - - 180',
      '2 Lahore Fabric Mill Yarn 1200',
      '3 Indus Haulage Yarn 1220',
    ]);
    expect(story(await history('mill'))).toEqual([
      '1 Faisalabad Spinning Mills Yarn 1200',
      '4 - Fabric 1100',
      '2 Karachi Garments Fabric 660',
    ]);
    expect(story(await history('assembly'))).toEqual(['1 Lahore Fabric Mill Fabric 660', '4 - Finished Good 610', '5 - - 40']);
  });

  it('is dated in the past, inside the current season and reconciliation window', async () => {
    const moments = await eventMoments(t);
    expect(moments).toHaveLength(20);
    for (const moment of moments) {
      expect(moment.getTime()).toBeLessThan(NOW.getTime());
      expect(moment.getTime()).toBeGreaterThanOrEqual(new Date('2026-04-01T00:00:00Z').getTime());
    }
  });

  it('gives every trade its documents as real PDFs that download', async () => {
    const sale = (await history('ginner')).find((item) => item.type === 2) as THistoryItem;
    expect(sale.documentCount).toBe(2);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/histories/download-documents?eventId=${sale.id}`,
      headers: headers.ginner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.rawPayload.includes(Buffer.from('%PDF-1.4'))).toBe(true);
  });

  it("leaves a mass balance the figures imply: the unnamed farm's 1,000 kg unverified, and 90 % of every bale downstream verified", async () => {
    const massBalance = async (who: TWho) => get(who, `/api/calculations/mass-balance?${await overviewRange(who)}`);
    expect(await massBalance('ginner')).toMatchObject({ canCalculate: true, unit: 'Kilograms', verified: 11_000, notVerified: 1_000 });
    // The bales were ginned from 9,000 kg of named farms' cotton out of 10,000 kg bought that week.
    expect(await massBalance('spinner')).toMatchObject({ canCalculate: true, verified: 1_836, notVerified: 204 });
    expect(await massBalance('mill')).toMatchObject({ verified: 1_080, notVerified: 120 });
    expect(await massBalance('assembly')).toMatchObject({ verified: 594, notVerified: 66 });
  });

  it('leaves stock unsold, so each margin of error has something to show', async () => {
    const margin = async (who: TWho) => get(who, `/api/calculations/margin-of-error?${await overviewRange(who)}`);
    // Made and still held counts as output, not loss. Spinner: 2,040 kg in; 1,200 sold + 180 of waste + 600 of yarn in stock.
    expect(await margin('spinner')).toEqual({ canCalculate: true, inputs: 2_040, byProducts: 180, outputs: 1_980, marginOfError: 2.94 });
    // Mill: 1,200 kg of yarn in; 660 kg of fabric sold and 440 kg in stock.
    expect(await margin('mill')).toEqual({ canCalculate: true, inputs: 1_200, byProducts: 0, outputs: 1_100, marginOfError: 8.33 });
    // Assembly: 660 kg of fabric in; 40 kg of cutting waste and 610 kg of finished goods, none sold yet.
    expect(await margin('assembly')).toEqual({ canCalculate: true, inputs: 660, byProducts: 40, outputs: 650, marginOfError: 1.52 });
  });
});

describe('the step', () => {
  it('runs once: a second start leaves the chain as it is', async () => {
    const [marker] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_product_chain_version'));
    expect(marker?.value).toBe('1');
    await seedChain(t);
    expect((await get('ginner', '/partners/all?page=1&perPage=20')).total).toBe(3);
    expect(await eventMoments(t)).toHaveLength(20);
  });

  it('squeezes the season into the current windows when they began recently', async () => {
    await seedChain(newSeason);
    const moments = await eventMoments(newSeason);
    expect(moments).toHaveLength(20);
    for (const moment of moments) {
      expect(moment.getTime()).toBeGreaterThanOrEqual(new Date('2027-01-01T00:00:00Z').getTime());
      expect(moment.getTime()).toBeLessThan(NEW_SEASON.getTime());
    }
  });

  it('leaves a demo alone once someone has changed a demo producer', async () => {
    const ginner = { authorization: `Bearer ${await touched.tokenFor(EMAILS.ginner)}` };
    const [group] = await touched.database.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.name, 'Multan Cotton Growers'));
    const added = await touched.app.inject({
      method: 'POST',
      url: '/partners/invite',
      headers: ginner,
      payload: { facilityId: group!.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    await seedChain(touched);
    expect((await touched.app.inject({ method: 'GET', url: '/api/users/me', headers: ginner })).json().updatedProfileAt).toBeNull();
    expect(await eventMoments(touched)).toEqual([]);
    const [marker] = await touched.database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_product_chain_version'));
    expect(marker?.value).toBe('1');
  });
});
