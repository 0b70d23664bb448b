import type { TComplianceHistoryPage, TFacilityRisk, TRiskFilterValues, TRiskOverview } from '@opentrace/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, jobs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { insertFacilityRow, insertIndicatorRow } from '../../test/world/raw-rows.ts';

/*
 * The risk engine through the API on the demo accounts (an unconfigured installation): a small indicator list,
 * hotline reports by the administrator, proactive scans by the hotline operator (an assessor role), a response
 * by the auditor, the country's risk, and a farm group with one farm. Every expectation is worked out by hand.
 */

const EMAILS = {
  admin: 'admin@demo.opentrace.local',
  auditor: 'auditor@demo.opentrace.local',
  hotline: 'hotline@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  ginner: 'ginner@demo.opentrace.local',
} as const;
type TWho = keyof typeof EMAILS;

const NOW = new Date('2026-11-20T12:00:00.000Z');
let t: TestApp;
const headers = {} as Record<TWho, Record<string, string>>;
const userIds = {} as Record<TWho, string>;
let ginnerId: string;
let ginnerRoleId: string;
let hotlineRoleId: string;
const sub = {} as Record<'withheld' | 'belowMinimum' | 'under14', { indicatorId: string; subIndicatorId: string }>;
let categoryId: string;
let superAdmin: Record<string, string>;

