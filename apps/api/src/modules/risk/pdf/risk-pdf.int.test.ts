import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, users } from '../../../db/schema/index.ts';
import { resolveChromiumPath } from '../../../lib/pdf/chromium-path.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../../test/test-database.ts';
import { insertFacilityRow, insertIndicatorRow } from '../../../test/world/raw-rows.ts';
import { extractPdfText } from '../../traces/pdf/test/pdf-text.ts';

/*
 * The supplier-detail PDF end to end, on the demo accounts as risk.int.test.ts sets them up: a farm whose name
 * holds < & ", in a farm group, in Pakistan (country risk 40), with a hotline report by the administrator and
 * the assigned auditor's response, scored under the highest-risk method. Chromium prints it; the test reads
 * the text back out of the PDF (traces/pdf/test/pdf-text.ts).
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const FARM = 'Ali & Sons <Farm> "North"';
const REPORT_TEXT = 'Workers say their wages were withheld.';
const CHROMIUM = resolveChromiumPath(process.env.CHROME_PATH);

interface World {
  farmId: string;
  reportNumber: string;
  admin: Record<string, string>;
  brand: Record<string, string>;
  ginner: Record<string, string>;
}

async function bearerFor(t: TestApp, email: string) {
  return { authorization: `Bearer ${await t.tokenFor(email)}` };
}

async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row!;
}

/** The configured method: highest risk, every weight the method form offers set to 1. */
async function setHighestRisk(t: TestApp, superAdmin: Record<string, string>) {
  const method = await t.app.inject({ method: 'GET', url: '/api/risk-assessment-method', headers: superAdmin });
  const applicable = (method.json() as { applicableWeights: { key: string; roleId: string | null }[] }).applicableWeights;
  const weights: Record<string, unknown> = { roleWeights: {} as Record<string, number> };
  for (const weight of applicable) {
    if (weight.roleId) (weights.roleWeights as Record<string, number>)[weight.roleId] = 1;
    else weights[weight.key] = 1;
  }
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/risk-assessment-method',
    headers: superAdmin,
    payload: { methodology: 'HIGHEST_RISK', weights },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function createWorld(t: TestApp): Promise<World> {
  t.clock.set(NOW);
  const db = t.database.db;
  const superAdmin = await bearerFor(t, TEST_SUPER_ADMIN.email);
  const demo = (who: string) => bearerFor(t, `${who}@demo.opentrace.local`);
  const [admin, brand, ginner, auditor] = await Promise.all([demo('admin'), demo('brand'), demo('ginner'), demo('auditor')]);
  const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  const ginnerRole = (await userRow(t, 'ginner@demo.opentrace.local')).roleId;
  const groupId = await insertFacilityRow(db, { name: 'Bahawalpur Farmers', roleId: ginnerRole, countryId: pakistan!.id });
  const farmId = await insertFacilityRow(db, { name: FARM, roleId: ginnerRole, countryId: pakistan!.id, farmGroupId: groupId });
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Worker protection' });
  const wages = await insertIndicatorRow(db, { type: 1, name: 'Wages', categoryId });
  const withheld = {
    indicatorId: wages,
    subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Withheld wages', parentId: wages, riskSeverity: 4 }),
  };

  const country = await t.app.inject({ method: 'PUT', url: '/api/country-risks/PK', headers: superAdmin, payload: { score: 40 } });
  expect(country.statusCode, country.body).toBe(200);
  const reported = await t.app.inject({
    method: 'POST',
    url: '/api/grievance-reports',
    headers: admin,
    payload: {
      facilityId: farmId,
      location: 'Main gate',
      priority: 2,
      laborRisks: [{ ...withheld, severity: 3 }],
      message: REPORT_TEXT,
      reason: 'HIGH_RISK_PROFILE',
      recordedAt: '2026-11-18T10:00:00.000Z',
      assigneeId: (await userRow(t, 'auditor@demo.opentrace.local')).id,
    },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const report = reported.json() as { id: string; number: string };
  const responded = await t.app.inject({
    method: 'POST',
    url: `/api/requests/${report.id}/responses`,
    headers: auditor,
    payload: { recordedAt: '2026-11-20T08:00:00.000Z', priority: 3, laborRisks: [{ ...withheld, severity: 2 }], message: 'Receipts seen.' },
  });
  expect(responded.statusCode, responded.body).toBe(201);
  await setHighestRisk(t, superAdmin);
  await t.app.jobs.drain();
  return { farmId, reportNumber: report.number, admin, brand, ginner };
}

const pdfOf = (t: TestApp, farmId: string, headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/facilities/${farmId}/risk/pdf${query}`, headers });

describe('the supplier-detail PDF without a browser', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp({ env: { CHROME_PATH: '/opt/no-such-browser/chrome' } });
    world = await createWorld(t);
  }, 120_000);

  afterAll(async () => t?.close());

  it('answers 503 naming CHROME_PATH when the configured browser does not exist', async () => {
    const response = await pdfOf(t, world.farmId, world.admin);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().message).toContain('CHROME_PATH');
  });

  it('answers 404 to a brand for a facility that is not one of its suppliers, and 403 to a producer, before any browser is needed', async () => {
    const brand = await pdfOf(t, world.farmId, world.brand);
    expect(brand.statusCode, brand.body).toBe(404);
    expect(brand.json().message).toBe('This facility does not exist or its risk is not one you may see.');
    expect((await pdfOf(t, world.farmId, world.ginner)).statusCode).toBe(403);
  });

  it('answers 400 naming the filter for a source that does not exist or a period that ends before it starts', async () => {
    const source = await pdfOf(t, world.farmId, world.admin, '?sources=GOSSIP');
    expect(source.statusCode, source.body).toBe(400);
    expect(JSON.stringify(source.json().details)).toContain('sources');
    const reversed = await pdfOf(t, world.farmId, world.admin, '?from=2026-11-20&to=2026-11-01');
    expect(reversed.statusCode, reversed.body).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('The end of the period must not come before its start.');
  });
});

describe.skipIf(!CHROMIUM)('the supplier-detail PDF printed by Chromium', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
  }, 120_000);

  afterAll(async () => t?.close());

  it('downloads risk-<name>-<day>.pdf explaining the level down to each item, with the compliance history, never the report’s text', async () => {
    const response = await pdfOf(t, world.farmId, world.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="risk-ali-sons-farm-north-2026-11-20.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(response.rawPayload);
    for (const expected of [
      'Supplier risk assessment',
      FARM,
      'A farm of Bahawalpur Farmers',
      'Highest risk: the overall score is the highest score among the items.',
      'Filters applied',
      'None: every item is counted.',
      'Top issues',
      'Worker protection',
      'Withheld wages',
      'Admin (hotline)',
      'Pakistan',
      'Compliance history',
      'Response',
      world.reportNumber,
      '18/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    // Under highest risk: the response's 2 × 4 = 8 is the pair's latest severity, above the country's 40 → 6.
    expect(text).toMatch(/Risk level\s*High/);
    expect(text).toMatch(/8 out of 15/);
    expect(text).not.toContain(REPORT_TEXT);
    expect(text).not.toContain('Receipts seen.');
  }, 120_000);

  it('keeps the filters: the period in words, and only what falls within it', async () => {
    const response = await pdfOf(t, world.farmId, world.admin, '?from=2026-11-19');
    expect(response.statusCode, response.body).toBe(200);
    const text = extractPdfText(response.rawPayload);
    expect(text).toContain('from 19/11/2026');
    expect(text).toContain('20/11/2026');
    // The report of 18/11 falls before the period, in the tree and in the compliance history.
    expect(text).not.toContain('18/11/2026');
  }, 120_000);

  it('prints in Urdu, right to left in the Naskh face, and in French', async () => {
    const urdu = await pdfOf(t, world.farmId, { ...world.admin, language: 'ur' });
    expect(urdu.statusCode, urdu.body).toBe(200);
    expect(urdu.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    const urduText = extractPdfText(urdu.rawPayload);
    for (const expected of ['سپلائر کے خطرے کا جائزہ', 'تعمیل کی تاریخ', 'Bahawalpur', world.reportNumber])
      expect(urduText).toContain(expected);

    const french = await pdfOf(t, world.farmId, { ...world.admin, language: 'fr' });
    expect(french.statusCode, french.body).toBe(200);
    const frenchText = extractPdfText(french.rawPayload);
    for (const expected of ['Évaluation des risques du fournisseur', 'Historique de conformité', 'Risque le plus élevé']) {
      expect(frenchText).toContain(expected);
    }
  }, 120_000);
});

if (!CHROMIUM)
  console.warn('Supplier-detail PDF printing tests skipped: no Chromium found (install the chromium package or set CHROME_PATH).');
