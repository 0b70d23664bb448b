import { roundToCents, type TLinkConfidence, type TTrace } from '@opentrace/domain';
import { TRANSACTION_TYPES } from '../../../db/schema/index.ts';
import type { TracedProduct, TracedTransaction, TracedTransformation } from './exports.repository.ts';

/*
 * The trace as an EPCIS 2.0 JSON-LD document (GS1 EPCIS 2.0 and CBV 2.0), the form customs systems and
 * brands' traceability platforms read. Our parties and product classes have no GS1 keys (GLN, GTIN), so
 * they are named by URNs in our own namespace, which EPCIS allows for any identifier:
 *   urn:opentrace:facility:{facilityId}                      a facility on the platform
 *   urn:opentrace:non-participating:{roleId}:{buyerId}       a seller not on the platform, known only by
 *                                                            its role and the facility that bought from it
 *   urn:opentrace:class:{productDefinitionId}                a product class (Seed Cotton, Cotton Bales…)
 *   urn:opentrace:bt:{issuerFacilityId}:{po|inv|desadv}:{n}  a business document: a PO is numbered by its
 *                                                            buyer, invoices and packing lists by their seller,
 *                                                            so the same number on a sale and on the matching
 *                                                            purchase gives the same URN
 *   urn:opentrace:transformation:{id}, urn:opentrace:event:{id}[:step]
 * Quantities are class-level, in kilograms (UN/CEFACT KGM); a product measured in metres, which has no
 * mass, is given in MTR. Times are UTC, so every offset is +00:00.
 */

export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';
/** Our own terms (link confidence, how a transformation's inputs were found) under a prefix of our namespace. */
const OPENTRACE_CONTEXT = { opentrace: 'urn:opentrace:vocab:' };
const UTC_OFFSET = '+00:00';

export interface EpcisQuantity {
  epcClass: string;
  quantity?: number;
  uom?: string;
}

type EpcisParty = { type: 'owning_party' | 'possessing_party'; source: string };
type EpcisDestination = { type: 'owning_party' | 'possessing_party'; destination: string };
type EpcisBizTransaction = { type?: 'po' | 'inv' | 'desadv'; bizTransaction: string };

interface EpcisEventBase {
  eventID: string;
  eventTime: string;
  eventTimeZoneOffset: string;
  readPoint?: { id: string };
}

export interface EpcisTransactionEvent extends EpcisEventBase {
  type: 'TransactionEvent';
  action: 'ADD';
  bizStep: 'shipping' | 'receiving';
  bizTransactionList: EpcisBizTransaction[];
  quantityList?: EpcisQuantity[];
  epcList?: string[];
  sourceList: EpcisParty[];
  destinationList: EpcisDestination[];
  'opentrace:linkConfidence'?: TLinkConfidence;
}

export interface EpcisObjectEvent extends EpcisEventBase {
  type: 'ObjectEvent';
  action: 'OBSERVE';
  bizStep: 'shipping' | 'receiving';
  bizTransactionList?: EpcisBizTransaction[];
  quantityList?: EpcisQuantity[];
  epcList?: string[];
  sourceList: EpcisParty[];
  destinationList: EpcisDestination[];
  'opentrace:linkConfidence'?: TLinkConfidence;
}

export interface EpcisTransformationEvent extends EpcisEventBase {
  type: 'TransformationEvent';
  transformationID: string;
  bizStep: 'creating_class_instance';
  inputQuantityList?: EpcisQuantity[];
  outputQuantityList: EpcisQuantity[];
  'opentrace:inputs'?: 'named' | 'stockInHand';
}

export type EpcisEvent = EpcisTransactionEvent | EpcisObjectEvent | EpcisTransformationEvent;

export interface EpcisDocument {
  '@context': [string, typeof OPENTRACE_CONTEXT];
  type: 'EPCISDocument';
  schemaVersion: '2.0';
  creationDate: string;
  epcisBody: { eventList: EpcisEvent[] };
}

export interface EpcisInput {
  trace: TTrace;
  transactions: readonly TracedTransaction[];
  transformations: readonly TracedTransformation[];
  createdAt: Date;
}

