import { type TLinkConfidence, type TTraceTransformation, windowContaining } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import {
  findBrokerPartners,
  findCertifiedTransactions,
  findDocumentMatches,
  findFacilityFlows,
  findReceivedBetween,
  findTraceFacilities,
  findTraceMap,
  findTransactionsCarrying,
  findTransformationsMaking,
  type MapRoleRow,
  type ReceivedRange,
  type TraceFacilityRow,
  type TraceMap,
  type TracedTransactionRow,
  type TransformationItemRow,
} from './trace-reads.repository.ts';
import type { OrderRow, OrderSupplierRow } from '../orders/index.ts';
import { breaksLimit, dateWindow, dayOf, linearLimitRatio, roundTo, traceConfidence, traceStatus } from './trace.rules.ts';
import type { StoredFlag, StoredNode, StoredRecord, StoredTrace } from './trace.view.ts';

/** A transaction as the trace uses it: its row once, with every product it carries. */
interface TracedTransaction extends Omit<TracedTransactionRow, 'productId'> {
  productIds: string[];
}

/**
 * Products that reached a facility and whose origin is sought: the facility bought them (a purchase or
 * sale brought them there) or made them (a transformation).
 */
interface Arrival {
  facilityId: string;
  productIds: string[];
  /** Every link from here to the order suppliers was found by document or product. */
  trusted: boolean;
  /** How links that carry these very products are found. */
  confidence: TLinkConfidence;
  /** 0 when the branch started from a document; otherwise the date-window level it came from. */
  level: number;
  /** The order supplier's date every date window of this branch ends on. */
  anchor: Date;
  tier: number;
  /** The facility the products went to next, for a broker's expansion. */
  buyerId: string | null;
  viaBroker: boolean;
}

interface LinkDraft {
  from: string;
  to: string;
  confidence: TLinkConfidence;
  viaBroker: boolean;
  transactions: Map<string, { transaction: TracedTransaction; trusted: boolean }>;
}

interface NodeDraft {
  id: string;
  facilityId: string | null;
  roleId: string | null;
  tier: number;
  isRoot: boolean;
  orderSupplierId: string | null;
}

/** How many statements a trace ran, for the benchmark's report. */
export interface TraceCost {
  statements: number;
  levels: number;
}

const PURCHASE = 1;
const BROKER = 'BROKER';

function groupTransactions(rows: readonly TracedTransactionRow[]): Map<string, TracedTransaction> {
  const grouped = new Map<string, TracedTransaction>();
  for (const { productId, ...row } of rows) {
    const known = grouped.get(row.id) ?? { ...row, productIds: [] };
    if (productId && !known.productIds.includes(productId)) known.productIds.push(productId);
    grouped.set(row.id, known);
  }
  return grouped;
}

const sumKg = (values: readonly (number | null)[]) =>
  values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value as number), 0);

/**
 * Computes an order's trace (DOMAIN.md §5.2 with the improvements) breadth first, one hop level
 * at a time: each level asks the database for all the transformations that made the frontier's
 * products and all the transactions that brought them, in one statement each, never per lot.
 */
export class TraceBuilder {
  readonly cost: TraceCost = { statements: 0, levels: 0 };
  private map!: TraceMap;
  private readonly rolesById = new Map<string, MapRoleRow>();
  private readonly facilities = new Map<string, TraceFacilityRow>();
  private readonly nodes = new Map<string, NodeDraft>();
  private readonly links = new Map<string, LinkDraft>();
  private readonly visitedTransactions = new Set<string>();
  private readonly visitedTransformations = new Set<string>();
  private readonly sought = new Set<string>();
  private readonly windowed = new Set<string>();
  private readonly flags: StoredFlag[] = [];
  private readonly transformations: TTraceTransformation[] = [];
  private readonly mappingTransactions = new Map<string, TracedTransaction[]>();
  /** Links that only repeat the caller's own order-supplier mapping. */
  private readonly declaredLinks = new Set<string>();

  constructor(private readonly db: Executor) {}

  private async read<T>(query: Promise<T>): Promise<T> {
    this.cost.statements += 1;
    return query;
  }

  async build(order: OrderRow, suppliers: readonly OrderSupplierRow[]): Promise<Omit<StoredTrace, 'fingerprint'>> {
    this.map = await this.read(findTraceMap(this.db));
    this.cost.statements += 3;
    for (const role of this.map.roles) this.rolesById.set(role.id, role);
    await this.loadFacilities(suppliers.map((supplier) => supplier.supplierFacilityId));

    const tiers = this.orderSupplierTiers(suppliers);
    for (const supplier of suppliers) {
      const node = this.facilityNode(supplier.supplierFacilityId, tiers.get(supplier.id) ?? 1);
      node.isRoot ||= supplier.parentId === null;
      node.orderSupplierId ??= supplier.id;
    }
    let frontier = await this.mapOrderSuppliers(suppliers, tiers);
    while (frontier.length > 0) {
      this.cost.levels += 1;
      frontier = await this.hop(frontier);
    }
    this.linkOrderSuppliers(suppliers);
    await this.loadFacilities([...this.nodes.values()].flatMap((node) => (node.facilityId ? [node.facilityId] : [])));
    return this.finish(order, suppliers);
  }

