import type {
  TAssigneeCandidatePage,
  TAuditLogPage,
  TIncidentReport,
  TIncidentReportPage,
  TReportFacilityOptionPage,
} from '@opentrace/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, districts, facilities, jobs, notifications, provinces, roles, users } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { activateUserRow, insertFacilityRow, insertIndicatorRow } from '../../test/world/raw-rows.ts';

/*
 * Incident reports through the API on the demo data: the administrator logs hotline reports, the auditor
 * (Fair Labour Audits) answers the ones assigned to it, the hotline operator scans proactively, the API
 * user pushes reports by multipart, and the farm monitor stands for another organisation's assessor.
 */

const EMAILS = {
  admin: 'admin@demo.opentrace.local',
  auditor: 'auditor@demo.opentrace.local',
  hotline: 'hotline@demo.opentrace.local',
  monitor: 'monitor@demo.opentrace.local',
  api: 'api@demo.opentrace.local',
  brand: 'brand@demo.opentrace.local',
  ginner: 'ginner@demo.opentrace.local',
} as const;
type TWho = keyof typeof EMAILS;

const NOW = new Date('2026-11-20T12:00:00.000Z');
let t: TestApp;
const headers = {} as Record<TWho, Record<string, string>>;
const userIds = {} as Record<TWho, string>;
let ginnerFacilityId: string;
let brandFacilityId: string;
let pairs: { indicatorId: string; subIndicatorId: string }[];

const call = (who: TWho, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

function hotlineReport(overrides: Record<string, unknown> = {}) {
  return {
    facilityId: ginnerFacilityId,
    location: 'Main gate, Multan Road',
    priority: 2,
    laborRisks: [{ ...pairs[0]!, severity: 3 }],
    message: 'Workers say wages were withheld for three months.',
    reason: 'HIGH_RISK_PROFILE',
    reporterName: 'Anonymous caller',
    reporterContact: '+923001234567',
    ...overrides,
  };
}

async function createHotline(overrides: Record<string, unknown> = {}): Promise<TIncidentReport> {
  const response = await call('admin', 'POST', '/api/grievance-reports', hotlineReport(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TIncidentReport;
}

const fieldPaths = (body: string) => ((JSON.parse(body) as { details?: { path: string }[] }).details ?? []).map((d) => d.path).sort();

async function auditRowsOf(reportId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'incident-report'), eq(auditLog.targetId, reportId)));
}

async function notificationsOf(userId: string, reportId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.objectId, reportId)));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  for (const [who, email] of Object.entries(EMAILS) as [TWho, string][]) {
    const [row] = await t.database.db
      .select({ id: users.id, facilityId: users.facilityId })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    userIds[who] = row!.id;
    if (who === 'ginner') ginnerFacilityId = row!.facilityId!;
    if (who === 'brand') brandFacilityId = row!.facilityId!;
    headers[who] = { authorization: `Bearer ${await t.tokenFor(email)}` };
  }
  // No route creates single indicators; the list is imported from a workbook elsewhere.
  const db = t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Worker protection' });
  const wagesId = await insertIndicatorRow(db, { type: 1, name: 'Wages', categoryId });
  const childId = await insertIndicatorRow(db, { type: 1, name: 'Child labour', categoryId });
  pairs = [
    {
      indicatorId: wagesId,
      subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Withheld wages', parentId: wagesId, riskSeverity: 4 }),
    },
    {
      indicatorId: wagesId,
      subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Below minimum wage', parentId: wagesId, riskSeverity: 3 }),
    },
    {
      indicatorId: childId,
      subIndicatorId: await insertIndicatorRow(db, { type: 2, name: 'Under 14 at work', parentId: childId, riskSeverity: 5 }),
    },
  ];
}, 120_000);
afterAll(async () => t?.close());

