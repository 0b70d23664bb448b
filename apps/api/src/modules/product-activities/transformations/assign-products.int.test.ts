import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  facilities,
  facilityItems,
  productDefinitionAttributes,
  productDefinitions,
  products,
  QR_CODE_STATUSES,
  qrCodeBatches,
  rolePermissions,
  transformationItems,
  transformations,
} from '../../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld, PRODUCERS, WORLD_NOW } from '../../../test/world/activity-world.ts';
import {
  assignPayload,
  givePurchase,
  insertLots,
  insertQrBatch,
  outputForm,
  passOn,
  qrStatus,
} from '../../../test/world/transformations.ts';

/*
 * Transformations on the cotton pilot's map (DOMAIN.md §4.5): the ginner turns seed cotton into
 * bales under the calculated field bales ≤ 0.35 × all seed cotton; the spinner turns bales into yarn,
 * with no calculated field, so yarn may weigh no more than the bales. Both facilities are mass
 * balance with a reconciliation window from 1 April 2026; the clock stands at 15 June 2026.
 */

let world: ActivityWorld;
let ginner: string;
let spinner: string;
const inWindow = new Date('2026-05-02T08:00:00Z');
const pastWindow = new Date('2026-03-20T08:00:00Z');

const seedCotton = (kg: number, transactedAt = inWindow) =>
  givePurchase(world, {
    buyer: ginner,
    seller: world.facilityIds.farmA,
    definition: 'Seed Cotton',
    lots: [{ quantity: kg }],
    transactedAt,
  });
const bales = (code: string | null, quantity: number, extra: { qrCode?: string; unit?: string; dnaIdentifier?: string } = {}) =>
  outputForm(world, 'Cotton Bales', { code, quantity, ...extra });
const yarn = (code: string | null, quantity: number) => outputForm(world, 'Yarn', { code, quantity });
const assign = (who: 'ginner' | 'spinner' | 'mill', payload: object, headers: Record<string, string> = {}) =>
  world.t.app.inject({ method: 'POST', url: '/api/events/assign-products', headers: { ...world.headers[who], ...headers }, payload });
const lookup = (who: 'ginner' | 'spinner', code: string) =>
  world.call(who, 'GET', `/events/assign-products/products/${encodeURIComponent(code)}`);

async function productByCode(code: string) {
  const [row] = await world.t.database.db.select().from(products).where(eq(products.code, code));
  return row;
}

async function savedCounts() {
  const db = world.t.database.db;
  const [productRows] = await db.select({ n: count() }).from(products);
  const [transformationRows] = await db.select({ n: count() }).from(transformations);
  const [eventRows] = await db.select({ n: count() }).from(events);
  return { products: productRows?.n, transformations: transformationRows?.n, events: eventRows?.n };
}

beforeAll(async () => {
  world = await createActivityWorld();
  ginner = world.facilityIds.ginner;
  spinner = world.facilityIds.spinner;
});

afterAll(async () => {
  await world.t.close();
});

