import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let producer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
});
afterAll(async () => t.close());

interface Attribute {
  id: string;
  name: string;
  type: string;
  category: string;
  options: { value: string; translations: Record<string, string> }[];
  usageCount: number;
}

async function createAttribute(payload: Record<string, unknown>): Promise<Attribute> {
  const response = await t.app.inject({ method: 'POST', url: '/api/attributes', headers: superAdmin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const option = (value: string) => ({ value, translations: {} });
const messages = (body: { details: { path: string; message: string }[] }) => body.details.map((d) => `${d.path}: ${d.message}`);

describe('attributes', () => {
  it('creates, lists, edits and deletes an attribute, storing pair units in their usual spelling', async () => {
    const weight = await createAttribute({
      name: 'Bale Weight',
      nameTranslations: { fr: 'Poids de la balle' },
      type: 'PRODUCT_QUANTITY',
      category: 'NUMBER_UNIT_PAIR',
      options: [option('kilograms '), { value: 'POUNDS', translations: { ur: 'پاؤنڈ' } }],
    });
    expect(weight).toMatchObject({ name: 'Bale Weight', nameTranslations: { fr: 'Poids de la balle' }, usageCount: 0 });
    expect(weight.options).toEqual([option('Kilograms'), { value: 'Pounds', translations: { ur: 'پاؤنڈ' } }]);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/attributes', headers: producer })).json();
    expect(listed.map((a: Attribute) => a.name)).toContain('Bale Weight');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/attributes/${weight.id}`,
      headers: superAdmin,
      payload: { name: 'Bale Mass', type: 'PRODUCT_QUANTITY', category: 'NUMBER_UNIT_PAIR', options: [option('Tonnes')] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Bale Mass', options: [option('Tonnes')] });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/attributes/${weight.id}`, headers: superAdmin })).statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/api/attributes', headers: superAdmin })).json();
    expect(after.map((a: Attribute) => a.id)).not.toContain(weight.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/attributes/${weight.id}`, headers: superAdmin })).statusCode).toBe(404);
  });

  it('explains each broken attribute rule on its field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: 'Code', type: 'PRODUCT_ID', category: 'NUMBER' }, ['category: A product ID attribute must be of category Text.']],
      [
        { name: 'Qty', type: 'PRODUCT_QUANTITY', category: 'NUMBER' },
        ['category: A product quantity attribute must be of category Number and unit.'],
      ],
      [{ name: 'Grade', type: 'OTHER', category: 'LIST', options: [] }, ['options: Add at least one option.']],
      [
        { name: 'Grade', type: 'OTHER', category: 'LIST', options: [option('A'), option('a ')] },
        ['options.1.value: The option a is listed more than once.'],
      ],
      [
        { name: 'Date', type: 'OTHER', category: 'DATE', options: [option('x')] },
        ['options: A DATE attribute has no options; remove them.'],
      ],
      [
        { name: 'Price', type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('Rupees')] },
        [
          'options.0.value: Rupees is not a known unit or currency; use one of Kilograms, Pounds, Units, Tonnes, Metres, PKR, USD, EUR, CDF.',
        ],
      ],
      [
        { name: 'Price', type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('PKR'), option('Kilograms')] },
        ['options: Use either units or currencies as options, not both.'],
      ],
      [
        { name: 'Qty', type: 'PRODUCT_QUANTITY', category: 'NUMBER_UNIT_PAIR', options: [option('USD')] },
        ['options: A product quantity is measured in units: use one of Kilograms, Pounds, Units, Tonnes, Metres.'],
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/attributes', headers: superAdmin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(response.json())).toEqual(expected);
    }
  });

  it('rejects malformed input with field errors, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attributes',
      headers: superAdmin,
      payload: { name: ' ', type: 'COLOUR', category: 'TEXT' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['name', 'type']);
  });

  it('speaks the caller language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attributes',
      headers: { ...superAdmin, language: 'fr' },
      payload: { name: 'Code', type: 'PRODUCT_ID', category: 'DATE' },
    });
    expect(messages(response.json())).toEqual(['category: Un attribut d’identifiant de produit doit être de catégorie Texte.']);
  });

  it('keeps attribute names unique whatever their capitals, but frees the name of a deleted one', async () => {
    const moisture = await createAttribute({ name: 'Moisture', type: 'OTHER', category: 'PERCENTAGE' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/attributes',
      headers: superAdmin,
      payload: { name: ' MOISTURE', type: 'OTHER', category: 'TEXT' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual([{ path: 'name', message: 'An attribute with this name already exists.' }]);

    const other = await createAttribute({ name: 'Trash', type: 'OTHER', category: 'TEXT' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/attributes/${other.id}`,
      headers: superAdmin,
      payload: { name: 'moisture', type: 'OTHER', category: 'TEXT' },
    });
    expect(renamed.statusCode).toBe(409);

    await t.app.inject({ method: 'DELETE', url: `/api/attributes/${moisture.id}`, headers: superAdmin });
    await createAttribute({ name: 'Moisture', type: 'OTHER', category: 'PERCENTAGE' });
  });
});