  private orderSupplierTiers(suppliers: readonly OrderSupplierRow[]): Map<string, number> {
    const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
    const tiers = new Map<string, number>();
    const tierOf = (id: string, seen: Set<string>): number => {
      const known = tiers.get(id);
      if (known !== undefined) return known;
      const parentId = byId.get(id)?.parentId;
      const tier = parentId && byId.has(parentId) && !seen.has(parentId) ? tierOf(parentId, new Set([...seen, id])) + 1 : 1;
      tiers.set(id, tier);
      return tier;
    };
    for (const supplier of suppliers) tierOf(supplier.id, new Set());
    return tiers;
  }

  /** Step 2 of DOMAIN.md §5.2: PO, then invoice, then packing list, then the date window. */
  private async mapOrderSuppliers(suppliers: readonly OrderSupplierRow[], tiers: Map<string, number>): Promise<Arrival[]> {
    const matches = groupTransactions(
      await this.read(
        findDocumentMatches(
          this.db,
          suppliers.map((s) => ({ ...s, supplierFacilityId: s.supplierFacilityId })),
        ),
      ),
    );
    const arrivals: Arrival[] = [];
    const unmatched: OrderSupplierRow[] = [];
    const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
    for (const supplier of suppliers) {
      const facilityId = supplier.supplierFacilityId;
      const tier = tiers.get(supplier.id) ?? 1;
      const all = [...matches.values()];
      const byPurchaseOrder = all.filter(
        (tx) => tx.type === PURCHASE && tx.toFacilityId === facilityId && same(tx.purchaseOrderNumber, supplier.purchaseOrderNumber),
      );
      const sales = all.filter((tx) => tx.type !== PURCHASE && tx.fromFacilityId === facilityId);
      const byInvoice = sales.filter((tx) => same(tx.invoiceNumber, supplier.invoiceNumber));
      const byPackingList = sales.filter((tx) => same(tx.packingListNumber, supplier.packingListNumber));
      const base = { trusted: true, level: 0, anchor: supplier.purchasedAt, buyerId: null, viaBroker: false };
      if (byPurchaseOrder.length > 0) {
        this.mappingTransactions.set(supplier.id, byPurchaseOrder);
        for (const purchase of byPurchaseOrder) {
          // A purchase of manual products only carries no product to follow: its seller is all there is.
          if (purchase.productIds.length === 0) this.addLink(purchase, facilityId, 'document', true, false, tier);
          else arrivals.push({ ...base, facilityId, productIds: purchase.productIds, confidence: 'document', tier });
        }
      } else if (byInvoice.length > 0 || byPackingList.length > 0) {
        const sold = byInvoice.length > 0 ? byInvoice : byPackingList;
        this.mappingTransactions.set(supplier.id, sold);
        for (const sale of sold) {
          this.visitedTransactions.add(sale.id);
          arrivals.push({ ...base, facilityId, productIds: sale.productIds, confidence: 'product', tier });
        }
      } else {
        unmatched.push(supplier);
      }
    }
    if (unmatched.length > 0) {
      const windows = unmatched.map((supplier) => ({ supplier, ...dateWindow(supplier.purchasedAt, 1) }));
      const received = groupTransactions(
        await this.read(
          findReceivedBetween(
            this.db,
            windows.map((w) => ({ facilityId: w.supplier.supplierFacilityId, from: w.from, to: w.to })),
            true,
          ),
        ),
      );
      await this.loadSellers(received.values());
      for (const { supplier, from, to } of windows) {
        const facilityId = supplier.supplierFacilityId;
        const nodeId = `f:${facilityId}`;
        const found = [...received.values()].filter(
          (tx) => tx.toFacilityId === facilityId && tx.transactedAt >= from && tx.transactedAt <= to,
        );
        this.mappingTransactions.set(supplier.id, found);
        const name = this.facilities.get(facilityId)?.name ?? '';
        this.flags.push({
          kind: 'noDirectMatch',
          nodeId,
          messageKey: 'traces.noDirectMatch',
          params: { supplier: name, from: dayOf(from), to: dayOf(to) },
          transformationId: null,
          orderSupplierId: supplier.id,
          period: { from: from.toISOString(), to: to.toISOString() },
        });
        if (found.length === 0) {
          this.flags.push({
            kind: 'missing',
            nodeId,
            messageKey: 'traces.missing',
            params: { supplier: name },
            transformationId: null,
            orderSupplierId: supplier.id,
            period: null,
          });
        }
        this.windowed.add(`${facilityId}|1`);
        arrivals.push(
          ...(await this.follow(found, facilityId, 'inferred', false, 1, supplier.purchasedAt, tiers.get(supplier.id) ?? 1, false)),
        );
      }
    }
    return arrivals;
  }

