import { MAX_UPLOAD_BYTES } from '@opentrace/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { cottonFile, roleIdByCode } from '../../test/world/questionnaires.ts';

let t: TestApp;
let ginner: string;
let spinner: string;
let admin: string;

/** A little over one 10 MB file a day, so a test reaches the quota in two uploads. */
const QUOTA = MAX_UPLOAD_BYTES + 2 * 1024 * 1024;
const HOUR = 3_600_000;
const uploadedHere: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_DAILY_QUOTA_BYTES: String(QUOTA), UNLINKED_UPLOAD_MAX_AGE_HOURS: '24' } });
  ginner = await t.tokenFor('ginner@demo.opentrace.local');
  spinner = await t.tokenFor('spinner@demo.opentrace.local');
  admin = await t.tokenFor('admin@demo.opentrace.local');
});
afterAll(async () => t.close());

async function upload(token: string, parts: Parameters<typeof multipartBody>[0], query = '') {
  const { payload, headers } = multipartBody(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/upload/files${query}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (response.statusCode === 201) uploadedHere.push(...(response.json() as { blobName: string }[]).map((file) => file.blobName));
  return response;
}
const pdfOf = (bytes: number) => Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(bytes - SAMPLE_FILES.pdf.length, 0x20)]);
const nextUtcMidnight = (moment: Date) => new Date(Math.floor(moment.getTime() / 86_400_000) * 86_400_000 + 86_400_000);

describe('POST /api/upload/files', () => {
  it('stores several files and gives each a download link', async () => {
    const response = await upload(ginner, [
      { field: 'files', fileName: 'receipt.pdf', data: SAMPLE_FILES.pdf },
      { field: 'files', fileName: 'bale photo.png', data: SAMPLE_FILES.png },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded = response.json() as { blobName: string; url: string; name: string }[];
    expect(uploaded.map((file) => file.name)).toEqual(['receipt.pdf', 'bale photo.png']);
    for (const file of uploaded) {
      expect(file.blobName).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/);
      expect(file.url).toBe(`/api/files/${file.blobName}`);
    }

    const download = await t.app.inject({
      method: 'GET',
      url: uploaded[0]!.url,
      headers: { authorization: `Bearer ${ginner}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
  });

  it('keeps only the base name of a path-like file name and stores under a generated name', async () => {
    const response = await upload(ginner, [{ field: 'files', fileName: '../../etc/passwd.pdf', data: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json();
    expect(file.name).toBe('passwd.pdf');
    expect(file.blobName).not.toContain('passwd');
    expect(file.blobName).not.toContain('/');
  });

  it('rejects a file whose content is not what its name says, and stores nothing of the batch', async () => {
    const response = await upload(ginner, [
      { field: 'files', fileName: 'good.pdf', data: SAMPLE_FILES.pdf },
      { field: 'files', fileName: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.fakePng },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Wrong file format: photo.png is not an accepted type (png, jpeg, gif, bmp, webp, tiff, heic, pdf, xlsx, xls).',
    });
    const stored = await t.database.db.select().from(files).where(eq(files.originalName, 'good.pdf'));
    expect(stored).toEqual([]);
  });

  it('checks the type against the purpose of the upload', async () => {
    const asTranslation = await upload(ginner, [{ field: 'files', fileName: 'fr.json', data: SAMPLE_FILES.json }], '?purpose=translation');
    expect(asTranslation.statusCode).toBe(201);
    const asProof = await upload(ginner, [{ field: 'files', fileName: 'fr.json', data: SAMPLE_FILES.json }], '?purpose=proof');
    expect(asProof.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with the specification message', async () => {
    const tooLarge = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - SAMPLE_FILES.pdf.length, 0x20)]);
    const response = await upload(ginner, [{ field: 'files', fileName: 'big.pdf', data: tooLarge }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'File cannot be uploaded as it exceeds 10 MB',
    });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLE_FILES.pdf.length, 0x20)]);
    const response = await upload(ginner, [{ field: 'files', fileName: 'exact.pdf', data: exact }]);
    expect(response.statusCode).toBe(201);
  });

  it('asks for at least one file', async () => {
    const response = await upload(ginner, [{ field: 'note', data: 'no file here' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose at least one file to upload.');
  });

  it('refuses more than five files at once', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'files', fileName: `p${i}.pdf`, data: SAMPLE_FILES.pdf }));
    const response = await upload(ginner, six);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('You can upload at most 5 files at once.');
  });

  it('needs a signed-in user', async () => {
    const { payload, headers } = multipartBody([{ field: 'files', fileName: 'a.pdf', data: SAMPLE_FILES.pdf }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/upload/files', headers, payload });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/files/{blobName}', () => {
  let url: string;
  beforeAll(async () => {
    const response = await upload(ginner, [{ field: 'files', fileName: 'contract.pdf', data: SAMPLE_FILES.pdf }]);
    url = response.json()[0].url;
  });

  it('is hidden from users of another facility', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${spinner}` } });
    expect(response.statusCode).toBe(404);
  });

  it('is open to administrators', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(response.statusCode).toBe(200);
  });

  it('needs authorisation', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('works in a new tab with a short token, which is no API token', async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/auth/short-token', headers: { authorization: `Bearer ${ginner}` } });
    expect(issued.statusCode).toBe(201);
    const { shortToken } = issued.json();
    const download = await t.app.inject({ method: 'GET', url: `${url}?shortToken=${shortToken}` });
    expect(download.statusCode).toBe(200);

    const misuse = await t.app.inject({ method: 'POST', url: '/auth/short-token', headers: { authorization: `Bearer ${shortToken}` } });
    expect(misuse.statusCode).toBe(401);

    t.clock.advance(5 * 60_000 + 1000);
    const late = await t.app.inject({ method: 'GET', url: `${url}?shortToken=${shortToken}` });
    t.clock.set(new Date());
    expect(late.statusCode).toBe(401);
  });

  it('answers a name that is not a stored file with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/..%2F..%2Fetc%2Fpasswd',
      headers: { authorization: `Bearer ${ginner}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The file does not exist or has been removed.');
  });
});

describe('downloads carry the extension of what the file is', () => {
  it('names a PNG uploaded as report.pdf report.png', async () => {
    const response = await upload(ginner, [{ field: 'files', fileName: 'report.pdf', data: SAMPLE_FILES.png }]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json();
    expect(file.name).toBe('report.pdf');
    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${ginner}` } });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="report.png"; filename*=UTF-8''report.png`);
  });

  it('adds the extension to a name without one', async () => {
    const [file] = (await upload(ginner, [{ field: 'files', fileName: 'invoice', data: SAMPLE_FILES.pdf }])).json();
    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${ginner}` } });
    expect(download.headers['content-disposition']).toContain('filename="invoice.pdf"');
  });
});

