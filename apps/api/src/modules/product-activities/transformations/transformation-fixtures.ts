import { type TAttributeValueInput, toKg } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import {
  facilityItems,
  products,
  QR_CODE_STATUSES,
  qrCodeBatches,
  qrCodes,
  transactionItems,
  transactions,
} from '../../../db/schema/index.ts';
import type { ActivityWorld } from '../../../test/activity-world.ts';
import { addHoldings, holdPurchased, releaseHoldings } from '../shared/activity-products.ts';
import { transactionShares, transactionWeight } from '../trades/trade-rules.ts';

/**
 * Test data for transformation and by-product tests: the purchase and sale endpoints belong to
 * another module, so lots reach a facility the way those endpoints would leave them, written directly.
 */

export interface TLot {
  code?: string;
  quantity: number;
  unit?: string;
  verifiedPercentage?: number | null;
  isManualAdded?: boolean;
  qrCodeId?: string;
}

let sequence = 0;
const nextNumber = () => (sequence += 1);

/** Attribute values a product of the cotton pilot's definition needs, keyed by attribute name. */
function valuesOf(world: ActivityWorld, definition: string, code: string, quantity: number, unit: string) {
  const value = (name: string, entry: unknown, quantityUnit: string | null = null) => ({
    attributeId: world.attributeIds[name] as string,
    value: entry,
    quantityUnit,
  });
  const weight = value('Total Weight', quantity, unit);
  if (definition === 'Seed Cotton') return [value('Trash Content', 'Low'), value('Moisture Level', 8), weight];
  if (definition === 'Cotton Bales') return [value('Product ID', code), value('Trash Content', 'Low'), value('Moisture Level', 7), weight];
  return [value('Product ID', code), value('Description', `${definition} lot`), weight];
}

/** Creates products held by `holder`, as a purchase or a transformation would have left them. */
export async function insertLots(
  world: ActivityWorld,
  holder: string,
  definition: string,
  lots: readonly TLot[],
  createdFacilityId = holder,
): Promise<string[]> {
  const db = world.t.database.db;
  const rows = await db
    .insert(products)
    .values(
      lots.map((lot) => {
        const code = lot.code ?? `${definition.replace(/\s/g, '').toUpperCase()}-${nextNumber()}`;
        const unit = lot.unit ?? 'Kilograms';
        return {
          code,
          productDefinitionId: world.definitionIds[definition] as string,
          quantity: lot.quantity,
          quantityUnit: unit,
          quantityKg: toKg(lot.quantity, unit),
          additionalAttributes: valuesOf(world, definition, code, lot.quantity, unit),
          verifiedPercentage: lot.verifiedPercentage ?? null,
          notVerifiedPercentage:
            lot.verifiedPercentage === undefined || lot.verifiedPercentage === null ? null : 100 - lot.verifiedPercentage,
          isManualAdded: lot.isManualAdded ?? false,
          qrCodeId: lot.qrCodeId ?? null,
          createdFacilityId,
        };
      }),
    )
    .returning({ id: products.id });
  const ids = rows.map((row) => row.id);
  await db
    .insert(facilityItems)
    .values(ids.map((productId) => ({ facilityId: holder, productId })))
    .onConflictDoNothing();
  return ids;
}

/**
 * A logged transaction of type 1 (purchase, by `to`) or 2 (sale, by `from`) carrying the products,
 * with the weight, shares and holdings the trade endpoints would leave.
 */
export async function insertTransaction(
  world: ActivityWorld,
  values: { type: 1 | 2; from: string | null; to: string; productIds: readonly string[]; transactedAt: Date },
): Promise<string> {
  const db = world.t.database.db;
  const number = `DOC-${nextNumber()}`;
  const carried = await db.query.products.findMany({ where: (table, { inArray }) => inArray(table.id, [...values.productIds]) });
  const [row] = await db
    .insert(transactions)
    .values({
      type: values.type,
      fromFacilityId: values.from,
      toFacilityId: values.to,
      facilityId: values.type === 1 ? values.to : (values.from as string),
      ...transactionWeight(carried.map((product) => ({ quantity: product.quantity, unit: product.quantityUnit }))),
      ...transactionShares(carried),
      purchaseOrderNumber: values.type === 1 ? number : null,
      invoiceNumber: values.type === 2 ? number : null,
      packingListNumber: values.type === 2 ? number : null,
      transactedAt: values.transactedAt,
    })
    .returning({ id: transactions.id });
  const transactionId = (row as { id: string }).id;
  await db.insert(transactionItems).values(values.productIds.map((productId) => ({ transactionId, productId })));
  if (values.type === 1) await holdPurchased(db, values.to, carried, values.transactedAt, values.transactedAt);
  if (values.type === 2) {
    await addHoldings(db, values.to, values.productIds, values.transactedAt);
    if (values.from) await releaseHoldings(db, values.from, values.productIds, values.transactedAt);
  }
  return transactionId;
}

