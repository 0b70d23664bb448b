import { type TQrCodeBatch, type TQrCodeBatchDetail, type TQrCodeBatchPage } from '@opentrace/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, QR_CODE_STATUSES, qrCodeBatches, qrCodes, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { QrCodesService } from './qr-codes.service.ts';

/*
 * QR code batches (DOMAIN.md §8.1) as the administrator's screens use them. Labels move from ENCODED
 * to ACTIVE and DISPENSED through product activities; here the tests move them in the database, the
 * way those activities leave them.
 */

let t: TestApp;
const as: Record<'admin' | 'ginner' | 'brand' | 'superAdmin', Record<string, string>> = {
  admin: {},
  ginner: {},
  brand: {},
  superAdmin: {},
};
const ADMIN_EMAIL = 'admin@demo.opentrace.local';
let adminName: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: keyof typeof as, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...as[who], ...headers }, ...(payload ? { payload } : {}) });

async function generate(name: string, quantity: number): Promise<TQrCodeBatchDetail> {
  const response = await call('admin', 'POST', '/api/qr-code-batches', { name, quantity });
  expect(response.statusCode).toBe(201);
  // Batches listed newest first need distinct creation moments.
  t.clock.advance(1000);
  return response.json();
}

/** Puts the batch's codes in the given statuses, in code order, as product activities would. */
async function setStatuses(batchId: string, statuses: number[]) {
  const rows = await t.database.db.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.batchId, batchId)).orderBy(qrCodes.code);
  for (const [index, status] of statuses.entries()) {
    await t.database.db.update(qrCodes).set({ status }).where(eq(qrCodes.id, rows[index]!.id));
  }
}

/** What the transformation service does once the last label of a batch is used up. */
async function complete(batchId: string) {
  await t.database.db.update(qrCodes).set({ status: QR_CODE_STATUSES.DISPENSED }).where(eq(qrCodes.batchId, batchId));
  await t.database.db.update(qrCodeBatches).set({ completedAt: t.clock.now() }).where(eq(qrCodeBatches.id, batchId));
}

