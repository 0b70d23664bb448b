import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, orders, orderSuppliers, productDefinitions, users } from '../../../db/schema/index.ts';
import { resolveChromiumPath } from '../../../lib/pdf/chromium-path.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { configureCottonPilot } from '../../../test/world/cotton-pilot-world.ts';
import { insertFacilityRow, insertProductRows, insertTransactionItemRows, insertTransactionRow } from '../../../test/world/raw-rows.ts';
import { buildWebApp, createPdfTestApp } from './test/pdf-app.fixtures.ts';
import { extractPdfText } from './test/pdf-text.ts';

/*
 * The evidence-pack PDF end to end: the demo brand's order placed with the demo mill, whose purchase of
 * yarn from the demo spinner carries the order's PO, so the trace has two parties joined by a document
 * link, with a proof attached. Chromium prints the real /pdf-preview page of the built web app, served
 * by the app itself on a random port, and the test reads the text back out of the PDF (test/pdf-text.ts:
 * no PDF tool is installed everywhere the tests run).
 */

const PO = 'PO-EVIDENCE-7731';
const BRAND = 'brand@demo.opentrace.local';
const CHROMIUM = resolveChromiumPath(process.env.CHROME_PATH);

async function facilityOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, email));
  return user?.facilityId as string;
}

/** An order as the orders module leaves it: the order and its first order supplier with the order's PO. */
async function insertOrder(t: TestApp, owner: string, supplierId: string, purchaseOrderNumber: string): Promise<string> {
  const purchasedAt = new Date('2026-05-25T08:00:00Z');
  const [order] = await t.database.db
    .insert(orders)
    .values({
      ownerFacilityId: owner,
      purchaseOrderNumber,
      purchasedAt,
      productDescription: 'Denim jackets',
      quantity: 250,
      quantityUnit: 'Kilograms',
    })
    .returning({ id: orders.id });
  await t.database.db
    .insert(orderSuppliers)
    .values({ orderId: order!.id, supplierFacilityId: supplierId, purchasedAt, purchaseOrderNumber });
  return order!.id;
}

/** The world every describe shares: the pilot's map, the demo chain and the brand's order. */
async function createWorld(t: TestApp) {
  await configureCottonPilot(t);
  const db = t.database.db;
  const [brand, mill, spinner] = await Promise.all([
    facilityOf(t, BRAND),
    facilityOf(t, 'mill@demo.opentrace.local'),
    facilityOf(t, 'spinner@demo.opentrace.local'),
  ]);
  const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  await db.update(facilities).set({ countryId: pakistan!.id }).where(eq(facilities.id, spinner));
  const [yarn] = await db.select({ id: productDefinitions.id }).from(productDefinitions).where(eq(productDefinitions.name, 'Yarn'));
  const [lot] = await insertProductRows(db, [
    {
      code: 'YARN-EVIDENCE-1',
      productDefinitionId: yarn!.id,
      quantity: 300,
      quantityUnit: 'Kilograms',
      quantityKg: 300,
      createdFacilityId: spinner,
    },
  ]);
  const purchase = await insertTransactionRow(db, {
    type: 1,
    fromFacilityId: spinner,
    toFacilityId: mill,
    facilityId: mill,
    totalWeight: 300,
    weightUnit: 'Kilograms',
    totalWeightKg: 300,
    purchaseOrderNumber: PO,
    transactedAt: new Date('2026-05-20T08:00:00Z'),
    uploadProofs: [{ fileName: 'yarn-receipt.pdf', blobName: `${randomUUID()}.pdf` }],
  });
  await insertTransactionItemRows(db, [{ transactionId: purchase, productId: lot!.id }]);
  const orderId = await insertOrder(t, brand, mill, PO);
  const otherBrand = await insertFacilityRow(db, { name: 'Atelier Lin', roleId: (await roleIdOf(t, BRAND)) as string });
  const otherOrderId = await insertOrder(t, otherBrand, mill, 'PO-OTHER-BRAND');
  return { orderId, otherOrderId };
}

async function roleIdOf(t: TestApp, email: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, email));
  return row?.roleId;
}

const download = async (t: TestApp, orderId: string, language: string, query = '?timezone=Asia/Karachi') =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/trace/pdf${query}`,
    headers: { authorization: `Bearer ${await t.tokenFor(BRAND)}`, language },
  });

describe('the evidence pack without a browser', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createWorld>>;

  beforeAll(async () => {
    t = await createPdfTestApp({ CHROME_PATH: '/opt/no-such-browser/chrome' });
    world = await createWorld(t);
    // Listening, so only the missing browser stands between the request and a PDF.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 naming CHROME_PATH when the configured browser does not exist', async () => {
    const response = await download(t, world.orderId, 'en');
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().message).toContain('CHROME_PATH');
  });

  it("answers 404 for another brand's order, before any browser is needed", async () => {
    const response = await download(t, world.otherOrderId, 'en');
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe("This order does not exist or is not one of your organisation's orders.");
  });

  it('answers 400 with the field for a time zone that does not exist', async () => {
    const response = await download(t, world.orderId, 'en', '?timezone=Mars/Olympus');
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain('timezone');
  });

  it('answers 404 for an unknown print token, and 400 for one that is not a token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/pdf-export?token=AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().message).toMatch(/does not exist or has expired/);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/pdf-export?token=../../etc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe.skipIf(!CHROMIUM)('the evidence pack printed by Chromium', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createWorld>>;

  beforeAll(async () => {
    buildWebApp();
    t = await createPdfTestApp();
    world = await createWorld(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 600_000);

  afterAll(async () => {
    await t?.close();
  });

  it('downloads trace-{PO}.pdf with the order, both parties, the link confidence and the document index, in English', async () => {
    const response = await download(t, world.orderId, 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`trace-${PO}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(response.rawPayload);
    for (const expected of [
      'Trace evidence pack',
      PO,
      'Denim jackets',
      'Maison Coton',
      'Lahore Fabric Mill',
      'Flow chart',
      'Stages',
      'Document',
      'Pakistan',
      'Index of attached documents',
      'yarn-receipt.pdf',
      'Not assessed',
    ]) {
      expect(text).toContain(expected);
    }
  }, 120_000);

  it('prints the same pack in Urdu, right to left in the app’s Naskh face', async () => {
    const response = await download(t, world.orderId, 'ur');
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    const text = extractPdfText(pdf);
    for (const expected of ['ثبوتی', 'پیکٹ', 'مراحل', PO, 'yarn-receipt.pdf']) expect(text).toContain(expected);
  }, 120_000);

  it('prints in French when the caller reads French', async () => {
    const response = await download(t, world.orderId, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    const text = extractPdfText(response.rawPayload);
    for (const expected of ['Dossier de preuves de traçabilité', 'Diagramme des flux', PO]) expect(text).toContain(expected);
  }, 120_000);
});

if (!CHROMIUM)
  console.warn('Evidence-pack PDF printing tests skipped: no Chromium found (install the chromium package or set CHROME_PATH).');
