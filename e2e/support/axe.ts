import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the gate refuses: axe's two highest impacts (moderate and minor findings are left to review). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const SCREEN_LOAD_LIMIT_MS = 60_000;

/**
 * A screen is ready when its title is shown and nothing in the main area is still loading: axe
 * would otherwise judge a skeleton, or miss the table that replaces it. A screen's first load
 * downloads its code and data, which on a busy 2-core machine takes far longer than one assertion
 * usually waits, hence the wider limit (an upper bound, not a pause).
 */
export async function waitForScreen(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SCREEN_LOAD_LIMIT_MS });
  // A table re-reading after a filter keeps its old rows faded (aria-busy) until the answer comes: not yet the screen.
  await expect(main.locator('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0, {
    timeout: SCREEN_LOAD_LIMIT_MS,
  });
  // Rows fade back in once the answer comes (a CSS transition): judged mid-fade, their text fails contrast.
  // Endless ones (a spinner elsewhere on the page) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical axe findings of the page as it stands, one line per element: rule, the
 * element's selector and the screen, so a failure says what to fix and where.
 */
export async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  // Only violations are read: axe then skips building selectors and snippets for every element that
  // passed, which is most of its time on a large screen (a profile form has 2,000 elements).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`),
    );
}

/**
 * Whether this test is the first of the run to scan `screen` in `language`: several roles may offer
 * the same screen, and scanning it once per run is what the gate needs, so the first to reach it
 * claims it for the run (a file created exclusively, shared by the workers). Outside a run of the
 * suite's config nothing is shared and every screen is scanned.
 */
export function claimScreen(screen: string, language: string): boolean {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) return true;
  const claims = path.join(runDir, 'axe-scanned');
  mkdirSync(claims, { recursive: true });
  try {
    closeSync(openSync(path.join(claims, encodeURIComponent(`${language} ${screen}`)), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
