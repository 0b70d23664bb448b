import {
  CASE_NUMBER_PATTERN,
  MAX_PUBLIC_REPORT_MESSAGE_LENGTH,
  type TPublicFacilityList,
  type TPublicReportCategoryList,
  type TPublicReportDetail,
  type TPublicReportPage,
  type TPublicReportReceipt,
  type TPublicReportStatusView,
} from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  districts,
  facilities,
  INDICATOR_TYPE,
  indicators,
  notifications,
  publicReports,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../../test/test-database.ts';
import { seedCottonIndicators } from '../../../test/world/questionnaires.ts';
import { PUBLIC_LIMITS } from './public-reports.routes.ts';

/*
 * The public worker channel against the demo data: a worker with no account finds the facility, files a
 * report, reads its status with the case number and PIN and adds information; administrators triage it.
 * Each test files from an address of its own, so the per-address limits of one never touch another.
 */

let t: TestApp;
let admin: Record<string, string>;
let brand: Record<string, string>;
let adminId: string;
let ginnerFacilityId: string;
/** The demo ginner's district, which the public sees as its town. */
let ginnerCity: string | null;
let indicatorIds: string[];
let addressSequence = 0;

const nextAddress = () => `10.20.${Math.floor(addressSequence / 200)}.${(addressSequence++ % 200) + 1}`;

type TMethod = 'GET' | 'POST';

function anonymous(method: TMethod, url: string, payload?: object, options: { address?: string; language?: string } = {}) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { language: options.language ?? 'en' },
    remoteAddress: options.address ?? nextAddress(),
  });
}

function staff(headers: Record<string, string>, method: TMethod, url: string, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}), remoteAddress: '10.9.9.9' });
}

const REPORT = {
  message: 'Our supervisor keeps our identity cards and wages have not been paid for two months.',
  anonymous: true,
};

async function file(fields: object = {}, address?: string): Promise<TPublicReportReceipt> {
  const response = await anonymous('POST', '/api/public/reports', { facilityId: ginnerFacilityId, ...REPORT, ...fields }, { address });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TPublicReportReceipt;
}

const status = ({ caseNumber, pin }: { caseNumber: string; pin: string }, address?: string) =>
  anonymous('POST', '/api/public/reports/status', { caseNumber, pin }, { address });
const credentialsOf = ({ caseNumber, pin }: TPublicReportReceipt) => ({ caseNumber, pin });

async function statusOf(receipt: TPublicReportReceipt): Promise<TPublicReportStatusView> {
  const response = await status(receipt);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPublicReportStatusView;
}

async function idOf(receipt: TPublicReportReceipt): Promise<string> {
  const [row] = await t.database.db
    .select({ id: publicReports.id })
    .from(publicReports)
    .where(eq(publicReports.caseNumber, receipt.caseNumber));
  return (row as { id: string }).id;
}

const errorOf = (response: LightMyRequestResponse) =>
  response.json() as { statusCode: number; error: string; message: string; details?: unknown };

