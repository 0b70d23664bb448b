import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatHyphenated, formatQrCode, type TQrCodeBatchDetail, type TQrCodeBatchPage } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD, forgetSession, readToast, signIn } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { switchToUrdu } from './support/catalogue.ts';
import { choose } from './support/forms.ts';
import { bearerFor } from './support/invitations.ts';
import { zipEntries } from './support/zip-archive.ts';

/*
 * Printed QR labels (issue 23): the demo administrator generates a batch on the QR code management
 * screen and downloads its labels, as a zip of one PDF per code and as an A4 sheet whose QR codes
 * carry links; the download form passes axe in English and Urdu. The demo ginner puts a label on a
 * bale by typing the link its QR carries, and that link opens the bale for the ginner, through
 * sign-in when nobody is signed in, and for the administrator with the facilities it has been with.
 */

const GINNER = 'ginner@demo.opentrace.local';
const RUN = Date.now().toString(36).toUpperCase();

type TUrduCatalogue = { qrCodes: { actions: { menu: string; labels: string }; labels: { title: string } } };

/** A translated sentence naming a batch: the name sits between Unicode isolate marks (lib/bidi.ts). */
function naming(template: string, name: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = template.split('{{name}}');
  return new RegExp(`^${escape(before)}\u2068?${escape(name)}\u2069?${escape(after)}$`);
}

async function openLabelsForm(page: Page, batchName: string) {
  await page.getByRole('button', { name: naming('Actions for {{name}}', batchName) }).click();
  await page.getByRole('menuitem', { name: 'Download labels' }).click();
  const form = page.getByRole('dialog', { name: naming('Download labels of batch {{name}}', batchName) });
  await expect(form).toBeVisible();
  return form;
}