  /** Links the transactions' sellers to the buyer and returns the arrivals at the sellers. */
  private async follow(
    found: readonly TracedTransaction[],
    buyerId: string,
    confidence: TLinkConfidence,
    trusted: boolean,
    level: number,
    anchor: Date,
    tier: number,
    viaBroker: boolean,
  ): Promise<Arrival[]> {
    await this.loadSellers(found);
    const arrivals: Arrival[] = [];
    for (const tx of found) {
      if (this.visitedTransactions.has(tx.id)) continue;
      const throughBroker = viaBroker || this.isBroker(tx.fromFacilityId);
      const sellerId = this.addLink(tx, buyerId, confidence, trusted, throughBroker, tier);
      if (!sellerId || tx.productIds.length === 0) continue;
      arrivals.push({
        facilityId: sellerId,
        productIds: tx.productIds,
        trusted: trusted && confidence !== 'inferred',
        confidence: 'product',
        level,
        anchor,
        tier: tier + 1,
        buyerId,
        viaBroker: this.isBroker(sellerId),
      });
    }
    return arrivals;
  }

  /** Adds the transaction to the link from its seller (or a non-participating seller) to the buyer; returns the seller facility. */
  private addLink(
    tx: TracedTransaction,
    buyerId: string,
    confidence: TLinkConfidence,
    trusted: boolean,
    viaBroker: boolean,
    buyerTier: number,
  ) {
    this.visitedTransactions.add(tx.id);
    const buyer = this.facilityNode(buyerId, buyerTier);
    const seller = tx.fromFacilityId
      ? this.facilityNode(tx.fromFacilityId, buyer.tier + 1)
      : this.nonParticipatingNode(buyerId, buyer.tier + 1);
    const key = `${seller.id}|${buyer.id}|${confidence}`;
    const link = this.links.get(key) ?? { from: seller.id, to: buyer.id, confidence, viaBroker: false, transactions: new Map() };
    link.viaBroker ||= viaBroker || this.isBroker(buyerId);
    link.transactions.set(tx.id, { transaction: tx, trusted: trusted && confidence !== 'inferred' });
    this.links.set(key, link);
    return tx.fromFacilityId;
  }