beforeAll(async () => {
  t = await createTestApp();
  await seedCottonIndicators(t.database.db);
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  brand = { authorization: `Bearer ${await t.tokenFor('brand@demo.opentrace.local')}` };
  const [adminRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.opentrace.local'));
  adminId = (adminRow as { id: string }).id;
  const [ginner] = await t.database.db
    .select({ id: facilities.id, city: districts.name })
    .from(facilities)
    .leftJoin(districts, eq(districts.id, facilities.districtId))
    .where(eq(facilities.name, 'Multan Ginning Factory'));
  ginnerFacilityId = (ginner as { id: string }).id;
  ginnerCity = ginner?.city ?? null;
  const categories = (await anonymous('GET', '/api/public/report-categories')).json() as TPublicReportCategoryList;
  indicatorIds = categories.items.flatMap((category) => category.indicators.map((indicator) => indicator.id));
}, 120_000);
afterAll(async () => t?.close());

describe('finding the facility and the kinds of problem, without an account', () => {
  it('finds producer facilities by part of their name, with nothing but their name and town', async () => {
    const response = await anonymous('GET', '/api/public/facilities?q=ginning');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as TPublicFacilityList;
    expect(items).toEqual([{ id: ginnerFacilityId, name: 'Multan Ginning Factory', city: ginnerCity }]);
  });

  it("lists neither brands nor the farms of a farm group, whose names are people's holdings", async () => {
    const brands = (await anonymous('GET', '/api/public/facilities?q=maison')).json() as TPublicFacilityList;
    expect(brands.items).toEqual([]);
    const farms = (await anonymous('GET', '/api/public/facilities?q=bahadur')).json() as TPublicFacilityList;
    expect(farms.items).toEqual([]);
  });

  it('answers at most ten names, and needs two letters to search at all', async () => {
    const wide = (await anonymous('GET', '/api/public/facilities?q=an')).json() as TPublicFacilityList;
    expect(wide.items.length).toBeLessThanOrEqual(10);
    const short = await anonymous('GET', '/api/public/facilities?q=a');
    expect(short.statusCode).toBe(400);
  });

  it("offers the indicator list's categories with their indicators", async () => {
    const { items } = (await anonymous('GET', '/api/public/report-categories')).json() as TPublicReportCategoryList;
    expect(items.length).toBeGreaterThan(0);
    for (const category of items) expect(category.indicators.length).toBeGreaterThan(0);
    expect(indicatorIds.length).toBeGreaterThan(0);
  });
});

describe('filing a report', () => {
  it('answers a case number and an 8-digit PIN, and keeps only a hash of the PIN', async () => {
    const receipt = await file({ indicatorIds: indicatorIds.slice(0, 2), place: 'Gate 2' });
    expect(receipt.caseNumber).toMatch(CASE_NUMBER_PATTERN);
    expect(receipt.pin).toMatch(/^\d{8}$/);
    const [row] = await t.database.db.select().from(publicReports).where(eq(publicReports.caseNumber, receipt.caseNumber));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinHash).not.toContain(receipt.pin);
    expect(row).toMatchObject({
      status: 'NEW',
      facilityId: ginnerFacilityId,
      place: 'Gate 2',
      anonymous: true,
      contact: null,
      language: 'en',
    });
  });

  it('takes "I don\'t know" for the facility, and keeps a contact only when the worker is not anonymous', async () => {
    const receipt = await file({ facilityId: null, anonymous: false, contact: '+923001234567' });
    const [row] = await t.database.db.select().from(publicReports).where(eq(publicReports.caseNumber, receipt.caseNumber));
    expect(row).toMatchObject({ facilityId: null, anonymous: false, contact: '+923001234567' });
  });

  it('refuses a contact on an anonymous report, an unknown facility or kind of problem, and a text beyond the bound', async () => {
    const contact = await anonymous('POST', '/api/public/reports', { facilityId: null, ...REPORT, contact: 'Ali, +923001234567' });
    expect(contact.statusCode).toBe(400);
    expect(errorOf(contact).details).toEqual([
      { path: 'contact', message: 'An anonymous report carries no contact. Remove it, or choose not to stay anonymous.' },
    ]);
    const unknown = await anonymous('POST', '/api/public/reports', {
      ...REPORT,
      facilityId: '00000000-0000-4000-8000-000000000000',
      indicatorIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknown.statusCode).toBe(400);
    expect((errorOf(unknown).details as { path: string }[]).map((detail) => detail.path)).toEqual(['facilityId', 'indicatorIds.0']);
    const long = await anonymous('POST', '/api/public/reports', {
      ...REPORT,
      facilityId: null,
      message: 'x'.repeat(MAX_PUBLIC_REPORT_MESSAGE_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
  });

  it('tells every administrator who triages in the same transaction, without the text', async () => {
    const receipt = await file();
    const id = await idOf(receipt);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.objectId, id), eq(notifications.kind, 'public-report-received')));
    expect(rows.map((row) => row.userId)).toContain(adminId);
    for (const row of rows) expect(row.params).toEqual({ reference: receipt.caseNumber });
  });

  it(`refuses the ${PUBLIC_LIMITS.reports.max + 1}th report from one address within the hour, not one from another address`, async () => {
    const address = nextAddress();
    for (let i = 0; i < PUBLIC_LIMITS.reports.max; i += 1) {
      const response = await anonymous('POST', '/api/public/reports', { ...REPORT, facilityId: null }, { address });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await anonymous('POST', '/api/public/reports', { ...REPORT, facilityId: null }, { address });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(/Try again in \d+ seconds/);
    await file({ facilityId: null });
  });
});

describe('following a case up with its case number and PIN', () => {
  it('shows the status and nothing of the text, the facility or the reporter', async () => {
    const receipt = await file({ anonymous: false, contact: 'Ali' });
    const view = await statusOf(receipt);
    expect(view).toEqual({
      caseNumber: receipt.caseNumber,
      status: 'NEW',
      receivedAt: receipt.receivedAt,
      additionCount: 0,
      lastAdditionAt: null,
      canAddInformation: true,
      outcome: null,
      resolution: null,
    });
  });

  it("opens no case with another case's PIN", async () => {
    const mine = await file();
    const theirs = await file();
    const crossed = await status({ caseNumber: theirs.caseNumber, pin: mine.pin });
    expect(crossed.statusCode).toBe(mine.pin === theirs.pin ? 200 : 404);
  });

  it('forgives how the case number and PIN are typed', async () => {
    const receipt = await file();
    const typed = {
      caseNumber: ` ${receipt.caseNumber.toLowerCase().replaceAll('-', ' ')} `,
      pin: `${receipt.pin.slice(0, 4)} ${receipt.pin.slice(4)}`,
    };
    const response = await status(typed);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a wrong PIN and an unknown case number alike', async () => {
    const receipt = await file();
    const wrongPin = await status({ caseNumber: receipt.caseNumber, pin: receipt.pin === '12345678' ? '87654321' : '12345678' });
    const unknownCase = await status({ caseNumber: 'WR-ZZZZ-ZZZZ', pin: receipt.pin });
    expect(wrongPin.statusCode).toBe(404);
    expect(errorOf(wrongPin)).toEqual(errorOf(unknownCase));
    expect(errorOf(wrongPin).message).toBe('No report matches this case number and PIN. Check both and try again.');
  });

  it(`stops guessing at one case after ${PUBLIC_LIMITS.perCase.max} attempts from any addresses, even with the right PIN`, async () => {
    const receipt = await file();
    for (let i = 0; i < PUBLIC_LIMITS.perCase.max; i += 1) {
      const guess = await status({ caseNumber: receipt.caseNumber, pin: String(10_000_000 + i) });
      expect(guess.statusCode).toBe(receipt.pin === String(10_000_000 + i) ? 200 : 404);
    }
    const right = await status(receipt);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).message).toMatch(/Try again in \d+ seconds/);
    // An unknown case number is limited alike, so the limit tells nothing about which numbers exist.
    for (let i = 0; i < PUBLIC_LIMITS.perCase.max; i += 1) await status({ caseNumber: 'WR-YYYY-YYYY', pin: '00000000' });
    expect((await status({ caseNumber: 'WR-YYYY-YYYY', pin: '00000000' })).statusCode).toBe(429);
  });

  it('adds information, which the administrators read and the reporter sees counted', async () => {
    const receipt = await file();
    const added = await anonymous('POST', '/api/public/reports/additions', {
      ...credentialsOf(receipt),
      message: 'It happened again on Monday.',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ additionCount: 1, canAddInformation: true });
    const wrong = await anonymous('POST', '/api/public/reports/additions', {
      caseNumber: receipt.caseNumber,
      pin: '00000000',
      message: 'x',
    });
    expect(wrong.statusCode).toBe(receipt.pin === '00000000' ? 201 : 404);
    const detail = (await staff(admin, 'GET', `/api/public-reports/${await idOf(receipt)}`)).json() as TPublicReportDetail;
    expect(detail.additions).toEqual([{ message: 'It happened again on Monday.', addedAt: expect.any(String) }]);
  });
});

