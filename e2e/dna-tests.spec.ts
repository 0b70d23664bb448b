import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TDnaTestDetail, TFacilityRisk, TQrCodeBatchDetail, TQrCodeBatchPage, TSupplierListItem } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD, readToast, signIn } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { escapeRegExp, switchToUrdu, textsIn } from './support/catalogue.ts';
import { onboardDemoBrand } from './support/demo-brand.ts';
import { choose, chooseFile } from './support/forms.ts';
import { bearerFor } from './support/invitations.ts';

/*
 * DNA tests (issue 23, "Proof"): the demo administrator records, from the dna-management screen, a failed
 * synthetic-marking test of a bale the demo ginner made (its QR label names it; the laboratory found a marker
 * the bale was never given), and the ginner's risk shows it under "Failed DNA Test" once the job queue has
 * scored the ginner again, in the brand's view of its supplier. The administrator then deletes the test and
 * the item leaves the ginner's risk, which puts the demo back as other specs read it. The list and the form are
 * scanned by axe in English and Urdu.
 */

const GINNER = 'Multan Ginning Factory';
const SPINNER = 'Faisalabad Spinning Mills';
/** The job queue polls every 2 s; scoring the ginner again takes a few seconds more. */
const SCORING_LIMIT_MS = 30_000;
const LAB_REPORT = {
  name: 'lab-report.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const say = textsIn('en');

type THeaders = Record<string, string>;

async function getJson<T>(request: APIRequestContext, headers: THeaders, url: string): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** The nine digits of a label the demo ginner stuck on one of its bales. */
async function ginnerBaleLabel(request: APIRequestContext, admin: THeaders): Promise<string> {
  const batches = await Promise.all(
    ['completed', 'incomplete'].map((status) =>
      getJson<TQrCodeBatchPage>(request, admin, `/api/qr-code-batches?status=${status}&perPage=100`),
    ),
  );
  for (const batch of batches.flatMap((page) => page.items)) {
    const detail = await getJson<TQrCodeBatchDetail>(request, admin, `/api/qr-code-batches/${batch.id}`);
    const used = detail.codes.find((code) => code.status !== 'ENCODED');
    if (used) return used.code;
  }
  throw new Error('The demo has no QR label on a bale');
}

/** Today in the browser's calendar, as the form takes it (DD/MM/YYYY). */
function today(): string {
  const date = new Date();
  return [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((part) => String(part).padStart(2, '0')).join('/');
}

async function scan(page: Page, screen: string, findings: string[]) {
  await waitForScreen(page);
  findings.push(...(await blockingViolations(page, screen)));
}

test('the administrator records a failed synthetic test of a ginner’s bale, the ginner’s risk shows it, and deleting it takes it back out', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const findings: string[] = [];
  const admin = await bearerFor(request, ADMIN);
  const brand = await onboardDemoBrand(request);
  const label = await ginnerBaleLabel(request, admin);
  const suppliers = await getJson<{ items: TSupplierListItem[] }>(request, brand, '/api/brands/suppliers?perPage=100');
  const ginnerId = suppliers.items.find((supplier) => supplier.name === GINNER)?.id;
  if (!ginnerId) throw new Error(`${GINNER} is not among the demo brand's suppliers`);
  const dnaItemsOf = async (testId: string) => {
    const risk = await getJson<TFacilityRisk>(request, brand, `/api/facilities/${ginnerId}/risk`);
    return risk.categories
      .flatMap((category) => category.indicators.flatMap((indicator) => indicator.subIndicators))
      .flatMap((subIndicator) => subIndicator.items.map((item) => ({ subIndicator: subIndicator.name, item })))
      .filter(({ item }) => item.source === 'DNA' && item.reference.id === testId);
  };

  // 1. The list, from the administrator's menu.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page
    .getByRole('navigation', { name: say('nav.mainMenu') })
    .getByRole('link', { name: say('dnaTests.menu'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/dna-management$/);
  await expect(page.getByRole('heading', { level: 1, name: say('dnaTests.list.title') })).toBeVisible();
  await scan(page, '/dna-management [en]', findings);

  // 2. The form, filled from the laboratory's report: the bale by its label, a marker it was never given.
  // The header's button (an empty list offers the same link in its middle).
  await page
    .getByRole('link', { name: say('dnaTests.record.open') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dna-management\/new$/);
  await waitForScreen(page);
  const form = page.locator('form');
  await choose(form, say('dnaTests.form.requester'), new RegExp(`^${escapeRegExp(SPINNER)}`));
  await choose(form, say('dnaTests.form.supplier'), new RegExp(`^${escapeRegExp(GINNER)}`));
  await form.getByRole('textbox', { name: say('dnaTests.form.product'), exact: true }).fill(label);
  await expect(form.getByText(/^Found: /)).toBeVisible();
  await form.getByRole('radio', { name: say('dnaTests.form.yes'), exact: true }).check();
  const identifiers = form.getByRole('combobox', { name: say('dnaTests.form.identifiers'), exact: true });
  await identifiers.fill('MARK-E2E-UNKNOWN');
  await identifiers.press('Enter');
  await form.getByRole('textbox', { name: say('dnaTests.form.testedOn'), exact: true }).fill(today());
  await chooseFile(page, form.getByRole('button', { name: say('proofFiles.add'), exact: true }), LAB_REPORT);
  await expect(form.getByText(LAB_REPORT.name, { exact: true })).toBeVisible();
  await scan(page, '/dna-management/new [en]', findings);
  await form.getByRole('button', { name: say('dnaTests.record.submit'), exact: true }).click();

  // 3. The server's verdict, on the test's own page.
  await expect(page).toHaveURL(/\/dna-management\/[0-9a-f-]{36}$/);
  const testId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const recorded = await getJson<TDnaTestDetail>(request, admin, `/api/dna-tests/${testId}`);
  expect(recorded).toMatchObject({
    kind: 'SYNTHETIC',
    result: 'FAILED',
    isDetected: true,
    dnaIdentifiers: ['MARK-E2E-UNKNOWN'],
    productSupplier: { name: GINNER },
    requestFacility: { name: SPINNER },
  });
  expect(recorded.files.map((file) => file.name)).toEqual([LAB_REPORT.name]);
  await readToast(page, say('dnaTests.record.done.FAILED', { reference: recorded.reference }));
  await expect(
    page.getByRole('heading', { level: 1, name: say('dnaTests.detail.title', { reference: recorded.reference }) }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(say('dnaTests.results.FAILED'), { exact: true }).first()).toBeVisible();

  // 4. The ginner's risk, as its brand reads it: the failed test under "Failed DNA Test", scored 3 × its severity.
  await expect
    .poll(async () => (await dnaItemsOf(testId)).length, { timeout: SCORING_LIMIT_MS, message: 'the test is in the ginner’s risk' })
    .toBe(1);
  const [found] = await dnaItemsOf(testId);
  expect(found?.subIndicator).toBe('Failed DNA Test');
  expect(found?.item.severity).toBe(3);

  // 5. Urdu: the list with the new test, right to left, scanned too.
  await page.goto('/dna-management');
  await expect(page.getByRole('table')).toContainText(recorded.reference);
  await switchToUrdu(page);
  await scan(page, '/dna-management [ur]', findings);
  await page.goto('/dna-management/new');
  await scan(page, '/dna-management/new [ur]', findings);

  // 6. Deleted, the test stops counting in the ginner's risk.
  const ur = textsIn('ur');
  await page.goto(`/dna-management/${testId}`);
  await waitForScreen(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: ur('dnaTests.delete.open'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: ur('dnaTests.delete.title', { reference: recorded.reference }) });
  await dialog.getByRole('button', { name: ur('dnaTests.delete.confirm'), exact: true }).click();
  await readToast(page, ur('dnaTests.delete.done', { reference: recorded.reference }));
  await expect(page).toHaveURL(/\/dna-management$/);
  expect((await request.get(`/api/dna-tests/${testId}`, { headers: admin })).status()).toBe(404);
  await expect
    .poll(async () => (await dnaItemsOf(testId)).length, { timeout: SCORING_LIMIT_MS, message: 'the test left the ginner’s risk' })
    .toBe(0);

  expect(findings).toEqual([]);
});
