import type { TCategoryNode, TFacilityRisk, TRiskOverview } from '@opentrace/domain';
import ExcelJS from 'exceljs';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, jobs, users } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

/*
 * Changes to what every facility's risk reads (country scores, the List of Goods, commodity risks, sub-indicator
 * severities, the indicator list) must each queue the recalculation of every facility (issue 21 "Recalculation").
 * Each test empties the queue, makes one change through the API and looks at what that change alone queued: the
 * full run is a singleton, so a run left waiting by an earlier step would otherwise answer for a change that queued
 * nothing. The ginner's level is followed through two of them to show the run reads the new values.
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const EMAILS = {
  superAdmin: TEST_SUPER_ADMIN.email,
  admin: 'admin@demo.opentrace.local',
  api: 'api@demo.opentrace.local',
  ginner: 'ginner@demo.opentrace.local',
} as const;
type TWho = keyof typeof EMAILS;

let t: TestApp;
const headers = {} as Record<TWho, Record<string, string>>;
let ginnerId: string;
let withheld: { indicatorId: string; subIndicatorId: string };
let ilabChildLabourId: string;

const call = (who: TWho, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

/** The risk jobs waiting to run, with the reason operators see in the dead-letter list for a full run. */
async function queuedRiskJobs(): Promise<{ kind: string; reason?: string }[]> {
  const rows = await t.database.db
    .select({ kind: jobs.kind, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), like(jobs.kind, 'risk.%')));
  return rows
    .map(({ kind, payload }) => {
      const { reason } = payload as { reason?: string };
      return reason === undefined ? { kind } : { kind, reason };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Runs whatever earlier steps queued, so that what is queued next is the next change's alone. */
async function emptyQueue(): Promise<void> {
  await t.app.jobs.drain();
  expect(await queuedRiskJobs()).toEqual([]);
}

const fullRun = (reason: string) => [{ kind: 'risk.recalculate-all', reason }];

async function ginnerRisk(): Promise<TFacilityRisk> {
  const response = await call('admin', 'GET', `/api/facilities/${ginnerId}/risk`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TFacilityRisk;
}

async function xlsxList(rows: [string, string, string, number][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Taxonomy');
  sheet.addRow(['Country', 'Sector', 'Category', 'Indicator', 'Sub-indicator', 'Severity (5=extreme, 1= low)']);
  for (const [category, indicator, subIndicator, severity] of rows)
    sheet.addRow(['All', 'All', category, indicator, subIndicator, severity]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  for (const [who, email] of Object.entries(EMAILS) as [TWho, string][]) {
    const [row] = await db
      .select({ facilityId: users.facilityId })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (who === 'ginner') ginnerId = row!.facilityId!;
    headers[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  // The unconfigured demo leaves the ginner's profile without a country; its owner would set it in the profile.
  await db.update(facilities).set({ countryId: pakistan!.id }).where(eq(facilities.id, ginnerId));

  const created = await call('superAdmin', 'POST', '/api/indicator-list/items', {
    name: 'Worker protection',
    indicators: [
      { name: 'Wages', subIndicators: [{ name: 'Withheld wages', riskSeverity: 4 }] },
      { name: 'Child Labor', subIndicators: [{ name: 'Goods produced with child labor (ILAB List of Goods)', riskSeverity: 3 }] },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const category = created.json() as TCategoryNode;
  const wages = category.indicators.find((indicator) => indicator.name === 'Wages')!;
  withheld = { indicatorId: wages.id, subIndicatorId: wages.subIndicators[0]!.id };
  ilabChildLabourId = category.indicators.find((indicator) => indicator.name === 'Child Labor')!.subIndicators[0]!.id;

  // The highest item is the score, so each expectation below is one product worked out by hand.
  const method = await call('superAdmin', 'PUT', '/api/risk-assessment-method', { methodology: 'HIGHEST_RISK', weights: {} });
  expect(method.statusCode, method.body).toBe(200);
  await t.app.jobs.drain();
}, 120_000);
afterAll(async () => t?.close());

describe("a country's risk score", () => {
  it('queues every facility’s recalculation when it is set, and the run scores the ginner by the new score', async () => {
    await emptyQueue();
    const first = await call('superAdmin', 'PUT', '/api/country-risks/PK', { score: 100 });
    expect(first.statusCode, first.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('country risk changed'));
    const overview = (await call('admin', 'GET', '/api/risk/overview')).json() as TRiskOverview;
    expect(overview.pendingRecalculations).toBe(1);
    await t.app.jobs.drain();
    // The country item alone: 100 × 15 / 100 = 15.
    expect(await ginnerRisk()).toMatchObject({ score: 15, level: 'EXTREME', itemCount: 1 });

    const lowered = await call('superAdmin', 'PUT', '/api/country-risks/PK', { score: 20 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('country risk changed'));
    await t.app.jobs.drain();
    // 20 × 15 / 100 = 3, below the 3.76 of Medium.
    expect(await ginnerRisk()).toMatchObject({ score: 3, level: 'LOW', itemCount: 1 });
    const [stored] = await t.database.db.select({ level: facilities.riskLevel }).from(facilities).where(eq(facilities.id, ginnerId));
    expect(stored?.level).toBe('LOW');
  });

  it('queues it when an administrator upserts geographical risk levels through the API', async () => {
    await emptyQueue();
    const upserted = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'FR', score: 12 }] });
    expect(upserted.statusCode, upserted.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('country risk changed'));
  });

  it('queues nothing when the upsert is refused', async () => {
    await emptyQueue();
    const refused = await call('superAdmin', 'PUT', '/api/geographical-risk-levels', { countries: [{ countryCode: 'QQ', score: 12 }] });
    expect(refused.statusCode).toBe(400);
    expect(await queuedRiskJobs()).toEqual([]);
  });
});

describe('the List of Goods and commodity risks', () => {
  it('queues the recalculation when the ILAB List of Goods is loaded', async () => {
    await emptyQueue();
    const loaded = await call('superAdmin', 'POST', '/api/product-risk-listings/ilab');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('List of Goods changed'));
  });

  it('queues it when an administrator upserts a commodity risk, and not when the upsert is refused', async () => {
    await emptyQueue();
    const risk = { countryCode: 'PK', commodity: 'Cotton', subIndicatorId: ilabChildLabourId, severity: 2 };
    const refused = await call('superAdmin', 'PUT', '/api/commodity-risks', { risks: [{ ...risk, commodity: 'Moon rock' }] });
    expect(refused.statusCode).toBe(400);
    expect(await queuedRiskJobs()).toEqual([]);

    const upserted = await call('superAdmin', 'PUT', '/api/commodity-risks', { risks: [risk] });
    expect(upserted.statusCode, upserted.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('List of Goods changed'));
  });
});

describe('the indicator list', () => {
  it('queues the recalculation when a sub-indicator’s severity changes, and the run weighs the ginner’s report by it', async () => {
    const reported = await call('admin', 'POST', '/api/grievance-reports', {
      facilityId: ginnerId,
      location: 'Main gate',
      priority: 2,
      laborRisks: [{ ...withheld, severity: 3 }],
      message: 'Workers say their wages were withheld.',
      reason: 'HIGH_RISK_PROFILE',
      recordedAt: '2026-11-18T10:00:00.000Z',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await t.app.jobs.drain();
    // Report 3 × 4 = 12 above the country's 3.
    expect(await ginnerRisk()).toMatchObject({ score: 12, level: 'EXTREME' });

    await emptyQueue();
    const changed = await call('superAdmin', 'PATCH', `/api/indicator-list/${withheld.subIndicatorId}`, { riskSeverity: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('sub-indicator severity changed'));
    await t.app.jobs.drain();
    // 3 × 2 = 6.
    expect(await ginnerRisk()).toMatchObject({ score: 6, level: 'MEDIUM' });
  });

  it('queues it when an API user restates a sub-indicator with another severity', async () => {
    await emptyQueue();
    const renamed = await call('api', 'PUT', `/api/indicator-list/items/${withheld.subIndicatorId}`, {
      name: 'Withheld wages',
      riskSeverity: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('sub-indicator severity changed'));
    await t.app.jobs.drain();
    // 3 × 1 = 3, level with the country's 3.
    expect(await ginnerRisk()).toMatchObject({ score: 3, level: 'LOW' });
  });

  it('queues nothing when a severity is saved unchanged, since no score can move', async () => {
    await emptyQueue();
    const same = await call('superAdmin', 'PATCH', `/api/indicator-list/${withheld.subIndicatorId}`, { riskSeverity: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual([]);
  });

  it('queues it when a validated list is imported, not when it is only validated, and not when the import is refused', async () => {
    await emptyQueue();
    const form = multipartBody([
      { field: 'file', fileName: 'list.xlsx', data: await xlsxList([['Worker protection', 'Working hours', 'Excessive overtime', 3]]) },
    ]);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/indicator-list/validate',
      headers: { ...headers.superAdmin, ...form.headers },
      payload: form.payload,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const { fileId } = validated.json() as { fileId: string };
    expect(fileId).toEqual(expect.any(String));
    expect(await queuedRiskJobs()).toEqual([]);

    const imported = await call('superAdmin', 'POST', '/api/indicator-list/import', { fileId, mode: 'add' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await queuedRiskJobs()).toEqual(fullRun('indicator list imported'));

    // The same file again is refused inside the import's transaction: the queued run goes with the write.
    await emptyQueue();
    const again = await call('superAdmin', 'POST', '/api/indicator-list/import', { fileId, mode: 'add' });
    expect(again.statusCode).toBe(409);
    expect(await queuedRiskJobs()).toEqual([]);
  });
});
