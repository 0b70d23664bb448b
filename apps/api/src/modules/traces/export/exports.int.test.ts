import type { TTrace } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, type TWho } from '../../../test/world/activity-world.ts';
import { overviewFixtures } from '../../../test/world/overview.ts';
import { assignPayload, outputForm } from '../../../test/world/transformations.ts';
import type { EpcisDocument } from './epcis.ts';
import { epcisSchemaErrors } from './test/epcis-validator.ts';

/*
 * A cotton chain logged through the activity endpoints, traced from a brand's order: the ginner buys
 * seed cotton from the farm group, gins two bales from stock in hand (one with a BCI certificate
 * attached), sells both to the spinner, and the spinner logs the purchase of one of them under the PO
 * the brand's order names. The brand then downloads the trace's documents and its EPCIS export.
 */

let w: ActivityWorld;
type Uploaded = { fileName: string; blobName: string; data: Buffer };
const files = {} as Record<'receipt' | 'proof' | 'otherProof' | 'invoice' | 'packing' | 'certificate', Uploaded>;
const ids = {} as Record<'farmPurchase' | 'sale' | 'spinnerPurchase' | 'order' | 'emptyOrder', string>;
const ORDER_PO = 'SP/EXP 1';

async function logged(who: TWho, url: string, payload: object): Promise<{ eventId: string; products: { id: string }[] }> {
  const response = await w.call(who, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function transactionIdOf(logger: string, column: 'purchaseOrderNumber' | 'invoiceNumber', value: string): Promise<string> {
  const [row] = await w.t.database.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.facilityId, logger), eq(transactions[column], value)));
  return row!.id;
}

beforeAll(async () => {
  w = await createActivityWorld();
  const fixtures = overviewFixtures(w);
  const reference = ({ fileName, blobName }: Uploaded) => ({ fileName, blobName });
  files.receipt = await fixtures.uploadPdf('ginner', 'receipt.pdf', 'farm receipt');
  files.certificate = await fixtures.uploadPdf('ginner', 'bci.pdf', 'bale certificate');
  files.invoice = await fixtures.uploadPdf('ginner', 'invoice.pdf', 'ginner invoice');
  files.packing = await fixtures.uploadPdf('ginner', 'packing.pdf', 'ginner packing list');
  files.proof = await fixtures.uploadPdf('spinner', 'proof.pdf', 'spinner proof');
  files.otherProof = await fixtures.uploadPdf('spinner', 'proof.pdf', 'spinner second proof');

  await logged('ginner', '/events/purchases', {
    fromFacilityId: w.facilityIds.farmGroup,
    purchaseOrderNumber: 'GIN-EXP-1',
    transactedAt: '2026-05-02T08:00:00.000Z',
    uploadProofs: [reference(files.receipt)],
    manualAddedData: {
      productDefinitionId: w.definitionIds['Seed Cotton'],
      manualAddedProducts: [
        {
          attributes: [
            { id: w.attributeIds['Trash Content'], value: 'Low' },
            { id: w.attributeIds['Moisture Level'], value: 8 },
            { id: w.attributeIds['Total Weight'], value: 1000, quantityUnit: 'Kilograms' },
          ],
        },
      ],
    },
  });
  const certified = outputForm(w, 'Cotton Bales', { code: 'EXP-BALE-1', quantity: 170 });
  certified.attributes.push({ id: w.attributeIds.Attachments as string, value: [reference(files.certificate)] });
  const ginning = await logged(
    'ginner',
    '/events/assign-products',
    assignPayload(w, 'Cotton Bales', [], [certified, outputForm(w, 'Cotton Bales', { code: 'EXP-BALE-2', quantity: 160 })]),
  );
  const [bale1, bale2] = ginning.products.map((product) => product.id);
  await logged('ginner', '/events/sells', {
    toFacilityId: w.facilityIds.spinner,
    productIds: [bale1, bale2],
    invoiceNumber: 'INV-EXP-1',
    packingListNumber: 'PL-EXP-1',
    transactedAt: '2026-05-20T09:00:00.000Z',
    uploadInvoices: [reference(files.invoice)],
    // The ginner attached its invoice to the packing lists too: the zip holds that file once.
    uploadPackingLists: [reference(files.packing), reference(files.invoice)],
  });
  await logged('spinner', '/events/purchases', {
    fromFacilityId: w.facilityIds.ginner,
    productIds: [bale2],
    purchaseOrderNumber: ORDER_PO,
    transactedAt: '2026-05-21T09:00:00.000Z',
    uploadProofs: [reference(files.proof), reference(files.otherProof)],
  });
  ids.farmPurchase = await transactionIdOf(w.facilityIds.ginner, 'purchaseOrderNumber', 'GIN-EXP-1');
  ids.sale = await transactionIdOf(w.facilityIds.ginner, 'invoiceNumber', 'INV-EXP-1');
  ids.spinnerPurchase = await transactionIdOf(w.facilityIds.spinner, 'purchaseOrderNumber', ORDER_PO);

  for (const facilityId of [w.facilityIds.spinner, w.facilityIds.mill]) {
    const added = await w.call('brand', 'POST', '/api/brands/suppliers', { facilityId });
    expect(added.statusCode, added.body).toBe(201);
  }
  const order = (supplierId: string, purchaseOrderNumber: string) =>
    w.call('brand', 'POST', '/api/orders', {
      supplierId,
      purchaseOrderNumber,
      purchasedAt: '2026-06-01T09:00:00.000Z',
      productDescription: 'Cotton yarn',
      quantity: 160,
      quantityUnit: 'Kilograms',
    });
  const placed = await order(w.facilityIds.spinner, ORDER_PO);
  expect(placed.statusCode, placed.body).toBe(201);
  ids.order = placed.json().id;
  const empty = await order(w.facilityIds.mill, 'MILL-NOTHING');
  expect(empty.statusCode, empty.body).toBe(201);
  ids.emptyOrder = empty.json().id;
}, 120_000);
afterAll(async () => w?.t.close());

