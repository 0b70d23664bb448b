import { type TFileReference, toKg } from '@opentrace/domain';
import { count, eq } from 'drizzle-orm';
import { events, facilityItems, products, QR_CODE_STATUSES, transactionItems, transactions } from '../../db/schema/index.ts';
import type { ActivityWorld } from './activity-world.ts';
import { insertHoldingRows, insertProductRows, insertQrBatchRow, insertQrCodeRows } from './raw-rows.ts';

/*
 * Test support for trade activities: tracked products put straight into the database (raw-rows.ts:
 * the transformation that would make them is not what trade tests are about), and row counts that
 * show a refused activity saved nothing.
 */

type Holder = keyof ActivityWorld['facilityIds'];

export interface TrackedProductOptions {
  /** A definition of the cotton pilot: Cotton Bales, Yarn… */
  definition: string;
  holder: Holder;
  code?: string;
  quantity?: number;
  unit?: string;
  /** Nine digits: sticks an ACTIVE label on the product. */
  qrCode?: string;
  isSold?: boolean;
  isTransformed?: boolean;
  isPurchased?: boolean;
  isTransported?: boolean;
}

let sequence = 0;

export async function insertTrackedProduct(world: ActivityWorld, options: TrackedProductOptions): Promise<{ id: string; code: string }> {
  const db = world.t.database.db;
  sequence += 1;
  const code = options.code ?? `${options.definition.slice(0, 3).toUpperCase()}-${Date.now().toString(36)}-${sequence}`;
  const quantity = options.quantity ?? 200;
  const unit = options.unit ?? 'Kilograms';
  let qrCodeId: string | null = null;
  if (options.qrCode) {
    const batchId = await insertQrBatchRow(db, { name: `Trade labels ${sequence}`, quantity: 1 });
    const [label] = await insertQrCodeRows(db, [{ batchId, code: options.qrCode, status: QR_CODE_STATUSES.ACTIVE }]);
    qrCodeId = label!.id;
  }
  const facilityId = world.facilityIds[options.holder];
  const [row] = await insertProductRows(db, [
    {
      code,
      productDefinitionId: world.definitionIds[options.definition] as string,
      quantity,
      quantityUnit: unit,
      quantityKg: toKg(quantity, unit),
      additionalAttributes: [
        { attributeId: world.attributeIds['Product ID'] as string, value: code },
        { attributeId: world.attributeIds['Total Weight'] as string, value: quantity, quantityUnit: unit },
      ],
      qrCodeId,
      verifiedPercentage: 100,
      notVerifiedPercentage: 0,
      createdFacilityId: facilityId,
      isSold: options.isSold ?? false,
      isTransformed: options.isTransformed ?? false,
      isPurchased: options.isPurchased ?? false,
      isTransported: options.isTransported ?? false,
    },
  ]);
  await insertHoldingRows(db, [{ facilityId, productId: row!.id }]);
  return row!;
}

/** A label printed but never stuck on a product (ENCODED). */
export async function insertUnusedQrCode(world: ActivityWorld, code: string): Promise<void> {
  const db = world.t.database.db;
  const batchId = await insertQrBatchRow(db, { name: `Unused labels ${code}`, quantity: 1 });
  await insertQrCodeRows(db, [{ batchId, code, status: QR_CODE_STATUSES.ENCODED }]);
}

export async function productRow(world: ActivityWorld, id: string) {
  const [row] = await world.t.database.db.select().from(products).where(eq(products.id, id));
  return row!;
}

export async function holders(world: ActivityWorld, productId: string): Promise<string[]> {
  const rows = await world.t.database.db
    .select({ facilityId: facilityItems.facilityId })
    .from(facilityItems)
    .where(eq(facilityItems.productId, productId));
  return rows.map((row) => row.facilityId).sort();
}

/** How many rows each activity table holds: equal before and after means nothing was saved. */
export async function activityRowCounts(world: ActivityWorld): Promise<Record<string, number>> {
  const db = world.t.database.db;
  const tally = async (table: typeof products | typeof facilityItems | typeof transactions | typeof transactionItems | typeof events) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const flagged = async (flag: 'isPurchased' | 'isSold' | 'isTransported') =>
    (await db.select({ n: count() }).from(products).where(eq(products[flag], true)))[0]!.n;
  return {
    products: await tally(products),
    holdings: await tally(facilityItems),
    transactions: await tally(transactions),
    transactionItems: await tally(transactionItems),
    events: await tally(events),
    purchasedProducts: await flagged('isPurchased'),
    soldProducts: await flagged('isSold'),
    transportedProducts: await flagged('isTransported'),
  };
}

/** The transaction an event of a receipt records. */
export async function transactionOfEvent(world: ActivityWorld, eventId: string) {
  const db = world.t.database.db;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [transaction] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, event!.transactionId as string));
  const items = await db
    .select({ productId: transactionItems.productId })
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, transaction!.id));
  return { event: event!, transaction: transaction!, productIds: items.map((item) => item.productId).sort() };
}

/** A document form field: one file the caller uploaded. */
export async function documents(world: ActivityWorld, who: Parameters<ActivityWorld['upload']>[0]): Promise<TFileReference[]> {
  return [await world.upload(who)];
}
