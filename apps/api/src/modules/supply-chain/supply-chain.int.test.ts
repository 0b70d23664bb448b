import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  productDefinitionAttributes,
  productDefinitions,
  roles,
  supplyChainLines,
  supplyChainNodeMetadata,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { demoActor } from '../../seed/demo-actors.ts';
import { removeRoleFromMap, SupplyChainService } from './supply-chain.service.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let ginnerUser: Record<string, string>;
const role: Record<string, string> = {};
const product: Record<string, string> = {};
const attribute: Record<string, string> = {};

type TImpacts = { deletedLineIds: string[]; deletedNodeIds: string[]; impactNodeIds: string[] };
type TMap = {
  nodes: {
    roleId: string;
    roleName: string;
    chainId: string;
    isInitial: boolean;
    outputProductDefinitionIds: string[];
    position: { top: number; left: number };
  }[];
  lines: { id: string; roleId: string; fromRoleId: string | null; chainId: string; hasIntermediaryBar: boolean }[];
  calculatedFields: { id: string; roleId: string; isBroken: boolean; outputAttributeId: string }[];
};

async function addAttribute(name: string, category: 'NUMBER' | 'NUMBER_UNIT_PAIR' | 'TEXT'): Promise<string> {
  const [row] = await t.database.db
    .insert(attributes)
    .values({ name, type: category === 'NUMBER_UNIT_PAIR' ? 'PRODUCT_QUANTITY' : 'OTHER', category })
    .returning({ id: attributes.id });
  return row!.id;
}