describe('hotline intake', () => {
  it('logs a report with a number, NEW, its risks and the reporter, and notifies the assignee in the same change', async () => {
    const report = await createHotline({ assigneeId: userIds.auditor });
    expect(report.number).toMatch(/^IR-\d{6}$/);
    expect(report.status).toBe('NEW');
    expect(report.source).toBe('HOTLINE');
    expect(report.assignee?.id).toBe(userIds.auditor);
    expect(report.laborRisks).toHaveLength(1);
    expect(report.laborRisks[0]!.severity).toBe(3);
    expect(report.laborRisks[0]).toMatchObject({
      category: { name: 'Worker protection' },
      indicator: { name: 'Wages' },
      subIndicator: { name: 'Withheld wages' },
    });
    expect(report.reporter).toMatchObject({ hidden: false, name: 'Anonymous caller', contact: '+923001234567' });
    expect(report.reporter.user?.id).toBe(userIds.admin);
    const sent = await notificationsOf(userIds.auditor, report.id);
    expect(sent.map((row) => row.kind)).toEqual(['report-assigned']);
    expect(JSON.stringify(sent[0]!.params)).not.toContain('withheld');
  });

  it('refuses broken rules field by field', async () => {
    const unknownPair = { indicatorId: pairs[0]!.indicatorId, subIndicatorId: pairs[0]!.indicatorId, severity: 1 };
    const response = await call(
      'admin',
      'POST',
      '/api/grievance-reports',
      hotlineReport({ facilityId: brandFacilityId, laborRisks: [unknownPair], recordedAt: '2026-12-01T00:00:00.000Z' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response.body)).toEqual(['facilityId', 'laborRisks.0.subIndicatorId', 'recordedAt']);
  });

  it('refuses duplicate pairs, severities outside 1–3, a long message, and a missing reason when follow-up is wanted', async () => {
    const risk = { ...pairs[0]!, severity: 2 };
    const duplicate = await call(
      'admin',
      'POST',
      '/api/grievance-reports',
      hotlineReport({ laborRisks: [risk, risk], message: 'x'.repeat(256) }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(fieldPaths(duplicate.body)).toEqual(['laborRisks.1.subIndicatorId', 'message']);
    const severity = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ laborRisks: [{ ...risk, severity: 4 }] }));
    expect(fieldPaths(severity.body)).toEqual(['laborRisks.0.severity']);
    const reason = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ reason: null }));
    expect(reason.statusCode).toBe(400);
    expect(fieldPaths(reason.body)).toEqual(['reason']);
  });

  it('accepts no follow-up without a reason, but never with an assignee', async () => {
    const noFollowUp = await createHotline({ isNoFollowUp: true, reason: null });
    expect(noFollowUp.isNoFollowUp).toBe(true);
    const both = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ isNoFollowUp: true, assigneeId: userIds.auditor }));
    expect(both.statusCode).toBe(400);
    expect(fieldPaths(both.body)).toEqual(['assigneeId']);
  });

  it('assigns only assessors or API users with reactive assessments', async () => {
    const response = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ assigneeId: userIds.ginner }));
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response.body)).toEqual(['assigneeId']);
  });

  it('lists assignee candidates by role then name with their NEW reports', async () => {
    const response = await call('admin', 'GET', '/api/grievance-reports/assignees?perPage=100');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as TAssigneeCandidatePage;
    const ids = page.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([userIds.auditor, userIds.api, userIds.hotline]));
    expect(ids).not.toContain(userIds.ginner);
    const roles = page.items.map((item) => item.roleName.toLowerCase());
    expect(roles).toEqual([...roles].sort());
    expect(page.items.find((item) => item.id === userIds.auditor)!.newReportCount).toBeGreaterThanOrEqual(1);
  });
});

