import { isRightToLeft, type TLanguage } from '@opentrace/domain';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it may stand in HTML content or a quoted attribute: names typed by people never become markup. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * Tells the printing browser the document is ready once the fonts it uses have arrived (the readiness
 * contract of pdf-renderer.ts). The layout is read first, so the faces the text needs are requested
 * before fonts.ready settles.
 */
const READY_SCRIPT =
  '<script>void document.body.offsetHeight;document.fonts.ready.then(function(){window.isLoadPdfCompleted=true;});</script>';

export interface PrintDocument {
  language: TLanguage;
  title: string;
  /** The document's style sheet, @font-face rules included. */
  style: string;
  /** The body's markup, already escaped where it carries data. */
  body: string;
}

/** A whole HTML document for ChromiumPdfRenderer.renderHtml: its language and direction, title, style and body. */
export function printDocument({ language, title, style, body }: PrintDocument): string {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${style}</style></head><body>${body}${READY_SCRIPT}</body></html>`
  );
}
