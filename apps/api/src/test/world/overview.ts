import { ACTIVITY_TYPES, toKg, totalQuantity } from '@opentrace/domain';
import { TRANSACTION_TYPES, type transactions, type TStoredFileReference } from '../../db/schema/index.ts';
import type { ActivityWorld } from './activity-world.ts';
import { holdPurchased, releaseHoldings } from '../../modules/product-activities/shared/activity-products.repository.ts';
import { transactionShares } from '../../modules/product-activities/trades/trades.rules.ts';
import { multipartBody } from '../multipart.ts';
import {
  insertByProductRow,
  insertEventRow,
  insertHoldingRows,
  insertProductRows,
  insertTransactionItemRows,
  insertTransactionRow,
  insertTransformationItemRows,
  insertTransformationRow,
} from './raw-rows.ts';

/**
 * Activities written straight into the tables (raw-rows.ts), as the logging endpoints would leave
 * them, so the Overview can be tested on exactly known figures, dates and deletions.
 */

let lastLoggedMs = 0;
/**
 * When an event is logged: strictly after the one before, as people log them. Rows inserted back to back
 * can share the embedded database's clock tick, and the history breaks such ties by logging time.
 */
function loggedAt(): Date {
  lastLoggedMs = Math.max(Date.now(), lastLoggedMs + 1);
  return new Date(lastLoggedMs);
}

export interface ProductSpec {
  code: string;
  definition: string;
  quantity: number;
  unit: string;
  /** The facility that made (or manually added) it, and holds it. */
  madeBy: string;
  verified?: number | null;
  notVerified?: number | null;
  certifications?: TStoredFileReference[];
}

interface TransactionSpec {
  at: string;
  productIds: string[];
  deleted?: boolean;
  price?: number;
  currency?: string;
  weight?: { total: number; unit: string };
}