test('the administrator generates a batch and downloads its labels: a zip of one PDF per code, and an A4 sheet of links', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `E2E labels ${RUN}`;
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/qr-code-management');
  await waitForScreen(page);
  await page.getByRole('textbox', { name: 'Batch name' }).fill(name);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Generate QR codes' }).click();
  await readToast(page, naming('QR codes generated in batch {{name}}.', name));

  const admin = await bearerFor(request, ADMIN);
  const batches = (await (await request.get('/api/qr-code-batches?perPage=100', { headers: admin })).json()) as TQrCodeBatchPage;
  const created = batches.items.find((batch) => batch.name === name);
  if (!created) throw new Error(`No batch ${name}`);
  const detail = (await (await request.get(`/api/qr-code-batches/${created.id}`, { headers: admin })).json()) as TQrCodeBatchDetail;
  const codes = detail.codes.map((code) => code.code);

  const form = await openLabelsForm(page, name);
  await expect(form.getByRole('radio', { name: 'Zip of one PDF per code' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'The 9-digit code' })).toBeChecked();
  await waitForScreen(page);
  expect(await blockingViolations(page, 'download labels form [en]')).toEqual([]);
  const [zipDownload] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download' }).click()]);
  expect(zipDownload.suggestedFilename()).toBe(`${name} - QR labels.zip`);
  await expect(form).toBeHidden();
  const entries = zipEntries(readFileSync(await zipDownload.path()));
  expect(entries.map((entry) => entry.name).sort()).toEqual(codes.map((code) => `${code}.pdf`).sort());
  for (const entry of entries) expect(entry.content().subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const sheetForm = await openLabelsForm(page, name);
  await sheetForm.getByRole('radio', { name: 'A4 sheet of labels (PDF)' }).check();
  await sheetForm.getByRole('radio', { name: 'A link to the product' }).check();
  const [sheetDownload] = await Promise.all([page.waitForEvent('download'), sheetForm.getByRole('button', { name: 'Download' }).click()]);
  expect(sheetDownload.suggestedFilename()).toBe(`${name} - QR labels A4.pdf`);
  expect(
    readFileSync(await sheetDownload.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // None of the new codes is on a product yet: asking for assigned labels only says so.
  const assignedForm = await openLabelsForm(page, name);
  await assignedForm.getByRole('checkbox', { name: 'Assigned codes only' }).check();
  await assignedForm.getByRole('button', { name: 'Download' }).click();
  await readToast(page, /no assigned labels to print/);
  await expect(assignedForm).toBeVisible();

  await assignedForm.getByRole('button', { name: 'Cancel' }).click();
  await switchToUrdu(page);
  const urdu = (JSON.parse(readFileSync('apps/web/src/locales/ur/qr-codes.json', 'utf8')) as TUrduCatalogue).qrCodes;
  await page.getByRole('button', { name: naming(urdu.actions.menu, name) }).click();
  await page.getByRole('menuitem', { name: urdu.actions.labels }).click();
  await expect(page.getByRole('dialog', { name: naming(urdu.labels.title, name) })).toBeVisible();
  await waitForScreen(page);
  expect(await blockingViolations(page, 'download labels form [ur]')).toEqual([]);
});

test('a label that carries its link goes on a bale, and the link opens that bale for the ginner, through sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await bearerFor(request, ADMIN);
  const created = await request.post('/api/qr-code-batches', { headers: admin, data: { name: `E2E link ${RUN}`, quantity: 1 } });
  expect(created.status()).toBe(201);
  const batch = (await created.json()) as TQrCodeBatchDetail;
  const code = batch.codes[0]!.code;
  const link = `${baseURL}/q/${code}`;

  // The ginner labels a new bale by typing what the label's QR carries: its link.
  await signIn(page, GINNER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/homepage$/);
  await page.getByRole('link', { name: /^Assign product ID\b/ }).click();
  await choose(page, 'Output product', 'Cotton Bales');
  const output = page.getByRole('group', { name: 'Output product 1', exact: true });
  const qrField = output.getByRole('textbox', { name: 'QR code' });
  await qrField.fill(link);
  await expect(qrField).toHaveValue(code);
  await choose(output, 'Trash Content', 'Low');
  await output.getByRole('textbox', { name: 'Moisture Level' }).fill('7');
  await output.getByRole('textbox', { name: 'Total Weight' }).fill('10');
  await choose(output, 'Unit of Total Weight', 'Kilograms');
  await page.getByRole('button', { name: 'Assign product IDs' }).click();
  await readToast(page, '1 product was created.');
  const labelled = (await (await request.get(`/api/qr-code-batches/${batch.id}`, { headers: admin })).json()) as TQrCodeBatchDetail;
  expect(labelled.codes).toEqual([{ code, status: 'ACTIVE' }]);

  // Opened signed out, the link goes through sign-in and back.
  await forgetSession(page);
  await page.goto(`/q/${code}`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByRole('textbox', { name: 'Email address' }).fill(GINNER);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/q/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `QR code ${formatQrCode(code)}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: formatHyphenated(code) })).toBeVisible();
  await expect(page.getByText('Cotton Bales')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sell', exact: true })).toBeVisible();
  await waitForScreen(page);
  expect(await blockingViolations(page, 'label link product page [en]')).toEqual([]);

  await page.goto('/q/000000000');
  await expect(page.getByText('No product found')).toBeVisible();

  // An administrator reaches every product: the same link shows the bale and the ginner that made it.
  await forgetSession(page);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/q/${code}`);
  await expect(page.getByRole('heading', { name: formatHyphenated(code) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where it has been' })).toBeVisible();
  const made = page.getByRole('listitem').filter({ hasText: 'Multan Ginning Factory' });
  await expect(made).toContainText('Made on');
  await expect(made).toContainText('Holds it now');
  await expect(page.getByRole('link', { name: 'Sell', exact: true })).toHaveCount(0);
  await waitForScreen(page);
  expect(await blockingViolations(page, 'label link product page, administrator [en]')).toEqual([]);
});
