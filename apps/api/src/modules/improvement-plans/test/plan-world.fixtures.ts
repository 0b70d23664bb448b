import type { TImprovementPlanDetail, TImprovementPlanInputFields, TUploadedFile } from '@opentrace/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { expect } from 'vitest';
import { notifications, users } from '../../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../../test/multipart.ts';
import { insertIndicatorRow } from '../../../test/world/raw-rows.ts';
import { OTHER_BRAND } from '../../suppliers/test/supplier-world.fixtures.ts';
import { createOrderWorld, type OrderWorld, type TOrderCaller } from '../../orders/test/order-world.fixtures.ts';

/**
 * Improvement plans on the order world: a brand of its own ("Coton Juste") with the demo ginner and spinner as
 * its suppliers, the spinner and the ginner partners, and one category and indicator of issues. Each test names
 * issues of its own: one plan at a time per supplier and issue, so a fresh issue keeps tests apart.
 */

export const PLAN_BRAND = { name: 'Coton Juste', email: 'coton-juste@brands.example' } as const;
export const GINNER_EMAIL = 'ginner@demo.opentrace.local';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A notification as the tests look at it: whom it went to and what it says. */
export interface PlanNotice {
  email: string;
  facilityId: string | null;
  kind: string;
  params: unknown;
}

export interface PlanWorld extends OrderWorld {
  brand: TOrderCaller;
  /** The brand's own facility. */
  brandFacilityId: string;
  indicatorId: string;
  /** A new sub-indicator (issue) of the world's indicator. */
  newIssue(name: string, riskSeverity?: number): Promise<string>;
  /** Uploads a PDF as `who` (the same bytes as SAMPLE_FILES.pdf). */
  upload(who: TOrderCaller, name: string): Promise<TUploadedFile>;
  /** Assigns a plan as `who` (the brand by default) to `facilityId` and expects it to succeed. */
  assign(
    facilityId: string,
    fields: Partial<TImprovementPlanInputFields> & { subIndicatorId: string },
    who?: TOrderCaller,
  ): Promise<TImprovementPlanDetail>;
  /** A call on one plan: `path` follows /api/improvement-plans/{id}. */
  onPlan(who: TOrderCaller, planId: string, method: Method, path: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Calls `onPlan` and expects `status`; answers the plan for 200 and 201. */
  expectPlan(
    status: number,
    who: TOrderCaller,
    planId: string,
    method: Method,
    path: string,
    payload?: object,
  ): Promise<TImprovementPlanDetail>;
  /** The notifications about a plan, of `kind` when given, oldest first. */
  noticesOf(planId: string, kind?: string): Promise<PlanNotice[]>;
  /** E-mail addresses of the live users of a facility, as a plan's side is told. */
  emailsOf(facilityId: string): Promise<string[]>;
  /** The calendar day `days` after the clock's day, in UTC. */
  dayFromNow(days: number): string;
  /**
   * Moves the clock to `moment` (or by `moment` milliseconds) and signs every caller in again, as people
   * coming back after that long would: access tokens last minutes.
   */
  moveClock(moment: Date | number): Promise<void>;
}

const CALLER_EMAILS = {
  brand: 'brand@demo.opentrace.local',
  otherBrand: OTHER_BRAND.email,
  admin: 'admin@demo.opentrace.local',
  ginner: GINNER_EMAIL,
  spinner: 'spinner@demo.opentrace.local',
  [`brand:${PLAN_BRAND.name}`]: PLAN_BRAND.email,
} as const;

export async function createPlanWorld(): Promise<PlanWorld> {
  const w = await createOrderWorld();
  const db = w.t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Forced labour' });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: 'Wages', categoryId });
  const brand = await w.addBrand(PLAN_BRAND.name);
  await w.addSuppliers(brand, [w.demo.ginner, w.demo.spinner]);
  // A producer assigns plans to its partners: the spinner buys from the ginner.
  const partnered = await w.call('spinner', 'POST', '/partners/invite', { facilityId: w.demo.ginner });
  expect(partnered.statusCode, partnered.body).toBe(201);
  const [brandUser] = await db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, PLAN_BRAND.email));
  expect(brandUser?.facilityId).toBeTruthy();

  const onPlan: PlanWorld['onPlan'] = (who, planId, method, path, payload) =>
    w.call(who, method, `/api/improvement-plans/${planId}${path}`, payload);

  return {
    ...w,
    brand,
    brandFacilityId: brandUser!.facilityId as string,
    indicatorId,
    newIssue: (name, riskSeverity = 5) => insertIndicatorRow(db, { type: 2, name, parentId: indicatorId, riskSeverity }),
    async upload(who, name) {
      const body = multipartBody([{ field: 'files', fileName: name, contentType: 'application/pdf', data: SAMPLE_FILES.pdf }]);
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/api/upload/files?purpose=proof',
        headers: { ...w.headers[who], ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as TUploadedFile[])[0]!;
    },
    async assign(facilityId, fields, who = brand) {
      const response = await w.call(who, 'POST', `/api/facilities/${facilityId}/improvement-plans`, {
        action: 'Pay the withheld wages of the 2026 season',
        targetDate: new Date(w.t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        verificationMethod: 'DESKTOP_REVIEW',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TImprovementPlanDetail;
    },
    onPlan,
    async expectPlan(status, who, planId, method, path, payload) {
      const response = await onPlan(who, planId, method, path, payload);
      expect(response.statusCode, `${method} ${path} as ${who}: ${response.body}`).toBe(status);
      return response.json() as TImprovementPlanDetail;
    },
    async noticesOf(planId, kind) {
      return db
        .select({ email: users.email, facilityId: users.facilityId, kind: notifications.kind, params: notifications.params })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(notifications.objectId, planId), kind === undefined ? undefined : eq(notifications.kind, kind)))
        .orderBy(asc(notifications.createdAt), asc(users.email));
    },
    async emailsOf(facilityId) {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.facilityId, facilityId), isNull(users.deletedAt)))
        .orderBy(asc(users.email));
      return rows.map((row) => row.email);
    },
    async moveClock(moment) {
      if (typeof moment === 'number') w.t.clock.advance(moment);
      else w.t.clock.set(moment);
      for (const [caller, email] of Object.entries(CALLER_EMAILS)) {
        w.headers[caller as TOrderCaller] = { authorization: `Bearer ${await w.t.tokenFor(email)}` };
      }
    },
    dayFromNow: (days) => new Date(w.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10),
  };
}