async function list(status: 'incomplete' | 'completed', extra = ''): Promise<TQrCodeBatchPage> {
  const response = await call('admin', 'GET', `/api/qr-code-batches?status=${status}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const namesIn = (page: TQrCodeBatchPage, among: string[]) => page.items.map((item) => item.name).filter((name) => among.includes(name));

async function admin(): Promise<Principal> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  return {
    userId: user!.id,
    sessionId: 'test',
    sessionExpiresAt: new Date(Date.now() + 60_000),
    email: ADMIN_EMAIL,
    firstName: user!.firstName,
    lastName: user!.lastName,
    status: user!.status,
    userType: user!.userType,
    facilityId: null,
    role: { id: user!.roleId, code: 'ADMIN', name: 'Admin', type: 'Administrator' },
    permissions: [{ action: 'GENERATE_QR_CODES', subPermissions: [] }],
  };
}

const context: RequestContext = { language: 'en', ip: null, userAgent: null, t: (key) => key, audit: async () => {} };

/** A service drawing codes from a script, to force the collisions randomness makes too rare to test. */
const scripted = (script: string[]) =>
  new QrCodesService(t.database.db, t.clock, () => {
    const next = script.shift();
    if (next === undefined) throw new Error('the script ran out of codes');
    return next;
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['admin', ADMIN_EMAIL],
    ['ginner', 'ginner@demo.opentrace.local'],
    ['brand', 'brand@demo.opentrace.local'],
    ['superAdmin', TEST_SUPER_ADMIN.email],
  ] as const) {
    as[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  const [user] = await t.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  adminName = `${user!.firstName} ${user!.lastName}`;
});
afterAll(async () => t.close());

describe('generating a batch', () => {
  it('creates as many unused nine-digit codes as asked, all different', async () => {
    const batch = await generate('June labels', 25);
    expect(batch).toMatchObject({
      name: 'June labels',
      quantity: 25,
      totalEncoded: 25,
      totalActive: 0,
      totalDispensed: 0,
      completedAt: null,
      creatorName: adminName,
    });
    expect(batch.codes).toHaveLength(25);
    expect(batch.codes.every(({ code, status }) => /^\d{9}$/.test(code) && status === 'ENCODED')).toBe(true);
    expect(new Set(batch.codes.map(({ code }) => code)).size).toBe(25);
    const [stored] = await t.database.db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.batchId, batch.id));
    expect(stored!.n).toBe(25);
  });

  it('makes the largest batch, 1000 codes, none shared with any earlier batch', async () => {
    const before = (await t.database.db.select({ code: qrCodes.code }).from(qrCodes)).map((row) => row.code);
    const batch = await generate('Season stock', 1000);
    const codes = batch.codes.map(({ code }) => code);
    expect(new Set(codes).size).toBe(1000);
    expect(codes.filter((code) => before.includes(code))).toEqual([]);
  });

  it('trims the name and records who generated it, when', async () => {
    const at = t.clock.now().toISOString();
    const batch = await generate('  Trimmed  ', 1);
    expect(batch.name).toBe('Trimmed');
    expect(batch.createdAt).toBe(at);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'qr-codes.batch-generated'), eq(auditLog.targetId, batch.id)));
    expect(audit?.details).toEqual({ quantity: 1 });
  });

  it('replaces codes another batch already has, and repeats within a draw, until the batch is full', async () => {
    const taken = (await generate('Earlier', 1)).codes[0]!.code;
    const batch = await scripted([taken, '000000101', '000000101', '000000102', '000000103']).generate(
      await admin(),
      { name: 'Topped up', quantity: 3 },
      context,
    );
    expect(batch.codes.map(({ code }) => code)).toEqual(['000000101', '000000102', '000000103']);
    expect(batch.quantity).toBe(3);
    expect(batch.totalEncoded).toBe(3);
  });

  it('gives up with a clear message, saving nothing, when no unused code can be found', async () => {
    const taken = (await generate('Blocking', 1)).codes[0]!.code;
    const [before] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    const attempt = scripted(Array.from({ length: 100 }, () => taken)).generate(
      await admin(),
      { name: 'Impossible', quantity: 1 },
      context,
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, messageKey: 'qrCodes.noFreeCodes' });
    const [after] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    expect(after!.n).toBe(before!.n);
  });

  it.each([
    [{ name: 'Zero', quantity: 0 }, 'quantity', 'quantity must be at least 1'],
    [{ name: 'Too many', quantity: 1001 }, 'quantity', 'quantity must be at most 1000'],
    [{ name: '   ', quantity: 5 }, 'name', 'This name is required'],
    [{ name: 'x'.repeat(256), quantity: 5 }, 'name', 'name must be at most 255 characters'],
    [{ quantity: 5 }, 'name', 'This name is required'],
  ])('refuses %j with a message at the field', async (payload, path, message) => {
    const response = await call('admin', 'POST', '/api/qr-code-batches', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
  });

  it('refuses a name a live batch already has, whatever its case, at the name field', async () => {
    await generate('Harvest rolls', 1);
    const [before] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    const response = await call('admin', 'POST', '/api/qr-code-batches', { name: ' HARVEST rolls ', quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'A QR code batch named HARVEST rolls already exists. Please choose another name.',
      details: [{ path: 'name', message: 'A QR code batch named HARVEST rolls already exists. Please choose another name.' }],
    });
    const [after] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    expect(after!.n).toBe(before!.n);
    const french = await call('admin', 'POST', '/api/qr-code-batches', { name: 'Harvest rolls', quantity: 2 }, { language: 'fr' });
    expect(french.json().message).toBe('Un lot de codes QR nommé Harvest rolls existe déjà. Veuillez choisir un autre nom.');
  });

  it("gives a deleted batch's name to a new batch", async () => {
    const batch = await generate('Reused name', 1);
    await complete(batch.id);
    expect((await call('admin', 'DELETE', `/api/qr-code-batches/${batch.id}`)).statusCode).toBe(204);
    expect((await generate('Reused name', 1)).name).toBe('Reused name');
  });

  it('refuses a fractional quantity at its field', async () => {
    const response = await call('admin', 'POST', '/api/qr-code-batches', { name: 'Half', quantity: 2.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual(['quantity']);
  });

  it("words validation messages in the caller's language", async () => {
    const response = await call('admin', 'POST', '/api/qr-code-batches', { name: 'Zéro', quantity: 0 }, { language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'quantity', message: 'quantity doit être au moins 1' }]);
  });
});

describe('listing batches', () => {
  let older: TQrCodeBatchDetail;
  let newer: TQrCodeBatchDetail;
  let done: TQrCodeBatchDetail;
  const names = ['List older', 'List newer', 'List done'];

  beforeAll(async () => {
    older = await generate('List older', 3);
    newer = await generate('List newer', 4);
    done = await generate('List done', 2);
    await setStatuses(newer.id, [QR_CODE_STATUSES.ACTIVE, QR_CODE_STATUSES.ACTIVE, QR_CODE_STATUSES.DISPENSED]);
    await complete(done.id);
  });

  it('shows incomplete batches newest first, with counts per status and the creator', async () => {
    const page = await list('incomplete');
    expect(namesIn(page, names)).toEqual(['List newer', 'List older']);
    const shown = page.items.find((item) => item.id === newer.id);
    expect(shown).toEqual({
      id: newer.id,
      name: 'List newer',
      quantity: 4,
      totalEncoded: 1,
      totalActive: 2,
      totalDispensed: 1,
      createdAt: newer.createdAt,
      completedAt: null,
      creatorName: adminName,
    } satisfies TQrCodeBatch);
    expect(page.items.every((item) => item.completedAt === null)).toBe(true);
  });

  it('lists incomplete batches when no status is given', async () => {
    const response = await call('admin', 'GET', '/api/qr-code-batches');
    expect(response.statusCode).toBe(200);
    expect(namesIn(response.json(), names)).toEqual(['List newer', 'List older']);
  });

  it('shows completed batches in the history', async () => {
    const page = await list('completed');
    expect(namesIn(page, names)).toEqual(['List done']);
    expect(page.items.find((item) => item.id === done.id)).toMatchObject({ totalEncoded: 0, totalActive: 0, totalDispensed: 2 });
    expect(page.items.every((item) => item.completedAt !== null)).toBe(true);
  });

  it('pages through the list', async () => {
    const all = await list('incomplete', '&perPage=100');
    const second = await list('incomplete', '&page=2&perPage=1');
    expect(second).toMatchObject({ total: all.total, page: 2, perPage: 1 });
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
    expect(all.items.map((item) => item.id)).toContain(older.id);
  });

  it('refuses an unknown status', async () => {
    const response = await call('admin', 'GET', '/api/qr-code-batches?status=deleted');
    expect(response.statusCode).toBe(400);
  });
});

describe("a batch's codes", () => {
  it('lists the codes in order with their status names', async () => {
    const batch = await generate('Detail', 3);
    await setStatuses(batch.id, [QR_CODE_STATUSES.DISPENSED, QR_CODE_STATUSES.ACTIVE]);
    const response = await call('admin', 'GET', `/api/qr-code-batches/${batch.id}`);
    expect(response.statusCode).toBe(200);
    const detail: TQrCodeBatchDetail = response.json();
    const sorted = batch.codes.map(({ code }) => code).sort();
    expect(detail.codes).toEqual([
      { code: sorted[0], status: 'DISPENSED' },
      { code: sorted[1], status: 'ACTIVE' },
      { code: sorted[2], status: 'ENCODED' },
    ]);
    expect(detail).toMatchObject({ totalEncoded: 1, totalActive: 1, totalDispensed: 1 });
  });

  it('answers 404 for a batch that does not exist, 400 for an id that is not one', async () => {
    expect((await call('admin', 'GET', '/api/qr-code-batches/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/qr-code-batches/not-an-id')).statusCode).toBe(400);
  });

  it('downloads the codes as CSV for the label printer', async () => {
    const batch = await generate('Printer/run', 3);
    await setStatuses(batch.id, [QR_CODE_STATUSES.ACTIVE]);
    const sorted = batch.codes.map(({ code }) => code).sort();
    const label = (code: string) => `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`;

    const response = await call('admin', 'GET', `/api/qr-code-batches/${batch.id}/codes.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="Printer-run - QR codes.csv"');
    expect(response.body).toBe(
      `code,label,status\r\n${sorted[0]},${label(sorted[0]!)},ACTIVE\r\n${sorted[1]},${label(sorted[1]!)},ENCODED\r\n${sorted[2]},${label(sorted[2]!)},ENCODED\r\n`,
    );

    const assigned = await call('admin', 'GET', `/api/qr-code-batches/${batch.id}/codes.csv?isAssigned=true`);
    expect(assigned.body).toBe(`code,label,status\r\n${sorted[0]},${label(sorted[0]!)},ACTIVE\r\n`);
  });

  it('downloads in a new tab with a short token, but not without any token', async () => {
    const batch = await generate('Short token', 1);
    const issued = await call('admin', 'POST', '/auth/short-token');
    const { shortToken } = issued.json();
    const url = `/api/qr-code-batches/${batch.id}/codes.csv`;
    const download = await t.app.inject({ method: 'GET', url: `${url}?shortToken=${shortToken}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(batch.codes[0]!.code);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for the CSV of a batch that does not exist', async () => {
    expect((await call('admin', 'GET', '/api/qr-code-batches/00000000-0000-4000-8000-000000000000/codes.csv')).statusCode).toBe(404);
  });
});

describe('deleting batches', () => {
  it('refuses to delete a batch whose codes are not all dispensed', async () => {
    const batch = await generate('Still in use', 2);
    await setStatuses(batch.id, [QR_CODE_STATUSES.DISPENSED, QR_CODE_STATUSES.ACTIVE]);
    const response = await call('admin', 'DELETE', `/api/qr-code-batches/${batch.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only a completed batch can be deleted. Some QR codes of this batch are not dispensed yet.');
    expect((await call('admin', 'GET', `/api/qr-code-batches/${batch.id}`)).statusCode).toBe(200);
  });

  it("says so in the caller's language", async () => {
    const batch = await generate('Encore utilisé', 1);
    const response = await call('admin', 'DELETE', `/api/qr-code-batches/${batch.id}`, undefined, { language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Seul un lot terminé peut être supprimé. Certains codes QR de ce lot ne sont pas encore épuisés.');
  });

  it('deletes a completed batch: it leaves the history, and its codes are never given out again', async () => {
    const batch = await generate('Used up', 2);
    await complete(batch.id);
    const response = await call('admin', 'DELETE', `/api/qr-code-batches/${batch.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('admin', 'GET', `/api/qr-code-batches/${batch.id}`)).statusCode).toBe(404);
    expect((await list('completed', '&perPage=100')).items.map((item) => item.id)).not.toContain(batch.id);
    expect((await call('admin', 'DELETE', `/api/qr-code-batches/${batch.id}`)).statusCode).toBe(404);

    const old = batch.codes[0]!.code;
    const next = await scripted([old, '000000201']).generate(await admin(), { name: 'After deletion', quantity: 1 }, context);
    expect(next.codes.map(({ code }) => code)).toEqual(['000000201']);
  });

  it('answers 404 when deleting a batch that does not exist', async () => {
    expect((await call('admin', 'DELETE', '/api/qr-code-batches/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('deletes every completed batch at once and leaves the others', async () => {
    const first = await generate('All done 1', 1);
    const second = await generate('All done 2', 1);
    const open = await generate('Still open', 1);
    await complete(first.id);
    await complete(second.id);
    const completedBefore = (await list('completed')).total;
    expect(completedBefore).toBeGreaterThanOrEqual(2);

    const response = await call('admin', 'DELETE', '/api/qr-code-batches');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: completedBefore });
    expect((await list('completed')).total).toBe(0);
    expect((await call('admin', 'GET', `/api/qr-code-batches/${open.id}`)).statusCode).toBe(200);
    const live = await t.database.db
      .select({ id: qrCodeBatches.id })
      .from(qrCodeBatches)
      .where(and(inArray(qrCodeBatches.id, [first.id, second.id]), isNull(qrCodeBatches.deletedAt)));
    expect(live).toEqual([]);

    expect((await call('admin', 'DELETE', '/api/qr-code-batches')).json()).toEqual({ deleted: 0 });
  });
});

describe('who may manage QR codes', () => {
  it.each(['ginner', 'brand', 'superAdmin'] as const)('refuses a %s (no GENERATE_QR_CODES on an Administrator role)', async (who) => {
    const batchId = (await generate(`Not yours (${who})`, 1)).id;
    const [before] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    for (const [method, url, payload] of [
      ['POST', '/api/qr-code-batches', { name: 'Sneaky', quantity: 1 }],
      ['GET', '/api/qr-code-batches', undefined],
      ['GET', `/api/qr-code-batches/${batchId}`, undefined],
      ['GET', `/api/qr-code-batches/${batchId}/codes.csv`, undefined],
      ['DELETE', `/api/qr-code-batches/${batchId}`, undefined],
      ['DELETE', '/api/qr-code-batches', undefined],
    ] as const) {
      expect((await call(who, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [after] = await t.database.db.select({ n: count() }).from(qrCodeBatches);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses callers who are not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/qr-code-batches' })).statusCode).toBe(401);
  });
});