describe('daily upload quota', () => {
  let api: string;
  beforeAll(async () => {
    api = await t.tokenFor('api@demo.opentrace.local');
  });

  it('refuses what goes over the quota with when it resets, stores nothing, and accepts again the next day', async () => {
    const first = await upload(api, [{ field: 'files', fileName: 'a.pdf', data: pdfOf(7 * 1024 * 1024) }]);
    expect(first.statusCode).toBe(201);

    const now = t.clock.now();
    const stored = await t.database.db.select().from(files);
    const second = await upload(api, [{ field: 'files', fileName: 'b.pdf', data: pdfOf(6 * 1024 * 1024) }]);
    expect(second.statusCode).toBe(429);
    const resetsAt = nextUtcMidnight(now);
    expect(second.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Daily upload limit reached: you have uploaded 7.0 MB of your 12.0 MB today, and these files add 6.0 MB. The limit resets at ${resetsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      details: { quotaBytes: QUOTA, usedBytes: 7 * 1024 * 1024, requestedBytes: 6 * 1024 * 1024, resetsAt: resetsAt.toISOString() },
    });
    expect(await t.database.db.select().from(files)).toHaveLength(stored.length);

    t.clock.set(new Date(resetsAt.getTime() + 1000));
    try {
      api = await t.tokenFor('api@demo.opentrace.local');
      const nextDay = await upload(api, [{ field: 'files', fileName: 'b.pdf', data: pdfOf(6 * 1024 * 1024) }]);
      expect(nextDay.statusCode).toBe(201);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('lets only one of two simultaneous uploads through when both would not fit', async () => {
    const monitor = await t.tokenFor('monitor@demo.opentrace.local');
    const responses = await Promise.all(
      [1, 2].map((n) => upload(monitor, [{ field: 'files', fileName: `${n}.pdf`, data: pdfOf(7 * 1024 * 1024) }])),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 429]);
  });
});

describe('unlinked uploads are removed after the configured age', () => {
  it('removes only files nothing links to, once they are old enough, and does it once', async () => {
    // A questionnaire checked and waiting for import links its file (by id), so the import still works tomorrow.
    const superAdmin = await t.tokenFor(TEST_SUPER_ADMIN.email);
    const farmRole = await roleIdByCode(t.database.db, 'FARM');
    const form = multipartBody([{ field: 'file', fileName: 'farm_definition.xlsx', data: cottonFile('farm_definition.xlsx') }]);
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/saqs/${farmRole}/validate`,
      headers: { ...form.headers, authorization: `Bearer ${superAdmin}` },
      payload: form.payload,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const [linked] = await t.database.db.select().from(files).where(eq(files.id, checked.json().fileId));
    const [unlinked] = (await upload(ginner, [{ field: 'files', fileName: 'forgotten.pdf', data: SAMPLE_FILES.pdf }])).json();
    const removedBefore = await t.database.db.select({ blobName: files.blobName }).from(files).where(isNotNull(files.deletedAt));
    expect(removedBefore).toEqual([]);

    expect(await t.app.uploadSweeper.sweep()).toBe(0);

    t.clock.advance(25 * HOUR);
    try {
      const removed = await t.app.uploadSweeper.sweep();
      const gone = (await t.database.db.select({ blobName: files.blobName }).from(files).where(isNotNull(files.deletedAt))).map(
        (row) => row.blobName,
      );
      expect(removed).toBe(gone.length);
      expect(gone).toContain(unlinked.blobName);
      expect(gone).not.toContain(linked!.blobName);
      // Only this file's own unlinked uploads go: the demo's documents, logos and templates are all linked.
      expect(gone.every((blobName) => uploadedHere.includes(blobName))).toBe(true);

      const download = await t.app.inject({
        method: 'GET',
        url: unlinked.url,
        headers: { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` },
      });
      expect(download.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/files/${linked!.blobName}`,
            headers: { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` },
          })
        ).statusCode,
      ).toBe(200);

      expect(await t.app.uploadSweeper.sweep()).toBe(0);
      const [row] = await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.blobName, unlinked.blobName), isNotNull(files.deletedAt)));
      expect(row).toBeDefined();
    } finally {
      t.clock.set(new Date());
    }
  });
});
