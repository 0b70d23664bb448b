import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { roleNameIn, translateMessage, type TOrderDetail, type TOrderSupplierCandidatePage, type TSupplierRole } from '@opentrace/domain';
import { extractPdfText } from '../apps/api/src/modules/traces/pdf/test/pdf-text.ts';
import { formatShare } from '../apps/web/src/features/traces/model/trace-format.ts';
import { DEMO_PASSWORD, readToast, signIn } from './support/accounts.ts';
import { waitForScreen } from './support/axe.ts';
import { E2E_LANGUAGES, escapeRegExp, switchToUrdu, textsIn, type TE2ELanguage } from './support/catalogue.ts';
import { DEMO_BRAND, onboardDemoBrand } from './support/demo-brand.ts';
import { choose } from './support/forms.ts';
import { zipEntries } from './support/zip-archive.ts';

/*
 * Tracing (issue 19, "Proof"), in English and in Urdu: the demo brand orders the demo garment maker's
 * T-shirts under the PO of the garment maker's own fabric purchase, finds the order, begins its trace
 * and follows it to the demo farm group's farms and the farmer outside the group, reads the list of
 * records, and downloads the documents zip, the EPCIS export and the evidence-pack PDF. The demo seed
 * places one such order itself, so every order here has a product description new to the run and is
 * found by it.
 */

test.describe.configure({ mode: 'parallel' });

