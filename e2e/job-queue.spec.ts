import { expect, test, type Page } from '@playwright/test';
import type { TDeadLetterPage } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD, sidebarLinks, signIn, SUPER_ADMIN } from './support/accounts.ts';
import { blockingViolations, waitForScreen } from './support/axe.ts';
import { escapeRegExp, switchToUrdu, textsIn, type TE2ELanguage } from './support/catalogue.ts';

/*
 * The super administrator's job queue (issue 20): the jobs in each state and the dead letters, from
 * the menu. The e2e server sends no real e-mail (its mail is written to the log), so no job fails
 * there and the list is expected to be empty; the screen is checked against what the API answered.
 */

const STATES = ['pending', 'running', 'succeeded', 'dead'] as const;

const isDeadLetterPage = (url: string) => new URL(url).pathname === '/api/jobs/dead-letters';

/** The counts and the list on screen say what the API answered, in `language`. */
async function expectQueueShown(page: Page, answer: TDeadLetterPage, language: TE2ELanguage) {
  const text = textsIn(language);
  const counts = page.getByRole('list', { name: text('jobs.counts.label') }).getByRole('listitem');
  await expect(counts).toHaveText(
    STATES.map((state) => new RegExp(`^${escapeRegExp(text(`jobs.counts.${state}`))}\\s*${answer.counts[state]}$`)),
  );
  const table = page.getByRole('table', { name: text('jobs.list.caption') });
  if (answer.items.length === 0) {
    await expect(page.getByText(text('jobs.list.emptyTitle'), { exact: true })).toBeVisible();
    await expect(table).toHaveCount(0);
  } else {
    // One row a dead letter, under the header row, each with its own retry.
    await expect(table.getByRole('row')).toHaveCount(answer.items.length + 1);
    await expect(table.getByRole('button', { name: text('jobs.retry.open') })).toHaveCount(answer.items.length);
  }
}

test('the super administrator opens the job queue from the menu and sees the jobs by state and the failed ones', async ({ page }) => {
  expect(await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password)).not.toBeNull();
  await expect(page).toHaveURL(/\/super-admin-user-management$/);
  await waitForScreen(page);

  const [response] = await Promise.all([
    page.waitForResponse((candidate) => isDeadLetterPage(candidate.url())),
    sidebarLinks(page).filter({ hasText: 'Job queue' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as TDeadLetterPage;
  expect(answer.perPage).toBe(20);
  await expect(page).toHaveURL(/\/job-queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();
  await expectQueueShown(page, answer, 'en');
  // Nothing fails on this server (see above), so nothing waits for a retry.
  expect(answer.counts.dead).toBe(0);
  expect(answer.total).toBe(0);

  // Refresh reads the queue again.
  const [again] = await Promise.all([
    page.waitForResponse((candidate) => isDeadLetterPage(candidate.url())),
    page.getByRole('button', { name: 'Refresh' }).click(),
  ]);
  await expectQueueShown(page, (await again.json()) as TDeadLetterPage, 'en');
  await waitForScreen(page);
  expect((await blockingViolations(page, '/job-queue [en]')).join('\n')).toBe('');

  // In Urdu the screen reads right to left, with its own words.
  const [inUrdu] = await Promise.all([page.waitForResponse((candidate) => isDeadLetterPage(candidate.url())), page.reload()]);
  await waitForScreen(page);
  await switchToUrdu(page);
  await expect(page.getByRole('heading', { level: 1, name: textsIn('ur')('jobs.page.title') })).toBeVisible();
  await expectQueueShown(page, (await inUrdu.json()) as TDeadLetterPage, 'ur');
  await waitForScreen(page);
  expect((await blockingViolations(page, '/job-queue [ur]')).join('\n')).toBe('');
});

test('an administrator is not offered the job queue and is sent home from its address', async ({ page }) => {
  expect(await signIn(page, ADMIN, DEMO_PASSWORD)).not.toBeNull();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(sidebarLinks(page).first()).toBeVisible();
  await expect(sidebarLinks(page).filter({ hasText: 'Job queue' })).toHaveCount(0);

  await page.goto('/job-queue');
  await expect(page).toHaveURL(/\/user-management$/);
});