export function overviewFixtures(world: ActivityWorld) {
  const db = world.t.database.db;

  async function product(spec: ProductSpec): Promise<string> {
    const [row] = await insertProductRows(db, [
      {
        code: spec.code,
        productDefinitionId: world.definitionIds[spec.definition] as string,
        quantity: spec.quantity,
        quantityUnit: spec.unit,
        quantityKg: toKg(spec.quantity, spec.unit),
        verifiedPercentage: spec.verified ?? null,
        notVerifiedPercentage: spec.notVerified ?? null,
        certifications: spec.certifications ?? [],
        createdFacilityId: spec.madeBy,
      },
    ]);
    const id = row!.id;
    await insertHoldingRows(db, [{ facilityId: spec.madeBy, productId: id }]);
    return id;
  }

  /** The declared weight a logging endpoint would store (the products' total), and the shares of it. */
  async function weightOf(productIds: string[]) {
    if (productIds.length === 0) return { totalWeight: 0, weightUnit: 'Kilograms', totalWeightKg: 0, ...transactionShares([]) };
    const rows = await db.query.products.findMany({ where: (table, { inArray }) => inArray(table.id, productIds) });
    const total = totalQuantity(rows.map((row) => ({ quantity: row.quantity, unit: row.quantityUnit })));
    const weight = total.canCalculate
      ? { totalWeight: total.total, weightUnit: total.unit, totalWeightKg: toKg(total.total, total.unit) }
      : {
          totalWeight: rows.reduce((sum, row) => sum + row.quantity, 0),
          weightUnit: rows[0]?.quantityUnit ?? 'Kilograms',
          totalWeightKg: null,
        };
    return { ...weight, ...transactionShares(rows) };
  }

  async function transaction(
    type: (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES],
    parties: { logger: string; from: string | null; to: string | null },
    spec: TransactionSpec,
    documents: Partial<
      Pick<
        typeof transactions.$inferInsert,
        'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber' | 'uploadProofs' | 'uploadInvoices' | 'uploadPackingLists'
      >
    >,
  ) {
    const at = new Date(spec.at);
    const weight = spec.weight
      ? { totalWeight: spec.weight.total, weightUnit: spec.weight.unit, totalWeightKg: toKg(spec.weight.total, spec.weight.unit) }
      : await weightOf(spec.productIds);
    const transactionId = await insertTransactionRow(db, {
      type,
      fromFacilityId: parties.from,
      toFacilityId: parties.to,
      facilityId: parties.logger,
      price: spec.price ?? null,
      currency: spec.currency ?? null,
      ...weight,
      // Transports declare a weight of their own; only trades carry their products' shares.
      ...(type === TRANSACTION_TYPES.TRANSPORT ? { verifiedWeightKg: null, notVerifiedWeightKg: null } : {}),
      ...documents,
      transactedAt: at,
      deletedAt: spec.deleted ? at : null,
    });
    if (spec.productIds.length > 0)
      await insertTransactionItemRows(
        db,
        spec.productIds.map((productId) => ({ transactionId, productId })),
      );
    if (!spec.deleted) await updateHoldings(type, parties, spec.productIds, at);
    const eventId = await insertEventRow(db, { facilityId: parties.logger, type, recordedAt: at, transactionId, createdAt: loggedAt() });
    return { transactionId, eventId };
  }

  /** A purchase makes the buyer hold its products as stock; a sale ends the seller's. */
  async function updateHoldings(type: number, parties: { from: string | null; to: string | null }, productIds: string[], at: Date) {
    if (type === TRANSACTION_TYPES.PURCHASE && parties.to) {
      const rows = await db.query.products.findMany({ where: (table, { inArray }) => inArray(table.id, productIds) });
      await holdPurchased(db, parties.to, rows, at, at);
    }
    if (type === TRANSACTION_TYPES.SALE && parties.from) await releaseHoldings(db, parties.from, productIds, at);
  }

  return {
    product,

    purchase: (buyer: string, seller: string | null, spec: TransactionSpec & { po: string; proofs?: TStoredFileReference[] }) =>
      transaction(TRANSACTION_TYPES.PURCHASE, { logger: buyer, from: seller, to: buyer }, spec, {
        purchaseOrderNumber: spec.po,
        uploadProofs: spec.proofs ?? [],
      }),

    sale: (
      seller: string,
      buyer: string,
      spec: TransactionSpec & {
        invoice: string;
        packingList: string;
        invoices?: TStoredFileReference[];
        packingLists?: TStoredFileReference[];
      },
    ) =>
      transaction(TRANSACTION_TYPES.SALE, { logger: seller, from: seller, to: buyer }, spec, {
        invoiceNumber: spec.invoice,
        packingListNumber: spec.packingList,
        uploadInvoices: spec.invoices ?? [],
        uploadPackingLists: spec.packingLists ?? [],
      }),

    transport: (
      sender: string,
      transporter: string,
      spec: TransactionSpec & { packingList: string; packingLists?: TStoredFileReference[] },
    ) =>
      transaction(TRANSACTION_TYPES.TRANSPORT, { logger: sender, from: sender, to: transporter }, spec, {
        packingListNumber: spec.packingList,
        uploadPackingLists: spec.packingLists ?? [],
      }),

    async transformation(facilityId: string, spec: { at: string; inputIds: string[]; outputIds: string[] }) {
      const at = new Date(spec.at);
      const transformationId = await insertTransformationRow(db, { facilityId, transformedAt: at });
      await releaseHoldings(db, facilityId, spec.inputIds, at);
      await insertTransformationItemRows(db, [
        ...spec.inputIds.map((productId) => ({ transformationId, productId, role: 'input' as const })),
        ...spec.outputIds.map((productId) => ({ transformationId, productId, role: 'output' as const })),
      ]);
      const eventId = await insertEventRow(db, {
        facilityId,
        type: ACTIVITY_TYPES.TRANSFORM,
        recordedAt: at,
        transformationId,
        createdAt: loggedAt(),
      });
      return { transformationId, eventId };
    },

    async byProduct(
      facilityId: string,
      spec: { at: string; weight: number; unit: 'Kilograms' | 'Pounds'; proofs?: TStoredFileReference[] },
    ) {
      const at = new Date(spec.at);
      const byProductId = await insertByProductRow(db, {
        facilityId,
        totalWeight: spec.weight,
        weightUnit: spec.unit,
        totalWeightKg: toKg(spec.weight, spec.unit) as number,
        recordedAt: at,
        uploadProofs: spec.proofs ?? [],
      });
      const eventId = await insertEventRow(db, {
        facilityId,
        type: ACTIVITY_TYPES.BY_PRODUCT,
        recordedAt: at,
        byProductId,
        createdAt: loggedAt(),
      });
      return { byProductId, eventId };
    },

    /** Uploads a PDF whose bytes say `label`, so a zip's files can be told apart. */
    async uploadPdf(
      who: Parameters<ActivityWorld['call']>[0],
      fileName: string,
      label: string,
    ): Promise<TStoredFileReference & { data: Buffer }> {
      const data = Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`);
      const { payload, headers } = multipartBody([{ field: 'files', fileName, contentType: 'application/pdf', data }]);
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/api/upload/files?purpose=proof',
        payload,
        headers: { ...world.headers[who], ...headers },
      });
      const [file] = response.json() as { blobName: string; name: string }[];
      if (!file) throw new Error(`upload failed: ${response.body}`);
      return { fileName, blobName: file.blobName, data };
    },
  };
}
