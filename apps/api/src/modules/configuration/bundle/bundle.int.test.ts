import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIGURATION_BUNDLE_VERSION, type TCategoryNode, type TConfigurationBundle, type TSaqQuestionnaire } from '@opentrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoConfiguration } from '../../../seed/demo-configuration.ts';
import { PILOT_REFERENCE_DIR } from '../../../lib/paths.ts';
import { createStorage } from '../../../lib/storage/index.ts';
import { TEST_SUPER_ADMIN } from '../../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countQuestionnaire } from '../../../test/world/questionnaires.ts';

/*
 * The cotton pilot that `npm start` loads, and the configuration bundle that carries a whole
 * configuration from one installation to another.
 */

let pilot: TestApp;
let empty: TestApp;
let pilotAdmin: Record<string, string>;
let emptyAdmin: Record<string, string>;

beforeAll(async () => {
  [pilot, empty] = await Promise.all([createTestApp(), createTestApp()]);
  await loadDemoConfiguration(pilot.database.db, createStorage(pilot.config.storage), pilot.clock);
  pilotAdmin = { authorization: `Bearer ${await pilot.tokenFor(TEST_SUPER_ADMIN.email)}` };
  emptyAdmin = { authorization: `Bearer ${await empty.tokenFor(TEST_SUPER_ADMIN.email)}` };
}, 60_000);
afterAll(async () => Promise.all([pilot.close(), empty.close()]));

