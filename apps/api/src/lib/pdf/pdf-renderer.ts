import type { Browser, Page } from 'playwright-core';
import { AppError } from '../../core/app-error.ts';
import { resolveChromiumPath } from './chromium-path.ts';

/**
 * The contract of every print route: it sets `window.isLoadPdfCompleted = true` once its data and fonts
 * are in place, or `window.isLoadPdfFailed = true` when it cannot show its document (an unknown token),
 * where trying again would not help. Written as page-side expressions: the API has no DOM types.
 */
const READY_STATE = "window.isLoadPdfCompleted === true ? 'ready' : window.isLoadPdfFailed === true ? 'failed' : false";

export interface RenderedPdf {
  pdf: Buffer;
  /** The page's text as printed, for logs and checks that must not parse PDF streams. */
  text: string;
}

/** A page size for documents laid out edge to edge (a label roll, a sheet of labels): no margins, no page numbers. */
export interface PdfPaper {
  width: string;
  height: string;
}

export interface PdfRenderer {
  /** Prints the page at `url` to an A4 PDF once it says it is ready. */
  render(url: string): Promise<RenderedPdf>;
  /**
   * Prints a whole HTML document (html.ts) once it says it is ready; it reaches no network. A4 with margins and
   * page numbers, or `paper` as the document lays it out.
   */
  renderHtml(html: string, paper?: PdfPaper): Promise<RenderedPdf>;
  close(): Promise<void>;
}

export interface ChromiumPdfRendererOptions {
  /** CHROME_PATH; the system browsers are tried when it is unset. */
  chromePath?: string;
  /** How long one try may take, from opening the page to the last byte of the PDF. */
  timeoutMs?: number;
  tries?: number;
  /** Where each failed try is reported (the app's logger). */
  log?: (details: { err: unknown; attempt: number; tries: number }, message: string) => void;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_TRIES = 3;
const A4_MARGIN = { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' };
/** Page numbers in the bottom margin; Chromium fills the two spans. */
const FOOTER =
  '<div style="width:100%;font-size:8px;color:#666;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>';

/** The print page said it cannot show its document: trying again would not help. */
class PageNotReady extends Error {
  constructor() {
    super('the print page reported that it cannot load its document');
  }
}

/**
 * Prints the app's own print routes, and HTML documents the API writes, with the system's headless Chromium (ARCHITECTURE.md §2: only
 * Chromium shaped Urdu right to left correctly). One browser is started on the first render and
 * shared; each render gets its own page, so renders do not share cookies or state.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly timeoutMs: number;
  private readonly tries: number;

  constructor(private readonly options: ChromiumPdfRendererOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.tries = options.tries ?? DEFAULT_TRIES;
  }

  render(url: string): Promise<RenderedPdf> {
    return this.print(async (page) => {
      await page.goto(url, { waitUntil: 'load', timeout: this.timeoutMs });
    });
  }

  renderHtml(html: string, paper?: PdfPaper): Promise<RenderedPdf> {
    return this.print(async (page) => {
      // The document carries everything it shows (fonts as data URLs): a request would only be a way out.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
    }, paper);
  }

  private async print(load: (page: Page) => Promise<void>, paper?: PdfPaper): Promise<RenderedPdf> {
    for (let attempt = 1; attempt <= this.tries; attempt += 1) {
      try {
        return await this.renderOnce(await this.openBrowser(), load, paper);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Operators need the browser's own words; the caller only learns that printing failed.
        this.options.log?.({ err: error, attempt, tries: this.tries }, 'printing a PDF failed');
        if (error instanceof PageNotReady) break;
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'tracePdf.renderFailed' });
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private openBrowser(): Promise<Browser> {
    if (this.browser) return this.browser;
    const executablePath = resolveChromiumPath(this.options.chromePath);
    if (!executablePath) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'tracePdf.chromiumMissing' });
    const launching = import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] }),
    );
    this.browser = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        }),
      () => {
        // A browser that failed to start is tried afresh on the next render.
        if (this.browser === launching) this.browser = null;
      },
    );
    return launching;
  }

  private async renderOnce(browser: Browser, load: (page: Page) => Promise<void>, paper?: PdfPaper): Promise<RenderedPdf> {
    // The app's Content-Security-Policy forbids evaluating strings; the readiness check is one, asked by us.
    const context = await browser.newContext({ viewport: { width: 1240, height: 1754 }, bypassCSP: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await load(page);
      await waitUntilReady(page, this.timeoutMs);
      const text = await page.evaluate<string>('document.body.innerText');
      const pdf = await page.pdf(
        paper
          ? { width: paper.width, height: paper.height, margin: { top: 0, right: 0, bottom: 0, left: 0 }, printBackground: true }
          : {
              format: 'A4',
              margin: A4_MARGIN,
              printBackground: true,
              displayHeaderFooter: true,
              headerTemplate: '<span></span>',
              footerTemplate: FOOTER,
            },
      );
      return { pdf, text };
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}

async function waitUntilReady(page: Page, timeoutMs: number): Promise<void> {
  const outcome = await page.waitForFunction(READY_STATE, null, { timeout: timeoutMs, polling: 100 }).then((handle) => handle.jsonValue());
  if (outcome !== 'ready') throw new PageNotReady();
}