export const facilityUri = (facilityId: string) => `urn:opentrace:facility:${facilityId}`;
export const productClassUri = (productDefinitionId: string) => `urn:opentrace:class:${productDefinitionId}`;

const METRES_UOM = 'MTR';

/** The trace indexed by id: a large trace has thousands of transactions. */
interface TraceLookup {
  /** The first link a transaction makes. */
  linkOf: Map<string, TTrace['links'][number]>;
  nodes: Map<string, TTrace['nodes'][number]>;
  transformations: Map<string, TTrace['transformations'][number]>;
}

/**
 * One quantity per product class: kilograms summed where every product of the class has a mass, the
 * metres of those that do not beside them, and a bare class when the unit is neither.
 */
export function classQuantities(items: readonly TracedProduct[]): EpcisQuantity[] {
  const totals = new Map<string, EpcisQuantity>();
  for (const product of items) {
    const measured =
      product.quantityKg !== null
        ? { uom: 'KGM', quantity: product.quantityKg }
        : product.quantityUnit === 'Metres'
          ? { uom: METRES_UOM, quantity: product.quantity }
          : null;
    const key = `${product.productDefinitionId}|${measured?.uom ?? ''}`;
    const total = totals.get(key) ?? {
      epcClass: productClassUri(product.productDefinitionId),
      ...(measured ? { quantity: 0, uom: measured.uom } : {}),
    };
    if (measured) total.quantity = roundToCents((total.quantity ?? 0) + measured.quantity);
    totals.set(key, total);
  }
  return [...totals.values()];
}

/** Who a transaction's products came from: its seller, or the non-participating node the trace names for it. */
function sellerUri(transaction: TracedTransaction, lookup: TraceLookup): string {
  if (transaction.fromFacilityId) return facilityUri(transaction.fromFacilityId);
  const link = lookup.linkOf.get(transaction.id);
  const node = link ? lookup.nodes.get(link.from) : undefined;
  const buyer = transaction.toFacilityId ?? transaction.facilityId;
  return `urn:opentrace:non-participating:${node?.roleId ?? 'unknown'}:${buyer}`;
}

function businessTransactions(transaction: TracedTransaction): EpcisBizTransaction[] {
  const buyer = transaction.toFacilityId ?? transaction.facilityId;
  const seller = transaction.fromFacilityId ?? buyer;
  const urn = (issuer: string, type: string, number: string) => `urn:opentrace:bt:${issuer}:${type}:${encodeURIComponent(number)}`;
  const list: EpcisBizTransaction[] = [];
  if (transaction.purchaseOrderNumber) list.push({ type: 'po', bizTransaction: urn(buyer, 'po', transaction.purchaseOrderNumber) });
  if (transaction.invoiceNumber) list.push({ type: 'inv', bizTransaction: urn(seller, 'inv', transaction.invoiceNumber) });
  if (transaction.packingListNumber) {
    list.push({ type: 'desadv', bizTransaction: urn(seller, 'desadv', transaction.packingListNumber) });
  }
  return list;
}

/** EPCIS wants a class quantity or an EPC list; a transaction with no products says so with an empty list. */
function whatMoved(transaction: TracedTransaction): { quantityList: EpcisQuantity[] } | { epcList: string[] } {
  const quantityList = classQuantities(transaction.products);
  return quantityList.length > 0 ? { quantityList } : { epcList: [] };
}