describe('GET /events/assign-products/definitions', () => {
  it("lists what the caller's role makes on the map, translated", async () => {
    const db = world.t.database.db;
    await world.t.changeBehindTheApp(() =>
      db
        .update(productDefinitions)
        .set({ nameTranslations: { fr: 'Balles de coton' } })
        .where(eq(productDefinitions.id, world.definitionIds['Cotton Bales']!)),
    );
    const english = await world.call('ginner', 'GET', '/events/assign-products/definitions');
    expect(english.statusCode).toBe(200);
    expect(english.json().map((definition: { name: string }) => definition.name)).toEqual(['Cotton Bales']);
    expect(english.json()[0].attributes.map((attribute: { name: string }) => attribute.name)).toContain('Total Weight');
    const french = await world.t.app.inject({
      method: 'GET',
      url: '/api/events/assign-products/definitions',
      headers: { ...world.headers.ginner, language: 'fr' },
    });
    expect(french.json().map((definition: { name: string }) => definition.name)).toEqual(['Balles de coton']);
    expect((await world.call('spinner', 'GET', '/events/assign-products/definitions')).json().map((d: { name: string }) => d.name)).toEqual(
      ['Yarn'],
    );
  });

  it('answers from memory until a change to the definitions is announced', async () => {
    const names = async () =>
      (await world.call('spinner', 'GET', '/events/assign-products/definitions')).json().map((d: { name: string }) => d.name);
    const run = (statement: string) => world.t.database.db.execute(sql.raw(statement));
    const yarnId = world.definitionIds.Yarn!;
    expect(await names()).toEqual(['Yarn']);
    await run('alter table product_definitions disable trigger product_definitions_access_changed');
    try {
      await run(`update product_definitions set name = 'Unannounced yarn' where id = '${yarnId}'`);
      expect(await names()).toEqual(['Yarn']);
    } finally {
      await run('alter table product_definitions enable trigger product_definitions_access_changed');
    }
    await run(`update product_definitions set name = 'Announced yarn' where id = '${yarnId}'`);
    await expect.poll(names, { timeout: 3_000, interval: 20 }).toEqual(['Announced yarn']);
    await run(`update product_definitions set name = 'Yarn' where id = '${yarnId}'`);
    await expect.poll(names, { timeout: 3_000, interval: 20 }).toEqual(['Yarn']);
  });

  it('narrows the list to the goods of the facility profile when it names some', async () => {
    const db = world.t.database.db;
    const setGoods = (names: string[]) =>
      world.t.changeBehindTheApp(() =>
        db
          .update(facilities)
          .set({ goodsProductDefinitionIds: names.map((name) => world.definitionIds[name]!) })
          .where(eq(facilities.id, ginner)),
      );
    await setGoods(['Yarn', 'Cotton Bales']);
    expect((await world.call('ginner', 'GET', '/events/assign-products/definitions')).json().map((d: { name: string }) => d.name)).toEqual([
      'Cotton Bales',
    ]);
    await setGoods(['Yarn']);
    expect((await world.call('ginner', 'GET', '/events/assign-products/definitions')).json()).toEqual([]);
    const refused = await assign('ginner', assignPayload(world, 'Cotton Bales', [], [bales('GOODS-1', 10)]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Your facility does not make this product.');
    await setGoods([]);
  });

  it('is for producers holding LOG_TRANSFORMATIONS', async () => {
    expect((await world.call('brand', 'GET', '/events/assign-products/definitions')).statusCode).toBe(403);
  });
});

describe('GET /events/assign-products/products/:id', () => {
  it('finds seed cotton the caller bought in the current window', async () => {
    const [id] = await seedCotton(500);
    const [row] = await world.t.database.db.select({ code: products.code }).from(products).where(eq(products.id, id!));
    const response = await lookup('ginner', row!.code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      code: row!.code,
      productDefinition: { name: 'Seed Cotton' },
      quantityKg: 500,
      isManualAdded: false,
    });
  });

  it('finds a manual product the caller holds', async () => {
    await givePurchase(world, {
      buyer: ginner,
      seller: null,
      definition: 'Seed Cotton',
      lots: [{ code: 'HAND-77', quantity: 40, isManualAdded: true }],
      transactedAt: inWindow,
    });
    const response = await lookup('ginner', 'HAND-77');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'HAND-77', isManualAdded: true });
    expect((await lookup('spinner', 'HAND-77')).statusCode).toBe(404);
  });

  it('answers 404 for a code no product carries', async () => {
    const response = await lookup('ginner', 'NO-SUCH-LOT');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No product has this ID');
  });

  it('answers a product the caller never held exactly as a code no product carries', async () => {
    await insertLots(world, world.facilityIds.mill, 'Cotton Bales', [{ code: 'MILL-BALE', quantity: 10 }]);
    const unknown = await lookup('spinner', 'NO-SUCH-BALE');
    for (const code of ['MILL-BALE', 'mil-lba-le']) {
      const response = await lookup('spinner', code);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    }
    expect(unknown.statusCode).toBe(404);
  });

  it('finds a product by the hyphenated, upper-case form the screens show, typed in any case', async () => {
    const [id] = await givePurchase(world, {
      buyer: ginner,
      seller: world.facilityIds.farmA,
      definition: 'Seed Cotton',
      lots: [{ code: 'SEED-WALK-ASTZU-1', quantity: 30 }],
      transactedAt: inWindow,
    });
    for (const typed of ['SEE-DWA-LKA-STZ-U1', 'see-dwa-lka-stz-u1', ' seed walk astzu 1 ']) {
      const response = await lookup('ginner', typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json()).toMatchObject({ id, code: 'SEED-WALK-ASTZU-1' });
    }
  });

  it('says a product the caller already used is invalid or sold, however its ID is typed', async () => {
    const [lot] = await seedCotton(1000);
    const [row] = await world.t.database.db.select({ code: products.code }).from(products).where(eq(products.id, lot!));
    expect((await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('USED-UP-1', 300)]))).statusCode).toBe(201);
    await givePurchase(world, {
      buyer: ginner,
      seller: null,
      definition: 'Seed Cotton',
      lots: [{ code: 'HAND-USED', quantity: 40, isManualAdded: true }],
      transactedAt: inWindow,
    });
    const [manual] = await world.t.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'HAND-USED'));
    expect((await assign('ginner', assignPayload(world, 'Cotton Bales', [manual!.id], [bales('USED-UP-2', 10)]))).statusCode).toBe(201);
    for (const typed of [row!.code, row!.code.toLowerCase().replace(/(...)/g, '$1-'), 'han-dus-ed']) {
      const response = await lookup('ginner', typed);
      expect(response.statusCode, typed).toBe(422);
      expect(response.json().message).toBe('Product is invalid or sold.');
    }
  });

  it('refuses a product its role cannot use as an input', async () => {
    await givePurchase(world, {
      buyer: ginner,
      seller: spinner,
      definition: 'Yarn',
      lots: [{ code: 'ODD-YARN', quantity: 10 }],
      transactedAt: inWindow,
    });
    const response = await lookup('ginner', 'ODD-YARN');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your facility cannot use this product as an input.');
  });

  it('refuses a product bought in a past reconciliation window', async () => {
    await givePurchase(world, {
      buyer: ginner,
      seller: world.facilityIds.farmB,
      definition: 'Seed Cotton',
      lots: [{ code: 'OLD-SEED', quantity: 10 }],
      transactedAt: pastWindow,
    });
    const response = await lookup('ginner', 'OLD-SEED');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Can not log transformation using purchase from past reconciliation window');
  });

  it('refuses a product the caller sold on', async () => {
    const ids = await insertLots(world, ginner, 'Cotton Bales', [{ code: 'SOLD-BALE', quantity: 10 }]);
    await passOn(world, { from: ginner, to: spinner, productIds: ids, transactedAt: inWindow });
    expect((await lookup('ginner', 'SOLD-BALE')).json().message).toBe('Product is invalid or sold.');
    expect((await lookup('spinner', 'SOLD-BALE')).statusCode).toBe(200);
  });
});

