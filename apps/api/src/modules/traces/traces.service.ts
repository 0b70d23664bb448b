import { createHash } from 'node:crypto';
import type { TTrace } from '@opentrace/domain';
import { type Clock, systemClock } from '../../core/clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { NextRun } from '../../core/next-run.ts';
import { findDnaTestTallies, toDnaTestTallies } from '../dna-tests/index.ts';
import { OrderAccess, type OrderRow, type OrderSupplierRow } from '../orders/index.ts';
import { TraceBuilder, type TraceCost } from './trace-builder.ts';
import { findRiskLevels, hasActivitySince } from './trace-reads.repository.ts';
import { toTrace, type StoredTrace } from './trace.view.ts';
import { deleteCachedTrace, findCachedTrace, saveCachedTrace } from './traces.repository.ts';

/**
 * How far before a cached trace's moment activity still outdates it. The services stamp activity with
 * their own clock when they write it, and commit a little later: a write stamped just before the trace
 * was computed may not have been visible to it, and API nodes' clocks may differ by a few seconds.
 */
const CACHE_SAFETY_MARGIN_MS = 60_000;

export interface TraceOptions {
  /**
   * `false` computes the trace afresh and leaves the cache as it is: what the benchmark measures
   * (issue "Tracing": the trace cold, cache off) and what `?fresh=true` asks for.
   */
  cache?: boolean;
  /** Receives what the computation cost, when it ran. */
  onCost?: (cost: TraceCost) => void;
}

/** What the trace was computed from: a change to the order or its suppliers outdates a cached trace. */
function fingerprintOf(order: OrderRow, suppliers: readonly OrderSupplierRow[]): string {
  const documents = (row: Pick<OrderSupplierRow, 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber' | 'purchasedAt'>) => [
    row.purchaseOrderNumber,
    row.invoiceNumber,
    row.packingListNumber,
    row.purchasedAt.toISOString(),
  ];
  const shape = [
    documents(order),
    suppliers.map((supplier) => [supplier.id, supplier.parentId, supplier.supplierFacilityId, ...documents(supplier)]),
  ];
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url');
}

/** A trace as stored, with when it was computed, the facilities on it and whether it came from the cache. */
interface ComputedTrace {
  stored: StoredTrace;
  computedAt: Date;
  facilityIds: string[];
  cached: boolean;
}

/**
 * An order's trace (issue "Tracing", DOMAIN.md §5.2): computed by TraceBuilder, cached per order in
 * order_traces while no facility on it has logged an activity since, and reset on request. The trace
 * reads may go to a replica (`reads`); the cache lives on the primary.
 */
export class TracesService {
  private readonly orders: OrderAccess;
  /**
   * Readers of one order's trace that arrive while it is being computed share the next computation
   * instead of each running their own (under a burst of writes every read finds the cache outdated).
   */
  private readonly traceRuns = new NextRun<string, ComputedTrace>();

  constructor(
    private readonly db: Database,
    private readonly reads: Executor = db,
    private readonly clock: Clock = systemClock,
  ) {
    this.orders = new OrderAccess(db);
  }

  async getTrace(principal: Principal, orderId: string, context: RequestContext, options: TraceOptions = {}): Promise<TTrace> {
    // The orders module checks the caller first: 403 without TRACE_PRODUCT, 404 for another organisation's order.
    const { order, suppliers } = await this.orders.loadOrderForTrace(principal, orderId);
    const fingerprint = fingerprintOf(order, suppliers);
    const { stored, computedAt, facilityIds, cached } =
      options.cache === false
        ? await this.compute(order, suppliers, fingerprint, options)
        : await this.traceRuns.run(`${orderId}:${fingerprint}`, () => this.cachedOrComputed(order, suppliers, fingerprint, options));
    const nodes = cached ? await this.withCurrentRiskLevels(stored.nodes, facilityIds) : stored.nodes;
    return toTrace({ ...stored, nodes }, computedAt, await this.dnaTestsOf(facilityIds), context.language, context.t);
  }

  /** The cached trace while nothing on it has moved since, else a fresh one, which replaces it in the cache. */
  private async cachedOrComputed(
    order: OrderRow,
    suppliers: readonly OrderSupplierRow[],
    fingerprint: string,
    options: TraceOptions,
  ): Promise<ComputedTrace> {
    const cached = await findCachedTrace(this.db, order.id);
    const stored = cached?.result as StoredTrace | undefined;
    const since = new Date((cached?.computedAt.getTime() ?? 0) - CACHE_SAFETY_MARGIN_MS);
    if (cached && stored?.fingerprint === fingerprint && !(await hasActivitySince(this.db, cached.facilityIds, since))) {
      return { stored, computedAt: cached.computedAt, facilityIds: cached.facilityIds, cached: true };
    }
    const computed = await this.compute(order, suppliers, fingerprint, options);
    await saveCachedTrace(this.db, order.id, computed.stored, computed.facilityIds, computed.computedAt);
    return computed;
  }

  private async compute(
    order: OrderRow,
    suppliers: readonly OrderSupplierRow[],
    fingerprint: string,
    options: TraceOptions,
  ): Promise<ComputedTrace> {
    const computedAt = this.clock.now();
    const builder = new TraceBuilder(this.reads);
    const stored: StoredTrace = { ...(await builder.build(order, suppliers)), fingerprint };
    options.onCost?.(builder.cost);
    const facilityIds = stored.nodes.flatMap((node) => (node.facilityId ? [node.facilityId] : []));
    return { stored, computedAt, facilityIds, cached: false };
  }

  /** Levels are the risk engine's, not the trace's: a cached trace shows them as they are now. */
  private async withCurrentRiskLevels(nodes: StoredTrace['nodes'], facilityIds: readonly string[]): Promise<StoredTrace['nodes']> {
    const levels = await findRiskLevels(this.reads, facilityIds);
    return nodes.map((node) =>
      node.facilityId && levels.has(node.facilityId) ? { ...node, riskLevel: levels.get(node.facilityId) ?? null } : node,
    );
  }

  /** DNA tests are the laboratory's, not the trace's: a cached trace shows them as they are now, like risk levels. */
  private async dnaTestsOf(facilityIds: readonly string[]) {
    return toDnaTestTallies(await findDnaTestTallies(this.reads, facilityIds));
  }

  /** Forgets the cached trace; the next read computes it afresh. */
  async resetTrace(principal: Principal, orderId: string, _context: RequestContext): Promise<void> {
    await this.orders.loadOrderForTrace(principal, orderId);
    await deleteCachedTrace(this.db, orderId);
  }
}