const get = (t: TestApp, url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const importBundle = (t: TestApp, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/configuration/import', headers, payload });
const cottonFile = (name: string) => readFileSync(path.join(PILOT_REFERENCE_DIR, 'cotton', name));
const roleIdByName = async (t: TestApp, headers: Record<string, string>, name: string) =>
  ((await get(t, '/roles', headers)).json() as { id: string; name: string }[]).find((role) => role.name === name)?.id as string;
const withoutExportTime = ({ exportedAt: _exportedAt, ...bundle }: TConfigurationBundle) => bundle;

describe('the cotton pilot loaded by npm start', () => {
  it('is configured, with the products, map, calculated field and weights of the pilot', async () => {
    const details = (await get(pilot, '/api/business-details', pilotAdmin)).json();
    expect(details.systemName).toBe('Cotton Traceability Pakistan');
    expect(details.completedConfiguringSystemAt).not.toBeNull();

    const products = (await get(pilot, '/api/product-definitions', pilotAdmin)).json() as {
      name: string;
      attributes: { name: string; isAddManuallyOnly: boolean }[];
    }[];
    expect(products.map((product) => product.name).sort()).toEqual(['Cotton Bales', 'Fabric', 'Finished Good', 'Seed Cotton', 'Yarn']);
    const bales = products.find((product) => product.name === 'Cotton Bales');
    expect(bales?.attributes.filter((attribute) => attribute.isAddManuallyOnly).map((attribute) => attribute.name)).toEqual([
      'Price',
      'Product Origin',
    ]);

    const map = (await get(pilot, '/api/supply-chain-nodes', pilotAdmin)).json();
    expect(map.nodes.map((node: { roleName: string }) => node.roleName).sort()).toEqual([
      'Farm',
      'Final Product Assembly',
      'Ginner',
      'Mill',
      'Spinner',
    ]);
    expect(map.calculatedFields).toHaveLength(1);
    expect(
      map.calculatedFields[0].expression.map((item: { type: string; value: string }) => (item.type === 'constant' ? item.value : 'x')),
    ).toEqual(['x', '*', '0.35']);

    const method = (await get(pilot, '/api/risk-assessment-method', pilotAdmin)).json();
    expect(method.methodology).toBe('WEIGHTED_AVERAGE');
    expect(method.weights).toMatchObject({ geographyWeight: 15, listOfGoodsWeight: 20, saqsWeight: 25, hotlineWeight: 10 });
  });

  it('gives every producer but the farms Open Supply Hub, and the farms their season', async () => {
    const roles = (await get(pilot, '/roles', pilotAdmin)).json() as {
      name: string;
      type: string;
      identifierSystems: string[];
      seasonStartDate: string | null;
    }[];
    expect(roles.find((role) => role.name === 'Ginner')?.identifierSystems).toEqual(['OPEN_SUPPLY_HUB_ID']);
    expect(roles.find((role) => role.name === 'Farm')).toMatchObject({ identifierSystems: [], seasonStartDate: '01/04/2026' });
  });

  it('names every role, product, attribute, list value and identifier field in French and Urdu too', async () => {
    const bundle = (await get(pilot, '/api/configuration/export', pilotAdmin)).json() as TConfigurationBundle;
    const untranslated = (translations: { fr?: string; ur?: string }) => !translations.fr?.trim() || !translations.ur?.trim();
    const missing = [
      ...bundle.roles.filter((role) => untranslated(role.nameTranslations ?? {})).map((role) => `role ${role.name}`),
      ...bundle.productDefinitions.filter((product) => untranslated(product.nameTranslations)).map((product) => `product ${product.name}`),
      ...bundle.attributes
        .filter((attribute) => untranslated(attribute.nameTranslations))
        .map((attribute) => `attribute ${attribute.name}`),
      // Currency codes (PKR, USD) read the same in every language.
      ...bundle.attributes
        .filter((attribute) => attribute.name !== 'Price')
        .flatMap((attribute) =>
          attribute.options.filter((option) => untranslated(option.translations)).map((option) => `${attribute.name}: ${option.value}`),
        ),
      ...bundle.roles.flatMap((role) =>
        role.attributes
          .filter((attribute) => untranslated(attribute.nameTranslations))
          .map((attribute) => `${role.name}: ${attribute.name}`),
      ),
    ];
    expect(missing).toEqual([]);
    const products = (
      await pilot.app.inject({ method: 'GET', url: '/api/product-definitions', headers: { ...pilotAdmin, language: 'ur' } })
    ).json() as { name: string; nameTranslations: { ur?: string } }[];
    expect(products.find((product) => product.name === 'Seed Cotton')?.nameTranslations.ur).toBe('پھٹی');
  });

  it('holds the real indicator list with its Urdu translations, and the ILAB listings', async () => {
    const tree = (await get(pilot, '/api/indicator-list', pilotAdmin)).json() as TCategoryNode[];
    const audit = tree.flatMap((category) => category.indicators).find((indicator) => indicator.name === 'Audit');
    expect(audit?.subIndicators.find((sub) => sub.name === 'Missing audit')?.riskSeverity).toBe(5);
    expect(tree.some((category) => category.translations.ur)).toBe(true);
    expect(((await get(pilot, '/api/product-risk-listings', pilotAdmin)).json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('holds every question of the farm, ginner, spinner and mill questionnaires, in Urdu too', async () => {
    for (const [role, file, sheets] of [
      ['Farm', 'farm_definition.xlsx', ['Community', 'Labor']],
      ['Ginner', 'ginner_definition.xlsx', ['Product', 'Labor']],
      ['Spinner', 'product_role_definition.xlsx', ['Product', 'Labor']],
      ['Mill', 'product_role_definition.xlsx', ['Product', 'Labor']],
    ] as const) {
      const saq = (await get(pilot, `/api/saqs/${await roleIdByName(pilot, pilotAdmin, role)}`, pilotAdmin)).json() as TSaqQuestionnaire;
      const questions = saq.groups.flatMap((group) => group.questions);
      const expected = await countQuestionnaire(cottonFile(file), [...sheets]);
      expect(questions).toHaveLength(expected.questions);
      expect(questions.flatMap((question) => question.options)).toHaveLength(expected.options);
      expect(questions.filter((question) => question.translations.ur).length).toBeGreaterThan(20);
    }
  });
});

describe('configuration bundle', () => {
  it('carries the pilot into an empty system, where it exports the same bundle again', async () => {
    const exported = await get(pilot, '/api/configuration/export', pilotAdmin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('configuration.json');
    const bundle = exported.json() as TConfigurationBundle;
    expect(bundle).toMatchObject({ version: CONFIGURATION_BUNDLE_VERSION, businessDetails: { completedSteps: [1, 2, 3, 4, 5, 6, 7] } });

    const imported = await importBundle(empty, emptyAdmin, bundle);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      productDefinitions: 5,
      supplyChainLines: 5,
      calculatedFields: 1,
      questionnaires: 4,
      rolesCreated: 0,
    });

    const again = (await get(empty, '/api/configuration/export', emptyAdmin)).json() as TConfigurationBundle;
    expect(withoutExportTime(again)).toEqual(withoutExportTime(bundle));
    // Still unconfigured: the administrator reviews and configures.
    expect((await get(empty, '/api/business-details', emptyAdmin)).json().completedConfiguringSystemAt).toBeNull();
  });

  it("takes back a fresh system's own export, whose seeded extractor roles have no season yet", async () => {
    const fresh = await createTestApp();
    try {
      const admin = { authorization: `Bearer ${await fresh.tokenFor(TEST_SUPER_ADMIN.email)}` };
      const bundle = (await get(fresh, '/api/configuration/export', admin)).json() as TConfigurationBundle;
      expect(bundle.roles.some((role) => role.isRawMaterialExtractor && role.seasonStartDate === null)).toBe(true);
      const imported = await importBundle(fresh, admin, bundle);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ rolesCreated: 0, rolesUpdated: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('is refused while the system is configured', async () => {
    const bundle = (await get(pilot, '/api/configuration/export', pilotAdmin)).json();
    const response = await importBundle(pilot, pilotAdmin, bundle);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/switch back to configuration/);
  });

  it('refuses another file, a newer version, or a malformed bundle with the reason, changing nothing', async () => {
    const before = (await get(empty, '/api/configuration/export', emptyAdmin)).json() as TConfigurationBundle;

    const foreign = await importBundle(empty, emptyAdmin, { format: 'something-else', version: 1 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toMatch(/not a configuration bundle/);

    const newer = await importBundle(empty, emptyAdmin, { ...before, version: CONFIGURATION_BUNDLE_VERSION + 1 });
    expect(newer.statusCode).toBe(422);
    expect(newer.json().message).toContain(`bundle version ${CONFIGURATION_BUNDLE_VERSION + 1}`);

    const { attributes: _attributes, ...withoutAttributes } = before;
    const malformed = await importBundle(empty, emptyAdmin, withoutAttributes);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toContainEqual(expect.objectContaining({ path: 'attributes' }));

    const brokenMap = structuredClone(before);
    brokenMap.productDefinitions.find((product) => product.name === 'Seed Cotton')!.name = 'Seed cotton (renamed)';
    const refused = await importBundle(empty, emptyAdmin, brokenMap);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('supplyChain.lines.0');
    expect(refused.json().message).toContain('no product named "Seed Cotton"');

    const after = (await get(empty, '/api/configuration/export', emptyAdmin)).json() as TConfigurationBundle;
    expect(withoutExportTime(after)).toEqual(withoutExportTime(before));
  });

  it('names the service rule an entry breaks', async () => {
    const bundle = (await get(empty, '/api/configuration/export', emptyAdmin)).json() as TConfigurationBundle;
    const withBadProduct = structuredClone(bundle);
    withBadProduct.productDefinitions[0]!.attributes = withBadProduct.productDefinitions[0]!.attributes.filter(
      (entry) => entry.attribute !== 'Total Weight',
    );
    const response = await importBundle(empty, emptyAdmin, withBadProduct);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^The bundle's entry productDefinitions\.0 was refused: /);
  });
});
