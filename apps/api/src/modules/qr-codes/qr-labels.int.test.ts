import { crc32, deflateSync } from 'node:zlib';
import { type TQrCodeBatchDetail } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { QR_CODE_STATUSES, qrCodes, users } from '../../db/schema/index.ts';
import { resolveChromiumPath } from '../../lib/pdf/chromium-path.ts';
import { multipartBody } from '../../test/multipart.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { extractPdfText } from '../traces/pdf/test/pdf-text.ts';
import type { PdfPaper } from '../../lib/pdf/pdf-renderer.ts';
import { QrLabelsService } from './qr-labels.service.ts';

/*
 * Printed QR labels (DOMAIN.md §8.1) as the administrator downloads them: who may, which labels, what
 * each QR carries, and, where Chromium is installed, the PDFs themselves read back as text.
 */

const CHROMIUM = resolveChromiumPath(process.env.CHROME_PATH);
const ADMIN_EMAIL = 'admin@demo.opentrace.local';

let t: TestApp;
let batch: TQrCodeBatchDetail;
const as: Record<'admin' | 'ginner' | 'brand', Record<string, string>> = { admin: {}, ginner: {}, brand: {} };
const get = (who: keyof typeof as, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...as[who], ...headers } });
const codes = () => batch.codes.map(({ code }) => code);

/** A real 4 × 4 green PNG, so the printing browser draws it (the upload tests' sample is only the magic bytes). */
function greenPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, 0, 160, 60, 0, 160, 60, 0, 160, 60, 0, 160, 60])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The super administrator sets a logo in the business details, reopening configuration to do so. */
async function setLogo() {
  const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  await t.app.inject({ method: 'POST', url: '/api/business-details/switch-to-configuration', headers: superAdmin });
  const { payload, headers } = multipartBody([{ field: 'files', fileName: 'logo.png', data: greenPng() }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/upload/files?purpose=logo',
    payload,
    headers: { ...superAdmin, ...headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const details = (await t.app.inject({ method: 'GET', url: '/api/business-details', headers: superAdmin })).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/business-details',
    headers: superAdmin,
    payload: {
      systemName: details.systemName || 'Cotton Pakistan',
      isGpsEnabled: details.isGpsEnabled,
      selectedCommodities: details.selectedCommodities.length > 0 ? details.selectedCommodities : ['Cotton'],
      logoBlobName: uploaded.json()[0].blobName,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const hasImage = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString('latin1'));

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['admin', ADMIN_EMAIL],
    ['ginner', 'ginner@demo.opentrace.local'],
    ['brand', 'brand@demo.opentrace.local'],
  ] as const) {
    as[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/qr-code-batches',
    headers: as.admin,
    payload: { name: 'Label run', quantity: 5 },
  });
  expect(generated.statusCode).toBe(201);
  batch = generated.json();
  // Two labels on bales, as a transformation leaves them.
  for (const code of codes().slice(0, 2)) {
    await t.database.db.update(qrCodes).set({ status: QR_CODE_STATUSES.ACTIVE }).where(eq(qrCodes.code, code));
  }
});
afterAll(async () => t.close());

describe('who may download labels', () => {
  it.each(['labels.zip', 'labels.pdf'])(
    'refuses %s to producers and brands, and answers 404 for a batch that does not exist',
    async (file) => {
      expect((await get('ginner', `/api/qr-code-batches/${batch.id}/${file}`)).statusCode).toBe(403);
      expect((await get('brand', `/api/qr-code-batches/${batch.id}/${file}`)).statusCode).toBe(403);
      expect((await get('admin', `/api/qr-code-batches/00000000-0000-4000-8000-000000000000/${file}`)).statusCode).toBe(404);
    },
  );

  it('refuses an unknown layout or content with field errors', async () => {
    expect((await get('admin', `/api/qr-code-batches/${batch.id}/labels.pdf?layout=a3`)).statusCode).toBe(400);
    expect((await get('admin', `/api/qr-code-batches/${batch.id}/labels.zip?content=url`)).statusCode).toBe(400);
  });
});

