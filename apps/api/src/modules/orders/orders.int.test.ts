import type { TOrderDetail, TOrderPage, TOrderSupplierCandidatePage } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createOrderWorld, ORDER_DATE, type OrderWorld, type TOrderCaller } from './test/order-world.fixtures.ts';

/*
 * Orders and their order suppliers on the cotton pilot's map. Every describe adds the brands it needs
 * in its beforeAll (with their own suppliers), so a test reads only the orders it or its set-up placed
 * and passes alone or in any order. Facilities nobody signed up for: a second garment assembly in
 * Pakistan, a weaving mill and a broker.
 */

let w: OrderWorld;
const ids: Record<'lahore' | 'sialkot' | 'broker', string> = { lahore: '', sialkot: '', broker: '' };

const get = async (who: TOrderCaller, url: string) => {
  const response = await w.call(who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const list = (who: TOrderCaller, query = '') => get(who, `/api/orders${query}`) as Promise<TOrderPage>;
const detail = (who: TOrderCaller, orderId: string) => get(who, `/api/orders/${orderId}`) as Promise<TOrderDetail>;
const candidates = (who: TOrderCaller, query = '') =>
  get(who, `/api/orders/supplier-candidates${query}`) as Promise<TOrderSupplierCandidatePage>;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).sort();
/** Each order supplier as "supplier ← parent's supplier" names, the first one "supplier ← order". */
const tree = (order: TOrderDetail) => {
  const nameOf = new Map(order.suppliers.map((row) => [row.id, row.supplier.name]));
  return order.suppliers.map((row) => `${row.supplier.name} ← ${row.parentId ? nameOf.get(row.parentId) : 'order'}`).sort();
};
const orderFields = {
  purchaseOrderNumber: 'PO-EDIT-1',
  purchasedAt: ORDER_DATE,
  productDescription: 'Cotton T-shirts',
  quantity: 1200,
  quantityUnit: 'Units',
};

beforeAll(async () => {
  w = await createOrderWorld();
  ids.lahore = await w.facility({ name: 'Rawalpindi Stitching', role: 'FINAL_PRODUCT_ASSEMBLY', countryId: w.place.pakistan });
  ids.sialkot = await w.facility({ name: 'Sialkot Weaving', role: 'MILL' });
  ids.broker = await w.facility({ name: 'Lyallpur Cotton Brokers', role: 'BROKER' });
}, 120_000);
afterAll(async () => w?.t.close());

describe('placing an order', () => {
  let brand: TOrderCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Placing');
    await w.addSuppliers(brand, [w.demo.assembly, ids.lahore]);
  });

  it("places an order with one of the brand's suppliers, whose first order supplier carries the order's documents", async () => {
    const order = await w.placeOrder(brand, {
      supplierId: ids.lahore,
      purchaseOrderNumber: ' PO-4471 ',
      invoiceNumber: 'INV-88',
      packingListNumber: '',
      quantity: 2500.5,
      quantityUnit: 'Kilograms',
    });
    expect(order).toMatchObject({
      purchaseOrderNumber: 'PO-4471',
      purchasedAt: ORDER_DATE,
      productDescription: 'Cotton T-shirts',
      quantity: 2500.5,
      quantityUnit: 'Kilograms',
      invoiceNumber: 'INV-88',
      packingListNumber: null,
      supplier: {
        id: ids.lahore,
        name: 'Rawalpindi Stitching',
        roleId: w.roleIds.FINAL_PRODUCT_ASSEMBLY,
        roleName: 'Final Product Assembly',
        countryCode: 'PK',
      },
      requester: { name: 'Placing' },
    });
    expect(order.suppliers).toEqual([
      {
        id: expect.any(String),
        parentId: null,
        supplier: order.supplier,
        purchasedAt: ORDER_DATE,
        purchaseOrderNumber: 'PO-4471',
        invoiceNumber: 'INV-88',
        packingListNumber: null,
      },
    ]);
    expect(await detail(brand, order.id)).toEqual(order);
  });

  it("names the supplier's role in the reader's language", async () => {
    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { ...w.headers[brand], language: 'fr' },
    });
    expect((response.json() as TOrderDetail).supplier.roleName).toBe('Assemblage du produit fini');
  });

  it('refuses a facility that is not one of the brand’s suppliers, on the supplier field', async () => {
    const response = await w.call(brand, 'POST', '/api/orders', { ...orderFields, supplierId: w.demo.mill });
    expect(response.statusCode).toBe(422);
    const message = 'Lahore Fabric Mill is not one of your suppliers. Add it to your suppliers first.';
    expect(response.json()).toMatchObject({ message, details: [{ path: 'supplierId', message }] });
  });

  it('refuses an unknown facility and a purchase date in the future as field errors', async () => {
    const response = await w.call(brand, 'POST', '/api/orders', {
      ...orderFields,
      supplierId: '00000000-0000-4000-8000-000000000000',
      purchasedAt: new Date(w.t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'supplierId', message: 'This facility does not exist or cannot supply an order.' },
      { path: 'purchasedAt', message: 'The purchase date cannot be in the future.' },
    ]);
  });

  it('accepts an order dated now, to the second', async () => {
    const now = w.t.clock.now().toISOString();
    const response = await w.call(brand, 'POST', '/api/orders', { ...orderFields, supplierId: ids.lahore, purchasedAt: now });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as TOrderDetail).purchasedAt).toBe(now);
  });

  it('refuses texts longer than 255 characters, a missing PO number and unknown fields, field by field', async () => {
    const response = await w.call(brand, 'POST', '/api/orders', {
      ...orderFields,
      supplierId: ids.lahore,
      purchaseOrderNumber: '  ',
      productDescription: 'x'.repeat(256),
      invoiceNumber: 'y'.repeat(256),
      quantity: 0,
      colour: 'blue',
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((detail) => detail.path).sort();
    expect(paths).toEqual(['body', 'invoiceNumber', 'productDescription', 'purchaseOrderNumber', 'quantity']);
  });

  it('lets a producer that traces products order only from itself', async () => {
    const own = await w.placeOrder('spinner', { supplierId: w.demo.spinner });
    expect(own.supplier).toMatchObject({ id: w.demo.spinner, roleName: 'Spinner' });
    expect(own.requester).toEqual({ facilityId: w.demo.spinner, name: expect.any(String) });
    const response = await w.call('spinner', 'POST', '/api/orders', { ...orderFields, supplierId: w.demo.mill });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'supplierId', message: 'As a producer, you trace your own output: the first supplier must be your facility.' },
    ]);
  });

  it('lets an administrator order from any facility on the map, and shares it with the other administrators', async () => {
    const order = await w.placeOrder('admin', { supplierId: ids.sialkot });
    expect(order.requester).toEqual({ facilityId: null, name: null });
    expect((await detail('superAdmin', order.id)).id).toBe(order.id);
    expect((await list('superAdmin', '?perPage=100')).items.map((item) => item.id)).toContain(order.id);
    expect((await list(brand, '?perPage=100')).items.map((item) => item.id)).not.toContain(order.id);
  });

  it('refuses a first supplier whose role is not on the supply-chain map', async () => {
    const response = await w.call('admin', 'POST', '/api/orders', { ...orderFields, supplierId: ids.broker });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'supplierId', message: 'Lyallpur Cotton Brokers is a Broker, which is not on the supply-chain map.' },
    ]);
  });

  it('refuses a producer account that is not linked to a facility', async () => {
    const email = 'no-facility@spinners.example';
    await w.t.database.db
      .insert(users)
      .values({ email, firstName: 'Bilal', lastName: 'Aziz', status: 1, roleId: w.roleIds.SPINNER as string });
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${await w.t.tokenFor(email)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is not linked to a registered facility yet, so you cannot trace orders.');
  });
});