  /** One hop level: transformations that made the frontier's products, then the transactions that brought them. */
  private async hop(frontier: readonly Arrival[]): Promise<Arrival[]> {
    const fresh = frontier
      .map((arrival) => ({ ...arrival, productIds: arrival.productIds.filter((id) => !this.sought.has(`${arrival.facilityId}|${id}`)) }))
      .filter((arrival) => arrival.productIds.length > 0);
    for (const arrival of fresh) for (const id of arrival.productIds) this.sought.add(`${arrival.facilityId}|${id}`);
    if (fresh.length === 0) return [];
    const facilityIds = [...new Set(fresh.map((arrival) => arrival.facilityId))];
    const productIds = [...new Set(fresh.flatMap((arrival) => arrival.productIds))];
    const items = await this.read(findTransformationsMaking(this.db, facilityIds, productIds));
    const byTransformation = new Map<string, TransformationItemRow[]>();
    for (const item of items) byTransformation.set(item.transformationId, [...(byTransformation.get(item.transformationId) ?? []), item]);

    const bought: Arrival[] = [];
    const stockRanges: { arrival: Arrival; range: ReceivedRange }[] = [];
    for (const arrival of fresh) {
      const made = new Set<string>();
      for (const [transformationId, rows] of byTransformation) {
        if (rows[0]!.facilityId !== arrival.facilityId) continue;
        const outputs = rows.filter((row) => row.role === 'output');
        if (!outputs.some((row) => arrival.productIds.includes(row.productId))) continue;
        for (const row of outputs) made.add(row.productId);
        if (this.visitedTransformations.has(transformationId)) continue;
        this.visitedTransformations.add(transformationId);
        const inputs = rows.filter((row) => row.role === 'input');
        this.recordTransformation(rows, inputs.length > 0);
        if (inputs.length > 0) {
          // Named inputs win: the trace follows exactly these products, whatever else was bought.
          bought.push({
            ...arrival,
            productIds: inputs.map((row) => row.productId),
            confidence: arrival.confidence === 'document' ? 'product' : arrival.confidence,
          });
        } else {
          stockRanges.push({
            arrival,
            range: { facilityId: arrival.facilityId, from: this.stockStart(arrival, rows[0]!.transformedAt), to: rows[0]!.transformedAt },
          });
        }
      }
      const rest = arrival.productIds.filter((id) => !made.has(id));
      if (rest.length > 0) bought.push({ ...arrival, productIds: rest });
    }

    const next: Arrival[] = [];
    const carrying = groupTransactions(
      await this.read(
        findTransactionsCarrying(
          this.db,
          [...new Set(bought.map((arrival) => arrival.facilityId))],
          [...new Set(bought.flatMap((arrival) => arrival.productIds))],
        ),
      ),
    );
    const reached = new Set<string>();
    const perArrival = new Map<Arrival, TracedTransaction[]>();
    for (const arrival of bought) {
      const found: TracedTransaction[] = [];
      for (const tx of carrying.values()) {
        if (tx.toFacilityId !== arrival.facilityId) continue;
        const carried = tx.productIds.filter((id) => arrival.productIds.includes(id));
        if (carried.length === 0) continue;
        for (const id of carried) reached.add(`${arrival.facilityId}|${id}`);
        found.push({ ...tx, productIds: carried });
      }
      perArrival.set(arrival, found);
    }
    await this.loadSellers(carrying.values());
    const windows: { arrival: Arrival; range: ReceivedRange }[] = [];
    for (const [arrival, found] of perArrival) {
      next.push(
        ...(await this.follow(
          found,
          arrival.facilityId,
          arrival.confidence,
          arrival.trusted,
          arrival.level,
          arrival.anchor,
          arrival.tier,
          arrival.viaBroker,
        )),
      );
      const unexplained = arrival.productIds.filter(
        (id) => !reached.has(`${arrival.facilityId}|${id}`) && !this.isMadeHere(byTransformation, arrival.facilityId, id),
      );
      // A branch found by date keeps looking by date, two weeks wider per hop, when products lead nowhere.
      if (unexplained.length > 0 && arrival.level > 0 && !this.windowed.has(`${arrival.facilityId}|${arrival.level + 1}`)) {
        this.windowed.add(`${arrival.facilityId}|${arrival.level + 1}`);
        const window = dateWindow(arrival.anchor, arrival.level + 1);
        windows.push({
          arrival: { ...arrival, level: arrival.level + 1, trusted: false },
          range: { facilityId: arrival.facilityId, ...window },
        });
      }
    }
    next.push(...(await this.followRanges(stockRanges, false)));
    next.push(...(await this.followRanges(windows, true)));
    next.push(
      ...(await this.expandBrokers(
        bought.filter((arrival) => this.isBroker(arrival.facilityId) && (perArrival.get(arrival) ?? []).length === 0),
      )),
    );
    return next;
  }

  private isMadeHere(byTransformation: Map<string, TransformationItemRow[]>, facilityId: string, productId: string) {
    for (const rows of byTransformation.values()) {
      if (rows[0]!.facilityId === facilityId && rows.some((row) => row.role === 'output' && row.productId === productId)) return true;
    }
    return false;
  }

  /** Stock in hand and date windows: what the facility received in each range, as inferred links. */
  private async followRanges(ranges: readonly { arrival: Arrival; range: ReceivedRange }[], withSales: boolean): Promise<Arrival[]> {
    if (ranges.length === 0) return [];
    const received = groupTransactions(
      await this.read(
        findReceivedBetween(
          this.db,
          ranges.map((entry) => entry.range),
          withSales,
        ),
      ),
    );
    await this.loadSellers(received.values());
    const next: Arrival[] = [];
    for (const { arrival, range } of ranges) {
      const found = [...received.values()].filter(
        (tx) => tx.toFacilityId === range.facilityId && tx.transactedAt >= range.from && tx.transactedAt <= range.to,
      );
      next.push(
        ...(await this.follow(
          found,
          arrival.facilityId,
          'inferred',
          false,
          arrival.level,
          arrival.anchor,
          arrival.tier,
          arrival.viaBroker,
        )),
      );
    }
    return next;
  }