describe('triage by administrators', () => {
  it('is for administrators who take grievance reports: a brand gets 403, a visitor 401', async () => {
    expect((await staff(brand, 'GET', '/api/public-reports')).statusCode).toBe(403);
    expect((await anonymous('GET', '/api/public-reports')).statusCode).toBe(401);
    const superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
    expect((await staff(superAdmin, 'GET', '/api/public-reports')).statusCode).toBe(403);
  });

  it('lists undecided reports first, newest first, without their text', async () => {
    const older = await file();
    t.clock.advance(60_000);
    const newer = await file();
    const page = (await staff(admin, 'GET', '/api/public-reports?perPage=100')).json() as TPublicReportPage;
    const order = page.items.map((item) => item.caseNumber);
    expect(order.indexOf(newer.caseNumber)).toBeLessThan(order.indexOf(older.caseNumber));
    const undecided = page.items.filter((item) => item.status === 'NEW' || item.status === 'IN_REVIEW').length;
    expect(page.items.slice(0, undecided).every((item) => item.status === 'NEW' || item.status === 'IN_REVIEW')).toBe(true);
    expect(JSON.stringify(page)).not.toContain(REPORT.message);
  });

  it('shows the reporter that an administrator is reviewing the case once one has opened it', async () => {
    const receipt = await file({ anonymous: false, contact: 'Ali, +923001234567', indicatorIds: indicatorIds.slice(0, 1) });
    const id = await idOf(receipt);
    const detail = (await staff(admin, 'GET', `/api/public-reports/${id}`)).json() as TPublicReportDetail;
    expect(detail).toMatchObject({
      caseNumber: receipt.caseNumber,
      status: 'IN_REVIEW',
      message: REPORT.message,
      contact: 'Ali, +923001234567',
      facility: { id: ginnerFacilityId, name: 'Multan Ginning Factory', city: ginnerCity },
      decision: null,
    });
    expect(detail.categories).toHaveLength(1);
    expect((await statusOf(receipt)).status).toBe('IN_REVIEW');
  });

  it('closes a case with a reason the reporter reads, after which it takes no more information and no second decision', async () => {
    const receipt = await file();
    const id = await idOf(receipt);
    const closed = await staff(admin, 'POST', `/api/public-reports/${id}/close`, {
      reason: 'NOT_ENOUGH_INFORMATION',
      message: 'Please file again with the name of the facility.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as TPublicReportDetail).decision).toMatchObject({ status: 'CLOSED', decidedBy: { id: adminId } });
    const view = await statusOf(receipt);
    expect(view).toMatchObject({
      status: 'CLOSED',
      canAddInformation: false,
      outcome: { status: 'CLOSED', reason: 'NOT_ENOUGH_INFORMATION', message: 'Please file again with the name of the facility.' },
      resolution: null,
    });
    const added = await anonymous('POST', '/api/public/reports/additions', { ...credentialsOf(receipt), message: 'More.' });
    expect(added.statusCode).toBe(409);
    const again = await staff(admin, 'POST', `/api/public-reports/${id}/close`, { reason: 'OTHER', message: 'x' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This public report has already been decided.');
  });

  it('accepts a case as an incident report from the public channel, which the reporter then sees taken up', async () => {
    const receipt = await file({ anonymous: false, contact: '+923001234567' });
    const id = await idOf(receipt);
    const [sub] = await t.database.db
      .select({ id: indicators.id, parentId: indicators.parentId })
      .from(indicators)
      .where(eq(indicators.type, INDICATOR_TYPE.SUB_INDICATOR))
      .limit(1);
    const acceptance = {
      facilityId: ginnerFacilityId,
      location: 'Plot 9, Industrial Estate, Bosan Road',
      priority: 2,
      laborRisks: [{ indicatorId: sub?.parentId, subIndicatorId: sub?.id, severity: 3 }],
      summary: 'Identity cards kept and wages withheld for two months.',
      reason: 'HIGH_RISK_PROFILE',
      message: 'An assessor will look into what you reported.',
    };
    const broken = await staff(admin, 'POST', `/api/public-reports/${id}/accept`, {
      ...acceptance,
      laborRisks: [{ indicatorId: sub?.id, subIndicatorId: sub?.parentId, severity: 3 }],
    });
    expect(broken.statusCode).toBe(400);
    expect((await statusOf(receipt)).status).toBe('NEW');

    const accepted = await staff(admin, 'POST', `/api/public-reports/${id}/accept`, acceptance);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decision = (accepted.json() as TPublicReportDetail).decision;
    expect(decision).toMatchObject({ status: 'ACCEPTED', reason: null, incidentReportId: expect.any(String) });
    const incident = await staff(admin, 'GET', `/api/grievance-reports/${decision?.incidentReportId}`);
    expect(incident.statusCode, incident.body).toBe(200);
    expect(incident.json()).toMatchObject({
      source: 'PUBLIC',
      message: acceptance.summary,
      facility: { id: ginnerFacilityId },
      reporter: { contact: '+923001234567' },
    });
    expect(await statusOf(receipt)).toMatchObject({
      status: 'ACCEPTED',
      canAddInformation: true,
      outcome: { status: 'ACCEPTED', reason: null, message: 'An assessor will look into what you reported.' },
      resolution: null,
    });
    const again = await staff(admin, 'POST', `/api/public-reports/${id}/accept`, acceptance);
    expect(again.statusCode).toBe(409);
  });

  it("shows the reporter of an accepted case the incident report's outcome, reasons and date once it is closed, and nothing else of it", async () => {
    const receipt = await file({ anonymous: false, contact: 'Ali, +923001234567' });
    const id = await idOf(receipt);
    const [sub] = await t.database.db
      .select({ id: indicators.id, parentId: indicators.parentId })
      .from(indicators)
      .where(eq(indicators.type, INDICATOR_TYPE.SUB_INDICATOR))
      .limit(1);
    const accepted = await staff(admin, 'POST', `/api/public-reports/${id}/accept`, {
      facilityId: ginnerFacilityId,
      location: 'Plot 9, Industrial Estate, Bosan Road',
      priority: 2,
      laborRisks: [{ indicatorId: sub?.parentId, subIndicatorId: sub?.id, severity: 3 }],
      summary: 'Identity cards kept and wages withheld for two months.',
      reason: 'HIGH_RISK_PROFILE',
      message: 'An assessor will look into what you reported.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const incidentId = (accepted.json() as TPublicReportDetail).decision?.incidentReportId;

    const before = await statusOf(receipt);
    expect(before).toMatchObject({ status: 'ACCEPTED', outcome: { status: 'ACCEPTED' }, resolution: null, canAddInformation: true });

    // Later than the decision, so the two dates differ (a few minutes: the test sessions stay valid).
    t.clock.advance(10 * 60_000);
    const reasons = 'The assessor found the identity cards in the office; they were returned and the wages paid.';
    const closed = await staff(admin, 'POST', `/api/grievance-reports/${incidentId}/close`, { outcome: 'FOUNDED', reasons });
    expect(closed.statusCode, closed.body).toBe(200);
    const closedAt = (closed.json() as { closure: { closedAt: string } }).closure.closedAt;
    expect(closedAt).toBe(t.clock.now().toISOString());

    const after = await statusOf(receipt);
    expect(after).toEqual({
      caseNumber: receipt.caseNumber,
      status: 'ACCEPTED',
      receivedAt: receipt.receivedAt,
      additionCount: 0,
      lastAdditionAt: null,
      canAddInformation: false,
      outcome: {
        status: 'ACCEPTED',
        reason: null,
        message: 'An assessor will look into what you reported.',
        decidedAt: before.outcome?.decidedAt,
      },
      resolution: { outcome: 'FOUNDED', reasons, closedAt },
    });
    // Nothing of the incident report beyond its closing: no summary, place, contact or anyone's name.
    const body = JSON.stringify(after);
    for (const hidden of ['Identity cards kept', 'Plot 9', 'Ali', 'admin', incidentId ?? '']) expect(body).not.toContain(hidden);

    const added = await anonymous('POST', '/api/public/reports/additions', { ...credentialsOf(receipt), message: 'It happened again.' });
    expect(added.statusCode).toBe(409);
    expect(errorOf(added).message).toBe(
      'This case has been decided, so no more information can be added to it. You can file a new report.',
    );
  });

  it('answers 404 for a report that does not exist', async () => {
    const response = await staff(admin, 'GET', '/api/public-reports/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });

  it('audits every reading and decision by staff, never with the text', async () => {
    const receipt = await file();
    const id = await idOf(receipt);
    await staff(admin, 'GET', `/api/public-reports/${id}`);
    await staff(admin, 'POST', `/api/public-reports/${id}/close`, { reason: 'DUPLICATE', message: 'Already reported.' });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(rows.map((row) => row.action).sort()).toEqual(['public-reports.closed', 'public-reports.read']);
    for (const row of rows) {
      expect(row.actorUserId).toBe(adminId);
      expect(JSON.stringify(row.details ?? {})).not.toContain(REPORT.message);
    }
  });
});
