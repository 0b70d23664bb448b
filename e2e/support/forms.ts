import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

/** Picks an option of a select (Mantine Select or MultiSelect) by the field's label. */
export async function choose(scope: Page | Locator, label: string | RegExp, option: string | RegExp): Promise<Locator> {
  const field = scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first();
  const page = 'context' in scope ? scope : scope.page();
  const choice = page.getByRole('option', { name: option, exact: true });
  // Opened again when its list is not shown: a dropdown hides while its field is scrolled out of view
  // (a re-render on a busy machine can move the page), and a person would then click the field again.
  await expect(async () => {
    // A multi-select without search hides its input under the box of chosen values, where a person clicks.
    if (!(await choice.isVisible())) await field.click({ force: true });
    await choice.click({ timeout: 5_000 });
  }).toPass();
  return field;
}

/** Picks options of a multi-select, leaving the field after each, which closes its list. */
export async function chooseMany(scope: Page | Locator, label: string | RegExp, options: readonly string[]): Promise<void> {
  for (const option of options) await (await choose(scope, label, option)).press('Tab');
}

/** Uploads as a person does: the button opens the browser's file chooser, which gets the file. */
export async function chooseFile(page: Page, button: Locator, file: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}