  /** A broker whose products lead nowhere stands for its partners that may sell to the buyer (DOMAIN.md §5.2 step 4). */
  private async expandBrokers(brokers: readonly Arrival[]): Promise<Arrival[]> {
    if (brokers.length === 0) return [];
    const partners = await this.read(findBrokerPartners(this.db, [...new Set(brokers.map((arrival) => arrival.facilityId))]));
    const partnerIds = [...new Set(partners.map((row) => row.partnerId))];
    await this.loadFacilities(partnerIds);
    for (const arrival of brokers) {
      const buyerRoleId = arrival.buyerId ? this.facilities.get(arrival.buyerId)?.roleId : null;
      const fromRoles = new Set(this.map.lines.filter((line) => line.roleId === buyerRoleId).map((line) => line.fromRoleId));
      const broker = this.facilityNode(arrival.facilityId, arrival.tier);
      for (const partner of partners) {
        if (partner.brokerId !== arrival.facilityId || partner.partnerId === arrival.buyerId || !fromRoles.has(partner.roleId)) continue;
        const seller = this.facilityNode(partner.partnerId, broker.tier + 1);
        const key = `${seller.id}|${broker.id}|inferred`;
        if (!this.links.has(key))
          this.links.set(key, { from: seller.id, to: broker.id, confidence: 'inferred', viaBroker: true, transactions: new Map() });
      }
    }
    return [];
  }

  /** Where a transformation without named inputs draws its stock from: the extractor's season, else the facility's window. */
  private stockStart(arrival: Arrival, transformedAt: Date): Date {
    const facility = this.facilities.get(arrival.facilityId);
    const extractor = this.extractorFromRole(facility?.roleId ?? null);
    if (extractor?.seasonStartDate && extractor.seasonDurationMonths) {
      const season = windowContaining(
        { kind: 'season', start: new Date(extractor.seasonStartDate), months: extractor.seasonDurationMonths },
        transformedAt,
      );
      if (season) return season.start;
    }
    if (facility?.reconciliationStartAt && facility.reconciliationDurationMonths) {
      const window = windowContaining(
        { kind: 'reconciliation', start: facility.reconciliationStartAt, months: facility.reconciliationDurationMonths },
        transformedAt,
      );
      if (window) return window.start;
    }
    return dateWindow(transformedAt, Math.max(arrival.level, 1)).from;
  }

  private extractorFromRole(roleId: string | null): MapRoleRow | undefined {
    if (!roleId) return undefined;
    return this.map.lines
      .filter((line) => line.roleId === roleId && line.fromRoleId)
      .map((line) => this.rolesById.get(line.fromRoleId as string))
      .find((role) => role?.isRawMaterialExtractor);
  }

  private recordTransformation(rows: readonly TransformationItemRow[], named: boolean) {
    const first = rows[0]!;
    const inputs = rows.filter((row) => row.role === 'input');
    const outputs = rows.filter((row) => row.role === 'output');
    const inputKg = named ? sumKg(inputs.map((row) => row.quantityKg)) : null;
    const outputKg = sumKg(outputs.map((row) => row.quantityKg));
    const ratio = inputKg !== null && outputKg !== null && inputKg > 0 ? roundTo(outputKg / inputKg, 4) : null;
    const roleId = this.facilities.get(first.facilityId)?.roleId ?? null;
    const limitRatio = this.limitRatio(roleId, outputs[0]?.productDefinitionId ?? null);
    const flagged = breaksLimit(ratio, limitRatio);
    const nodeId = `f:${first.facilityId}`;
    this.transformations.push({
      id: first.transformationId,
      nodeId,
      transformedAt: first.transformedAt.toISOString(),
      inputKg: inputKg === null ? null : roundTo(inputKg, 2),
      outputKg: outputKg === null ? null : roundTo(outputKg, 2),
      ratio,
      limitRatio,
      inputs: named ? 'named' : 'stockInHand',
      flagged,
    });
    if (flagged) {
      const fromField = this.map.fields.some(
        (field) => field.roleId === roleId && field.outputProductDefinitionId === outputs[0]?.productDefinitionId,
      );
      this.flags.push({
        kind: 'ratio',
        nodeId,
        messageKey: fromField ? 'traces.ratio' : 'traces.ratioWithoutLimit',
        params: {
          facility: this.facilities.get(first.facilityId)?.name ?? '',
          output: roundTo(outputKg as number, 2),
          input: roundTo(inputKg as number, 2),
          ratio: roundTo(ratio as number, 2),
          limit: roundTo(limitRatio as number, 2),
        },
        transformationId: first.transformationId,
        orderSupplierId: null,
        period: null,
      });
    }
  }

  /** The map's bound on output over input for the role's output; 1 with no calculated field (outputs may not outweigh inputs). */
  private limitRatio(roleId: string | null, outputDefinitionId: string | null): number | null {
    if (!roleId || !outputDefinitionId) return null;
    const fields = this.map.fields.filter((field) => field.roleId === roleId && field.outputProductDefinitionId === outputDefinitionId);
    if (fields.length === 0) return 1;
    const limits = fields
      .map((field) =>
        linearLimitRatio(
          field.expression as Parameters<typeof linearLimitRatio>[0],
          this.map.attributeTypes.get(field.outputAttributeId),
          this.map.attributeTypes,
        ),
      )
      .filter((limit): limit is number => limit !== null);
    return limits.length === 0 ? null : Math.min(...limits);
  }

