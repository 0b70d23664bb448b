import type { TOrderDetail, TOrderPage } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { queuedEmails } from '../../test/queued-emails.ts';
import { insertIndicatorRow } from '../../test/world/raw-rows.ts';
import { createOrderWorld, type OrderWorld, type TOrderCaller } from '../orders/test/order-world.fixtures.ts';

/*
 * Reports reach traces (issue 21): a brand's order whose trace reaches the demo mill is flagged when the mill
 * turns Extreme and again when a founded report names it; the brand is told once per flag, naming the mill and
 * the issue, never the report's text. Another order that does not reach the mill stays unflagged.
 */

let w: OrderWorld;
let brand: TOrderCaller;
let reaching: TOrderDetail;
let elsewhere: TOrderDetail;
let pair: { indicatorId: string; subIndicatorId: string };
const REPORT_TEXT = 'Supervisors lock the dormitory at night.';

async function orderSeenBy(who: TOrderCaller, id: string): Promise<TOrderDetail> {
  const response = await w.call(who, 'GET', `/api/orders/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TOrderDetail;
}

async function flagNotices(orderId: string) {
  return w.t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.objectId, orderId), eq(notifications.kind, 'order-risk-flag')));
}

beforeAll(async () => {
  w = await createOrderWorld();
  const db = w.t.database.db;
  const categoryId = await insertIndicatorRow(db, { type: 3, name: 'Forced labour' });
  const indicatorId = await insertIndicatorRow(db, { type: 1, name: 'Restricted movement', categoryId });
  pair = {
    indicatorId,
    subIndicatorId: await insertIndicatorRow(db, {
      type: 2,
      name: 'Locked dormitories',
      translations: { fr: 'Dortoirs fermés à clé' },
      parentId: indicatorId,
      riskSeverity: 5,
    }),
  };
  brand = await w.addBrand('Flagged');
  // The brand reads French: its notice names the issue in French, while the order's flag keeps the list's names.
  await w.t.changeBehindTheApp(() => db.update(users).set({ language: 'fr' }).where(eq(users.email, 'flagged@brands.example')));
  await w.addSuppliers(brand, [w.demo.assembly, w.demo.mill]);
  const placed = await w.placeOrder(brand, { supplierId: w.demo.assembly });
  const root = placed.suppliers.find((supplier) => supplier.parentId === null)!;
  reaching = await w.addOrderSupplier(brand, placed.id, { supplierId: w.demo.mill, parentId: root.id, purchaseOrderNumber: 'PO-MILL-7' });
  elsewhere = await w.placeOrder(brand, { supplierId: w.demo.assembly });
}, 180_000);
afterAll(async () => w?.t.close());

describe('orders whose trace reaches a facility at risk', () => {
  let reportId: string;

  it('are flagged when the facility turns Extreme, and their owner is told once, naming the facility and the issue in their language', async () => {
    const created = await w.call('admin', 'POST', '/api/grievance-reports', {
      facilityId: w.demo.mill,
      location: 'Dormitory block',
      priority: 1,
      laborRisks: [{ ...pair, severity: 3 }],
      message: REPORT_TEXT,
      reason: 'HIGH_RISK_PROFILE',
    });
    expect(created.statusCode, created.body).toBe(201);
    reportId = (created.json() as { id: string }).id;
    await w.t.app.jobs.drain();

    const flagged = await orderSeenBy(brand, reaching.id);
    expect(flagged.riskFlags).toEqual([
      expect.objectContaining({
        reason: 'RISK_LEVEL',
        level: 'EXTREME',
        issues: ['Locked dormitories'],
        facility: expect.objectContaining({ id: w.demo.mill }),
      }),
    ]);
    expect(flagged.suppliers.find((supplier) => supplier.supplier.id === w.demo.mill)?.supplier.riskLevel).toBe('EXTREME');
    expect((await orderSeenBy(brand, elsewhere.id)).riskFlags).toEqual([]);
    const list = (await w.call(brand, 'GET', '/api/orders?perPage=100')).json() as TOrderPage;
    expect(list.items.find((item) => item.id === reaching.id)?.riskFlags).toHaveLength(1);

    const notices = await flagNotices(reaching.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ reference: reaching.purchaseOrderNumber, issue: 'Dortoirs fermés à clé' });
    const mails = await queuedEmails(w.t.database.db, 'flagged@brands.example', 'notification:order-risk-flag');
    expect(mails.map((mail) => mail.textBody)).toEqual([expect.stringContaining('Dortoirs fermés à clé')]);
    expect(JSON.stringify(notices)).not.toContain('dormitory at night');
    expect(await flagNotices(elsewhere.id)).toEqual([]);
  });

  it('are not flagged twice for the same rise when the jobs run again', async () => {
    await w.call('admin', 'POST', '/api/grievance-reports', {
      facilityId: w.demo.mill,
      location: 'Gate',
      priority: 2,
      laborRisks: [{ ...pair, severity: 2 }],
      message: 'A second call about the same dormitory.',
      reason: 'HIGH_RISK_PROFILE',
    });
    await w.t.app.jobs.drain();
    expect((await orderSeenBy(brand, reaching.id)).riskFlags).toHaveLength(1);
    expect(await flagNotices(reaching.id)).toHaveLength(1);
  });

  it('are flagged again when a founded report names the facility', async () => {
    const closed = await w.call('admin', 'POST', `/api/grievance-reports/${reportId}/close`, {
      outcome: 'FOUNDED',
      reasons: 'Seen on the visit.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await w.t.app.jobs.drain();
    const flags = (await orderSeenBy(brand, reaching.id)).riskFlags;
    expect(flags.map((flag) => flag.reason).sort()).toEqual(['FOUNDED_REPORT', 'RISK_LEVEL']);
    expect(flags.find((flag) => flag.reason === 'FOUNDED_REPORT')).toMatchObject({ level: null, issues: ['Locked dormitories'] });
    expect(await flagNotices(reaching.id)).toHaveLength(2);
  });
});
