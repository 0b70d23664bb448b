import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld, type TWho } from '../../../test/world/activity-world.ts';
import { insertTrackedProduct, insertUnusedQrCode } from '../../../test/world/trades.ts';
import { passOn } from '../../../test/world/transformations.ts';

/*
 * The product behind a label's link (`{PUBLIC_URL}/q/{code}`): the demo administrator (DNA and
 * GENERATE_QR_CODES) reads any product; producers only what their facility holds or held. The
 * clock stands at 15 June 2026.
 */

let w: ActivityWorld;
beforeAll(async () => {
  w = await createActivityWorld();
}, 60_000);
afterAll(async () => w.t.close());

const NOT_FOUND = 'No product you may see carries this QR code';
const SOLD_AT = new Date('2026-06-10T08:00:00.000Z');

const read = (who: TWho, text: string) => w.call(who, 'GET', `/products/by-qr-code/${encodeURIComponent(text)}`);

const bale = (qrCode: string) => insertTrackedProduct(w, { definition: 'Cotton Bales', holder: 'ginner', quantity: 170, qrCode });

describe('GET /api/products/by-qr-code/{code}', () => {
  it("shows an administrator any facility's product: what it is, how much, and the facility that made and holds it", async () => {
    const own = await bale('510200300');
    const response = await read('admin', '510200300');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: own.id,
      code: own.code,
      qrCode: '510200300',
      productDefinition: { name: 'Cotton Bales' },
      quantity: 170,
      quantityUnit: 'Kilograms',
      quantityKg: 170,
      holdings: [{ facility: { id: w.facilityIds.ginner }, made: true, until: null }],
    });
    expect(response.json().holdings[0].facility.name).not.toBe('');
  });

  it('reads the label as printed ("xxx xxx xxx") and as its whole link, whatever the host', async () => {
    const own = await bale('510200301');
    for (const text of ['510 200 301', 'https://trace.example.org/pilot/q/510200301', 'http://old-address.local/q/510200301/']) {
      const response = await read('admin', text);
      expect(response.statusCode, text).toBe(200);
      expect(response.json().id).toBe(own.id);
    }
  });

  it('shows every holder to an administrator, and each producer only its own holding', async () => {
    const sold = await bale('510200302');
    await passOn(w, { from: w.facilityIds.ginner, to: w.facilityIds.spinner, productIds: [sold.id], transactedAt: SOLD_AT });
    const holdingsOf = async (who: TWho) => (await read(who, '510200302')).json().holdings;

    expect(await holdingsOf('admin')).toMatchObject([
      { facility: { id: w.facilityIds.ginner }, made: true, until: SOLD_AT.toISOString() },
      { facility: { id: w.facilityIds.spinner }, made: false, since: SOLD_AT.toISOString(), until: null },
    ]);
    expect(await holdingsOf('ginner')).toMatchObject([{ facility: { id: w.facilityIds.ginner }, until: SOLD_AT.toISOString() }]);
    expect(await holdingsOf('spinner')).toMatchObject([{ facility: { id: w.facilityIds.spinner }, made: false }]);
  });

  it("answers a producer of another organisation exactly as an unknown or unused label, so the product's existence does not leak", async () => {
    await bale('510200303');
    await insertUnusedQrCode(w, '510200304');
    const unknown = await read('spinner', '510200399');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NOT_FOUND);
    for (const text of ['510200303', '510 200 303', 'https://trace.example.org/q/510200303', '510200304']) {
      const response = await read('spinner', text);
      expect(response.statusCode, text).toBe(404);
      expect(response.json(), text).toEqual(unknown.json());
    }
    expect((await read('admin', '510200399')).statusCode).toBe(404);
    expect((await read('admin', '510200304')).statusCode).toBe(404);
  });

  it('refuses brands and administrators without product permissions, and text that is not a QR code', async () => {
    await bale('510200305');
    expect((await read('brand', '510200305')).statusCode).toBe(403);
    expect((await read('superAdmin', '510200305')).statusCode).toBe(403);
    const notACode = await read('admin', 'BALE-1');
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json().details).toEqual([{ path: 'params.code', message: 'A QR code is 9 digits' }]);
  });
});
