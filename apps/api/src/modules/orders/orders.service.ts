import {
  ORDER_SORT_FIELDS,
  type TOrderDetail,
  type TOrderInput,
  type TOrderListQuery,
  type TOrderPage,
  type TOrderSortField,
  type TOrderSupplierCandidatePage,
  type TOrderSupplierCandidateQuery,
  type TOrderSupplierEdit,
  type TOrderSupplierInput,
  nameIn,
  type TOrderRiskFlag,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';
import { throwProblems, type Problem } from '../../core/problems.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database } from '../../db/client.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import { findLiveIndicators } from '../indicators/index.ts';
import { findBrandSuppliers, findBrandSuppliersAmong } from '../suppliers/index.ts';
import { findLines } from '../supply-chain/index.ts';
import { organisationOf, ordersPolicy } from './orders.policy.ts';
import {
  deleteCachedTrace,
  deleteOrder,
  deleteOrderSuppliers,
  findCandidatePage,
  findFacilityName,
  findOrder,
  findOrderPage,
  findOrderSupplier,
  findOrderSuppliers,
  findSupplierFacilities,
  findSupplierFacility,
  insertOrder,
  insertOrderSupplier,
  updateFirstOrderSupplier,
  updateOrder,
  updateOrderSupplier,
  type FacilityRow,
  type OrderRow,
  type OrderSupplierRow,
} from './orders.repository.ts';
import { BROKER_ROLE_CODE, buyingRoleOf, OrderMap } from './orders.rules.ts';
import { toOrderDetail, toOrderFacility, toOrderListItem, toOrderRiskFlag } from './orders.view.ts';
import { findOrderRiskFlags } from './risk-flags.repository.ts';

const DEFAULT_SORT = { field: 'createdAt' as TOrderSortField, direction: 'desc' as const };

/** The documents an order supplier carries, as stored (an absent number is null). */
function documentsOf(input: {
  supplierId: string;
  purchasedAt: string;
  purchaseOrderNumber?: string;
  invoiceNumber?: string;
  packingListNumber?: string;
}) {
  return {
    supplierFacilityId: input.supplierId,
    purchasedAt: new Date(input.purchasedAt),
    purchaseOrderNumber: input.purchaseOrderNumber ?? null,
    invoiceNumber: input.invoiceNumber ?? null,
    packingListNumber: input.packingListNumber ?? null,
  };
}

/** The order's own columns, as created and as edited: its documents are those of its first order supplier. */
function orderColumnsOf(input: TOrderInput, documents: Documents) {
  return {
    purchaseOrderNumber: input.purchaseOrderNumber,
    purchasedAt: documents.purchasedAt,
    productDescription: input.productDescription,
    quantity: input.quantity,
    quantityUnit: input.quantityUnit,
    invoiceNumber: documents.invoiceNumber,
    packingListNumber: documents.packingListNumber,
  };
}

type Documents = ReturnType<typeof documentsOf>;

const sameDocuments = (a: Documents, b: Documents) =>
  a.supplierFacilityId === b.supplierFacilityId &&
  a.purchasedAt.getTime() === b.purchasedAt.getTime() &&
  a.purchaseOrderNumber === b.purchaseOrderNumber &&
  a.invoiceNumber === b.invoiceNumber &&
  a.packingListNumber === b.packingListNumber;

/**
 * Orders and their order suppliers (DOMAIN.md §5.1): an organisation's orders, the first supplier
 * each names, and the further order suppliers that say who supplied whom under which document. Any
 * change a trace depends on forgets the order's cached trace in the same transaction.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal, query: TOrderListQuery, context: RequestContext): Promise<TOrderPage> {
    await ordersPolicy.authorize(principal, 'traceOrders', null);
    const sort =
      query.sort && (ORDER_SORT_FIELDS as readonly string[]).includes(query.sort.field)
        ? { field: query.sort.field as TOrderSortField, direction: query.sort.direction }
        : DEFAULT_SORT;
    const { rows, total } = await findOrderPage(this.db, organisationOf(principal), query.key, sort, query);
    const flags = await this.riskFlagsOf(
      rows.map((row) => row.id),
      context,
    );
    return {
      items: rows.map((row) => toOrderListItem(row, context.language, flags.get(row.id) ?? [])),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async detail(principal: Principal, orderId: string, context: RequestContext): Promise<TOrderDetail> {
    const order = await this.ownOrder(principal, orderId);
    return this.describe(order, context);
  }

  async create(principal: Principal, input: TOrderInput, context: RequestContext): Promise<TOrderDetail> {
    await ordersPolicy.authorize(principal, 'traceOrders', null);
    const map = await this.map();
    throwProblems(
      [...(await this.firstSupplierProblems(principal, input.supplierId, map, context)), ...this.dateProblems(input.purchasedAt)],
      context,
    );
    const now = this.clock.now();
    const documents = documentsOf(input);
    const orderId = await this.db.transaction(async (tx) => {
      const id = await insertOrder(tx, {
        ownerFacilityId: organisationOf(principal),
        ...orderColumnsOf(input, documents),
        createdById: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      await insertOrderSupplier(tx, { orderId: id, parentId: null, ...documents, createdAt: now });
      return id;
    });
    await context.audit({ action: 'orders.created', targetType: 'order', targetId: orderId, details: { supplierId: input.supplierId } });
    return this.describe(await this.ownOrder(principal, orderId), context);
  }

  /**
   * Edits the order and its first order supplier together. A new first supplier keeps the order
   * suppliers below it that sell to its role on the map and drops the rest with what they carry.
   */
  async edit(principal: Principal, orderId: string, input: TOrderInput, context: RequestContext): Promise<TOrderDetail> {
    const order = await this.ownOrder(principal, orderId);
    const suppliers = await findOrderSuppliers(this.db, orderId);
    const root = suppliers.find((row) => row.parentId === null) as OrderSupplierRow;
    const map = await this.map();
    const supplierChanged = root.supplierFacilityId !== input.supplierId;
    // An unchanged first supplier stays valid even if the brand has since dropped it from its list.
    throwProblems(
      [
        ...(supplierChanged ? await this.firstSupplierProblems(principal, input.supplierId, map, context) : []),
        ...this.dateProblems(input.purchasedAt),
      ],
      context,
    );
    const documents = documentsOf(input);
    const dropped = supplierChanged ? await this.childrenNotSupplying(principal, root.id, input.supplierId, suppliers, map) : [];
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateOrder(tx, orderId, {
        ...orderColumnsOf(input, documents),
        updatedAt: now,
      });
      await updateFirstOrderSupplier(tx, orderId, documents);
      await deleteOrderSuppliers(tx, dropped);
      if (!sameDocuments(documents, root)) await deleteCachedTrace(tx, orderId);
    });
    await context.audit({
      action: 'orders.edited',
      targetType: 'order',
      targetId: orderId,
      details: { supplierChanged, droppedOrderSupplierIds: dropped },
    });
    return this.describe(order, context);
  }

  /** Deletes the order with its order suppliers and its cached trace. */
  async remove(principal: Principal, orderId: string, context: RequestContext): Promise<void> {
    await this.ownOrder(principal, orderId);
    await this.db.transaction((tx) => deleteOrder(tx, orderId));
    await context.audit({ action: 'orders.deleted', targetType: 'order', targetId: orderId });
  }

  /**
   * Facilities the caller may name: without `parentId` as an order's first supplier (a brand's
   * suppliers on the map, any facility on the map for an administrator, a producer's own facility);
   * with it, as a supplier of that order supplier (roles it buys from on the map, among a brand's
   * suppliers; for a producer, brokers too).
   */
  async candidates(
    principal: Principal,
    query: TOrderSupplierCandidateQuery,
    context: RequestContext,
  ): Promise<TOrderSupplierCandidatePage> {
    await ordersPolicy.authorize(principal, 'traceOrders', null);
    const map = await this.map();
    let roleIds = map.roleIds();
    let exceptFacilityId: string | undefined;
    if (query.parentId !== undefined) {
      const parent = await findOrderSupplier(this.db, query.parentId);
      const order = parent ? await findOrder(this.db, parent.orderId) : undefined;
      if (!parent || !order) throw orderSupplierNotFound();
      await ordersPolicy.authorize(principal, 'useOrder', order);
      const buyingRole = buyingRoleOf(parent.id, await findOrderSuppliers(this.db, order.id));
      roleIds = buyingRole ? map.fromRolesOf(buyingRole) : [];
      exceptFacilityId = parent.supplierFacilityId;
    } else if (principal.role.type === 'Producer') {
      const own = await findSupplierFacility(this.db, authorizedFacilityOf(principal));
      const matches = own && map.has(own.roleId) && (!query.key || own.name.toLowerCase().includes(query.key.toLowerCase()));
      const items = matches && query.page === 1 ? [toOrderFacility(own, context.language)] : [];
      return { items, total: matches ? 1 : 0, page: query.page, perPage: query.perPage };
    }
    const paging = { page: query.page, perPage: query.perPage };
    const { rows, total } =
      principal.role.type === 'Brand'
        ? await this.brandCandidatePage(authorizedFacilityOf(principal), roleIds, query.key, exceptFacilityId, paging)
        : await findCandidatePage(
            this.db,
            {
              roleIds,
              brokerRoleCode: query.parentId !== undefined && principal.role.type === 'Producer' ? BROKER_ROLE_CODE : undefined,
              key: query.key,
              exceptFacilityId,
            },
            paging,
          );
    return { items: rows.map((row) => toOrderFacility(row, context.language)), total, page: query.page, perPage: query.perPage };
  }

  async addSupplier(principal: Principal, orderId: string, input: TOrderSupplierInput, context: RequestContext): Promise<TOrderDetail> {
    const order = await this.ownOrder(principal, orderId);
    const suppliers = await findOrderSuppliers(this.db, orderId);
    const parent = suppliers.find((row) => row.id === input.parentId);
    const problems: Problem[] = parent
      ? await this.furtherSupplierProblems(principal, input.supplierId, parent, suppliers, await this.map(), context)
      : [{ kind: 'invalid', path: 'parentId', messageKey: 'orders.parentNotFound' }];
    throwProblems([...problems, ...this.dateProblems(input.purchasedAt)], context);
    const now = this.clock.now();
    const orderSupplierId = await this.db.transaction(async (tx) => {
      const id = await insertOrderSupplier(tx, { orderId, parentId: input.parentId, ...documentsOf(input), createdAt: now });
      await deleteCachedTrace(tx, orderId);
      return id;
    });
    await context.audit({
      action: 'orders.supplierAdded',
      targetType: 'order',
      targetId: orderId,
      details: { orderSupplierId, supplierId: input.supplierId, parentId: input.parentId },
    });
    return this.describe(order, context);
  }

  /** Edits a further order supplier; a new supplier keeps the order suppliers below it that still sell to it. */
  async editSupplier(
    principal: Principal,
    orderId: string,
    orderSupplierId: string,
    input: TOrderSupplierEdit,
    context: RequestContext,
  ): Promise<TOrderDetail> {
    const order = await this.ownOrder(principal, orderId);
    const suppliers = await findOrderSuppliers(this.db, orderId);
    const row = this.furtherSupplierOf(suppliers, orderSupplierId);
    const parent = suppliers.find((candidate) => candidate.id === row.parentId) as OrderSupplierRow;
    const map = await this.map();
    const supplierChanged = row.supplierFacilityId !== input.supplierId;
    throwProblems(
      [
        ...(supplierChanged ? await this.furtherSupplierProblems(principal, input.supplierId, parent, suppliers, map, context) : []),
        ...this.dateProblems(input.purchasedAt),
      ],
      context,
    );
    const dropped = supplierChanged ? await this.childrenNotSupplying(principal, row.id, input.supplierId, suppliers, map) : [];
    await this.db.transaction(async (tx) => {
      await updateOrderSupplier(tx, orderSupplierId, documentsOf(input));
      await deleteOrderSuppliers(tx, dropped);
      await deleteCachedTrace(tx, orderId);
    });
    await context.audit({
      action: 'orders.supplierEdited',
      targetType: 'order',
      targetId: orderId,
      details: { orderSupplierId, supplierChanged, droppedOrderSupplierIds: dropped },
    });
    return this.describe(order, context);
  }

  /** Deletes a further order supplier with every order supplier below it. */
  async removeSupplier(principal: Principal, orderId: string, orderSupplierId: string, context: RequestContext): Promise<void> {
    await this.ownOrder(principal, orderId);
    const suppliers = await findOrderSuppliers(this.db, orderId);
    this.furtherSupplierOf(suppliers, orderSupplierId);
    await this.db.transaction(async (tx) => {
      await deleteOrderSuppliers(tx, [orderSupplierId]);
      await deleteCachedTrace(tx, orderId);
    });
    await context.audit({ action: 'orders.supplierRemoved', targetType: 'order', targetId: orderId, details: { orderSupplierId } });
  }

  /** The order, once the policy has found it the caller's; any other order answers 404. */
  private async ownOrder(principal: Principal, orderId: string): Promise<OrderRow> {
    await ordersPolicy.authorize(principal, 'traceOrders', null);
    const order = await findOrder(this.db, orderId);
    if (!order) throw orderNotFound();
    await ordersPolicy.authorize(principal, 'useOrder', order);
    return order;
  }

  /** A further order supplier of the order: an unknown one answers 404, the first one 409 (it changes with the order). */
  private furtherSupplierOf(suppliers: readonly OrderSupplierRow[], orderSupplierId: string): OrderSupplierRow {
    const row = suppliers.find((candidate) => candidate.id === orderSupplierId);
    if (!row) throw orderSupplierNotFound();
    if (row.parentId === null) throw new AppError('CONFLICT', { messageKey: 'orders.firstSupplierFixed' });
    return row;
  }

  /** The supply-chain map as it stands: read per request, as the map is small and an administrator may change it. */
  private async map(): Promise<OrderMap> {
    return new OrderMap(await findLines(this.db));
  }

  private async describe(order: OrderRow, context: RequestContext): Promise<TOrderDetail> {
    const [current, suppliers] = await Promise.all([findOrder(this.db, order.id), findOrderSuppliers(this.db, order.id)]);
    if (!current) throw orderNotFound();
    const root = suppliers.find((row) => row.parentId === null) as OrderSupplierRow;
    const requesterName = current.ownerFacilityId ? await findFacilityName(this.db, current.ownerFacilityId) : null;
    const flags = await this.riskFlagsOf([order.id], context);
    return toOrderDetail({ ...current, supplier: root.supplier }, suppliers, requesterName, context.language, flags.get(order.id) ?? []);
  }

  /** The risk flags of the orders shown, with their issues named in the caller's language. */
  private async riskFlagsOf(orderIds: readonly string[], context: RequestContext): Promise<Map<string, TOrderRiskFlag[]>> {
    const rows = await findOrderRiskFlags(this.db, orderIds);
    const indicators = await findLiveIndicators(this.db, [...new Set(rows.flatMap((row) => row.subIndicatorIds))]);
    const names = new Map(indicators.map((row) => [row.id, nameIn(translationsOf(row), context.language)]));
    const byOrder = new Map<string, TOrderRiskFlag[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toOrderRiskFlag(row, (id) => names.get(id))]);
    return byOrder;
  }

  /** Spec §5: an order, or an order supplier, is dated at the latest today. */
  private dateProblems(purchasedAt: string): Problem[] {
    return new Date(purchasedAt).getTime() > this.clock.now().getTime()
      ? [{ kind: 'invalid', path: 'purchasedAt', messageKey: 'orders.purchasedInFuture' }]
      : [];
  }

  /** DOMAIN.md §5.1: a brand picks one of its suppliers, an administrator any facility, a producer itself; its role is on the map. */
  private firstSupplierProblems(principal: Principal, facilityId: string, map: OrderMap, context: RequestContext): Promise<Problem[]> {
    return this.namedSupplierProblems(
      principal,
      facilityId,
      (facility) =>
        principal.role.type === 'Producer' && facility.id !== principal.facilityId
          ? { kind: 'rule', path: 'supplierId', messageKey: 'orders.producerOrdersFromItself' }
          : null,
      (facility) =>
        map.has(facility.roleId)
          ? null
          : {
              kind: 'rule',
              path: 'supplierId',
              messageKey: 'orders.roleNotOnMap',
              params: { name: facility.name, role: toOrderFacility(facility, context.language).roleName },
            },
    );
  }

  /**
   * DOMAIN.md §5.1: a further supplier's role is one its parent buys from on the map (for a brand, among
   * its suppliers); a producer may name a broker, which has no place on the map.
   */
  private furtherSupplierProblems(
    principal: Principal,
    facilityId: string,
    parent: OrderSupplierRow,
    suppliers: readonly OrderSupplierRow[],
    map: OrderMap,
    context: RequestContext,
  ): Promise<Problem[]> {
    return this.namedSupplierProblems(
      principal,
      facilityId,
      (facility) =>
        facility.id === parent.supplierFacilityId
          ? { kind: 'rule', path: 'supplierId', messageKey: 'orders.suppliesItself', params: { name: facility.name } }
          : null,
      (facility) => {
        const producersBroker = principal.role.type === 'Producer' && facility.roleCode === BROKER_ROLE_CODE;
        const buyingRole = buyingRoleOf(parent.id, suppliers);
        if (producersBroker || (buyingRole && map.sellsTo(facility.roleId, buyingRole))) return null;
        return {
          kind: 'rule',
          path: 'supplierId',
          messageKey: 'orders.notFromRole',
          params: { name: facility.name, role: toOrderFacility(facility, context.language).roleName, parent: parent.supplier.name },
        };
      },
    );
  }

  /**
   * The first problem with naming `facilityId` as an order supplier, checked in the order a user fixes
   * them: it exists, it passes `before` (the rule of its place in the order), a brand names only its own
   * suppliers, and it passes `after` (the map's rule).
   */
  private async namedSupplierProblems(
    principal: Principal,
    facilityId: string,
    before: (facility: FacilityRow) => Problem | null,
    after: (facility: FacilityRow) => Problem | null,
  ): Promise<Problem[]> {
    const facility = await findSupplierFacility(this.db, facilityId);
    if (!facility) return [{ kind: 'invalid', path: 'supplierId', messageKey: 'orders.facilityNotFound' }];
    const early = before(facility);
    if (early) return [early];
    if (principal.role.type === 'Brand' && !(await this.isBrandSupplier(principal, facility.id))) {
      return [{ kind: 'rule', path: 'supplierId', messageKey: 'orders.notBrandSupplier', params: { name: facility.name } }];
    }
    const late = after(facility);
    return late ? [late] : [];
  }

  /**
   * The order suppliers directly below `orderSupplierId` that would no longer sell to it once its
   * supplier is `newFacilityId` (their role is not one the new supplier buys from on the map). A
   * producer's brokers stay, as a producer may name a broker anywhere.
   */
  private async childrenNotSupplying(
    principal: Principal,
    orderSupplierId: string,
    newFacilityId: string,
    suppliers: readonly OrderSupplierRow[],
    map: OrderMap,
  ): Promise<string[]> {
    const facility = (await findSupplierFacility(this.db, newFacilityId)) as FacilityRow;
    const keepBrokers = principal.role.type === 'Producer';
    const replaced = suppliers.map((row) => (row.id === orderSupplierId ? { ...row, supplier: facility } : row));
    const buyingRole = buyingRoleOf(orderSupplierId, replaced);
    return suppliers
      .filter((row) => row.parentId === orderSupplierId)
      .filter((row) => !(keepBrokers && row.supplier.roleCode === BROKER_ROLE_CODE))
      .filter((row) => !(buyingRole && map.sellsTo(row.supplier.roleId, buyingRole)))
      .map((row) => row.id);
  }

  private async isBrandSupplier(principal: Principal, facilityId: string): Promise<boolean> {
    return (await findBrandSuppliersAmong(this.db, authorizedFacilityOf(principal), [facilityId])).has(facilityId);
  }

  /** A page of the brand's suppliers in `roleIds`, by name: a brand's list is small enough to filter as read. */
  private async brandCandidatePage(
    brandFacilityId: string,
    roleIds: readonly string[],
    key: string | undefined,
    exceptFacilityId: string | undefined,
    paging: { page: number; perPage: number },
  ): Promise<{ rows: FacilityRow[]; total: number }> {
    const wanted = new Set(roleIds);
    const term = key?.toLowerCase();
    const matching = (await findBrandSuppliers(this.db, brandFacilityId)).filter(
      (row) => wanted.has(row.roleId) && row.id !== exceptFacilityId && (!term || row.name.toLowerCase().includes(term)),
    );
    const pageIds = matching.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage).map((row) => row.id);
    const byId = new Map((await findSupplierFacilities(this.db, pageIds)).map((row) => [row.id, row]));
    return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: matching.length };
  }
}

function orderNotFound() {
  return new AppError('NOT_FOUND', { messageKey: 'orders.notFound' });
}

function orderSupplierNotFound() {
  return new AppError('NOT_FOUND', { messageKey: 'orders.supplierNotFound' });
}