const download = (who: TWho, path: string, language = 'en') =>
  w.t.app.inject({ method: 'GET', url: `/api/orders/${path}`, headers: { ...w.headers[who], language } });

const unzip = (body: Buffer) => {
  const entries = unzipSync(new Uint8Array(body));
  return Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, Buffer.from(data)]));
};

async function traceOf(orderId: string): Promise<TTrace> {
  const response = await download('brand', `${orderId}/trace`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/orders/{id}/trace/documents', () => {
  it('zips the traced documents into their folders, each blob once, clashing names numbered, with an index', async () => {
    const trace = await traceOf(ids.order);
    const traced = new Set([
      ...trace.links.flatMap((link) => link.transactionIds),
      ...trace.records.flatMap((record) => record.transactionIds),
    ]);
    expect([...traced]).toEqual(expect.arrayContaining([ids.farmPurchase, ids.sale, ids.spinnerPurchase]));

    const response = await download('brand', `${ids.order}/trace/documents`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="trace-documents-SP-EXP-1.zip"; filename*=UTF-8\'\'trace-documents-SP-EXP-1.zip',
    );
    const zip = unzip(response.rawPayload);
    expect(Object.keys(zip).sort()).toEqual([
      'certifications/bci.pdf',
      'index.csv',
      'invoices/invoice.pdf',
      'packing-lists/packing.pdf',
      'purchaseProofs/proof (2).pdf',
      'purchaseProofs/proof.pdf',
      'purchaseProofs/receipt.pdf',
    ]);
    expect(zip['purchaseProofs/receipt.pdf']).toEqual(files.receipt.data);
    expect(zip['purchaseProofs/proof.pdf']).toEqual(files.proof.data);
    expect(zip['purchaseProofs/proof (2).pdf']).toEqual(files.otherProof.data);
    expect(zip['invoices/invoice.pdf']).toEqual(files.invoice.data);
    expect(zip['packing-lists/packing.pdf']).toEqual(files.packing.data);
    expect(zip['certifications/bci.pdf']).toEqual(files.certificate.data);

    const index = zip['index.csv']!.toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(index[0]).toBe('File,Transaction,From,To,Date (UTC),Document number');
    const nameOf = (facilityId: string) => trace.nodes.find((node) => node.facilityId === facilityId)?.name;
    expect(index).toContain(
      `invoices/invoice.pdf,Sale,${nameOf(w.facilityIds.ginner)},${nameOf(w.facilityIds.spinner)},2026-05-20,INV-EXP-1`,
    );
    expect(index).toContain(
      `purchaseProofs/proof (2).pdf,Purchase,${nameOf(w.facilityIds.ginner)},${nameOf(w.facilityIds.spinner)},2026-05-21,SP/EXP 1`,
    );
    expect(index).toContain('certifications/bci.pdf,Product certification,,,2026-05-20,EXP-BALE-1');
    expect(index).toHaveLength(1 + 6 + 1);
  });

  it("writes the index in the caller's language", async () => {
    const response = await download('brand', `${ids.order}/trace/documents`, 'fr');
    const index = unzip(response.rawPayload)['index.csv']!.toString('utf8');
    expect(index).toContain('Fichier,Transaction,De,À,Date (UTC),Numéro du document');
    expect(index).toContain(',Vente,');
  });

  it('gives a zip holding only an index that says so when nothing on the trace has documents', async () => {
    const response = await download('brand', `${ids.emptyOrder}/trace/documents`);
    expect(response.statusCode, response.body).toBe(200);
    const zip = unzip(response.rawPayload);
    expect(Object.keys(zip)).toEqual(['index.csv']);
    expect(zip['index.csv']!.toString('utf8')).toContain('No documents: nothing on this trace has documents attached yet.');
  });
});