describe('the order list', () => {
  let brand: TOrderCaller;
  let orders: TOrderDetail[];

  beforeAll(async () => {
    brand = await w.addBrand('Listing');
    await w.addSuppliers(brand, [w.demo.assembly, ids.lahore]);
    orders = [];
    for (let index = 1; index <= 22; index += 1) {
      orders.push(
        await w.placeOrder(brand, {
          supplierId: index === 5 ? ids.lahore : w.demo.assembly,
          purchaseOrderNumber: `LIST-${String(index).padStart(2, '0')}`,
          invoiceNumber: index === 7 ? 'INV-Special' : undefined,
          packingListNumber: index === 8 ? 'PL-100%' : undefined,
          productDescription: index === 9 ? 'Denim jackets' : 'Cotton T-shirts',
          purchasedAt: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
        }),
      );
    }
  });

  it('shows 20 a page, newest first, with the total', async () => {
    const first = await list(brand);
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ purchaseOrderNumber: 'LIST-22', supplier: { name: 'Karachi Garments' } });
    expect(first.items.map((item) => item.purchaseOrderNumber)).toEqual(
      orders
        .slice(2)
        .reverse()
        .map((order) => order.purchaseOrderNumber),
    );
    const second = await list(brand, '?page=2');
    expect(second.items.map((item) => item.purchaseOrderNumber)).toEqual(['LIST-02', 'LIST-01']);
    expect((await list(brand, '?page=3')).items).toEqual([]);
    expect((await list(brand, '?page=3')).total).toBe(22);
  });

  it('searches the PO, invoice and packing-list numbers, the product and the supplier name, ignoring case', async () => {
    const found = async (key: string) =>
      (await list(brand, `?key=${encodeURIComponent(key)}`)).items.map((item) => item.purchaseOrderNumber);
    expect(await found('list-1')).toEqual([
      'LIST-19',
      'LIST-18',
      'LIST-17',
      'LIST-16',
      'LIST-15',
      'LIST-14',
      'LIST-13',
      'LIST-12',
      'LIST-11',
      'LIST-10',
    ]);
    expect(await found('inv-spec')).toEqual(['LIST-07']);
    expect(await found('100%')).toEqual(['LIST-08']);
    expect(await found('%')).toEqual(['LIST-08']);
    expect(await found('DENIM')).toEqual(['LIST-09']);
    expect(await found('RAWALPINDI')).toEqual(['LIST-05']);
    expect(await found('nothing like it')).toEqual([]);
  });

  it("lists the orders that name a facility among their order suppliers: the brand's history with that supplier", async () => {
    const naming = async (facilityId: string) =>
      (await list(brand, `?supplierId=${facilityId}`)).items.map((item) => item.purchaseOrderNumber);
    expect(await naming(ids.lahore)).toEqual(['LIST-05']);
    await w.addSuppliers(brand, [ids.sialkot]);
    const latest = orders.at(-1) as TOrderDetail;
    const root = latest.suppliers.find((supplier) => supplier.parentId === null);
    await w.addOrderSupplier(brand, latest.id, { supplierId: ids.sialkot, parentId: root?.id, invoiceNumber: 'SW-INV-1' });
    expect(await naming(ids.sialkot)).toEqual(['LIST-22']);
    expect(await naming(ids.broker)).toEqual([]);
    const malformed = await w.call(brand, 'GET', '/api/orders?supplierId=not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ path: 'query.supplierId', message: 'Invalid supplierId' }]);
  });

  it('sorts by purchase date, PO number or supplier name', async () => {
    const byDate = await list(brand, '?sort=purchasedAt:asc&perPage=3');
    expect(byDate.items.map((item) => item.purchaseOrderNumber)).toEqual(['LIST-22', 'LIST-21', 'LIST-20']);
    const byPo = await list(brand, '?sort=purchaseOrderNumber:asc&perPage=2');
    expect(byPo.items.map((item) => item.purchaseOrderNumber)).toEqual(['LIST-01', 'LIST-02']);
    const bySupplier = await list(brand, '?sort=supplierName:desc&perPage=1');
    expect(bySupplier.items.map((item) => item.supplier.name)).toEqual(['Rawalpindi Stitching']);
  });

  it('answers a malformed page or sort with field errors', async () => {
    const response = await w.call(brand, 'GET', '/api/orders?page=0&sort=newest');
    expect(response.statusCode).toBe(400);
    expect((response.json().details as { path: string }[]).map((detail) => detail.path).sort()).toEqual(['query.page', 'query.sort']);
  });

  it("never shows another brand's orders, and answers 404 for them", async () => {
    const other = await w.addBrand('Listing Rival');
    expect((await list(other)).total).toBe(0);
    const target = orders[0]!;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...orderFields, supplierId: w.demo.assembly }],
      ['DELETE', undefined],
    ] as const) {
      const response = await w.call(other, method, `/api/orders/${target.id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe("This order does not exist or is not one of your organisation's orders.");
    }
    expect((await detail(brand, target.id)).purchaseOrderNumber).toBe('LIST-01');
  });
});

describe('editing and deleting an order', () => {
  let brand: TOrderCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Editing');
    await w.addSuppliers(brand, [w.demo.assembly, ids.lahore, w.demo.mill, ids.sialkot, w.demo.spinner]);
  });

  it('edits the order and its first order supplier together', async () => {
    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const response = await w.call(brand, 'PUT', `/api/orders/${order.id}`, {
      ...orderFields,
      supplierId: w.demo.assembly,
      purchaseOrderNumber: 'PO-EDITED',
      purchasedAt: '2026-03-01T00:00:00.000Z',
      packingListNumber: 'PL-9',
      productDescription: 'Polo shirts',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as TOrderDetail;
    expect(edited).toMatchObject({ purchaseOrderNumber: 'PO-EDITED', productDescription: 'Polo shirts', packingListNumber: 'PL-9' });
    expect(edited.suppliers).toEqual([
      expect.objectContaining({
        purchaseOrderNumber: 'PO-EDITED',
        purchasedAt: '2026-03-01T00:00:00.000Z',
        packingListNumber: 'PL-9',
        invoiceNumber: null,
      }),
    ]);
    expect(await detail(brand, order.id)).toEqual(edited);
  });

  it('keeps the order suppliers that sell to a new first supplier and drops the rest with what is below them', async () => {
    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const root = order.suppliers[0]!.id;
    const withMill = await w.addOrderSupplier(brand, order.id, { supplierId: w.demo.mill, parentId: root, invoiceNumber: 'INV-M' });
    const mill = withMill.suppliers.find((row) => row.supplier.id === w.demo.mill)!.id;
    await w.addOrderSupplier(brand, order.id, { supplierId: ids.sialkot, parentId: root, purchaseOrderNumber: 'PO-S' });
    await w.addOrderSupplier(brand, order.id, { supplierId: w.demo.spinner, parentId: mill, packingListNumber: 'PL-SP' });

    // Another garment assembly buys from mills as the first did: every order supplier stays.
    const sameRole = await w.call(brand, 'PUT', `/api/orders/${order.id}`, { ...orderFields, supplierId: ids.lahore });
    expect(sameRole.statusCode, sameRole.body).toBe(200);
    expect(tree(sameRole.json())).toEqual(
      [
        'Rawalpindi Stitching ← order',
        'Sialkot Weaving ← Rawalpindi Stitching',
        'Lahore Fabric Mill ← Rawalpindi Stitching',
        'Faisalabad Spinning Mills ← Lahore Fabric Mill',
      ].sort(),
    );

    // A mill buys from spinners, not from mills: both mills go, and the spinner below one of them with it.
    const toMill = await w.call(brand, 'PUT', `/api/orders/${order.id}`, { ...orderFields, supplierId: ids.sialkot });
    expect(toMill.statusCode, toMill.body).toBe(200);
    expect(tree(toMill.json())).toEqual(['Sialkot Weaving ← order']);
  });

  it('forgets the cached trace when the first supplier or its documents change, not for the description or quantity', async () => {
    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly, purchaseOrderNumber: 'PO-TRACE' });
    await w.cacheTrace(order.id);
    const same = { ...orderFields, supplierId: w.demo.assembly, purchaseOrderNumber: 'PO-TRACE' };
    const described = await w.call(brand, 'PUT', `/api/orders/${order.id}`, { ...same, productDescription: 'Hoodies', quantity: 10 });
    expect(described.statusCode, described.body).toBe(200);
    expect(await w.hasCachedTrace(order.id)).toBe(true);

    for (const change of [
      { purchaseOrderNumber: 'PO-TRACE-2' },
      { invoiceNumber: 'INV-2' },
      { packingListNumber: 'PL-2' },
      { purchasedAt: '2026-02-01T00:00:00.000Z' },
      { supplierId: ids.lahore },
    ]) {
      await w.call(brand, 'PUT', `/api/orders/${order.id}`, same);
      await w.cacheTrace(order.id);
      expect(await w.hasCachedTrace(order.id)).toBe(true);
      const response = await w.call(brand, 'PUT', `/api/orders/${order.id}`, { ...same, ...change });
      expect(response.statusCode, response.body).toBe(200);
      expect(await w.hasCachedTrace(order.id), JSON.stringify(change)).toBe(false);
    }
  });

  it('deletes the order with its order suppliers and its trace', async () => {
    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    await w.addOrderSupplier(brand, order.id, { supplierId: w.demo.mill, parentId: order.suppliers[0]!.id, invoiceNumber: 'INV-D' });
    await w.cacheTrace(order.id);
    const response = await w.call(brand, 'DELETE', `/api/orders/${order.id}`);
    expect(response.statusCode).toBe(204);
    expect((await w.call(brand, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect(await w.hasCachedTrace(order.id)).toBe(false);
    expect((await w.call(brand, 'DELETE', `/api/orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe('further order suppliers', () => {
  let brand: TOrderCaller;
  let order: TOrderDetail;
  let root: string;

  beforeAll(async () => {
    brand = await w.addBrand('Further');
    await w.addSuppliers(brand, [w.demo.assembly, w.demo.mill, w.demo.ginner]);
    order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    root = order.suppliers[0]!.id;
  });

  it('adds a supplier of a role the parent buys from, among the brand’s suppliers, and forgets the cached trace', async () => {
    const own = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    await w.cacheTrace(own.id);
    const response = await w.call(brand, 'POST', `/api/orders/${own.id}/suppliers`, {
      supplierId: w.demo.mill,
      parentId: own.suppliers[0]!.id,
      purchasedAt: '2026-02-20T00:00:00.000Z',
      purchaseOrderNumber: '',
      invoiceNumber: 'INV-MILL-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = (response.json() as TOrderDetail).suppliers[1];
    expect(added).toMatchObject({
      parentId: own.suppliers[0]!.id,
      supplier: { id: w.demo.mill, roleName: 'Mill' },
      purchasedAt: '2026-02-20T00:00:00.000Z',
      purchaseOrderNumber: null,
      invoiceNumber: 'INV-MILL-1',
      packingListNumber: null,
    });
    expect(await w.hasCachedTrace(own.id)).toBe(false);
  });

  it('refuses a role the parent does not buy from, and a facility that is not the brand’s supplier', async () => {
    const ginner = await w.call(brand, 'POST', `/api/orders/${order.id}/suppliers`, {
      supplierId: w.demo.ginner,
      parentId: root,
      purchasedAt: ORDER_DATE,
      invoiceNumber: 'INV-G',
    });
    expect(ginner.statusCode).toBe(422);
    expect(ginner.json().details).toEqual([
      { path: 'supplierId', message: 'Multan Ginning Factory (Ginner) does not sell to Karachi Garments on the supply-chain map.' },
    ]);
    const inFrench = await w.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/suppliers`,
      headers: { ...w.headers[brand], language: 'fr' },
      payload: { supplierId: w.demo.ginner, parentId: root, purchasedAt: ORDER_DATE, invoiceNumber: 'INV-G' },
    });
    expect(inFrench.json().message).toBe(
      "Multan Ginning Factory (Égreneur) ne vend pas à Karachi Garments sur la carte de la chaîne d'approvisionnement.",
    );
    const stranger = await w.call(brand, 'POST', `/api/orders/${order.id}/suppliers`, {
      supplierId: ids.sialkot,
      parentId: root,
      purchasedAt: ORDER_DATE,
      invoiceNumber: 'INV-S',
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().details).toEqual([
      { path: 'supplierId', message: 'Sialkot Weaving is not one of your suppliers. Add it to your suppliers first.' },
    ]);
  });

  it('needs a PO, invoice or packing-list number, a parent on this order and a date not in the future', async () => {
    const noDocument = await w.call(brand, 'POST', `/api/orders/${order.id}/suppliers`, {
      supplierId: w.demo.mill,
      parentId: root,
      purchasedAt: ORDER_DATE,
      purchaseOrderNumber: ' ',
    });
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json().details).toEqual([
      { path: 'purchaseOrderNumber', message: 'Give at least one of the purchase order, invoice or packing-list numbers.' },
    ]);

    const elsewhere = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const wrongParent = await w.call(brand, 'POST', `/api/orders/${order.id}/suppliers`, {
      supplierId: w.demo.mill,
      parentId: elsewhere.suppliers[0]!.id,
      purchasedAt: '2099-01-01T00:00:00.000Z',
      invoiceNumber: 'INV-X',
    });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json().details).toEqual([
      { path: 'parentId', message: 'The order supplier this one supplies is not on this order.' },
      { path: 'purchasedAt', message: 'The purchase date cannot be in the future.' },
    ]);
  });

  it('lets a producer name a broker, which has no place on the map, and the broker’s suppliers follow the buyer’s role', async () => {
    const own = await w.placeOrder('spinner', { supplierId: w.demo.spinner });
    const withBroker = await w.addOrderSupplier('spinner', own.id, {
      supplierId: ids.broker,
      parentId: own.suppliers[0]!.id,
      invoiceNumber: 'INV-B',
    });
    const broker = withBroker.suppliers.find((row) => row.supplier.id === ids.broker)!;
    expect(broker.supplier.roleName).toBe('Broker');
    const viaBroker = await w.addOrderSupplier('spinner', own.id, {
      supplierId: w.demo.ginner,
      parentId: broker.id,
      packingListNumber: 'PL-G',
    });
    expect(tree(viaBroker)).toEqual(
      [
        'Faisalabad Spinning Mills ← order',
        'Lyallpur Cotton Brokers ← Faisalabad Spinning Mills',
        'Multan Ginning Factory ← Lyallpur Cotton Brokers',
      ].sort(),
    );

    const byAdmin = await w.placeOrder('admin', { supplierId: w.demo.spinner });
    const refused = await w.call('admin', 'POST', `/api/orders/${byAdmin.id}/suppliers`, {
      supplierId: ids.broker,
      parentId: byAdmin.suppliers[0]!.id,
      purchasedAt: ORDER_DATE,
      invoiceNumber: 'INV-B',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].message).toBe(
      'Lyallpur Cotton Brokers (Broker) does not sell to Faisalabad Spinning Mills on the supply-chain map.',
    );
  });

  it('edits a further order supplier and forgets the cached trace', async () => {
    const own = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const added = await w.addOrderSupplier(brand, own.id, {
      supplierId: w.demo.mill,
      parentId: own.suppliers[0]!.id,
      invoiceNumber: 'INV-1',
    });
    const mill = added.suppliers[1]!;
    await w.cacheTrace(own.id);
    const response = await w.call(brand, 'PUT', `/api/orders/${own.id}/suppliers/${mill.id}`, {
      supplierId: w.demo.mill,
      purchasedAt: '2026-01-05T00:00:00.000Z',
      packingListNumber: 'PL-7',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TOrderDetail).suppliers[1]).toMatchObject({
      id: mill.id,
      parentId: own.suppliers[0]!.id,
      purchasedAt: '2026-01-05T00:00:00.000Z',
      purchaseOrderNumber: null,
      invoiceNumber: null,
      packingListNumber: 'PL-7',
    });
    expect(await w.hasCachedTrace(own.id)).toBe(false);
  });

  it('deletes a further order supplier with the ones below it, never the first one', async () => {
    const own = await w.placeOrder('spinner', { supplierId: w.demo.spinner });
    const first = own.suppliers[0]!.id;
    const withGinner = await w.addOrderSupplier('spinner', own.id, { supplierId: w.demo.ginner, parentId: first, invoiceNumber: 'INV-G1' });
    const ginner = withGinner.suppliers[1]!.id;
    await w.addOrderSupplier('spinner', own.id, { supplierId: ids.broker, parentId: ginner, invoiceNumber: 'INV-B1' });
    await w.addOrderSupplier('spinner', own.id, { supplierId: ids.broker, parentId: first, invoiceNumber: 'INV-B2' });

    const refused = await w.call('spinner', 'DELETE', `/api/orders/${own.id}/suppliers/${first}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The first order supplier carries the order's own supplier and documents: edit or delete the order instead.",
    );
    const editFirst = await w.call('spinner', 'PUT', `/api/orders/${own.id}/suppliers/${first}`, {
      supplierId: w.demo.spinner,
      purchasedAt: ORDER_DATE,
      invoiceNumber: 'INV-X',
    });
    expect(editFirst.statusCode).toBe(409);

    await w.cacheTrace(own.id);
    expect((await w.call('spinner', 'DELETE', `/api/orders/${own.id}/suppliers/${ginner}`)).statusCode).toBe(204);
    const after = await detail('spinner', own.id);
    expect(after.suppliers.map((row) => row.invoiceNumber)).toEqual([own.suppliers[0]!.invoiceNumber, 'INV-B2']);
    expect(await w.hasCachedTrace(own.id)).toBe(false);
    expect((await w.call('spinner', 'DELETE', `/api/orders/${own.id}/suppliers/${ginner}`)).statusCode).toBe(404);
  });

  it("answers 404 for an order supplier of another brand's order", async () => {
    const other = await w.addBrand('Further Rival');
    await w.addSuppliers(other, [w.demo.assembly, w.demo.mill]);
    const rivalOrder = await w.placeOrder(other, { supplierId: w.demo.assembly });
    const withMill = await w.addOrderSupplier(other, rivalOrder.id, {
      supplierId: w.demo.mill,
      parentId: rivalOrder.suppliers[0]!.id,
      invoiceNumber: 'INV-R',
    });
    const mill = withMill.suppliers[1]!.id;
    const onTheirs = await w.call(brand, 'DELETE', `/api/orders/${rivalOrder.id}/suppliers/${mill}`);
    expect(onTheirs.statusCode).toBe(404);
    const throughOurs = await w.call(brand, 'DELETE', `/api/orders/${order.id}/suppliers/${mill}`);
    expect(throughOurs.statusCode).toBe(404);
    expect(throughOurs.json().message).toBe('This order supplier does not exist on this order.');
    expect((await w.call(brand, 'GET', `/api/orders/supplier-candidates?parentId=${mill}`)).statusCode).toBe(404);
    expect((await detail(other, rivalOrder.id)).suppliers).toHaveLength(2);
  });
});

describe('supplier candidates', () => {
  let brand: TOrderCaller;

  beforeAll(async () => {
    brand = await w.addBrand('Candidates');
    await w.addSuppliers(brand, [w.demo.assembly, ids.lahore, w.demo.mill, w.demo.ginner]);
  });

  it('offers a brand its suppliers on the map as first suppliers, and for a further one those its parent buys from', async () => {
    expect(names((await candidates(brand)).items)).toEqual([
      'Karachi Garments',
      'Lahore Fabric Mill',
      'Multan Ginning Factory',
      'Rawalpindi Stitching',
    ]);
    const page = await candidates(brand, '?key=rawalpindi');
    expect(page).toEqual({
      items: [
        {
          id: ids.lahore,
          name: 'Rawalpindi Stitching',
          roleId: w.roleIds.FINAL_PRODUCT_ASSEMBLY,
          roleName: 'Final Product Assembly',
          countryCode: 'PK',
          riskLevel: null,
        },
      ],
      total: 1,
      page: 1,
      perPage: 20,
    });
    expect((await candidates(brand)).total).toBe(4);
    expect((await candidates(brand, '?perPage=3&page=2')).items).toHaveLength(1);

    const order = await w.placeOrder(brand, { supplierId: w.demo.assembly });
    const further = await candidates(brand, `?parentId=${order.suppliers[0]!.id}`);
    expect(further.items.map((item) => item.id)).toEqual([w.demo.mill]);
  });

  it('offers a producer only itself, and for a further supplier the roles it buys from and brokers', async () => {
    expect((await candidates('spinner')).items.map((item) => item.id)).toEqual([w.demo.spinner]);
    expect((await candidates('spinner', '?key=zzz')).total).toBe(0);
    const own = await w.placeOrder('spinner', { supplierId: w.demo.spinner });
    const further = await candidates('spinner', `?parentId=${own.suppliers[0]!.id}&perPage=100`);
    const roles = new Set(further.items.map((item) => item.roleId));
    expect(roles).toEqual(new Set([w.roleIds.GINNER, w.roleIds.BROKER]));
    expect(further.items.map((item) => item.id)).toEqual(expect.arrayContaining([w.demo.ginner, ids.broker]));
  });

  it('offers an administrator any facility on the map, by name', async () => {
    const page = await candidates('admin', '?key=weaving');
    expect(page.items.map((item) => item.id)).toEqual([ids.sialkot]);
    expect((await candidates('admin', '?key=lyallpur')).total).toBe(0);
  });
});
