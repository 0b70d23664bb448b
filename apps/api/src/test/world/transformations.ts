import { type TAttributeValueInput, toKg } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { QR_CODE_STATUSES, qrCodes } from '../../db/schema/index.ts';
import type { ActivityWorld } from './activity-world.ts';
import {
  insertHoldingRows,
  insertProductRows,
  insertQrBatchRow,
  insertQrCodeRows,
  insertTransactionItemRows,
  insertTransactionRow,
} from './raw-rows.ts';
import { addHoldings, holdPurchased, releaseHoldings } from '../../modules/product-activities/shared/activity-products.repository.ts';
import { transactionShares, transactionWeight } from '../../modules/product-activities/trades/trades.rules.ts';

/**
 * Test data for transformation and by-product tests: lots reach a facility the way the purchase and
 * sale endpoints would leave them, written directly (raw-rows.ts), at the dates and shares a test needs.
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
  const rows = await insertProductRows(
    db,
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
  );
  const ids = rows.map((row) => row.id);
  await insertHoldingRows(
    db,
    ids.map((productId) => ({ facilityId: holder, productId })),
  );
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
  const transactionId = await insertTransactionRow(db, {
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
  });
  await insertTransactionItemRows(
    db,
    values.productIds.map((productId) => ({ transactionId, productId })),
  );
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
  const batchId = await insertQrBatchRow(db, { name: `Labels ${nextNumber()}`, quantity: codes.length });
  const rows = await insertQrCodeRows(
    db,
    codes.map((code) => ({ batchId, code, status: QR_CODE_STATUSES.ENCODED })),
  );
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