describe('POST /events/assign-products with inputs', () => {
  it('turns two lots of seed cotton into bales up to 0.35 of their weight, and saves nothing beyond it', async () => {
    const [first] = await seedCotton(1000);
    const [second] = await seedCotton(1000);
    const before = await savedCounts();
    const over = await assign(
      'ginner',
      assignPayload(world, 'Cotton Bales', [first!, second!], [bales('BALE-A', 351), bales('BALE-B', 350)]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Total Weight of the output products (701 kg) can not be greater than 700 kg, the most the input products allow.',
    );
    expect(await savedCounts()).toEqual(before);
    expect(
      (
        await world.t.database.db
          .select()
          .from(products)
          .where(inArray(products.id, [first!, second!]))
      ).every((row) => !row.isTransformed),
    ).toBe(true);

    const made = await assign(
      'ginner',
      assignPayload(world, 'Cotton Bales', [first!, second!], [bales('BALE-A', 350), bales('BALE-B', 350)]),
    );
    expect(made.statusCode).toBe(201);
    const receipt = made.json();
    expect(receipt).toMatchObject({ type: 4, recordedAt: WORLD_NOW.toISOString(), notices: [] });
    expect(receipt.products.map((product: { code: string }) => product.code)).toEqual(['BALE-A', 'BALE-B']);

    const db = world.t.database.db;
    const bale = await productByCode('BALE-A');
    expect(bale).toMatchObject({
      createdFacilityId: ginner,
      quantity: 350,
      quantityUnit: 'Kilograms',
      quantityKg: 350,
      isManualAdded: false,
    });
    const held = await db
      .select()
      .from(facilityItems)
      .where(and(eq(facilityItems.facilityId, ginner), eq(facilityItems.productId, bale!.id)));
    expect(held).toHaveLength(1);
    expect(
      (
        await db
          .select()
          .from(products)
          .where(inArray(products.id, [first!, second!]))
      ).every((row) => row.isTransformed),
    ).toBe(true);
    const [event] = await db.select().from(events).where(eq(events.id, receipt.eventId));
    expect(event).toMatchObject({ facilityId: ginner, type: 4, recordedAt: WORLD_NOW });
    const items = await db.select().from(transformationItems).where(eq(transformationItems.transformationId, event!.transformationId!));
    expect(
      items
        .filter((item) => item.role === 'input')
        .map((item) => item.productId)
        .sort(),
    ).toEqual([first, second].sort());
    expect(items.filter((item) => item.role === 'output')).toHaveLength(2);

    const again = await assign('ginner', assignPayload(world, 'Cotton Bales', [first!], [bales('BALE-C', 10)]));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'Product is invalid or sold.',
      details: [{ path: 'inputProductIds.0', message: 'Product is invalid or sold.' }],
    });
    const [used] = await db.select({ code: products.code }).from(products).where(eq(products.id, first!));
    expect((await lookup('ginner', used!.code)).json().message).toBe('Product is invalid or sold.');
  });

  it('ignores a repeated input with a notice', async () => {
    const [lot] = await seedCotton(100);
    const response = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!, lot!], [bales('BALE-REPEAT', 35)]));
    expect(response.statusCode).toBe(201);
    expect(response.json().notices).toEqual(['1 repeated product ID(s) were ignored']);
  });

  it('refuses inputs that are not the inputs of the output, or bought in a past window', async () => {
    const [yarnLot] = await givePurchase(world, {
      buyer: ginner,
      seller: spinner,
      definition: 'Yarn',
      lots: [{ quantity: 100 }],
      transactedAt: inWindow,
    });
    const [oldLot] = await seedCotton(100, pastWindow);
    const response = await assign('ginner', assignPayload(world, 'Cotton Bales', [yarnLot!, oldLot!], [bales('BALE-WRONG', 10)]));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'inputProductIds.0', message: 'Your facility cannot use this product as an input.' },
      { path: 'inputProductIds.1', message: 'Can not log transformation using purchase from past reconciliation window' },
    ]);
  });

  it("refuses another facility's product and an unknown id as invalid", async () => {
    const [farmLot] = await insertLots(world, world.facilityIds.farmA, 'Seed Cotton', [{ quantity: 100 }]);
    const response = await assign(
      'ginner',
      assignPayload(world, 'Cotton Bales', [farmLot!, '00000000-0000-4000-8000-000000000000'], [bales('BALE-OTHER', 10)]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual(['inputProductIds.0', 'inputProductIds.1']);
  });

  it('keeps yarn within the weight of the bales when no calculated field applies', async () => {
    const ids = await insertLots(world, ginner, 'Cotton Bales', [{ quantity: 300 }, { quantity: 200 }]);
    await passOn(world, { from: ginner, to: spinner, productIds: ids, transactedAt: inWindow });
    const over = await assign('spinner', assignPayload(world, 'Yarn', ids, [yarn('YARN-1', 300), yarn('YARN-2', 200.5)]));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Total weight of output products can not be greater than total weight of input products. Outputs: 500.5 kg; inputs: 500 kg.',
    );
    expect((await assign('spinner', assignPayload(world, 'Yarn', ids, [yarn('YARN-1', 300), yarn('YARN-2', 200)]))).statusCode).toBe(201);
  });

  it('explains that quantities in metres cannot be weighed', async () => {
    const ids = await insertLots(world, ginner, 'Cotton Bales', [{ quantity: 100, unit: 'Metres' }]);
    await passOn(world, { from: ginner, to: spinner, productIds: ids, transactedAt: inWindow });
    const response = await assign('spinner', assignPayload(world, 'Yarn', ids, [yarn('YARN-METRES', 10)]));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The quantities cannot be converted to kilograms automatically, so the quantity of the output products cannot be checked.',
    );
    // The calculated field reads the seed cotton's weight in kilograms too.
    const [measured] = await givePurchase(world, {
      buyer: ginner,
      seller: world.facilityIds.farmA,
      definition: 'Seed Cotton',
      lots: [{ quantity: 100, unit: 'Metres' }],
      transactedAt: inWindow,
    });
    const capped = await assign('ginner', assignPayload(world, 'Cotton Bales', [measured!], [bales('BALE-METRES', 10)]));
    expect(capped.statusCode).toBe(422);
    expect(capped.json().message).toBe(response.json().message);
  });

  it('lets only one of two simultaneous transformations use the same input', async () => {
    const [lot] = await seedCotton(200);
    const responses = await Promise.all([
      assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('RACE-1', 50)])),
      assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('RACE-2', 50)])),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().message).toBe('Product is invalid or sold.');
    const uses = await world.t.database.db.select().from(transformationItems).where(eq(transformationItems.productId, lot!));
    expect(uses).toHaveLength(1);
    expect([await productByCode('RACE-1'), await productByCode('RACE-2')].filter(Boolean)).toHaveLength(1);
  });
});