/** The garment maker's purchase of the fabric (seed/demo-season.ts): the trace matches it by this PO. */
const PURCHASE_ORDER = 'KG-PO-2670';
const ASSEMBLY = 'Karachi Garments';
const MILL = 'Lahore Fabric Mill';
const GINNER = 'Multan Ginning Factory';
/** Farms 001–003 of the demo farm group Multan Cotton Growers (seed/demo-farm-group.ts), all sold to the ginner. */
const GROUP_FARMS = ['Bahadur Farm', 'Noor Fields', 'Chak 5 Farm'];
const QUANTITY = 120;
/** The demo chain is linked by documents and product IDs from the garments to the farms: nothing is inferred. */
const FULL_CONFIDENCE = 1;
const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';
/** Chromium on the server prints the evidence pack: its first launch on a busy machine is slow. */
const PDF_LIMIT_MS = 90_000;

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Today as the order form takes it (DD/MM/YYYY): after every purchase of the demo season. */
function today(): string {
  const now = new Date();
  return [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${now.getFullYear()}`;
}

/** The farm role as the trace names it in `language`, and the name of the seller outside the farm group. */
async function farmNames(request: APIRequestContext, headers: Record<string, string>, language: TE2ELanguage) {
  const response = await request.get('/api/brands/suppliers/roles', { headers });
  expect(response.ok(), 'the supplier roles').toBe(true);
  const farm = ((await response.json()) as TSupplierRole[]).find((role) => role.code === 'FARM');
  if (!farm || farm.tier === null) throw new Error('The supply chain map has no FARM role on a tier');
  const role = roleNameIn(farm, language);
  return { role, tier: farm.tier, nonParticipating: translateMessage(language, 'traces.nonParticipating', { role }) };
}

/** Signs the demo brand in (the sign-in form is English until a language is chosen), then reads in `language`. */
async function signInAsBrand(page: Page, language: TE2ELanguage) {
  await signIn(page, DEMO_BRAND, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/brand-suppliers$/);
  if (language === 'ur') await switchToUrdu(page);
}

/**
 * Clicks a download button and returns the file the browser saved, with its contents. A download the
 * server refuses shows its reason in a toast and saves nothing: the test then fails at once with it.
 */
async function downloadWith(page: Page, button: string, timeout = 30_000): Promise<{ download: Download; body: Buffer }> {
  const refusal = page.locator('.mantine-Notifications-root').getByRole('alert').first();
  const outcome = Promise.race([
    page.waitForEvent('download', { timeout }).then((download) => ({ download })),
    refusal.waitFor({ timeout }).then(async () => ({ refused: (await refusal.textContent()) ?? '' })),
  ]);
  await page.getByRole('button', { name: button, exact: true }).click();
  const result = await outcome;
  if ('refused' in result) throw new Error(`"${button}" saved no file; the app said: ${result.refused}`);
  return { download: result.download, body: readFileSync(await result.download.path()) };
}

for (const language of E2E_LANGUAGES) {
  test(`the brand adds an order for the garments, traces it to the farms and downloads its documents and EPCIS, in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const say = textsIn(language);
    const headers = { ...(await onboardDemoBrand(request)), Language: language };
    const farm = await farmNames(request, headers, language);
    const description = `Cotton polo shirts ${run()}`;

    // 1. Trace product, from the brand's menu.
    await signInAsBrand(page, language);
    await page
      .getByRole('navigation', { name: say('nav.mainMenu') })
      .getByRole('link', { name: say('orders.menu'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/brand-product-order$/);
    await expect(page.getByRole('heading', { level: 1, name: say('orders.page.title') })).toBeVisible();

    // 2. The order: placed with the garment maker under the PO of its fabric purchase, dated today.
    await page.getByRole('button', { name: say('orders.add.open'), exact: true }).click();
    const form = page.getByRole('dialog', { name: say('orders.form.addTitle') });
    const supplierName = { name: say('orders.form.supplier'), exact: true };
    await form.getByRole('textbox', supplierName).or(form.getByRole('combobox', supplierName)).first().fill(ASSEMBLY);
    // The server finds the candidates by name; an option shows the facility's role under its name.
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(ASSEMBLY)}`) }).click();
    await form.getByRole('textbox', { name: say('orders.form.purchaseOrderNumber'), exact: true }).fill(PURCHASE_ORDER);
    await form.getByRole('textbox', { name: say('orders.form.purchasedAt'), exact: true }).fill(today());
    await form.getByRole('textbox', { name: say('orders.form.productDescription'), exact: true }).fill(description);
    await form.getByRole('textbox', { name: say('orders.form.quantity'), exact: true }).fill(String(QUANTITY));
    await choose(form, say('orders.form.unit'), say('orders.units.Kilograms'));
    await form.getByRole('button', { name: say('orders.form.add'), exact: true }).click();
    await readToast(page, say('orders.form.added', { number: PURCHASE_ORDER }));
    await expect(form).toBeHidden();

    // 3. Found by its description among the brand's orders (the seed's own order has the same PO).
    await page.getByRole('searchbox', { name: say('orders.list.searchLabel') }).fill(description);
    const table = page.getByRole('table', { name: say('orders.list.caption') });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText(PURCHASE_ORDER);
    await expect(row).toContainText(ASSEMBLY);
    const quantity = say('orders.quantityWithUnit', {
      quantity: new Intl.NumberFormat(language).format(QUANTITY),
      unit: say('orders.units.Kilograms'),
    });
    await expect(row).toContainText(quantity);

    // 4. Begin trace.
    await row.getByRole('button', { name: say('orders.actions.menu', { number: PURCHASE_ORDER }) }).click();
    await page.getByRole('menuitem', { name: say('orders.actions.trace') }).click();
    await expect(page).toHaveURL(/\/brand-product-trace\/[0-9a-f-]{36}$/);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: say('traces.page.title', { po: PURCHASE_ORDER }) })).toBeVisible();
    const summaryValue = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(summaryValue(say('traces.summary.product'))).toHaveText(description);
    await expect(summaryValue(say('traces.summary.firstSupplier'))).toHaveText(ASSEMBLY);
    await expect(summaryValue(say('traces.summary.status'))).toHaveText(say('traces.statuses.complete'));
    await expect(summaryValue(say('traces.summary.confidence'))).toHaveText(formatShare(FULL_CONFIDENCE, language));

    // 5. The flow chart reaches the ginner, the group's farms and the farmer outside the group.
    const graph = page.getByLabel(say('traces.graph.label'), { exact: true });
    /** A node's accessible name begins with the facility's name, then its place, tier, share and risk. */
    const node = (name: string) => {
      const [start] = say('traces.graph.nodeLabel', { name, place: '\u0001', tier: '', verified: '', risk: '' }).split('\u0001');
      return graph.getByRole('button', { name: new RegExp(`^${escapeRegExp(start ?? name)}`) });
    };
    for (const name of [ASSEMBLY, MILL, GINNER, ...GROUP_FARMS, farm.nonParticipating]) await expect(node(name)).toBeVisible();

    // 6. The same facilities as a list: the group's farms verified, the farmer outside it not.
    await page.getByRole('tab', { name: say('traces.tabs.suppliers') }).click();
    await expect(page).toHaveURL(/\?tab=suppliers$/);
    const facilities = page.getByRole('table', { name: say('traces.suppliers.caption') });
    const facility = (name: string) => facilities.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    for (const [name, verified] of [...GROUP_FARMS.map((name) => [name, FULL_CONFIDENCE] as const), [farm.nonParticipating, 0] as const]) {
      const cells = facility(name).getByRole('cell');
      await expect(cells.nth(1)).toHaveText(farm.role);
      await expect(cells.nth(2)).toHaveText(say('traces.tier', { tier: farm.tier }));
      await expect(cells.nth(4)).toHaveText(formatShare(verified, language));
    }

    // 7. The records, with the documents each one holds.
    await page.getByRole('tab', { name: say('traces.tabs.list') }).click();
    await expect(page).toHaveURL(/\?tab=list$/);
    const records = page.getByRole('table', { name: say('traces.list.caption', { po: PURCHASE_ORDER }) });
    const record = (name: string) => records.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    const documentFlag = (name: string, kind: string) => record(name).getByRole('img', { name: say(`traces.documents.kinds.${kind}`) });
    // The order as the brand named it, then the mill's sale to the garment maker matched by the order's PO.
    await expect(record(ASSEMBLY)).toContainText(say('traces.categories.SUPPLIER_MAPPING'));
    await expect(record(ASSEMBLY)).toContainText(say('traces.confidences.named'));
    await expect(record(MILL)).toContainText(say('traces.categories.TRACED'));
    await expect(record(MILL)).toContainText(say('traces.documents.purchaseOrder', { number: PURCHASE_ORDER }));
    await expect(record(MILL)).toContainText(say('traces.confidences.document'));
    for (const kind of ['hasProof', 'hasInvoice', 'hasPackingList']) await expect(documentFlag(MILL, kind)).toBeVisible();
    for (const name of [...GROUP_FARMS, farm.nonParticipating]) {
      await expect(record(name)).toContainText(say('traces.categories.TRACED'));
      await expect(documentFlag(name, 'hasProof')).toBeVisible();
    }

    // 8. The documents zip: one folder per kind of document and an index of every file.
    const zip = await downloadWith(page, say('traces.downloads.documents'));
    expect(zip.download.suggestedFilename()).toBe(`${say('traces.downloads.fileNames.documents', { po: PURCHASE_ORDER })}.zip`);
    const entries = zipEntries(zip.body);
    const index = entries.find((entry) => !entry.name.includes('/') && /^index\./.test(entry.name));
    expect(index, `an index among ${entries.map((entry) => entry.name).join(', ')}`).toBeDefined();
    const indexText = index!.content().toString('utf8');
    expect(indexText).toContain(translateMessage(language, 'traceExports.index.file'));
    for (const folder of ['purchaseProofs', 'invoices', 'packing-lists']) {
      const files = entries.filter((entry) => entry.name.startsWith(`${folder}/`) && !entry.name.endsWith('/'));
      expect(files.length, `files in ${folder}/`).toBeGreaterThan(0);
      for (const file of files) {
        expect(indexText, `${file.name} in the index`).toContain(file.name);
        expect(file.content().subarray(0, 5).toString('latin1'), `${file.name} is a PDF`).toBe('%PDF-');
      }
    }
    for (const name of [...GROUP_FARMS, farm.nonParticipating]) expect(indexText, `${name} in the index`).toContain(name);

    // 9. EPCIS 2.0: a JSON-LD document whose events include the order's purchase and the transformations.
    const epcis = await downloadWith(page, say('traces.downloads.epcis'));
    expect(epcis.download.suggestedFilename()).toBe(`${say('traces.downloads.fileNames.epcis', { po: PURCHASE_ORDER })}.jsonld`);
    const document = JSON.parse(epcis.body.toString('utf8')) as {
      '@context': unknown[];
      type: string;
      schemaVersion: string;
      epcisBody: { eventList: { type: string; bizTransactionList?: { type: string; bizTransaction: string }[] }[] };
    };
    expect(document['@context']).toContain(EPCIS_CONTEXT);
    expect(document.type).toBe('EPCISDocument');
    expect(document.schemaVersion).toBe('2.0');
    const events = document.epcisBody.eventList;
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['TransactionEvent', 'TransformationEvent']));
    const orderPurchase = events.flatMap((event) => event.bizTransactionList ?? []).filter((transaction) => transaction.type === 'po');
    expect(orderPurchase.map((transaction) => transaction.bizTransaction.split(':po:').pop())).toContain(PURCHASE_ORDER);

    // 10. The garment maker's detail keeps the brand's history with it: this order among the latest
    // (the other tests of this file place theirs at the same time), opening the order.
    const suppliers = await request.get(`/api/brands/suppliers?key=${encodeURIComponent(ASSEMBLY)}`, { headers });
    const [assembly] = ((await suppliers.json()) as { items: { id: string }[] }).items;
    await page.goto(`/brand-suppliers/${assembly?.id}`);
    const history = page.getByRole('table', { name: say('suppliers.detail.orders.title') });
    const ordered = history.getByRole('row').filter({ hasText: description });
    await expect(ordered).toHaveCount(1);
    await ordered.getByRole('link', { name: PURCHASE_ORDER }).click();
    await expect(page).toHaveURL(/\/brand-product-order\/[0-9a-f-]{36}$/);
    await expect(page.getByText(description).first()).toBeVisible();
  });

  test(`the evidence-pack PDF of a traced order names the farms and reads in ${language}`, async ({ page, request }) => {
    test.setTimeout(60_000 + PDF_LIMIT_MS);
    const say = textsIn(language);
    const headers = { ...(await onboardDemoBrand(request)), Language: language };
    const farm = await farmNames(request, headers, language);
    // The order comes through the API: the test above places one through the screens.
    const candidates = await request.get(`/api/orders/supplier-candidates?key=${encodeURIComponent(ASSEMBLY)}`, { headers });
    expect(candidates.ok(), 'the supplier candidates').toBe(true);
    const assembly = ((await candidates.json()) as TOrderSupplierCandidatePage).items.find((candidate) => candidate.name === ASSEMBLY);
    if (!assembly) throw new Error(`${ASSEMBLY} is not among the demo brand's supplier candidates`);
    const description = `Cotton hoodies ${run()}`;
    const created = await request.post('/api/orders', {
      headers,
      data: {
        supplierId: assembly.id,
        purchaseOrderNumber: PURCHASE_ORDER,
        purchasedAt: new Date().toISOString(),
        productDescription: description,
        quantity: QUANTITY,
        quantityUnit: 'Kilograms',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const order = (await created.json()) as TOrderDetail;

    await signInAsBrand(page, language);
    await page.goto(`/brand-product-trace/${order.id}`);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: say('traces.page.title', { po: PURCHASE_ORDER }) })).toBeVisible();

    const pdf = await downloadWith(page, say('traces.downloads.pdf'), PDF_LIMIT_MS);
    expect(pdf.download.suggestedFilename()).toBe(`${say('traces.downloads.fileNames.pdf', { po: PURCHASE_ORDER })}.pdf`);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A PDF keeps no words or lines, only placed runs: Chromium starts a new run at each word of Latin
    // text set inside right-to-left Urdu, so any run of white space reads as one space.
    const text = extractPdfText(pdf.body).replace(/\s+/g, ' ');
    // The pack's own headings in the reader's language: in Urdu, Chromium's shaped Naskh text read back.
    for (const heading of ['tracePdf.title', 'tracePdf.chart.title', 'tracePdf.stages.title', 'tracePdf.documents.title']) {
      expect(text, heading).toContain(say(heading));
    }
    for (const expected of [PURCHASE_ORDER, description, ASSEMBLY, MILL, GINNER, ...GROUP_FARMS, farm.nonParticipating]) {
      expect(text, expected).toContain(expected);
    }
  });
}