describe('product definitions', () => {
  let quantity: Attribute;
  let productId: Attribute;
  let grade: Attribute;
  let secondQuantity: Attribute;
  beforeAll(async () => {
    quantity = await createAttribute({
      name: 'Total Weight',
      type: 'PRODUCT_QUANTITY',
      category: 'NUMBER_UNIT_PAIR',
      options: [option('Kilograms')],
    });
    productId = await createAttribute({ name: 'Bale ID', type: 'PRODUCT_ID', category: 'TEXT' });
    grade = await createAttribute({ name: 'Lint Grade', type: 'OTHER', category: 'LIST', options: [option('A'), option('B')] });
    secondQuantity = await createAttribute({
      name: 'Net Weight',
      type: 'PRODUCT_QUANTITY',
      category: 'NUMBER_UNIT_PAIR',
      options: [option('Pounds')],
    });
  });
  const entry = (attribute: Attribute, flags: { isOptional?: boolean; isAddManuallyOnly?: boolean } = {}) => ({
    attributeId: attribute.id,
    ...flags,
  });

  it('lists the commodities a product can be made of', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/commodities', headers: producer });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { name: string }) => c.name)).toContain('Cotton');
  });

  it('creates a definition with goods and ordered attributes, reorders it and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product-definitions',
      headers: superAdmin,
      payload: {
        name: 'Lint Bale',
        goods: ['cotton '],
        attributes: [entry(productId), entry(quantity), entry(grade, { isOptional: true, isAddManuallyOnly: true })],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const definition = created.json();
    expect(definition).toMatchObject({ name: 'Lint Bale', goods: ['Cotton'] });
    expect(definition.attributes.map((a: { name: string; order: number }) => `${a.order}:${a.name}`)).toEqual([
      '1:Bale ID',
      '2:Total Weight',
      '3:Lint Grade',
    ]);
    expect(definition.attributes[2]).toMatchObject({ isOptional: true, isAddManuallyOnly: true, category: 'LIST' });

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/product-definitions/${definition.id}`,
      headers: superAdmin,
      payload: { name: 'Lint Bale', goods: ['Cotton'], attributes: [entry(quantity), entry(grade), entry(productId)] },
    });
    expect(reordered.statusCode).toBe(200);
    const fetched = (await t.app.inject({ method: 'GET', url: `/api/product-definitions/${definition.id}`, headers: producer })).json();
    expect(fetched.attributes.map((a: { name: string }) => a.name)).toEqual(['Total Weight', 'Lint Grade', 'Bale ID']);
    expect(fetched.attributes[1].isOptional).toBe(false);

    const usage = (await t.app.inject({ method: 'GET', url: '/api/attributes', headers: superAdmin })).json();
    expect(usage.find((a: Attribute) => a.id === quantity.id).usageCount).toBe(1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product-definitions/${definition.id}`, headers: superAdmin })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/product-definitions/${definition.id}`, headers: producer })).statusCode).toBe(
      404,
    );
    const list = (await t.app.inject({ method: 'GET', url: '/api/product-definitions', headers: producer })).json();
    expect(list.map((d: { id: string }) => d.id)).not.toContain(definition.id);
  });

  it('explains each broken definition rule on its field', async () => {
    const unknownId = '00000000-0000-4000-8000-0000000000ff';
    const cases: [Record<string, unknown>, string[]][] = [
      [{ goods: [], attributes: [entry(quantity)] }, ['goods: Choose at least one good.']],
      [
        { goods: ['Cotton', 'Unobtainium', 'COTTON'], attributes: [entry(quantity)] },
        ['goods.1: Unobtainium is not in the commodities list.', 'goods.2: Cotton is chosen more than once.'],
      ],
      [{ goods: ['Cotton'], attributes: [entry(grade)] }, ['attributes: A product needs exactly one product quantity attribute.']],
      [
        { goods: ['Cotton'], attributes: [entry(quantity), entry(secondQuantity)] },
        ['attributes.1.attributeId: A product can have only one product quantity attribute.'],
      ],
      [
        { goods: ['Cotton'], attributes: [entry(quantity, { isOptional: true, isAddManuallyOnly: true })] },
        [
          'attributes.0.isOptional: Total Weight is the product quantity, so it must be required.',
          'attributes.0.isAddManuallyOnly: Total Weight is the product quantity, so it cannot be manual-only.',
        ],
      ],
      [
        { goods: ['Cotton'], attributes: [entry(quantity), entry(productId, { isOptional: true })] },
        ['attributes.1.isOptional: Bale ID is the product ID, so it must be required.'],
      ],
      [
        { goods: ['Cotton'], attributes: [entry(quantity), { attributeId: unknownId }, entry(grade), entry(grade)] },
        [
          'attributes.1.attributeId: This attribute does not exist or has been deleted.',
          'attributes.3.attributeId: Lint Grade is added more than once.',
        ],
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product-definitions',
        headers: superAdmin,
        payload: { name: 'Broken', ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(response.json())).toEqual(expected);
    }
  });

  it('allows only one product ID attribute per definition', async () => {
    const lotId = await createAttribute({ name: 'Lot ID', type: 'PRODUCT_ID', category: 'TEXT' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product-definitions',
      headers: superAdmin,
      payload: { name: 'Two ids', goods: ['Cotton'], attributes: [entry(quantity), entry(productId), entry(lotId)] },
    });
    expect(messages(response.json())).toEqual(['attributes.2.attributeId: A product can have at most one product ID attribute.']);
  });

  it('keeps definition names unique and refuses to delete or re-type an attribute in use', async () => {
    const payload = { name: 'Seed Cotton', goods: ['Cotton'], attributes: [entry(quantity), entry(grade)] };
    const first = await t.app.inject({ method: 'POST', url: '/api/product-definitions', headers: superAdmin, payload });
    expect(first.statusCode).toBe(201);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/product-definitions',
      headers: superAdmin,
      payload: { ...payload, name: 'SEED cotton' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual([{ path: 'name', message: 'A product with this name already exists.' }]);

    const deleteGrade = await t.app.inject({ method: 'DELETE', url: `/api/attributes/${grade.id}`, headers: superAdmin });
    expect(deleteGrade.statusCode).toBe(409);
    expect(deleteGrade.json().message).toBe('This attribute is used by Seed Cotton; remove it from those products first.');

    const retype = await t.app.inject({
      method: 'PUT',
      url: `/api/attributes/${quantity.id}`,
      headers: superAdmin,
      payload: { name: 'Total Weight', type: 'OTHER', category: 'NUMBER_UNIT_PAIR', options: [option('Kilograms')] },
    });
    expect(retype.statusCode).toBe(422);
    expect(messages(retype.json())).toEqual(['type: The type cannot change while Seed Cotton use this attribute.']);
  });

  it('answers 404 for an unknown definition and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    expect((await t.app.inject({ method: 'GET', url: `/api/product-definitions/${unknown}`, headers: producer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/product-definitions/${unknown}`, headers: superAdmin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/product-definitions/not-a-uuid', headers: producer })).statusCode).toBe(400);
  });

  it('lets only the super administrator write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attributes',
      headers: producer,
      payload: { name: 'Sneaky', type: 'OTHER', category: 'TEXT' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('translations', () => {
  it('downloads, uploads and downloads again the product and attribute translations', async () => {
    const colour = await createAttribute({ name: 'Colour', type: 'OTHER', category: 'LIST', options: [option('White'), option('Cream')] });
    const weight = await createAttribute({
      name: 'Ore Weight',
      type: 'PRODUCT_QUANTITY',
      category: 'NUMBER_UNIT_PAIR',
      options: [option('Tonnes')],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product-definitions',
      headers: superAdmin,
      payload: {
        name: 'Cobalt Ore',
        goods: ['Cobalt Ore (heterogenite)'],
        attributes: [{ attributeId: weight.id }, { attributeId: colour.id }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ore = created.json();

    const products = await t.app.inject({ method: 'GET', url: '/api/product-definitions/translations', headers: superAdmin });
    expect(products.headers['content-disposition']).toContain('product-translations.json');
    const productRows = products.json();
    const oreRow = productRows.find((row: { id: string }) => row.id === ore.id);
    expect(oreRow).toEqual({ id: ore.id, name: 'Cobalt Ore', nameTranslation: { en: '', fr: '', ur: '' } });

    oreRow.nameTranslation = { en: 'Cobalt ore', fr: 'Minerai de cobalt', ur: 'کوبالٹ کچ دھات' };
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/product-definitions/translations',
      headers: superAdmin,
      payload: [oreRow],
    });
    expect(uploaded.json()).toEqual({ updated: 1 });
    const again = (await t.app.inject({ method: 'GET', url: '/api/product-definitions/translations', headers: superAdmin })).json();
    expect(again.find((row: { id: string }) => row.id === ore.id)).toEqual(oreRow);

    const attributeRows = (await t.app.inject({ method: 'GET', url: '/api/attributes/translations', headers: superAdmin })).json();
    const colourRow = attributeRows.find((row: { id: string }) => row.id === colour.id);
    expect(colourRow).toEqual({
      id: colour.id,
      name: 'Colour',
      category: 'LIST',
      nameTranslation: { en: '', fr: '', ur: '' },
      options: [
        { value: 'White', translation: { en: '', fr: '', ur: '' } },
        { value: 'Cream', translation: { en: '', fr: '', ur: '' } },
      ],
    });
    colourRow.nameTranslation.fr = 'Couleur';
    colourRow.options = [{ value: 'Cream', translation: { en: '', fr: 'Crème', ur: 'کریم' } }];
    const attributeUpload = await t.app.inject({
      method: 'PUT',
      url: '/api/attributes/translations',
      headers: superAdmin,
      payload: [colourRow],
    });
    expect(attributeUpload.statusCode).toBe(200);
    const colourAfter = (await t.app.inject({ method: 'GET', url: '/api/attributes', headers: producer }))
      .json()
      .find((a: Attribute) => a.id === colour.id);
    expect(colourAfter.nameTranslations).toEqual({ fr: 'Couleur' });
    expect(colourAfter.options).toEqual([option('White'), { value: 'Cream', translations: { fr: 'Crème', ur: 'کریم' } }]);
  });

  it('reports every bad row and saves nothing', async () => {
    const size = await createAttribute({ name: 'Size', type: 'OTHER', category: 'LIST', options: [option('Small')] });
    const unknownId = '00000000-0000-4000-8000-0000000000bb';
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/attributes/translations',
      headers: superAdmin,
      payload: [
        { id: size.id, name: 'Size', category: 'LIST', nameTranslation: { fr: 'Taille' }, options: [] },
        { id: unknownId, name: 'Gone', category: 'TEXT', nameTranslation: {} },
        { id: size.id, name: 'Size', category: 'DATE', nameTranslation: {}, options: [{ value: 'Huge', translation: {} }] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The translation file has errors; nothing was saved.');
    expect(messages(response.json())).toEqual([
      `1.id: Row 2: there is no item with id ${unknownId}.`,
      '2.id: Row 3: this id appears more than once in the file.',
      '2.category: Row 3: the category must stay LIST.',
      '2.options.0.value: Row 3: Huge is not an option of this attribute.',
    ]);
    const sizeAfter = (await t.app.inject({ method: 'GET', url: '/api/attributes', headers: producer }))
      .json()
      .find((a: Attribute) => a.id === size.id);
    expect(sizeAfter.nameTranslations).toEqual({});
  });

  it('rejects a file that is not a list of rows, naming the row', async () => {
    const empty = await t.app.inject({ method: 'PUT', url: '/api/product-definitions/translations', headers: superAdmin, payload: [] });
    expect(empty.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/product-definitions/translations',
      headers: superAdmin,
      payload: [{ id: 'x', nameTranslation: {} }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['0.id', '0.name']);
  });
});

describe('configuration lock', () => {
  it('refuses every write once configuration is complete, and still serves reads', async () => {
    await t.database.db.execute(
      sql`insert into business_details (id, completed_configuring_system_at) values (1, now()) on conflict (id) do update set completed_configuring_system_at = now()`,
    );
    const writes = [
      { method: 'POST' as const, url: '/api/attributes', payload: { name: 'Late', type: 'OTHER', category: 'TEXT' } },
      { method: 'POST' as const, url: '/api/product-definitions', payload: { name: 'Late', goods: ['Cotton'], attributes: [] } },
      { method: 'PUT' as const, url: '/api/product-definitions/translations', payload: [] },
      { method: 'DELETE' as const, url: '/api/attributes/00000000-0000-4000-8000-0000000000cc' },
    ];
    for (const write of writes) {
      const response = await t.app.inject({ ...write, headers: superAdmin });
      expect(response.statusCode, write.url).toBe(409);
      expect(response.json().message).toContain('System configuration is complete');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/product-definitions', headers: producer })).statusCode).toBe(200);
    await t.database.db.execute(sql`update business_details set completed_configuring_system_at = null where id = 1`);
  });
});
