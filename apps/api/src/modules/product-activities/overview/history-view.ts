import { ACTIVITY_TYPES, type THistoryEvent, type TActivityType, totalQuantity } from '@opentrace/domain';
import { planDocumentsZip, type TDocumentGroups } from './documents-plan.ts';
import type { EventDetails, EventRow, HistoryProduct, HistoryTransaction } from './histories.repository.ts';

/** What an event is about, resolved from the page's batched lookups. */
interface ResolvedEvent {
  transaction: HistoryTransaction | null;
  /** A transaction's products, or a transformation's inputs. */
  products: HistoryProduct[];
  outputs: HistoryProduct[];
}

function resolve(event: EventRow, details: EventDetails): ResolvedEvent {
  if (event.transactionId) {
    return {
      transaction: details.transactions.get(event.transactionId) ?? null,
      products: details.transactionProducts.get(event.transactionId) ?? [],
      outputs: [],
    };
  }
  if (event.transformationId) {
    return {
      transaction: null,
      products: details.transformationInputs.get(event.transformationId) ?? [],
      outputs: details.transformationOutputs.get(event.transformationId) ?? [],
    };
  }
  return { transaction: null, products: [], outputs: [] };
}

/** The other party: a purchase's seller, a sale's buyer, a transport's transporter. */
export function counterpartIdOf(event: EventRow, details: EventDetails): string | null {
  const transaction = event.transactionId ? details.transactions.get(event.transactionId) : undefined;
  if (!transaction) return null;
  return transaction.type === ACTIVITY_TYPES.PURCHASE ? transaction.fromFacilityId : transaction.toFacilityId;
}

/** The definition the event is about: its products', or for a transformation what it made. */
export function definitionIdOf(event: EventRow, details: EventDetails): string | null {
  const { products, outputs } = resolve(event, details);
  return (outputs[0] ?? products[0])?.productDefinitionId ?? null;
}

/**
 * The files an event's zip holds (DOMAIN.md §5.3): proofs and the certifications of every product it
 * touched under purchaseProofs, then invoices, then packing lists.
 */
export function documentGroupsOf(event: EventRow, details: EventDetails): TDocumentGroups {
  const { transaction, products, outputs } = resolve(event, details);
  const certifications = [...products, ...outputs].flatMap((product) => product.certifications);
  const byProduct = event.byProductId ? details.byProducts.get(event.byProductId) : undefined;
  return {
    purchaseProofs: [...(transaction?.uploadProofs ?? []), ...(byProduct?.uploadProofs ?? []), ...certifications],
    invoices: transaction?.uploadInvoices ?? [],
    'packing-lists': transaction?.uploadPackingLists ?? [],
  };
}

/**
 * The weight a row shows: what a transaction or by-product declared; for a transformation the
 * outputs' total, in kilograms when every unit converts, else in their shared unit, else (units that
 * cannot be added up) the plain sum in the first output's unit, as a purchase stores it.
 */
function weightOf(event: EventRow, details: EventDetails, resolved: ResolvedEvent): { totalWeight: number; weightUnit: string } {
  if (resolved.transaction) return { totalWeight: resolved.transaction.totalWeight, weightUnit: resolved.transaction.weightUnit };
  const byProduct = event.byProductId ? details.byProducts.get(event.byProductId) : undefined;
  if (byProduct) return { totalWeight: byProduct.totalWeight, weightUnit: byProduct.weightUnit };
  const total = totalQuantity(resolved.outputs.map((product) => ({ quantity: product.quantity, unit: product.quantityUnit })));
  if (total.canCalculate) return { totalWeight: total.total, weightUnit: total.unit };
  return {
    totalWeight: resolved.outputs.reduce((sum, product) => sum + product.quantity, 0),
    weightUnit: resolved.outputs[0]?.quantityUnit ?? 'Kilograms',
  };
}

export interface HistoryNames {
  facilities: Map<string, string>;
  /** Definition names already in the reader's language. */
  definitions: Map<string, string>;
  /** The extractor role a seller-less purchase was bought from ("Non-participating {role}"). */
  nonParticipatingRoleName: string | null;
}

const reference = (product: HistoryProduct) => ({ id: product.id, code: product.code });

export function presentHistoryEvent(event: EventRow, details: EventDetails, names: HistoryNames): THistoryEvent {
  const resolved = resolve(event, details);
  const { transaction } = resolved;
  const counterpartId = counterpartIdOf(event, details);
  const definitionId = definitionIdOf(event, details);
  const sellerless = transaction?.type === ACTIVITY_TYPES.PURCHASE && transaction.fromFacilityId === null;
  return {
    id: event.id,
    type: event.type as TActivityType,
    recordedAt: event.recordedAt.toISOString(),
    counterpart: counterpartId ? { id: counterpartId, name: names.facilities.get(counterpartId) ?? '' } : null,
    nonParticipatingRoleName: sellerless ? names.nonParticipatingRoleName : null,
    productDefinitionName: definitionId ? (names.definitions.get(definitionId) ?? null) : null,
    // A transformation counts what it made, as its receipt lists its outputs.
    productCount: event.transformationId ? resolved.outputs.length : resolved.products.length,
    products: resolved.products.map(reference),
    outputProducts: resolved.outputs.map(reference),
    ...weightOf(event, details, resolved),
    purchaseOrderNumber: transaction?.purchaseOrderNumber ?? null,
    invoiceNumber: transaction?.invoiceNumber ?? null,
    packingListNumber: transaction?.packingListNumber ?? null,
    price: transaction?.price ?? null,
    currency: transaction?.currency ?? null,
    documentCount: planDocumentsZip(documentGroupsOf(event, details)).length,
  };
}