function transactionEvents(transaction: TracedTransaction, lookup: TraceLookup): EpcisEvent[] {
  const eventTime = transaction.transactedAt.toISOString();
  const confidence = lookup.linkOf.get(transaction.id)?.confidence;
  const extension = confidence ? { 'opentrace:linkConfidence': confidence } : {};
  const from = sellerUri(transaction, lookup);
  const to = facilityUri(transaction.toFacilityId ?? transaction.facilityId);
  const common = { eventTime, eventTimeZoneOffset: UTC_OFFSET, readPoint: { id: facilityUri(transaction.facilityId) } };
  const documents = businessTransactions(transaction);
  if (transaction.type === TRANSACTION_TYPES.TRANSPORT) {
    // A transport hands the products over to the transporter: the sender ships, the transporter receives.
    const handover = (bizStep: 'shipping' | 'receiving', at: string): EpcisObjectEvent => ({
      type: 'ObjectEvent',
      eventID: `urn:opentrace:event:${transaction.id}:${bizStep}`,
      ...common,
      readPoint: { id: at },
      action: 'OBSERVE',
      bizStep,
      ...whatMoved(transaction),
      ...(documents.length > 0 ? { bizTransactionList: documents } : {}),
      sourceList: [{ type: 'possessing_party', source: from }],
      destinationList: [{ type: 'possessing_party', destination: to }],
      ...extension,
    });
    return [handover('shipping', facilityUri(transaction.fromFacilityId ?? transaction.facilityId)), handover('receiving', to)];
  }
  return [
    {
      type: 'TransactionEvent',
      eventID: `urn:opentrace:event:${transaction.id}`,
      ...common,
      action: 'ADD',
      // The buyer logs a purchase as goods received; the seller logs a sale as goods shipped.
      bizStep: transaction.type === TRANSACTION_TYPES.PURCHASE ? 'receiving' : 'shipping',
      // A transaction always carries a PO (purchase) or an invoice (sale); the record's own id stands in otherwise.
      bizTransactionList: documents.length > 0 ? documents : [{ bizTransaction: `urn:opentrace:transaction:${transaction.id}` }],
      ...whatMoved(transaction),
      sourceList: [{ type: 'owning_party', source: from }],
      destinationList: [{ type: 'owning_party', destination: to }],
      ...extension,
    },
  ];
}

function transformationEvent(transformation: TracedTransformation, lookup: TraceLookup): EpcisTransformationEvent {
  const inputs = classQuantities(transformation.inputs);
  const onTrace = lookup.transformations.get(transformation.id);
  return {
    type: 'TransformationEvent',
    eventID: `urn:opentrace:event:${transformation.id}`,
    eventTime: transformation.transformedAt.toISOString(),
    eventTimeZoneOffset: UTC_OFFSET,
    readPoint: { id: facilityUri(transformation.facilityId) },
    transformationID: `urn:opentrace:transformation:${transformation.id}`,
    bizStep: 'creating_class_instance',
    // A transformation from stock in hand names no inputs; the trace followed the season's purchases instead.
    ...(inputs.length > 0 ? { inputQuantityList: inputs } : {}),
    outputQuantityList: classQuantities(transformation.outputs),
    ...(onTrace ? { 'opentrace:inputs': onTrace.inputs } : {}),
  };
}

/** Every transaction the trace names, on its links or its list. */
export function tracedTransactionIds(trace: TTrace): string[] {
  return [...new Set([...trace.links.flatMap((link) => link.transactionIds), ...trace.records.flatMap((record) => record.transactionIds)])];
}

/** The trace's transactions and transformations as EPCIS events, oldest first. */
export function buildEpcisDocument({ trace, transactions, transformations, createdAt }: EpcisInput): EpcisDocument {
  const lookup: TraceLookup = {
    linkOf: new Map(),
    nodes: new Map(trace.nodes.map((node) => [node.id, node])),
    transformations: new Map(trace.transformations.map((transformation) => [transformation.id, transformation])),
  };
  for (const link of trace.links) for (const id of link.transactionIds) if (!lookup.linkOf.has(id)) lookup.linkOf.set(id, link);
  const byTimeThenId =
    <T extends { id: string }>(at: (item: T) => Date) =>
    (a: T, b: T) =>
      at(a).getTime() - at(b).getTime() || a.id.localeCompare(b.id);
  const events: EpcisEvent[] = [
    ...[...transactions]
      .sort(byTimeThenId((transaction) => transaction.transactedAt))
      .flatMap((transaction) => transactionEvents(transaction, lookup)),
    ...transformations
      .filter((transformation) => transformation.outputs.length > 0)
      .sort(byTimeThenId((transformation) => transformation.transformedAt))
      .map((transformation) => transformationEvent(transformation, lookup)),
  ];
  // A stable sort: events at the same moment keep the order above (a transport ships before it is received).
  events.sort((a, b) => a.eventTime.localeCompare(b.eventTime));
  return {
    '@context': [EPCIS_CONTEXT, OPENTRACE_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: createdAt.toISOString(),
    epcisBody: { eventList: events },
  };
}