/** Lots `buyer` bought from `seller` (null: a non-participating seller) at `transactedAt`. */
export async function givePurchase(
  world: ActivityWorld,
  options: { buyer: string; seller: string | null; definition: string; lots: readonly TLot[]; transactedAt: Date },
): Promise<string[]> {
  const ids = await insertLots(world, options.buyer, options.definition, options.lots, options.seller ?? options.buyer);
  await insertTransaction(world, { type: 1, from: options.seller, to: options.buyer, productIds: ids, transactedAt: options.transactedAt });
  return ids;
}

/** Products one facility sold and the other bought: a logged sale and purchase, as the trade endpoints leave them. */
export async function passOn(
  world: ActivityWorld,
  options: { from: string; to: string; productIds: readonly string[]; transactedAt: Date },
): Promise<void> {
  await insertTransaction(world, {
    type: 2,
    from: options.from,
    to: options.to,
    productIds: options.productIds,
    transactedAt: options.transactedAt,
  });
  await insertTransaction(world, {
    type: 1,
    from: options.from,
    to: options.to,
    productIds: options.productIds,
    transactedAt: options.transactedAt,
  });
}

/** A batch of unused labels with the given nine-digit codes. */
export async function insertQrBatch(
  world: ActivityWorld,
  codes: readonly string[],
): Promise<{ batchId: string; codeIds: Record<string, string> }> {
  const db = world.t.database.db;
  const [batch] = await db
    .insert(qrCodeBatches)
    .values({ name: `Labels ${nextNumber()}`, quantity: codes.length })
    .returning({ id: qrCodeBatches.id });
  const batchId = (batch as { id: string }).id;
  const rows = await db
    .insert(qrCodes)
    .values(codes.map((code) => ({ batchId, code, status: QR_CODE_STATUSES.ENCODED })))
    .returning({ id: qrCodes.id, code: qrCodes.code });
  return { batchId, codeIds: Object.fromEntries(rows.map((row) => [row.code, row.id])) };
}

export async function qrStatus(world: ActivityWorld, code: string): Promise<number | undefined> {
  const [row] = await world.t.database.db.select({ status: qrCodes.status }).from(qrCodes).where(eq(qrCodes.code, code));
  return row?.status;
}

export interface TOutputForm {
  attributes: TAttributeValueInput[];
  qrCode?: string;
  dnaIdentifier?: string;
}

/** The form of one output of the cotton pilot: bales, yarn or fabric, weighed in `unit`. */
export function outputForm(
  world: ActivityWorld,
  definition: string,
  options: { code?: string | null; quantity: number; unit?: string; qrCode?: string; dnaIdentifier?: string },
): TOutputForm {
  const attribute = (name: string) => world.attributeIds[name] as string;
  const weight = { id: attribute('Total Weight'), value: options.quantity, quantityUnit: options.unit ?? 'Kilograms' };
  const productId = options.code ? [{ id: attribute('Product ID'), value: options.code }] : [];
  const attributes: TAttributeValueInput[] =
    definition === 'Cotton Bales'
      ? [...productId, { id: attribute('Trash Content'), value: 'Low' }, { id: attribute('Moisture Level'), value: 7 }, weight]
      : [...productId, { id: attribute('Description'), value: `${definition} lot` }, weight];
  return {
    attributes,
    ...(options.qrCode ? { qrCode: options.qrCode } : {}),
    ...(options.dnaIdentifier ? { dnaIdentifier: options.dnaIdentifier } : {}),
  };
}

export function assignPayload(world: ActivityWorld, definition: string, inputProductIds: readonly string[], outputs: TOutputForm[]) {
  return { inputProductIds, outputProduct: { productDefinitionId: world.definitionIds[definition] as string, outputProducts: outputs } };
}