async function addProduct(name: string, attributeIds: string[]): Promise<string> {
  const [row] = await t.database.db
    .insert(productDefinitions)
    .values({ name, goods: ['Cotton'] })
    .returning({ id: productDefinitions.id });
  await t.database.db
    .insert(productDefinitionAttributes)
    .values(attributeIds.map((attributeId, order) => ({ productDefinitionId: row!.id, attributeId, order })));
  return row!.id;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = superAdmin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const getMap = async (): Promise<TMap> => (await call('GET', '/api/supply-chain-nodes', undefined, ginnerUser)).json();
const startChain = (roleId: string, outputs: string[]) =>
  call('POST', '/api/supply-chain-nodes/chains', { roleId, outputProductDefinitionIds: outputs });
const addLine = (roleId: string, fromRoleId: string, outputs?: string[]) =>
  call('POST', '/api/supply-chain-nodes/lines', { roleId, fromRoleId, ...(outputs ? { outputProductDefinitionIds: outputs } : {}) });

/** Cotton Bales Total Weight = Seed Cotton Total Weight × 0.35 on the Ginner. */
const balesField = () => ({
  roleId: role.GINNER,
  outputProductDefinitionId: product.bales,
  outputAttributeId: attribute.balesWeight,
  inputProductDefinitionIds: [product.seedCotton],
  expression: [
    { type: 'variable', value: attribute.seedWeight, productDefinitionId: product.seedCotton },
    { type: 'constant', value: '*' },
    { type: 'constant', value: '0.35' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  ginnerUser = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  // The map is this file's to build: start from an empty one whatever the seed holds.
  await t.database.db.delete(supplyChainLines);
  await t.database.db.delete(supplyChainNodeMetadata);
  for (const code of ['FARM', 'GINNER', 'SPINNER', 'MILL', 'FINAL_PRODUCT_ASSEMBLY', 'BRAND', 'BROKER', 'FARM_GROUP']) {
    const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    role[code] = row!.id;
  }
  attribute.seedWeight = await addAttribute('SC Seed Cotton Total Weight', 'NUMBER_UNIT_PAIR');
  attribute.balesWeight = await addAttribute('SC Cotton Bales Total Weight', 'NUMBER_UNIT_PAIR');
  attribute.colour = await addAttribute('SC Colour', 'TEXT');
  attribute.yarnCount = await addAttribute('SC Yarn Count', 'NUMBER');
  product.seedCotton = await addProduct('SC Seed Cotton', [attribute.seedWeight, attribute.colour]);
  product.bales = await addProduct('SC Cotton Bales', [attribute.balesWeight, attribute.colour]);
  product.yarn = await addProduct('SC Yarn', [attribute.yarnCount]);
  product.fabric = await addProduct('SC Fabric', [attribute.colour]);
  product.garment = await addProduct('SC Garment', [attribute.colour]);
});
afterAll(async () => t.close());

describe('supply-chain map', () => {
  it('builds the cotton chain Farm → Ginner → Spinner → Mill → Final Product Assembly', async () => {
    expect((await startChain(role.FARM!, [product.seedCotton!])).statusCode).toBe(201);
    expect((await addLine(role.GINNER!, role.FARM!, [product.bales!])).statusCode).toBe(201);
    expect((await addLine(role.SPINNER!, role.GINNER!, [product.yarn!])).statusCode).toBe(201);
    expect((await addLine(role.MILL!, role.SPINNER!, [product.fabric!])).statusCode).toBe(201);
    const last = await addLine(role.FINAL_PRODUCT_ASSEMBLY!, role.MILL!, [product.garment!]);
    expect(last.statusCode).toBe(201);

    const map: TMap = last.json();
    expect(map.nodes.map((n) => n.roleName)).toEqual(['Farm', 'Ginner', 'Spinner', 'Mill', 'Final Product Assembly']);
    expect(new Set(map.nodes.map((n) => n.chainId)).size).toBe(1);
    expect(map.nodes.find((n) => n.roleId === role.FARM)).toMatchObject({
      isInitial: true,
      outputProductDefinitionIds: [product.seedCotton],
    });
    const ginner = map.nodes.find((n) => n.roleId === role.GINNER)!;
    expect(ginner.position).toEqual({ top: 0, left: 300 });
    // The Ginner buys through intermediaries; the Spinner sells through them.
    const barOf = (roleId: string) => map.lines.find((l) => l.roleId === roleId)!.hasIntermediaryBar;
    expect(barOf(role.GINNER!)).toBe(true);
    expect(barOf(role.FINAL_PRODUCT_ASSEMBLY!)).toBe(true);
    expect(barOf(role.FARM!)).toBe(false);
  });

  it('explains each broken map rule with a 422', async () => {
    const expectRule = async (response: Awaited<ReturnType<typeof call>>, message: string) => {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    };
    await expectRule(await startChain(role.GINNER!, [product.yarn!]), 'The initial role must be a raw-material extractor.');
    await expectRule(await startChain(role.FARM!, [product.seedCotton!]), 'This role is already on the supply-chain map.');
    await expectRule(await addLine(role.BRAND!, role.MILL!, [product.yarn!]), 'Both roles of a supply-chain link must be Producer roles.');
    await expectRule(
      await addLine(role.FARM_GROUP!, role.GINNER!, [product.yarn!]),
      'A raw-material extractor cannot buy from another role.',
    );
    await expectRule(await addLine(role.SPINNER!, role.FINAL_PRODUCT_ASSEMBLY!), 'The supplier role needs the Log sale permission.');
    await expectRule(await addLine(role.GINNER!, role.MILL!), 'This link would make the supply chain loop back on itself.');
    await expectRule(await addLine(role.SPINNER!, role.GINNER!), 'This role already buys from that supplier.');
    await expectRule(await addLine(role.BROKER!, role.FARM_GROUP!, [product.yarn!]), 'The supplier role is not on the supply-chain map.');
    await expectRule(await addLine(role.BROKER!, role.MILL!), 'Choose at least one product this role makes.');
    const unknownProduct = await startChain(role.FARM_GROUP!, ['00000000-0000-4000-8000-000000000000']);
    expect(unknownProduct.statusCode).toBe(422);
    expect(unknownProduct.json().details).toEqual([{ path: 'outputProductDefinitionIds.0', message: 'The product does not exist.' }]);
  });

  it('refuses malformed input with field-level details', async () => {
    const response = await call('POST', '/api/supply-chain-nodes/chains', { roleId: 'nope', outputProductDefinitionIds: [] });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['outputProductDefinitionIds', 'roleId']);
  });

  it('merges chains when "add another flow" is linked into the first chain', async () => {
    const flow = await startChain(role.FARM_GROUP!, [product.seedCotton!]);
    expect(flow.statusCode).toBe(201);
    const before: TMap = flow.json();
    expect(new Set(before.nodes.map((n) => n.chainId)).size).toBe(2);
    const merged: TMap = (await addLine(role.GINNER!, role.FARM_GROUP!)).json();
    expect(new Set(merged.nodes.map((n) => n.chainId)).size).toBe(1);
    expect(new Set(merged.lines.map((l) => l.chainId)).size).toBe(1);
  });

  it('saves node positions and refuses a role that is not on the map', async () => {
    expect(
      (await call('PUT', '/api/supply-chain-nodes/positions', { positions: [{ roleId: role.MILL, top: 50, left: 900 }] })).statusCode,
    ).toBe(204);
    expect((await getMap()).nodes.find((n) => n.roleId === role.MILL)!.position).toEqual({ top: 50, left: 900 });
    const outside = await call('PUT', '/api/supply-chain-nodes/positions', { positions: [{ roleId: role.BRAND, top: 1, left: 1 }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details).toEqual([{ path: 'positions.0.roleId', message: 'This role is not on the supply-chain map.' }]);
  });
});

describe('calculated fields', () => {
  it('validates without saving, then saves Cotton Bales Total Weight = Seed Cotton Total Weight × 0.35', async () => {
    const check = await call('POST', '/api/calculated-fields/validate', balesField(), ginnerUser);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, resultWithOnes: 0.35 });
    expect((await getMap()).calculatedFields).toEqual([]);

    const created = await call('POST', '/api/calculated-fields', balesField());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ roleId: role.GINNER, outputAttributeId: attribute.balesWeight, isBroken: false });
    expect((await call('POST', '/api/calculated-fields', balesField())).json().message).toBe(
      'This output attribute already has a calculated field.',
    );

    // Two lots of seed cotton (400 kg + 600 kg) cap the bales at 350 kg (ARCHITECTURE.md §8.4).
    const { principal } = await demoActor(t.database.db, 'ginner@demo.opentrace.local');
    const limits = await new SupplyChainService(t.database.db, t.clock).outputLimits(principal, role.GINNER!, product.bales!, [
      { productDefinitionId: product.seedCotton!, values: { [attribute.seedWeight!]: 400 } },
      { productDefinitionId: product.seedCotton!, values: { [attribute.seedWeight!]: 600 } },
    ]);
    expect(limits).toHaveLength(1);
    expect(limits[0]!.limit).toBeCloseTo(350);
  });

  it.each([
    [
      [
        { type: 'constant', value: '*' },
        { type: 'constant', value: '2' },
        { type: 'constant', value: '3' },
      ],
      'An operator cannot start the expression or follow an opening parenthesis.',
    ],
    [
      [
        { type: 'constant', value: '3' },
        { type: 'constant', value: '-4' },
        { type: 'constant', value: '+' },
        { type: 'constant', value: '1' },
      ],
      'A signed number cannot follow another value, as in ‘3 -4’; put an operator between them.',
    ],
    [
      [
        { type: 'constant', value: '1' },
        { type: 'constant', value: '/' },
        { type: 'constant', value: '0' },
      ],
      'With every variable set to 1 the expression does not give a number (for example a division by zero).',
    ],
    [
      [
        { type: 'constant', value: '(' },
        { type: 'constant', value: '1' },
        { type: 'constant', value: '+' },
        { type: 'constant', value: '2' },
      ],
      'Every opening parenthesis needs a matching closing one.',
    ],
  ])('rejects a malformed expression %#', async (expression, reason) => {
    const response = await call('POST', '/api/calculated-fields/validate', { ...balesField(), expression });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(`The expression is not valid: ${reason}`);
    expect(response.json().details).toEqual([{ path: 'expression', message: reason }]);
  });

  it('explains each broken calculated-field rule', async () => {
    const expectMessage = async (payload: object, message: string) => {
      const response = await call('POST', '/api/calculated-fields/validate', { ...balesField(), ...payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    };
    await expectMessage({ roleId: role.BRAND }, 'This role is not on the supply-chain map.');
    await expectMessage({ outputProductDefinitionId: product.yarn }, 'The output product is not made by this role.');
    await expectMessage({ inputProductDefinitionIds: [product.yarn] }, 'An input product must be made by a role this role buys from.');
    await expectMessage(
      { outputAttributeId: attribute.colour },
      'The output attribute must be a number, number-unit pair or percentage attribute of the output product.',
    );
    await expectMessage(
      {
        expression: [
          { type: 'variable', value: attribute.colour, productDefinitionId: product.seedCotton },
          { type: 'constant', value: '*' },
          { type: 'constant', value: '2' },
        ],
      },
      'The expression is not valid: Every variable must be a number, number-unit pair or percentage attribute of an input product.',
    );
  });

  it('marks a field broken when its output attribute leaves the output product', async () => {
    await t.database.db.delete(productDefinitionAttributes).where(eq(productDefinitionAttributes.attributeId, attribute.balesWeight!));
    expect((await getMap()).calculatedFields[0]!.isBroken).toBe(true);
    await t.database.db
      .insert(productDefinitionAttributes)
      .values({ productDefinitionId: product.bales!, attributeId: attribute.balesWeight!, order: 5 });
    expect((await getMap()).calculatedFields[0]!.isBroken).toBe(false);
  });

  it('edits and deletes a field', async () => {
    const [field] = (await getMap()).calculatedFields;
    const edited = await call('PUT', `/api/calculated-fields/${field!.id}`, {
      ...balesField(),
      expression: [...balesField().expression, { type: 'constant', value: '+' }, { type: 'constant', value: '5' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().expression).toHaveLength(5);
    expect((await call('DELETE', `/api/calculated-fields/${field!.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/calculated-fields/${field!.id}`)).json().message).toBe('The calculated field does not exist.');
    expect((await call('POST', '/api/calculated-fields', balesField())).statusCode).toBe(201);
  });
});

describe('edit impacts', () => {
  it('previews and applies an output change that drops a product', async () => {
    const preview = await call(
      'POST',
      `/api/supply-chain-nodes/${role.GINNER}/update-impacts`,
      { outputProductDefinitionIds: [product.yarn] },
      ginnerUser,
    );
    expect(preview.json()).toEqual({ deletedLineIds: [], deletedNodeIds: [], impactNodeIds: [role.GINNER, role.SPINNER].sort() });
    const unchanged = await call('POST', `/api/supply-chain-nodes/${role.GINNER}/update-impacts`, {
      outputProductDefinitionIds: [product.bales, product.yarn],
    });
    expect(unchanged.json().impactNodeIds).toEqual([]);

    const applied = await call('PUT', `/api/supply-chain-nodes/${role.GINNER}/outputs`, {
      outputProductDefinitionIds: [product.bales, product.yarn],
    });
    expect(applied.json().nodes.find((n: { roleId: string }) => n.roleId === role.GINNER).outputProductDefinitionIds).toEqual(
      [product.bales, product.yarn].sort(),
    );
    expect(applied.json().calculatedFields).toHaveLength(1);
    const dropped: TMap = (
      await call('PUT', `/api/supply-chain-nodes/${role.GINNER}/outputs`, { outputProductDefinitionIds: [product.yarn] })
    ).json();
    // The impacted Ginner loses its calculated field.
    expect(dropped.calculatedFields).toEqual([]);
  });

  it('previews and applies a line deletion that cascades down the chain', async () => {
    const spinnerLine = (await getMap()).lines.find((l) => l.roleId === role.SPINNER)!;
    const preview: TImpacts = (
      await call('GET', `/api/supply-chain-nodes/deletion-impacts?lineId=${spinnerLine.id}`, undefined, ginnerUser)
    ).json();
    expect(preview.deletedNodeIds).toEqual([role.SPINNER, role.MILL, role.FINAL_PRODUCT_ASSEMBLY].sort());
    expect(preview.deletedLineIds).toHaveLength(3);
    const applied = await call('DELETE', `/api/supply-chain-nodes/lines/${spinnerLine.id}`);
    expect(applied.json()).toEqual(preview);
    expect((await getMap()).nodes.map((n) => n.roleName).sort()).toEqual(['Farm', 'Farm Group', 'Ginner']);
  });

  it('deleting a node that another supplier still feeds only impacts it', async () => {
    const preview: TImpacts = (await call('GET', `/api/supply-chain-nodes/deletion-impacts?roleId=${role.FARM}`)).json();
    expect(preview).toMatchObject({ deletedNodeIds: [role.FARM], impactNodeIds: [role.GINNER] });
    expect((await call('DELETE', `/api/supply-chain-nodes/${role.FARM}`)).json()).toEqual(preview);
    expect((await getMap()).nodes.map((n) => n.roleName).sort()).toEqual(['Farm Group', 'Ginner']);
  });

  it('asks for exactly one of lineId and roleId, and names an unknown line', async () => {
    const both = await call('GET', `/api/supply-chain-nodes/deletion-impacts?lineId=${role.FARM}&roleId=${role.FARM}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([{ path: 'query.lineId', message: 'Give either a line or a role, not both.' }]);
    const unknown = await call('DELETE', `/api/supply-chain-nodes/lines/${role.FARM}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The supply-chain link does not exist.');
  });
});

describe('product definitions on the map', () => {
  it('cannot be deleted while a node makes them, and can once they leave the map', async () => {
    const used = await call('DELETE', `/api/product-definitions/${product.seedCotton}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This product is used on the supply-chain map; remove it from the map first.');
    expect((await call('DELETE', `/api/product-definitions/${product.garment}`)).statusCode).toBe(204);
  });
});

describe('roles leaving the map', () => {
  it('removeRoleFromMap takes a role and the nodes it alone supplied off the map', async () => {
    const before = await getMap();
    expect(before.nodes.map((n) => n.roleName).sort()).toEqual(['Farm Group', 'Ginner']);
    const impacts = await t.database.db.transaction((tx) => removeRoleFromMap(tx, role.FARM_GROUP!));
    expect(impacts.deletedNodeIds).toEqual([role.FARM_GROUP, role.GINNER].sort());
    expect((await getMap()).nodes).toEqual([]);
    // Put the map back for the lock test.
    await startChain(role.FARM_GROUP!, [product.seedCotton!]);
    await addLine(role.GINNER!, role.FARM_GROUP!, [product.bales!]);
  });
});

describe('OpenAPI', () => {
  it('documents every supply-chain route', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/supply-chain-nodes', '/api/supply-chain-nodes/deletion-impacts', '/api/calculated-fields/validate']),
    );
  });
});

describe('configuration lock', () => {
  it('refuses every map write once configuration is complete, while reads still work', async () => {
    await t.database.db.execute(
      sql`insert into business_details (id, completed_configuring_system_at) values (1, now()) on conflict (id) do update set completed_configuring_system_at = excluded.completed_configuring_system_at`,
    );
    const writes = [
      await startChain(role.FARM!, [product.seedCotton!]),
      await addLine(role.SPINNER!, role.GINNER!, [product.yarn!]),
      await call('PUT', `/api/supply-chain-nodes/${role.GINNER}/outputs`, { outputProductDefinitionIds: [product.bales] }),
      await call('DELETE', `/api/supply-chain-nodes/${role.GINNER}`),
      await call('POST', '/api/calculated-fields', balesField()),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('System configuration is complete');
    }
    expect((await getMap()).nodes.map((n) => n.roleName).sort()).toEqual(['Farm Group', 'Ginner']);
    await t.database.db.execute(sql`update business_details set completed_configuring_system_at = null where id = 1`);
  });
});