describe('what each label carries', () => {
  let printed: { html: string; paper: PdfPaper }[];
  let service: QrLabelsService;
  const context: RequestContext = { language: 'en', ip: null, userAgent: null, t: (key) => key, audit: async () => {} };

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

  beforeAll(() => {
    printed = [];
    // The printer Chromium would get, replaced by one that keeps the document and prints a blank page per label.
    const printer = {
      async renderHtml(html: string, paper?: PdfPaper) {
        printed.push({ html, paper: paper! });
        const pdf = await PDFDocument.create();
        for (const _ of html.matchAll(/<section class="label"/g)) pdf.addPage([141.7, 85]);
        return { pdf: Buffer.from(await pdf.save()), text: '' };
      },
    };
    service = new QrLabelsService(t.database.db, t.clock, printer, t.config.publicUrl, async () => null);
  });

  const payloads = (html: string) => [...html.matchAll(/data-payload="([^"]*)"/g)].map((match) => match[1]);

  it('gives each QR the code by default, and the link {PUBLIC_URL}/q/{code} when asked', async () => {
    printed.length = 0;
    await service.zip(await admin(), batch.id, { assignedOnly: false, content: 'code' }, context);
    expect(payloads(printed[0]!.html)).toEqual(codes());
    printed.length = 0;
    await service.sheet(await admin(), batch.id, { assignedOnly: true, content: 'link', layout: 'a4' }, context);
    expect(payloads(printed[0]!.html)).toEqual(
      codes()
        .slice(0, 2)
        .map((code) => `${t.config.publicUrl}/q/${code}`),
    );
    expect(printed[0]!.paper).toEqual({ width: '210mm', height: '297mm' });
  });

  it('names each file of the zip after its code, and keeps only labels on products with assignedOnly', async () => {
    const all = await service.zip(await admin(), batch.id, { assignedOnly: false, content: 'code' }, context);
    expect(Object.keys(unzipSync(all.body as Buffer)).sort()).toEqual(codes().map((code) => `${code}.pdf`));
    const assigned = await service.zip(await admin(), batch.id, { assignedOnly: true, content: 'code' }, context);
    expect(Object.keys(unzipSync(assigned.body as Buffer)).sort()).toEqual(
      codes()
        .slice(0, 2)
        .map((code) => `${code}.pdf`),
    );
  });
});

describe('a batch with no label on a product yet', () => {
  it('has no assigned labels to print, and says so', async () => {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/qr-code-batches',
      headers: as.admin,
      payload: { name: 'Unused', quantity: 2 },
    });
    const response = await get('admin', `/api/qr-code-batches/${generated.json().id}/labels.zip?assignedOnly=true`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/no assigned labels/);
  });
});

describe.skipIf(!CHROMIUM)('labels printed by Chromium', () => {
  it('zips one PDF per code, each a label with its code printed "xxx xxx xxx" and the blank boxes', async () => {
    const response = await get('admin', `/api/qr-code-batches/${batch.id}/labels.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('Label run - QR labels.zip');
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(codes().map((code) => `${code}.pdf`));
    for (const code of codes()) {
      const pdf = Buffer.from(files[`${code}.pdf`]!);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const text = extractPdfText(pdf);
      expect(text).toContain(`${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`);
      expect(text).toContain('Lot number');
      expect(text).toContain('Bale number');
      expect(hasImage(pdf)).toBe(false);
    }
    const assigned = unzipSync((await get('admin', `/api/qr-code-batches/${batch.id}/labels.zip?assignedOnly=true`)).rawPayload);
    expect(Object.keys(assigned).sort()).toEqual(
      codes()
        .slice(0, 2)
        .map((code) => `${code}.pdf`),
    );
  });

  it('prints one 50 × 30 mm page per label for label printers, and A4 sheets of labels, in the caller language', async () => {
    const roll = await get('admin', `/api/qr-code-batches/${batch.id}/labels.pdf?layout=label`);
    expect(roll.statusCode).toBe(200);
    expect(roll.headers['content-type']).toBe('application/pdf');
    const rollPdf = await PDFDocument.load(roll.rawPayload);
    expect(rollPdf.getPageCount()).toBe(5);
    const { width, height } = rollPdf.getPage(0).getSize();
    expect([Math.round((width / 72) * 25.4), Math.round((height / 72) * 25.4)]).toEqual([50, 30]);

    const sheet = await get('admin', `/api/qr-code-batches/${batch.id}/labels.pdf?layout=a4&content=link`, { Language: 'fr' });
    expect(sheet.statusCode).toBe(200);
    const sheetPdf = await PDFDocument.load(sheet.rawPayload);
    expect(sheetPdf.getPageCount()).toBe(1);
    expect(Math.round((sheetPdf.getPage(0).getSize().width / 72) * 25.4)).toBe(210);
    const text = extractPdfText(sheet.rawPayload);
    expect(text).toContain('Numéro de lot');
    for (const code of codes()) expect(text).toContain(`${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`);
  });

  it('prints the logo of the business details once one is set', async () => {
    await setLogo();
    const response = await get('admin', `/api/qr-code-batches/${batch.id}/labels.zip?assignedOnly=true`);
    expect(response.statusCode).toBe(200);
    const files = Object.values(unzipSync(response.rawPayload));
    expect(files).toHaveLength(2);
    for (const file of files) expect(hasImage(Buffer.from(file))).toBe(true);
  });
});

describe('labels without a browser', () => {
  it('answer 503 naming CHROME_PATH, as the reports do', async () => {
    const bare = await createTestApp({ env: { CHROME_PATH: '/opt/no-such-browser/chrome' } });
    try {
      const admin = { authorization: `Bearer ${await bare.tokenFor(ADMIN_EMAIL)}` };
      const generated = await bare.app.inject({
        method: 'POST',
        url: '/api/qr-code-batches',
        headers: admin,
        payload: { name: 'No printer', quantity: 1 },
      });
      const response = await bare.app.inject({
        method: 'GET',
        url: `/api/qr-code-batches/${generated.json().id}/labels.zip`,
        headers: admin,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('CHROME_PATH');
    } finally {
      await bare.close();
    }
  });
});