const call = (who: TWho, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

async function riskOf(facilityId: string, query = '', who: TWho = 'admin'): Promise<TFacilityRisk> {
  const response = await call(who, 'GET', `/api/facilities/${facilityId}/risk${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TFacilityRisk;
}

async function hotlineReport(facilityId: string, risks: { pair: keyof typeof sub; severity: number }[], extra: object = {}) {
  const response = await call('admin', 'POST', '/api/grievance-reports', {
    facilityId,
    location: 'Main gate',
    priority: 2,
    laborRisks: risks.map(({ pair, severity }) => ({ ...sub[pair], severity })),
    message: 'Workers say their wages were withheld.',
    reason: 'HIGH_RISK_PROFILE',
    recordedAt: '2026-11-18T10:00:00.000Z',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; number: string };
}

async function proactiveScan(facilityId: string, risks: { pair: keyof typeof sub; severity: number }[]) {
  const response = await call('hotline', 'POST', '/api/requests', {
    facilityId,
    location: 'Gins',
    priority: 3,
    recordedAt: '2026-11-19T09:00:00.000Z',
    laborRisks: risks.map(({ pair, severity }) => ({ ...sub[pair], severity })),
    message: 'Children seen near the gins.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function setMethod(methodology: string, weights: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/risk-assessment-method', headers: superAdmin });
  const applicable = (response.json() as { applicableWeights: { key: string; roleId: string | null }[] }).applicableWeights;
  const all: Record<string, unknown> = { roleWeights: {} as Record<string, number> };
  for (const weight of applicable) {
    if (weight.roleId) (all.roleWeights as Record<string, number>)[weight.roleId] = 1;
    else all[weight.key] = 1;
  }
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/risk-assessment-method',
    headers: superAdmin,
    payload: {
      methodology,
      weights: { ...all, ...weights, roleWeights: { ...(all.roleWeights as object), ...((weights.roleWeights as object) ?? {}) } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function pendingRiskJobs() {
  return (await t.database.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.status, 'pending')))
    .filter((job) => job.kind.startsWith('risk.'))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  for (const [who, email] of Object.entries(EMAILS) as [TWho, string][]) {
    const [row] = await t.database.db
      .select({ id: users.id, facilityId: users.facilityId, roleId: users.roleId })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    userIds[who] = row!.id;
    if (who === 'ginner') ginnerId = row!.facilityId!;
    if (who === 'hotline') hotlineRoleId = row!.roleId;
    headers[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  const [ginner] = await t.database.db
    .select({ roleId: facilities.roleId, countryId: facilities.countryId })
    .from(facilities)
    .where(eq(facilities.id, ginnerId));
  ginnerRoleId = ginner!.roleId;
  const [pakistan] = await t.database.db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  // The unconfigured demo leaves the ginner's profile without a country; its owner would set it in the profile.
  if (ginner!.countryId !== pakistan!.id)
    await t.database.db.update(facilities).set({ countryId: pakistan!.id }).where(eq(facilities.id, ginnerId));
  const db = t.database.db;
  categoryId = await insertIndicatorRow(db, { type: 3, name: 'Worker protection' });
  const wages = await insertIndicatorRow(db, { type: 1, name: 'Wages', categoryId });
  const child = await insertIndicatorRow(db, { type: 1, name: 'Child labour', categoryId });
  sub.withheld = {
    indicatorId: wages,
    subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Withheld wages', parentId: wages, riskSeverity: 4 }),
  };
  sub.belowMinimum = {
    indicatorId: wages,
    subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Below minimum wage', parentId: wages, riskSeverity: 3 }),
  };
  sub.under14 = {
    indicatorId: child,
    subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Under 14 at work', parentId: child, riskSeverity: 5 }),
  };
}, 120_000);
afterAll(async () => t?.close());

describe('a facility nobody has scored', () => {
  it('is "Not assessed": no level, no score, no made-up number', async () => {
    const risk = await riskOf(ginnerId);
    expect(risk).toMatchObject({ computedAt: null, level: null, score: null, itemCount: 0, categories: [] });
  });
});

describe('scoring from reports and the country', () => {
  let hotline: { id: string; number: string };

  it('queues one recalculation per facility with each report, and scores it when the queue runs', async () => {
    await setMethod('HIGHEST_RISK');
    await t.app.jobs.drain();
    hotline = await hotlineReport(ginnerId, [{ pair: 'withheld', severity: 3 }], { assigneeId: userIds.auditor });
    await proactiveScan(ginnerId, [
      { pair: 'belowMinimum', severity: 1 },
      { pair: 'under14', severity: 2 },
    ]);
    expect(await pendingRiskJobs()).toEqual([{ kind: 'risk.facility-changed' }]);
    const country = await t.app.inject({ method: 'PUT', url: '/api/country-risks/PK', headers: superAdmin, payload: { score: 40 } });
    expect(country.statusCode, country.body).toBe(200);
    // Country scores feed every facility of the country: the change alone queues the whole set beside the reports' run.
    expect(await pendingRiskJobs()).toEqual([{ kind: 'risk.facility-changed' }, { kind: 'risk.recalculate-all' }]);
    await t.app.jobs.drain();
    expect(await pendingRiskJobs()).toEqual([]);

    // Items: hotline 3 × 4 = 12, scan 1 × 3 = 3 and 2 × 5 = 10, country 40 × 15 / 100 = 6.
    const risk = await riskOf(ginnerId);
    expect(risk.computedAt).toBe(NOW.toISOString());
    expect(risk).toMatchObject({ score: 12, level: 'EXTREME', itemCount: 4, method: { methodology: 'HIGHEST_RISK', weights: [] } });
    expect(risk.country).toEqual([
      expect.objectContaining({
        source: 'COUNTRY',
        severity: 40,
        score: 6,
        level: 'MEDIUM',
        reference: expect.objectContaining({ label: 'Pakistan' }),
      }),
    ]);
    const items = risk.categories.flatMap((category) =>
      category.indicators.flatMap((indicator) => indicator.subIndicators.flatMap((s) => s.items)),
    );
    expect(items.map((item) => [item.sourceLabel, item.severity, item.subIndicatorWeight, item.score]).sort()).toEqual(
      [
        ['Admin (hotline)', 3, 4, 12],
        ['Hotline Operator', 1, 3, 3],
        ['Hotline Operator', 2, 5, 10],
      ].sort(),
    );
    expect(items.find((item) => item.source === 'HOTLINE')?.reference).toEqual({ kind: 'report', id: hotline.id, label: hotline.number });
    expect(JSON.stringify(risk)).not.toContain('withheld.');
    const [wages, child] = risk.categories[0]!.indicators;
    expect([wages?.name, wages?.score, wages?.level, child?.name, child?.score, child?.level]).toEqual([
      'Wages',
      12,
      'EXTREME',
      'Child labour',
      10,
      'HIGH',
    ]);
    expect(risk.topIssues.map((issue) => issue.subIndicator.name)).toEqual(['Withheld wages', 'Under 14 at work', 'Below minimum wage']);
  });

  it('averages every item under AVERAGE_RISK, country included', async () => {
    await setMethod('AVERAGE_RISK');
    await t.app.jobs.drain();
    // (12 + 3 + 10 + 6) / 4 = 7.75
    expect(await riskOf(ginnerId)).toMatchObject({ score: 7.75, level: 'HIGH', method: { methodology: 'AVERAGE_RISK' } });
    const [ginner] = await t.database.db.select({ level: facilities.riskLevel }).from(facilities).where(eq(facilities.id, ginnerId));
    expect(ginner?.level).toBe('HIGH');
  });

  it('weighs hotline, assessor role and country under WEIGHTED_AVERAGE and names the weights it used', async () => {
    await setMethod('WEIGHTED_AVERAGE', { hotlineWeight: 1, geographyWeight: 2, roleWeights: { [hotlineRoleId]: 3 } });
    await t.app.jobs.drain();
    // (12·1 + 3·3 + 10·3 + 6·2) / (1 + 3 + 3 + 2) = 63 / 9 = 7
    const risk = await riskOf(ginnerId);
    expect(risk).toMatchObject({ score: 7, level: 'MEDIUM' });
    expect(risk.method?.weights).toEqual(
      expect.arrayContaining([
        { source: 'HOTLINE', sourceLabel: 'Admin (hotline)', weight: 1 },
        { source: 'COUNTRY', sourceLabel: 'Country risk', weight: 2 },
        { source: 'REPORT', sourceLabel: 'Hotline Operator', weight: 3 },
      ]),
    );
    // The explanation adds up: Σ(score × weight) / Σ weight over the items shown is the score shown.
    const shown = [
      ...risk.country,
      ...risk.categories.flatMap((c) => c.indicators.flatMap((i) => i.subIndicators.flatMap((s) => s.items))),
    ];
    const total = shown.reduce((sum, item) => sum + item.score * item.weight, 0) / shown.reduce((sum, item) => sum + item.weight, 0);
    expect(Math.round(total * 100) / 100).toBe(risk.score);
  });

  it('lets the latest response set a pair’s severity, and keeps both in the compliance history', async () => {
    await setMethod('HIGHEST_RISK');
    const responded = await call('auditor', 'POST', `/api/requests/${hotline.id}/responses`, {
      recordedAt: '2026-11-20T08:00:00.000Z',
      priority: 3,
      laborRisks: [{ ...sub.withheld, severity: 1 }],
      message: 'Wages were paid last week; receipts seen.',
    });
    expect(responded.statusCode, responded.body).toBe(201);
    await t.app.jobs.drain();
    // The hotline item is now 1 × 4 = 4: the scan's 10 is the highest.
    expect(await riskOf(ginnerId)).toMatchObject({ score: 10, level: 'HIGH' });
    const history = (await call('admin', 'GET', `/api/facilities/${ginnerId}/compliance-history`)).json() as TComplianceHistoryPage;
    expect(history.total).toBe(4);
    expect(history.items[0]).toMatchObject({
      kind: 'response',
      reportNumber: hotline.number,
      severity: 1,
      score: 4,
      level: 'MEDIUM',
      subIndicator: { name: 'Withheld wages' },
    });
    expect(history.items.map((entry) => entry.recordedAt)).toEqual([...history.items.map((entry) => entry.recordedAt)].sort().reverse());
    expect(JSON.stringify(history)).not.toContain('receipts');
  });

  it('filters the items before combining them, and offers the filters the items hold', async () => {
    const values = (await call('admin', 'GET', `/api/facilities/${ginnerId}/risk/filter-values`)).json() as TRiskFilterValues;
    expect(values.sources.map((source) => source.source).sort()).toEqual(['COUNTRY', 'HOTLINE', 'REPORT']);
    expect(values.subIndicators.map((value) => value.name)).toEqual(['Below minimum wage', 'Under 14 at work', 'Withheld wages']);
    expect(await riskOf(ginnerId, '?sources=HOTLINE,COUNTRY')).toMatchObject({ score: 6, itemCount: 2 });
    expect(await riskOf(ginnerId, `?subIndicatorIds=${sub.belowMinimum.subIndicatorId}`)).toMatchObject({
      score: 3,
      level: 'LOW',
      itemCount: 1,
    });
    expect(await riskOf(ginnerId, '?from=2026-11-21')).toMatchObject({ score: null, level: null, itemCount: 0 });
    const reversed = await call('admin', 'GET', `/api/facilities/${ginnerId}/risk?from=2026-11-20&to=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(await call('admin', 'GET', `/api/facilities/${ginnerId}/risk?sources=GOSSIP`).then((r) => r.statusCode)).toBe(400);
  });

  it('drops a report closed as unfounded', async () => {
    const closed = await call('admin', 'POST', `/api/grievance-reports/${hotline.id}/close`, {
      outcome: 'UNFOUNDED',
      reasons: 'Payroll records checked.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await t.app.jobs.drain();
    const risk = await riskOf(ginnerId, '?sources=HOTLINE');
    expect(risk.itemCount).toBe(0);
  });
});

describe('farm groups', () => {
  it('counts a group’s farms’ items in the group, and the group’s reports in each farm, as items from the other facility', async () => {
    const db = t.database.db;
    const groupId = await insertFacilityRow(db, { name: 'Bahawalpur Farmers', roleId: ginnerRoleId });
    const farmId = await insertFacilityRow(db, { name: 'Farm of Aslam', roleId: ginnerRoleId, farmGroupId: groupId });
    await hotlineReport(farmId, [{ pair: 'under14', severity: 2 }]);
    await hotlineReport(groupId, [{ pair: 'withheld', severity: 1 }]);
    await t.app.jobs.drain();

    const group = await riskOf(groupId);
    expect(group).toMatchObject({ score: 10, level: 'HIGH', facility: { isFarmGroup: true } });
    const fromFarm = group.categories
      .flatMap((c) => c.indicators.flatMap((i) => i.subIndicators.flatMap((s) => s.items)))
      .find((item) => item.score === 10);
    expect(fromFarm?.fromFacility).toEqual({ id: farmId, name: 'Farm of Aslam' });
    // Top issues count the facility's own items only.
    expect(group.topIssues.map((issue) => issue.subIndicator.name)).toEqual(['Withheld wages']);

    const farm = await riskOf(farmId);
    expect(farm).toMatchObject({ score: 10, itemCount: 2, facility: { farmGroup: { id: groupId, name: 'Bahawalpur Farmers' } } });
  });
});

describe('who may read a facility’s risk', () => {
  it('lets administrators read any facility, a brand only its suppliers, and nobody else', async () => {
    expect((await call('admin', 'GET', `/api/facilities/${ginnerId}/risk`)).statusCode).toBe(200);
    const brand = await call('brand', 'GET', `/api/facilities/${ginnerId}/risk`);
    const unknown = await call('brand', 'GET', '/api/facilities/00000000-0000-4000-8000-000000000000/risk');
    const linked = await call('brand', 'GET', '/api/brands/suppliers?perPage=100');
    const isSupplier = (linked.json() as { items: { id: string }[] }).items.some((item) => item.id === ginnerId);
    expect(brand.statusCode).toBe(isSupplier ? 200 : 404);
    expect(unknown.statusCode).toBe(404);
    expect((await call('ginner', 'GET', `/api/facilities/${ginnerId}/risk`)).statusCode).toBe(403);
    expect((await call('ginner', 'GET', `/api/facilities/${ginnerId}/compliance-history`)).statusCode).toBe(403);
    expect((await call('brand', 'GET', '/api/risk/overview')).statusCode).toBe(403);
  });
});

describe('the administrators’ overview', () => {
  it('counts facilities by level and lists those whose level rose', async () => {
    const overview = (await call('admin', 'GET', '/api/risk/overview')).json() as TRiskOverview;
    const count = (level: string) => overview.distribution.find((row) => row.level === level)?.count;
    expect(count('HIGH')).toBeGreaterThanOrEqual(2);
    expect(overview.distribution.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(6);
    // The ginner went EXTREME → HIGH (average) → MEDIUM (weighted) → HIGH (highest, after the response).
    expect(overview.risen.map((row) => [row.facility.name, row.from, row.to])).toContainEqual(['Multan Ginning Factory', 'MEDIUM', 'HIGH']);
    expect(overview.pendingRecalculations).toBe(0);
  });
});

describe('a recalculation that fails', () => {
  it('leaves the last assessment whole, is retried, and ends as a dead letter an operator sees', async () => {
    const db = t.database.db;
    const before = await riskOf(ginnerId);
    // The database refuses this facility's assessment, as a full disk or a lost connection would.
    await db.execute(
      sql.raw(`create function refuse_risk() returns trigger language plpgsql as $$ begin
        if new.facility_id = '${ginnerId}' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_risk before insert or update on facility_risk_assessments for each row execute function refuse_risk()',
      ),
    );
    try {
      await hotlineReport(ginnerId, [{ pair: 'under14', severity: 3 }]);
      await t.app.jobs.drain();
      const [waiting] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.singletonKey, `risk:${ginnerId}`), ne(jobs.status, 'succeeded')));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      const unchanged = await riskOf(ginnerId);
      expect([unchanged.computedAt, unchanged.score, unchanged.itemCount]).toEqual([before.computedAt, before.score, before.itemCount]);
      const [facility] = await db.select({ level: facilities.riskLevel }).from(facilities).where(eq(facilities.id, ginnerId));
      expect(facility?.level).toBe(before.level);

      for (let attempt = 0; attempt < 6; attempt += 1) {
        t.clock.advance(60 * 60_000);
        await t.app.jobs.drain();
      }
      // Six hours on, the sessions of the test's start have expired: the operators sign in again.
      const operator = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
      const superAdminDead = await t.app.inject({ method: 'GET', url: '/api/jobs/dead-letters', headers: operator });
      expect(superAdminDead.statusCode, superAdminDead.body).toBe(200);
      const admin = { authorization: `Bearer ${await t.tokenFor(EMAILS.admin)}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/jobs/dead-letters', headers: admin })).statusCode).toBe(403);
      const letters = (superAdminDead.json() as { items: { kind: string; summary: string; lastError: string | null }[] }).items;
      expect(letters).toContainEqual(expect.objectContaining({ kind: 'risk.facility-changed', summary: `Risk of facility ${ginnerId}` }));
    } finally {
      await db.execute(sql.raw('drop trigger refuse_risk on facility_risk_assessments'));
      await db.execute(sql.raw('drop function refuse_risk()'));
    }
  });
});