describe('GET /api/orders/{id}/trace/epcis', () => {
  it('exports the trace as EPCIS 2.0 that the official schema accepts, one event per traced activity', async () => {
    const response = await download('brand', `${ids.order}/trace/epcis`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="trace-SP-EXP-1.epcis.jsonld"');
    const document = response.json() as EpcisDocument;
    expect(epcisSchemaErrors(document)).toEqual([]);
    expect(document).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0', creationDate: w.t.clock.now().toISOString() });

    const events = document.epcisBody.eventList;
    const trace = await traceOf(ids.order);
    const traced = new Set([
      ...trace.links.flatMap((link) => link.transactionIds),
      ...trace.records.flatMap((record) => record.transactionIds),
    ]);
    expect(events.filter((event) => event.type === 'TransactionEvent')).toHaveLength(traced.size);
    expect(events.filter((event) => event.type === 'TransformationEvent')).toHaveLength(trace.transformations.length);
    expect(trace.transformations.length).toBeGreaterThanOrEqual(1);
    expect(events.map((event) => event.eventID)).toEqual(
      expect.arrayContaining([ids.farmPurchase, ids.sale, ids.spinnerPurchase].map((id) => `urn:opentrace:event:${id}`)),
    );
    expect(events.find((event) => event.eventID === `urn:opentrace:event:${ids.spinnerPurchase}`)).toMatchObject({
      type: 'TransactionEvent',
      action: 'ADD',
      bizTransactionList: [{ type: 'po', bizTransaction: `urn:opentrace:bt:${w.facilityIds.spinner}:po:SP%2FEXP%201` }],
      quantityList: [{ epcClass: `urn:opentrace:class:${w.definitionIds['Cotton Bales']}`, quantity: 160, uom: 'KGM' }],
      sourceList: [{ type: 'owning_party', source: `urn:opentrace:facility:${w.facilityIds.ginner}` }],
      destinationList: [{ type: 'owning_party', destination: `urn:opentrace:facility:${w.facilityIds.spinner}` }],
    });
  });

  it('exports an empty event list for a trace with nothing on it, still valid', async () => {
    const response = await download('brand', `${ids.emptyOrder}/trace/epcis`);
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json() as EpcisDocument;
    expect(epcisSchemaErrors(document)).toEqual([]);
    expect(document.epcisBody.eventList).toEqual([]);
  });
});

describe('who may download', () => {
  it("answers 404 to another organisation for the brand's order, and for an unknown order", async () => {
    for (const path of ['documents', 'epcis']) {
      expect((await download('spinner', `${ids.order}/trace/${path}`)).statusCode, path).toBe(404);
      expect((await download('brand', `00000000-0000-4000-8000-000000000000/trace/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('refuses callers without TRACE_PRODUCT, and a malformed id with field details', async () => {
    expect((await download('ginner', `${ids.order}/trace/epcis`)).statusCode).toBe(403);
    const malformed = await download('brand', 'not-an-id/trace/epcis');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([expect.objectContaining({ path: 'params.id' })]);
  });
});

describe('OpenAPI', () => {
  it('documents both downloads as files of their content types', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
    const openapi = response.json();
    const fileOf = (path: string) => Object.keys(openapi.paths[path].get.responses['200'].content);
    expect(fileOf('/api/orders/{id}/trace/documents')).toEqual(['application/zip']);
    expect(fileOf('/api/orders/{id}/trace/epcis')).toEqual(['application/ld+json']);
  });
});