describe('lifecycle, visibility and confidentiality', () => {
  let report: TIncidentReport;

  beforeAll(async () => {
    report = await createHotline({ assigneeId: userIds.auditor, retaliationRisk: true });
  });

  it("answers 404 to another organisation's assessor and 403 to brands and producers", async () => {
    expect((await call('monitor', 'GET', `/api/requests/${report.id}`)).statusCode).toBe(404);
    const unknown = await call('monitor', 'GET', `/api/requests/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect((await call('monitor', 'GET', `/api/requests/${report.id}`)).json()).toEqual(unknown.json());
    expect((await call('brand', 'GET', `/api/grievance-reports/${report.id}`)).statusCode).toBe(403);
    expect((await call('ginner', 'GET', `/api/requests/${report.id}`)).statusCode).toBe(403);
    const monitorList = (await call('monitor', 'GET', '/api/requests?state=awaiting')).json() as TIncidentReportPage;
    expect(monitorList.items.map((item) => item.id)).not.toContain(report.id);
  });

  it("the assignee's first open turns NEW into VIEWED and shows the reporter despite the retaliation risk", async () => {
    const awaiting = (await call('auditor', 'GET', '/api/requests?state=awaiting')).json() as TIncidentReportPage;
    expect(awaiting.items.map((item) => item.id)).toContain(report.id);
    const opened = await call('auditor', 'GET', `/api/requests/${report.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const seen = opened.json() as TIncidentReport;
    expect(seen.status).toBe('VIEWED');
    expect(seen.message).toContain('withheld');
    expect(seen.reporter.hidden).toBe(false);
    const admin = (await call('admin', 'GET', `/api/grievance-reports/${report.id}`)).json() as TIncidentReport;
    expect(admin.status).toBe('VIEWED');
  });

  it('the assignee responds: RESPONSE_SENT, new priority, the response with its risks, and the reporter is notified', async () => {
    const response = await call('auditor', 'POST', `/api/requests/${report.id}/responses`, {
      recordedAt: '2026-11-19T09:30:00.000Z',
      priority: 1,
      laborRisks: [{ ...pairs[1]!, severity: 2 }],
      message: 'Payroll records confirm arrears.',
      auditReportNumber: 'AR-114',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json() as TIncidentReport;
    expect(answered.status).toBe('RESPONSE_SENT');
    expect(answered.priority).toBe(1);
    expect(answered.responses).toHaveLength(1);
    expect(answered.responses[0]!.laborRisks[0]!.subIndicator.id).toBe(pairs[1]!.subIndicatorId);
    expect((await notificationsOf(userIds.admin, report.id)).map((row) => row.kind)).toContain('report-response');
    const responded = (await call('auditor', 'GET', '/api/requests?state=responded')).json() as TIncidentReportPage;
    expect(responded.items.map((item) => item.id)).toContain(report.id);
  });

  it('refuses a response dated in the future, and from an assessor the report is not assigned to', async () => {
    const future = await call('auditor', 'POST', `/api/requests/${report.id}/responses`, {
      recordedAt: '2026-11-21T00:00:00.000Z',
      priority: 2,
      laborRisks: [{ ...pairs[1]!, severity: 2 }],
      message: 'Later',
    });
    expect(future.statusCode).toBe(400);
    expect(fieldPaths(future.body)).toEqual(['recordedAt']);
    const other = await createHotline({ assigneeId: userIds.api });
    const notMine = await call('auditor', 'POST', `/api/requests/${other.id}/responses`, {
      recordedAt: '2026-11-19T00:00:00.000Z',
      priority: 2,
      laborRisks: [{ ...pairs[1]!, severity: 2 }],
      message: 'Not mine',
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('writes an audit row for every read and write, never with the message, and the administrator reads the trail', async () => {
    const rows = await auditRowsOf(report.id);
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'incidents.report.created',
        'incidents.report.read',
        'incidents.report.viewed',
        'incidents.report.responded',
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('withheld');
    const trail = await call('admin', 'GET', `/api/grievance-reports/${report.id}/trail`);
    expect(trail.statusCode, trail.body).toBe(200);
    const page = trail.json() as TAuditLogPage;
    expect(page.items[0]!.action).toBe('incidents.report.created');
    expect(page.items.some((item) => item.actor?.id === userIds.auditor)).toBe(true);
    const filtered = (
      await call('admin', 'GET', `/api/audit-log?actorUserId=${userIds.auditor}&action=incidents.`)
    ).json() as TAuditLogPage;
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((item) => item.actor?.id === userIds.auditor && item.action.startsWith('incidents.'))).toBe(true);
    expect((await call('auditor', 'GET', '/api/audit-log')).statusCode).toBe(403);
  });
});

describe('administrator edit and close', () => {
  it('re-assigns with notifications to both assessors, applies the risk diff and keeps at least one risk', async () => {
    const report = await createHotline({
      assigneeId: userIds.auditor,
      laborRisks: [
        { ...pairs[0]!, severity: 1 },
        { ...pairs[1]!, severity: 2 },
      ],
    });
    const first = report.laborRisks.find((risk) => risk.subIndicator.id === pairs[0]!.subIndicatorId);
    const second = report.laborRisks.find((risk) => risk.subIndicator.id === pairs[1]!.subIndicatorId);
    await t.app.jobs.drain();
    const response = await call('admin', 'PUT', `/api/grievance-reports/${report.id}`, {
      assigneeId: userIds.api,
      isNoFollowUp: false,
      reason: 'OTHER',
      retaliationRisk: false,
      laborRisks: { added: [{ ...pairs[2]!, severity: 3 }], changed: [{ id: first!.id, severity: 3 }], removed: [second!.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as TIncidentReport;
    expect(edited.assignee?.id).toBe(userIds.api);
    expect(edited.laborRisks.map((risk) => [risk.subIndicator.id, risk.severity]).sort()).toEqual(
      [
        [pairs[0]!.subIndicatorId, 3],
        [pairs[2]!.subIndicatorId, 3],
      ].sort(),
    );
    // The edited risks move the facility's risk: its recalculation waits on the queue.
    const queued = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, `risk:${ginnerFacilityId}`), eq(jobs.status, 'pending')));
    expect(queued).toEqual([{ kind: 'risk.facility-changed' }]);
    expect((await notificationsOf(userIds.api, report.id)).map((row) => row.kind)).toEqual(['report-assigned']);
    expect((await notificationsOf(userIds.auditor, report.id)).map((row) => row.kind).sort()).toEqual([
      'report-assigned',
      'report-reassigned',
    ]);

    const emptied = await call('admin', 'PUT', `/api/grievance-reports/${report.id}`, {
      assigneeId: userIds.api,
      isNoFollowUp: false,
      reason: 'OTHER',
      retaliationRisk: false,
      laborRisks: { removed: edited.laborRisks.map((risk) => risk.id), added: [], changed: [] },
    });
    expect(emptied.statusCode).toBe(400);
    expect(fieldPaths(emptied.body)).toEqual(['laborRisks']);
  });

  it('closes with an outcome and reasons, then refuses further changes with 409', async () => {
    const report = await createHotline({ assigneeId: userIds.auditor });
    const closed = await call('admin', 'POST', `/api/grievance-reports/${report.id}/close`, {
      outcome: 'FOUNDED',
      reasons: 'Confirmed by payroll audit.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as TIncidentReport).closure).toMatchObject({ outcome: 'FOUNDED', reasons: 'Confirmed by payroll audit.' });
    const again = await call('admin', 'POST', `/api/grievance-reports/${report.id}/close`, { outcome: 'UNFOUNDED', reasons: 'x' });
    expect(again.statusCode).toBe(409);
    const respond = await call('auditor', 'POST', `/api/requests/${report.id}/responses`, {
      recordedAt: '2026-11-19T00:00:00.000Z',
      priority: 2,
      laborRisks: [{ ...pairs[1]!, severity: 2 }],
      message: 'Too late',
    });
    expect(respond.statusCode).toBe(409);
  });

  it('filters, sorts and pages the list', async () => {
    const response = await call(
      'admin',
      'GET',
      `/api/grievance-reports?assigneeId=${userIds.auditor}&status=NEW&perPage=2&sort=number:asc`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as TIncidentReportPage;
    expect(page.perPage).toBe(2);
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.items.every((item) => item.status === 'NEW' && item.assignee?.id === userIds.auditor)).toBe(true);
    const numbers = page.items.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort());
    const empty = (await call('admin', 'GET', '/api/grievance-reports?from=2030-01-01')).json() as TIncidentReportPage;
    expect(empty.total).toBe(0);
  });
});

describe('proactive scans', () => {
  it('the hotline operator records a scan without assignee; a date in the future is refused', async () => {
    const scan = {
      facilityId: ginnerFacilityId,
      location: 'Ginning hall',
      recordedAt: '2026-11-18T08:00:00.000Z',
      priority: 3,
      laborRisks: [{ ...pairs[0]!, severity: 2 }],
      message: 'Children seen near the gins.',
    };
    const created = await call('hotline', 'POST', '/api/requests', scan);
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json() as TIncidentReport;
    expect(report).toMatchObject({ source: 'PROACTIVE', assignee: null, status: 'NEW' });
    const submitted = (await call('hotline', 'GET', '/api/requests?state=submitted')).json() as TIncidentReportPage;
    expect(submitted.items.map((item) => item.id)).toContain(report.id);
    const future = await call('hotline', 'POST', '/api/requests', { ...scan, recordedAt: '2026-11-21T00:00:00.000Z' });
    expect(future.statusCode).toBe(400);
    expect(fieldPaths(future.body)).toEqual(['recordedAt']);
    expect((await call('auditor', 'POST', '/api/requests', scan)).statusCode).toBe(403);
  });
});

describe('API users', () => {
  const form = (overrides: Record<string, string> = {}) =>
    Object.entries({
      facilityId: ginnerFacilityId,
      location: 'Gate 2',
      recordedAt: '2026-11-19T10:00:00.000Z',
      priority: '2',
      laborRisks: JSON.stringify([{ ...pairs[0], severity: 2 }]),
      message: 'Reported through the worker-voice app.',
      ...overrides,
    }).map(([field, data]) => ({ field, data }));

  it('submits a multipart report with laborRisks as a JSON string and a file, and lists it with its risks', async () => {
    const body = multipartBody([...form(), { field: 'files', fileName: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/incident-reports',
      headers: { ...headers.api, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json() as TIncidentReport;
    expect(report.source).toBe('API');
    expect(report.files).toHaveLength(1);
    const download = await t.app.inject({ method: 'GET', url: report.files[0]!.url, headers: headers.api });
    expect(download.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: report.files[0]!.url, headers: headers.monitor })).statusCode).toBe(404);
    const list = (await call('api', 'GET', '/api/incident-reports?perPage=100')).json() as { items: TIncidentReport[] };
    expect(list.items.find((item) => item.id === report.id)?.laborRisks).toHaveLength(1);
  });

  it('never answers 500 to bad bytes: a fake image, garbled JSON, a body that is not multipart', async () => {
    const fake = multipartBody([
      ...form(),
      { field: 'files', fileName: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.fakePng },
    ]);
    const fakeResponse = await t.app.inject({
      method: 'POST',
      url: '/api/incident-reports',
      headers: { ...headers.api, ...fake.headers },
      payload: fake.payload,
    });
    expect(fakeResponse.statusCode).toBe(415);
    const garbled = multipartBody(form({ laborRisks: '[{"indicatorId":' }));
    const garbledResponse = await t.app.inject({
      method: 'POST',
      url: '/api/incident-reports',
      headers: { ...headers.api, ...garbled.headers },
      payload: garbled.payload,
    });
    expect(garbledResponse.statusCode).toBe(400);
    expect(fieldPaths(garbledResponse.body)).toEqual(['laborRisks']);
    const json = await call('api', 'POST', '/api/incident-reports', { facilityId: ginnerFacilityId });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/incident-reports',
      headers: { ...headers.api, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc',
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
  });

  it('responds only to reports assigned to it', async () => {
    const mine = await createHotline({ assigneeId: userIds.api });
    const notMine = await createHotline({ assigneeId: userIds.auditor });
    const answer = multipartBody(
      form({ recordedAt: '2026-11-19T11:00:00.000Z', message: 'Checked.' }).filter(
        (part) => !['facilityId', 'location'].includes(part.field),
      ),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/incident-reports/${mine.id}/responses`,
      headers: { ...headers.api, ...answer.headers },
      payload: answer.payload,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json() as TIncidentReport).status).toBe('RESPONSE_SENT');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/incident-reports/${notMine.id}/responses`,
      headers: { ...headers.api, ...answer.headers },
      payload: answer.payload,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('organisation Admin users and VIEW_ALL_REPORTS', () => {
  let colleagueId: string;
  let viewAll: Record<string, string>;
  let viewAllId: string;

  beforeAll(async () => {
    const invited = await call('auditor', 'POST', '/api/organisation/users', {
      email: 'colleague@fair-labour.example',
      firstName: 'Sana',
      lastName: 'Malik',
      userType: 'Standard',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    colleagueId = (invited.json() as { id: string }).id;

    const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin,
      payload: {
        name: 'Lead Auditor',
        type: 'Assessor',
        permissions: ['SUBMIT_REPORTS', 'SUBMIT_REPORTS.REACTIVE_ASSESSMENTS', 'VIEW_REPORTS', 'VIEW_REPORTS.VIEW_ALL_REPORTS'],
      },
    });
    expect(role.statusCode, role.body).toBe(201);
    const user = await call('admin', 'POST', '/api/users/invite', {
      email: 'lead@audits.example',
      firstName: 'Bilal',
      lastName: 'Ahmed',
      roleId: (role.json() as { id: string }).id,
      organisationInformation: { name: 'Lead Audits' },
    });
    expect(user.statusCode, user.body).toBe(201);
    viewAllId = (user.json() as { id: string }).id;
    await activateUserRow(t.database.db, viewAllId);
    viewAll = { authorization: `Bearer ${await t.tokenFor('lead@audits.example')}` };
  });

  it("an organisation's Admin sees its colleagues' assignments, without the reporter when retaliation is feared", async () => {
    const report = await createHotline({ assigneeId: colleagueId, retaliationRisk: true });
    const seen = await call('auditor', 'GET', `/api/requests/${report.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json() as TIncidentReport;
    expect(body.reporter).toEqual({ hidden: true, user: null, name: null, contact: null });
    expect(body.status).toBe('NEW');
    expect(JSON.stringify(body)).not.toContain('+923001234567');
    expect((await call('monitor', 'GET', `/api/requests/${report.id}`)).statusCode).toBe(404);
  });

  it('a holder of VIEW_ALL_REPORTS reads and answers any report, and sees the reporter unless retaliation is feared', async () => {
    const open = await createHotline({ assigneeId: userIds.auditor });
    const guarded = await createHotline({ assigneeId: userIds.auditor, retaliationRisk: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/requests?state=awaiting&perPage=100', headers: viewAll });
    expect((list.json() as TIncidentReportPage).items.map((item) => item.id)).toEqual(expect.arrayContaining([open.id, guarded.id]));
    const plain = (await t.app.inject({ method: 'GET', url: `/api/requests/${open.id}`, headers: viewAll })).json() as TIncidentReport;
    expect(plain.reporter.name).toBe('Anonymous caller');
    expect(plain.status).toBe('NEW');
    const hidden = (await t.app.inject({ method: 'GET', url: `/api/requests/${guarded.id}`, headers: viewAll })).json() as TIncidentReport;
    expect(hidden.reporter.hidden).toBe(true);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${open.id}/responses`,
      headers: viewAll,
      payload: {
        recordedAt: '2026-11-19T00:00:00.000Z',
        priority: 3,
        laborRisks: [{ ...pairs[2]!, severity: 1 }],
        message: 'Checked by the lead.',
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await notificationsOf(userIds.auditor, open.id)).map((row) => row.kind)).toContain('report-response');
  });
});

describe('facility search for report pickers', () => {
  const facilityIds = {} as Record<'alpha' | 'beta' | 'brandHouse' | 'gone', string>;
  let placeNames: { provinceName: string; countryName: string };
  const search = (who: TWho, query: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/grievance-reports/facilities${query}`, headers: { ...headers[who], ...extra } });
  const namesOf = (response: { json: () => unknown }) => (response.json() as TReportFacilityOptionPage).items.map((item) => item.name);

  beforeAll(async () => {
    const db = t.database.db;
    const roleOf = async (facilityId: string) =>
      (await db.select({ roleId: facilities.roleId }).from(facilities).where(eq(facilities.id, facilityId)))[0]!.roleId;
    const producerRole = await roleOf(ginnerFacilityId);
    const [place] = await db
      .select({
        districtId: districts.id,
        provinceId: provinces.id,
        countryId: countries.id,
        provinceName: provinces.name,
        countryName: countries.name,
      })
      .from(districts)
      .innerJoin(provinces, eq(provinces.id, districts.provinceId))
      .innerJoin(countries, eq(countries.id, provinces.countryId))
      .where(eq(districts.name, 'Multan'));
    const { provinceName, countryName, ...location } = place!;
    placeNames = { provinceName, countryName };
    facilityIds.alpha = await insertFacilityRow(db, {
      name: 'Probe Ginning Alpha',
      roleId: producerRole,
      oarId: 'PK2026PROBE01',
      businessRegisterNumber: 'REG-PROBE-9',
      ...location,
    });
    facilityIds.beta = await insertFacilityRow(db, { name: 'probe ginning beta', roleId: producerRole });
    facilityIds.brandHouse = await insertFacilityRow(db, { name: 'Probe Brand House', roleId: await roleOf(brandFacilityId) });
    facilityIds.gone = await insertFacilityRow(db, { name: 'Probe Ginning Gone', roleId: producerRole, deletedAt: NOW });
  });

  it('finds live producer facilities by name, OS ID or registration number, by name, with their role and places', async () => {
    const byName = await search('admin', '?key=PROBE');
    expect(byName.statusCode, byName.body).toBe(200);
    // The brand's facility and the deleted producer are not facilities a report may name.
    expect(namesOf(byName)).toEqual(['Probe Ginning Alpha', 'probe ginning beta']);
    const [alpha, beta] = (byName.json() as TReportFacilityOptionPage).items;
    expect(alpha).toEqual({
      id: facilityIds.alpha,
      name: 'Probe Ginning Alpha',
      roleName: expect.any(String),
      districtName: 'Multan',
      ...placeNames,
      osId: 'PK2026PROBE01',
    });
    expect(beta).toMatchObject({ districtName: null, provinceName: null, countryName: null, osId: null });

    expect(namesOf(await search('admin', '?key=pk2026probe'))).toEqual(['Probe Ginning Alpha']);
    expect(namesOf(await search('admin', '?key=reg-probe-9'))).toEqual(['Probe Ginning Alpha']);
    expect(namesOf(await search('admin', '?key=Brand%20House'))).toEqual([]);
    // Wildcards are searched for literally.
    expect(namesOf(await search('admin', '?key=%25'))).toEqual([]);
  });

  it('offers exactly the facilities the intake accepts: a farm of a farm group is offered when its role is a producer one', async () => {
    const db = t.database.db;
    const producerRole = (await db.select({ roleId: facilities.roleId }).from(facilities).where(eq(facilities.id, ginnerFacilityId)))[0]!
      .roleId;
    const groupId = await insertFacilityRow(db, { name: 'Delta Growers', roleId: producerRole, code: '4812' });
    const farmId = await insertFacilityRow(db, {
      name: 'Delta Smallholding',
      roleId: producerRole,
      farmGroupId: groupId,
      code: 'D01',
      contactFirstName: 'Rashid',
      contactLastName: 'Ali',
    });
    expect(namesOf(await search('admin', '?key=delta'))).toEqual(['Delta Growers', 'Delta Smallholding']);
    const filed = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ facilityId: farmId }));
    expect(filed.statusCode, filed.body).toBe(201);

    // What the search leaves out, the intake refuses: a brand's facility, a deleted producer.
    for (const facilityId of [facilityIds.brandHouse, facilityIds.gone]) {
      const refused = await call('admin', 'POST', '/api/grievance-reports', hotlineReport({ facilityId }));
      expect(fieldPaths(refused.body)).toEqual(['facilityId']);
    }
  });

  it('pages 20 by default, sorted by name without overlap, and answers the role name in the caller language', async () => {
    const first = (await search('admin', '')).json() as TReportFacilityOptionPage;
    expect(first.perPage).toBe(20);
    expect(first.page).toBe(1);
    expect(first.items.length).toBe(Math.min(20, first.total));
    const sorted = first.items.map((item) => item.name.toLowerCase());
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const pageOne = (await search('admin', '?key=probe&perPage=1')).json() as TReportFacilityOptionPage;
    const pageTwo = (await search('admin', '?key=probe&perPage=1&page=2')).json() as TReportFacilityOptionPage;
    expect(pageOne).toMatchObject({ total: 2, page: 1, perPage: 1 });
    expect([...pageOne.items, ...pageTwo.items].map((item) => item.id)).toEqual([facilityIds.alpha, facilityIds.beta]);

    const [producerRole] = await t.database.db
      .select({ name: roles.name, translations: roles.nameTranslations })
      .from(roles)
      .innerJoin(facilities, eq(facilities.roleId, roles.id))
      .where(eq(facilities.id, facilityIds.alpha));
    const french = (await search('admin', '?key=Alpha', { language: 'fr' })).json() as TReportFacilityOptionPage;
    expect(french.items[0]!.roleName).toBe(producerRole!.translations.fr?.trim() || producerRole!.name);

    const tooMany = await search('admin', '?perPage=101');
    expect(tooMany.statusCode).toBe(400);
  });

  it('serves proactive assessors too, and refuses brands, producers and assessors who file no reports', async () => {
    expect(namesOf(await search('hotline', '?key=probe'))).toEqual(['Probe Ginning Alpha', 'probe ginning beta']);
    expect((await search('brand', '?key=probe')).statusCode).toBe(403);
    expect((await search('ginner', '?key=probe')).statusCode).toBe(403);
    // The demo auditor answers requests but records no proactive scans.
    expect((await search('auditor', '?key=probe')).statusCode).toBe(403);
    expect((await search('api', '?key=probe')).statusCode).toBe(403);
  });
});
