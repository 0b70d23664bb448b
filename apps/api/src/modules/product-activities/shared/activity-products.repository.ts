import { codeFromScan, productCodeKey, type TActivityProduct, type TActivityType, type TLanguage } from '@opentrace/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { events, facilityItems, productCodeKeySql, products, QR_CODE_STATUSES, qrCodes } from '../../../db/schema/index.ts';
import { loadActivityDefinitions } from './activity-definitions.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductWithQr = ProductRow & { qrCode: string | null };

/** How a typed or scanned identifier may be read (DOMAIN.md §4.2, §8.1: a QR code first, then a product code). */
export interface CodeReading {
  asQrCode: boolean;
  asProductCode: boolean;
  /** Also manual products this facility holds (their codes are unique only within their buyer). */
  manualHeldBy?: string;
}

const PRODUCT_COLUMNS = { product: products, qrCode: qrCodes.code };

export async function findProductsByIds(db: Executor, ids: readonly string[]): Promise<ProductWithQr[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
    .where(inArray(products.id, [...new Set(ids)]));
  return rows.map((row) => ({ ...row.product, qrCode: row.qrCode }));
}

/**
 * The products a typed or scanned text may name, in the order they are tried: the product whose
 * QR label it is (an unused, ENCODED label names nothing yet), the tracked product with that ID,
 * then the caller's manual product with that ID. Both compare productCodeKey, so the hyphenated
 * form a screen shows finds the product; a label's link (`…/q/{code}`) reads as its code. Who may
 * see which of them is the caller's to decide.
 */
export async function findProductsByCode(db: Executor, text: string, reading: CodeReading): Promise<ProductWithQr[]> {
  const key = productCodeKey(codeFromScan(text));
  if (key === '') return [];
  const found: ProductWithQr[] = [];
  if (reading.asQrCode) {
    const [row] = await db
      .select(PRODUCT_COLUMNS)
      .from(products)
      .innerJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
      .where(and(eq(qrCodes.code, key), ne(qrCodes.status, QR_CODE_STATUSES.ENCODED)));
    if (row) found.push({ ...row.product, qrCode: row.qrCode });
  }
  if (!reading.asProductCode) return found;
  const [tracked] = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
    .where(and(eq(productCodeKeySql(products.code), key), eq(products.isManualAdded, false)));
  if (tracked) found.push({ ...tracked.product, qrCode: tracked.qrCode });
  if (!reading.manualHeldBy) return found;
  const [manual] = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .innerJoin(facilityItems, and(eq(facilityItems.productId, products.id), eq(facilityItems.facilityId, reading.manualHeldBy)))
    .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
    .where(and(eq(productCodeKeySql(products.code), key), eq(products.isManualAdded, true)));
  if (manual) found.push({ ...manual.product, qrCode: manual.qrCode });
  return found;
}

/** The facilities holding each product, now or before (a seller's row stays after the sale). */
export async function findHolders(db: Executor, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const holders = new Map<string, string[]>();
  if (productIds.length === 0) return holders;
  const rows = await db
    .select({ productId: facilityItems.productId, facilityId: facilityItems.facilityId })
    .from(facilityItems)
    .where(inArray(facilityItems.productId, [...productIds]));
  for (const row of rows) holders.set(row.productId, [...(holders.get(row.productId) ?? []), row.facilityId]);
  return holders;
}

/**
 * The share of a product that counts as not verified (DOMAIN.md §5.5): the stated one, else
 * 100 − verified, or all of it when the verified share is unknown.
 */
export const notVerifiedShareSql = sql`case when ${products.verifiedPercentage} is null then 100 else coalesce(${products.notVerifiedPercentage}, 100 - ${products.verifiedPercentage}) end`;

/** The products among `productIds` that the facility holds. */
export async function heldProductIds(db: Executor, facilityId: string, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: facilityItems.productId })
    .from(facilityItems)
    .where(and(eq(facilityItems.facilityId, facilityId), inArray(facilityItems.productId, [...productIds])));
  return new Set(rows.map((row) => row.productId));
}

/** Gives the facility the products (idempotent: a holder stays a holder). */
export async function addHoldings(db: Executor, facilityId: string, productIds: readonly string[], at: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(facilityItems)
    .values(productIds.map((productId) => ({ facilityId, productId, createdAt: at })))
    .onConflictDoNothing();
}

/**
 * The buyer holds what it bought, with the weight and moment the margin of error counts as stock
 * (a sale may already have made the buyer a holder; its row then gains them).
 */
export async function holdPurchased(
  db: Executor,
  facilityId: string,
  items: readonly { id: string; quantityKg: number | null }[],
  purchasedAt: Date,
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(facilityItems)
    .values(items.map((item) => ({ facilityId, productId: item.id, quantityKg: item.quantityKg, purchasedAt, createdAt: at })))
    .onConflictDoUpdate({
      target: [facilityItems.facilityId, facilityItems.productId],
      set: { quantityKg: sql`excluded.quantity_kg`, purchasedAt: sql`excluded.purchased_at` },
    });
}

/** The facility sold the products or used them up at `at`: from then on they are no longer its stock. */
export async function releaseHoldings(db: Executor, facilityId: string, productIds: readonly string[], at: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(facilityItems)
    .set({ releasedAt: sql`least(${facilityItems.releasedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(facilityItems.facilityId, facilityId), inArray(facilityItems.productId, [...productIds])));
}

export async function insertEvent(
  db: Executor,
  values: {
    facilityId: string;
    type: TActivityType;
    recordedAt: Date;
    transactionId?: string;
    transformationId?: string;
    byProductId?: string;
  },
): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return (row as { id: string }).id;
}

/** Products as the activity screens show them, attribute names in the caller's language. */
export async function presentProducts(db: Executor, rows: readonly ProductWithQr[], language: TLanguage): Promise<TActivityProduct[]> {
  const definitions = await loadActivityDefinitions(
    db,
    rows.map((row) => row.productDefinitionId),
    language,
  );
  return rows.map((row) => {
    const definition = definitions.get(row.productDefinitionId);
    const attributeOf = (id: string) => definition?.view.attributes.find((attribute) => attribute.attributeId === id);
    return {
      id: row.id,
      code: row.code,
      qrCode: row.qrCode,
      productDefinition: { id: row.productDefinitionId, name: definition?.view.name ?? '' },
      quantity: row.quantity,
      quantityUnit: row.quantityUnit,
      quantityKg: row.quantityKg,
      verifiedPercentage: row.verifiedPercentage,
      dnaIdentifier: row.dnaIdentifier,
      isManualAdded: row.isManualAdded,
      attributes: row.additionalAttributes.flatMap((value) => {
        const attribute = attributeOf(value.attributeId);
        return attribute
          ? [
              {
                attributeId: value.attributeId,
                name: attribute.name,
                category: attribute.category,
                value: value.value,
                quantityUnit: value.quantityUnit ?? null,
              },
            ]
          : [];
      }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Repeated ids (a label scanned twice) count once; the caller reports how many were dropped. */
export function distinctIds(ids: readonly string[]): { ids: string[]; repeated: number } {
  const unique = [...new Set(ids)];
  return { ids: unique, repeated: ids.length - unique.length };
}