  private isBroker(facilityId: string | null): boolean {
    if (!facilityId) return false;
    const roleId = this.facilities.get(facilityId)?.roleId;
    return roleId ? this.rolesById.get(roleId)?.code === BROKER : false;
  }

  /** The sellers of a whole level at once, so that following them never costs a statement per node. */
  private loadSellers(found: Iterable<TracedTransaction>) {
    return this.loadFacilities([...found].flatMap((tx) => (tx.fromFacilityId ? [tx.fromFacilityId] : [])));
  }

  private async loadFacilities(ids: readonly string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.facilities.has(id));
    if (missing.length === 0) return;
    for (const row of await this.read(findTraceFacilities(this.db, missing))) this.facilities.set(row.id, row);
  }

  private facilityNode(facilityId: string, tier: number): NodeDraft {
    const id = `f:${facilityId}`;
    const known = this.nodes.get(id);
    if (known) {
      known.tier = Math.max(known.tier, tier);
      return known;
    }
    const node: NodeDraft = {
      id,
      facilityId,
      roleId: this.facilities.get(facilityId)?.roleId ?? null,
      tier,
      isRoot: false,
      orderSupplierId: null,
    };
    this.nodes.set(id, node);
    return node;
  }

  /** "Non-participating {role}": the from-role of the buyer that is an extractor, per buyer. */
  private nonParticipatingNode(buyerId: string, tier: number): NodeDraft {
    const buyerRoleId = this.facilities.get(buyerId)?.roleId ?? null;
    const fromRoles = this.map.lines
      .filter((line) => line.roleId === buyerRoleId && line.fromRoleId)
      .map((line) => line.fromRoleId as string);
    const roleId = fromRoles.find((id) => this.rolesById.get(id)?.isRawMaterialExtractor) ?? fromRoles[0] ?? null;
    const id = `np:${roleId ?? ''}:${buyerId}`;
    const known = this.nodes.get(id);
    if (known) {
      known.tier = Math.max(known.tier, tier);
      return known;
    }
    const node: NodeDraft = { id, facilityId: null, roleId, tier, isRoot: false, orderSupplierId: null };
    this.nodes.set(id, node);
    return node;
  }

  /** The caller's own mapping: a further order supplier supplied its parent, whatever the transactions show. */
  private linkOrderSuppliers(suppliers: readonly OrderSupplierRow[]) {
    const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
    for (const supplier of suppliers) {
      const parent = supplier.parentId ? byId.get(supplier.parentId) : undefined;
      if (!parent || parent.supplierFacilityId === supplier.supplierFacilityId) continue;
      const from = `f:${supplier.supplierFacilityId}`;
      const to = `f:${parent.supplierFacilityId}`;
      if ([...this.links.values()].some((link) => link.from === from && link.to === to)) continue;
      const sold = (this.mappingTransactions.get(supplier.id) ?? []).filter(
        (tx) => tx.type !== PURCHASE && tx.toFacilityId === parent.supplierFacilityId,
      );
      this.declaredLinks.add(`${from}|${to}|document`);
      this.links.set(`${from}|${to}|document`, {
        from,
        to,
        confidence: 'document',
        viaBroker: false,
        transactions: new Map(sold.map((tx) => [tx.id, { transaction: tx, trusted: true }])),
      });
    }
  }

  private async finish(order: OrderRow, suppliers: readonly OrderSupplierRow[]): Promise<Omit<StoredTrace, 'fingerprint'>> {
    const nodes = new Map<string, StoredNode>();
    for (const draft of this.nodes.values()) {
      const facility = draft.facilityId ? this.facilities.get(draft.facilityId) : undefined;
      const role = draft.roleId ? this.rolesById.get(draft.roleId) : undefined;
      nodes.set(draft.id, {
        id: draft.id,
        facilityId: draft.facilityId,
        facilityName: facility?.name ?? null,
        roleId: draft.roleId,
        role: role ? { name: role.name, nameTranslations: role.nameTranslations } : null,
        tier: draft.tier,
        countryCode: facility?.countryCode ?? null,
        isRoot: draft.isRoot,
        nonParticipating: draft.facilityId === null,
        isBroker: role?.code === BROKER,
        isRawMaterialSource: role?.isRawMaterialExtractor ?? false,
        orderSupplierId: draft.orderSupplierId,
        verifiedShare: null,
        riskLevel: facility?.riskLevel ?? null,
      });
    }

    const kgOf = (entries: readonly { transaction: TracedTransaction }[]) => {
      const purchases = entries.filter((entry) => entry.transaction.type === PURCHASE);
      return sumKg((purchases.length > 0 ? purchases : entries).map((entry) => entry.transaction.totalWeightKg));
    };
    let rawKg = 0;
    let trustedKg = 0;
    let tracedLinks = 0;
    const links = [...this.links.entries()].map(([key, link]) => {
      const entries = [...link.transactions.values()];
      if (entries.length > 0 && !this.declaredLinks.has(key)) tracedLinks += 1;
      const quantityKg = entries.length === 0 ? null : kgOf(entries);
      const from = nodes.get(link.from);
      if (from && (from.isRawMaterialSource || from.nonParticipating) && quantityKg !== null) {
        rawKg += quantityKg;
        trustedKg += kgOf(entries.filter((entry) => entry.trusted)) ?? 0;
      }
      return {
        from: link.from,
        to: link.to,
        confidence: link.confidence,
        transactionIds: entries.map((entry) => entry.transaction.id),
        quantityKg: quantityKg === null ? null : roundTo(quantityKg, 2),
        viaBroker: link.viaBroker,
      };
    });

    this.verifiedShares(nodes);
    await this.oversold(nodes);
    const records = await this.records(nodes, suppliers);
    const confidence = traceConfidence(rawKg, trustedKg);
    return {
      orderId: order.id,
      status: traceStatus(tracedLinks, confidence),
      confidence: confidence === null ? null : roundTo(confidence, 4),
      rawMaterialKg: rawKg > 0 ? roundTo(rawKg, 2) : null,
      nodes: [...nodes.values()].sort((a, b) => a.tier - b.tier || a.id.localeCompare(b.id)),
      links: links.sort((a, b) => a.to.localeCompare(b.to) || a.from.localeCompare(b.from) || a.confidence.localeCompare(b.confidence)),
      flags: this.flags,
      transformations: this.transformations.sort((a, b) => a.transformedAt.localeCompare(b.transformedAt) || a.id.localeCompare(b.id)),
      records,
    };
  }

  /** Mass balance (DOMAIN.md §5.5): the verified share of what each node supplied on the trace, or of what it received. */
  private verifiedShares(nodes: Map<string, StoredNode>) {
    const totals = new Map<string, { out: [number, number]; in: [number, number] }>();
    const add = (nodeId: string, side: 'out' | 'in', tx: TracedTransaction) => {
      if (tx.verifiedWeightKg === null || tx.notVerifiedWeightKg === null) return;
      const entry = totals.get(nodeId) ?? { out: [0, 0], in: [0, 0] };
      entry[side][0] += Number(tx.verifiedWeightKg);
      entry[side][1] += Number(tx.verifiedWeightKg) + Number(tx.notVerifiedWeightKg);
      totals.set(nodeId, entry);
    };
    for (const link of this.links.values()) {
      for (const { transaction } of link.transactions.values()) {
        add(link.from, 'out', transaction);
        add(link.to, 'in', transaction);
      }
    }
    for (const [nodeId, entry] of totals) {
      const node = nodes.get(nodeId);
      if (!node) continue;
      const [verified, total] = entry.out[1] > 0 ? entry.out : entry.in;
      node.verifiedShare = total > 0 ? roundTo((verified / total) * 100, 2) : null;
    }
  }

  /** Flags a facility that sold more in its period than it bought plus made (issue "Tracing": plausibility). */
  private async oversold(nodes: Map<string, StoredNode>) {
    const latest = new Map<string, Date>();
    for (const link of this.links.values()) {
      for (const { transaction } of link.transactions.values()) {
        for (const nodeId of [link.from, link.to]) {
          const known = latest.get(nodeId);
          if (!known || transaction.transactedAt > known) latest.set(nodeId, transaction.transactedAt);
        }
      }
    }
    for (const [orderSupplierId, found] of this.mappingTransactions) {
      const nodeId = [...nodes.values()].find((node) => node.orderSupplierId === orderSupplierId)?.id;
      for (const transaction of found) {
        const known = nodeId ? latest.get(nodeId) : undefined;
        if (nodeId && (!known || transaction.transactedAt > known)) latest.set(nodeId, transaction.transactedAt);
      }
    }
    const ranges: ReceivedRange[] = [];
    for (const node of nodes.values()) {
      const facility = node.facilityId ? this.facilities.get(node.facilityId) : undefined;
      const moment = latest.get(node.id);
      if (!facility || !moment || node.isBroker || !facility.reconciliationStartAt || !facility.reconciliationDurationMonths) continue;
      const window = windowContaining(
        { kind: 'reconciliation', start: facility.reconciliationStartAt, months: facility.reconciliationDurationMonths },
        moment,
      );
      if (window) ranges.push({ facilityId: facility.id, from: window.start, to: new Date(window.end.getTime() - 1) });
    }
    if (ranges.length === 0) return;
    const flows = await this.read(findFacilityFlows(this.db, ranges));
    for (const flow of flows) {
      const range = ranges.find((candidate) => candidate.facilityId === flow.facilityId)!;
      const available = flow.boughtKg + flow.madeKg;
      if (flow.soldKg <= available + 0.01) continue;
      this.flags.push({
        kind: 'oversold',
        nodeId: `f:${flow.facilityId}`,
        messageKey: 'traces.oversold',
        params: {
          facility: this.facilities.get(flow.facilityId)?.name ?? '',
          sold: roundTo(flow.soldKg, 2),
          available: roundTo(available, 2),
          from: dayOf(range.from),
          to: dayOf(range.to),
        },
        transformationId: null,
        orderSupplierId: null,
        period: { from: range.from.toISOString(), to: range.to.toISOString() },
      });
    }
  }

  private async records(nodes: Map<string, StoredNode>, suppliers: readonly OrderSupplierRow[]): Promise<StoredRecord[]> {
    const traced: { link: LinkDraft; purchase: TracedTransaction; related: TracedTransaction[] }[] = [];
    for (const link of this.links.values()) {
      const all = [...link.transactions.values()].map((entry) => entry.transaction);
      for (const purchase of all.filter((tx) => tx.type === PURCHASE)) {
        const related = all.filter(
          (tx) => tx.id === purchase.id || (tx.type !== PURCHASE && tx.productIds.some((id) => purchase.productIds.includes(id))),
        );
        traced.push({ link, purchase, related });
      }
    }
    const mappingIds = suppliers.flatMap((supplier) => (this.mappingTransactions.get(supplier.id) ?? []).map((tx) => tx.id));
    const certified = await this.read(
      findCertifiedTransactions(this.db, [...new Set([...traced.flatMap((entry) => entry.related.map((tx) => tx.id)), ...mappingIds])]),
    );
    const flagsOf = (transactions: readonly TracedTransaction[], hideCertification: boolean) => ({
      transactionIds: transactions.map((tx) => tx.id),
      hasProof: transactions.some((tx) => tx.hasProof),
      hasInvoice: transactions.some((tx) => tx.hasInvoice),
      hasPackingList: transactions.some((tx) => tx.hasPackingList),
      // Certifications are hidden on purchases from extractors (DOMAIN.md §5.2).
      hasCertification: !hideCertification && transactions.some((tx) => certified.has(tx.id)),
    });
    const fromExtractor = (txs: readonly TracedTransaction[]) =>
      txs.some((tx) => {
        if (!tx.fromFacilityId) return true;
        const roleId = this.facilities.get(tx.fromFacilityId)?.roleId;
        return roleId ? (this.rolesById.get(roleId)?.isRawMaterialExtractor ?? false) : false;
      });
    const records: StoredRecord[] = suppliers.map((supplier) => {
      const found = this.mappingTransactions.get(supplier.id) ?? [];
      const kg = found.filter((tx) => tx.type === PURCHASE);
      const quantityKg = found.length === 0 ? null : sumKg((kg.length > 0 ? kg : found).map((tx) => tx.totalWeightKg));
      return {
        id: `os:${supplier.id}`,
        category: 'SUPPLIER_MAPPING',
        nodeId: `f:${supplier.supplierFacilityId}`,
        date: supplier.purchasedAt.toISOString(),
        purchaseOrderNumber: supplier.purchaseOrderNumber,
        invoiceNumber: supplier.invoiceNumber,
        packingListNumber: supplier.packingListNumber,
        ...flagsOf(found, fromExtractor(found.filter((tx) => tx.type === PURCHASE))),
        quantityKg: quantityKg === null ? null : roundTo(quantityKg, 2),
        confidence: null,
        riskLevel: this.facilities.get(supplier.supplierFacilityId)?.riskLevel ?? null,
      };
    });
    for (const { link, purchase, related } of traced) {
      const seller = nodes.get(link.from);
      records.push({
        id: `tx:${purchase.id}`,
        category: 'TRACED',
        nodeId: link.from,
        date: purchase.transactedAt.toISOString(),
        purchaseOrderNumber: purchase.purchaseOrderNumber,
        invoiceNumber: related.find((tx) => tx.invoiceNumber)?.invoiceNumber ?? null,
        packingListNumber: related.find((tx) => tx.packingListNumber)?.packingListNumber ?? null,
        ...flagsOf(related, fromExtractor([purchase])),
        quantityKg: purchase.totalWeightKg === null ? null : roundTo(purchase.totalWeightKg, 2),
        confidence: link.confidence,
        riskLevel: seller?.riskLevel ?? null,
      });
    }
    return records.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  }
}