describe('POST /events/assign-products: output forms', () => {
  it('checks each value against the definition, at the path of the attribute, in the caller’s language', async () => {
    const [lot] = await seedCotton(100);
    const form = bales('BALE-FORM', 10);
    const withoutTrash = { attributes: form.attributes.filter((value) => value.id !== world.attributeIds['Trash Content']) };
    const response = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [form, withoutTrash]));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: `outputProduct.outputProducts.1.attributes.${world.attributeIds['Trash Content']}`, message: 'Trash Content is required' },
    ]);
    const french = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [withoutTrash]), { language: 'fr' });
    expect(french.json().details[0].message).toBe('Teneur en impuretés est obligatoire');
  });

  it("refuses attachments the caller's facility did not upload", async () => {
    const [lot] = await seedCotton(100);
    const theirs = await world.upload('spinner', 'certificate.pdf');
    const form = bales('BALE-FILES', 10);
    const withFiles = { attributes: [...form.attributes, { id: world.attributeIds.Attachments!, value: [theirs] }] };
    const refused = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [withFiles]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        path: `outputProduct.outputProducts.0.attributes.${world.attributeIds.Attachments}.0`,
        message: 'certificate.pdf is not a file you uploaded',
      },
    ]);
    const ours = await world.upload('ginner', 'certificate.pdf');
    const accepted = await assign(
      'ginner',
      assignPayload(
        world,
        'Cotton Bales',
        [lot!],
        [{ attributes: [...form.attributes, { id: world.attributeIds.Attachments!, value: [ours] }] }],
      ),
    );
    expect(accepted.statusCode).toBe(201);
    expect((await productByCode('BALE-FILES'))!.certifications).toEqual([ours]);
  });

  it('refuses a product ID another product carries (any case) and one given twice', async () => {
    const [lot] = await seedCotton(1000);
    await insertLots(world, world.facilityIds.mill, 'Fabric', [{ code: 'TAKEN-ID', quantity: 1 }]);
    const taken = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('taken-id', 10)]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Product ID taken-id is already in use.',
      details: [{ path: `outputProduct.outputProducts.0.attributes.${world.attributeIds['Product ID']}` }],
    });
    const twice = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('TWIN', 10), bales('twin', 10)]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      {
        path: `outputProduct.outputProducts.1.attributes.${world.attributeIds['Product ID']}`,
        message: 'Product ID twin is given to more than one product.',
      },
    ]);
  });

  it('refuses a product ID that reads as one already in use once hyphens, spaces and case are ignored', async () => {
    const [lot] = await seedCotton(1000);
    await insertLots(world, world.facilityIds.mill, 'Fabric', [{ code: 'ROLL-7-A', quantity: 1 }]);
    for (const code of ['roll7a', 'ROL-L7A', 'roll 7/a']) {
      const taken = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales(code, 10)]));
      expect(taken.statusCode, code).toBe(409);
      expect(taken.json()).toMatchObject({
        message: `Product ID ${code} is already in use.`,
        details: [{ path: `outputProduct.outputProducts.0.attributes.${world.attributeIds['Product ID']}` }],
      });
    }
    const twice = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('PAIR-1', 10), bales('pai-r1', 10)]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      {
        path: `outputProduct.outputProducts.1.attributes.${world.attributeIds['Product ID']}`,
        message: 'Product ID pai-r1 is given to more than one product.',
      },
    ]);
  });

  it('refuses a product ID without a letter or digit, which nobody could look up', async () => {
    const [lot] = await seedCotton(1000);
    const response = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('-/-', 10)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        path: `outputProduct.outputProducts.0.attributes.${world.attributeIds['Product ID']}`,
        message: 'Product ID needs at least one letter or digit',
      },
    ]);
  });

  it('generates a twelve-character code for a definition without a product ID', async () => {
    const db = world.t.database.db;
    const yarnId = world.definitionIds.Yarn!;
    const productIdAttribute = world.attributeIds['Product ID']!;
    const [link] = await db
      .select()
      .from(productDefinitionAttributes)
      .where(
        and(eq(productDefinitionAttributes.productDefinitionId, yarnId), eq(productDefinitionAttributes.attributeId, productIdAttribute)),
      );
    await db
      .delete(productDefinitionAttributes)
      .where(
        and(eq(productDefinitionAttributes.productDefinitionId, yarnId), eq(productDefinitionAttributes.attributeId, productIdAttribute)),
      );
    try {
      const ids = await insertLots(world, ginner, 'Cotton Bales', [{ quantity: 100 }]);
      await passOn(world, { from: ginner, to: spinner, productIds: ids, transactedAt: inWindow });
      const response = await assign('spinner', assignPayload(world, 'Yarn', ids, [yarn(null, 40), yarn(null, 40)]));
      expect(response.statusCode).toBe(201);
      const codes = response.json().products.map((product: { code: string }) => product.code);
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{12}$/);
      expect(codes[0]).not.toBe(codes[1]);
    } finally {
      await db.insert(productDefinitionAttributes).values(link!);
    }
  });

  it('records a DNA identifier, and refuses one without ASSIGN_DNA', async () => {
    const [lot] = await seedCotton(100);
    const made = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales('BALE-DNA', 10, { dnaIdentifier: 'DNA-42' })]));
    expect(made.statusCode).toBe(201);
    expect((await productByCode('BALE-DNA'))!.dnaIdentifier).toBe('DNA-42');

    const db = world.t.database.db;
    const millRole = world.roleIds.MILL!;
    await world.t.changeBehindTheApp(() =>
      db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, millRole), eq(rolePermissions.permissionKey, 'LOG_TRANSFORMATIONS.ASSIGN_DNA'))),
    );
    try {
      const headers = { authorization: `Bearer ${await world.t.tokenFor(PRODUCERS.mill)}` };
      const refused = await world.t.app.inject({
        method: 'POST',
        url: '/api/events/assign-products',
        headers,
        payload: assignPayload(
          world,
          'Fabric',
          [],
          [{ ...outputForm(world, 'Fabric', { code: 'FABRIC-DNA', quantity: 1 }), dnaIdentifier: 'DNA-43' }],
        ),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You are not allowed to assign DNA identifiers.');
    } finally {
      await world.t.changeBehindTheApp(() =>
        db.insert(rolePermissions).values({ roleId: millRole, permissionKey: 'LOG_TRANSFORMATIONS.ASSIGN_DNA' }),
      );
    }
  });

  it('refuses an output definition the role does not make', async () => {
    const response = await assign('spinner', assignPayload(world, 'Cotton Bales', [], [bales('SPUN-BALE', 1)]));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { path: 'outputProduct.productDefinitionId', message: 'Your facility does not make this product.' },
    ]);
  });
});

describe('POST /events/assign-products: QR labels', () => {
  it('puts unused labels on bales, then dispenses them as the spinner uses the bales, completing the batch', async () => {
    const { batchId } = await insertQrBatch(world, ['100000001', '100000002']);
    const [lot] = await seedCotton(1000);
    const made = await assign(
      'ginner',
      assignPayload(world, 'Cotton Bales', [lot!], [bales(null, 100, { qrCode: '100000001' }), bales(null, 100, { qrCode: '100000002' })]),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().products.map((product: { code: string }) => product.code)).toEqual(['100000001', '100000002']);
    expect(await qrStatus(world, '100000001')).toBe(QR_CODE_STATUSES.ACTIVE);
    expect(await qrStatus(world, '100000002')).toBe(QR_CODE_STATUSES.ACTIVE);

    const first = await productByCode('100000001');
    const second = await productByCode('100000002');
    await passOn(world, { from: ginner, to: spinner, productIds: [first!.id, second!.id], transactedAt: inWindow });
    const found = await lookup('spinner', '100 000 001');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: first!.id, qrCode: '100000001' });

    const batch = async () => (await world.t.database.db.select().from(qrCodeBatches).where(eq(qrCodeBatches.id, batchId)))[0]!;
    expect((await assign('spinner', assignPayload(world, 'Yarn', [first!.id], [yarn('YARN-QR-1', 90)]))).statusCode).toBe(201);
    expect(await qrStatus(world, '100000001')).toBe(QR_CODE_STATUSES.DISPENSED);
    expect((await batch()).completedAt).toBeNull();
    expect((await assign('spinner', assignPayload(world, 'Yarn', [second!.id], [yarn('YARN-QR-2', 90)]))).statusCode).toBe(201);
    expect(await qrStatus(world, '100000002')).toBe(QR_CODE_STATUSES.DISPENSED);
    expect((await batch()).completedAt).toEqual(WORLD_NOW);
  });

  it('takes a label typed as it is printed, with spaces or hyphens', async () => {
    await insertQrBatch(world, ['410000001', '410000002']);
    const [lot] = await seedCotton(1000);
    const made = await assign(
      'ginner',
      assignPayload(
        world,
        'Cotton Bales',
        [lot!],
        [bales(null, 10, { qrCode: '410 000 001' }), bales(null, 10, { qrCode: '410-000-002' })],
      ),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().products.map((product: { code: string }) => product.code)).toEqual(['410000001', '410000002']);
    expect(await qrStatus(world, '410000002')).toBe(QR_CODE_STATUSES.ACTIVE);
  });

  it("takes a label that carries its link, scanned, as the label's code, and finds the bale by that link", async () => {
    await insertQrBatch(world, ['420000001']);
    const [lot] = await seedCotton(1000);
    const link = 'https://trace.example.org/pilot/q/420000001';
    const made = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales(null, 10, { qrCode: link })]));
    expect(made.statusCode).toBe(201);
    expect(made.json().products.map((product: { code: string }) => product.code)).toEqual(['420000001']);
    const bale = await productByCode('420000001');
    await passOn(world, { from: ginner, to: spinner, productIds: [bale!.id], transactedAt: inWindow });
    const found = await lookup('spinner', link);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: bale!.id, qrCode: '420000001' });
  });

  it('refuses a label already used, unknown or given twice, at the qrCode path', async () => {
    await insertQrBatch(world, ['200000001', '200000002']);
    const [lot] = await seedCotton(1000);
    expect(
      (await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales(null, 10, { qrCode: '200000001' })]))).statusCode,
    ).toBe(201);
    const [another] = await seedCotton(1000);
    const response = await assign(
      'ginner',
      assignPayload(
        world,
        'Cotton Bales',
        [another!],
        [
          bales(null, 10, { qrCode: '200000001' }),
          bales(null, 10, { qrCode: '299999999' }),
          bales(null, 10, { qrCode: '200000002' }),
          bales(null, 10, { qrCode: '200000002' }),
        ],
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'outputProduct.outputProducts.0.qrCode', message: 'This QR code is already in use' },
      { path: 'outputProduct.outputProducts.1.qrCode', message: 'This QR code does not exist.' },
      { path: 'outputProduct.outputProducts.3.qrCode', message: 'This QR code is given to more than one product.' },
    ]);
    expect(await qrStatus(world, '200000002')).toBe(QR_CODE_STATUSES.ENCODED);
  });

  it('leaves a label unused when the transformation fails a later check', async () => {
    await insertQrBatch(world, ['300000001']);
    const [lot] = await seedCotton(100);
    const response = await assign('ginner', assignPayload(world, 'Cotton Bales', [lot!], [bales(null, 36, { qrCode: '300000001' })]));
    expect(response.statusCode).toBe(422);
    expect(await qrStatus(world, '300000001')).toBe(QR_CODE_STATUSES.ENCODED);
  });

  it('is refused without ASSIGN_QR_CODE', async () => {
    await insertQrBatch(world, ['400000001']);
    const response = await assign('spinner', assignPayload(world, 'Yarn', [], [{ ...yarn(null, 1), qrCode: '400000001' }]));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not allowed to assign QR codes.');
    expect(await qrStatus(world, '400000001')).toBe(QR_CODE_STATUSES.ENCODED);
  });
});
