import { formatQrCode, qrCodeLink, type TLanguage, type TQrLabelContent, type TQrLabelLayout } from '@opentrace/domain';
import QRCode from 'qrcode';
import { escapeHtml, printDocument } from '../../lib/pdf/html.ts';
import { URDU_PRINT_FONT } from '../../lib/pdf/print-fonts.ts';

/** A label's size (DOMAIN.md §8.1 labels on bales), the page of a label printer's roll. */
const LABEL_WIDTH_MM = 50;
const LABEL_HEIGHT_MM = 30;

/** An A4 sheet holds 3 × 8 labels with gaps to cut along, inside margins every office printer can print. */
const A4_LABEL_COLUMNS = 3;
const A4_LABEL_ROWS = 8;
export const LABELS_PER_A4_SHEET = A4_LABEL_COLUMNS * A4_LABEL_ROWS;

/** White modules around the code: readers need a quiet zone, and the label's edge adds to it. */
const QUIET_ZONE_MODULES = 2;

export interface LabelTexts {
  lotNumber: string;
  baleNumber: string;
}

export interface LabelsDocument {
  language: TLanguage;
  layout: TQrLabelLayout;
  /** The batch's codes to print, in order. */
  codes: readonly string[];
  content: TQrLabelContent;
  publicUrl: string;
  texts: LabelTexts;
  /** The configured logo as a data URL, or null when none is set. */
  logo: string | null;
  /** @font-face rules the document embeds (print-fonts.ts). */
  fontFaces: string;
}

/** What a label's QR carries: the nine digits, or the link to the product's page (`{PUBLIC_URL}/q/{code}`). */
export function labelPayload(code: string, content: TQrLabelContent, publicUrl: string): string {
  return content === 'link' ? qrCodeLink(publicUrl, code) : code;
}

/**
 * The QR as one SVG path, one unit per module, at error correction H: a label on a bale gets dirty and
 * torn, and H still reads with 30 % of it gone (DOMAIN.md §8.1). Vector, so it prints sharp at any size.
 */
export function qrSvg(payload: string): string {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'H' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  const side = size + 2 * QUIET_ZONE_MODULES;
  return (
    `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="${-QUIET_ZONE_MODULES} ${-QUIET_ZONE_MODULES} ${side} ${side}" ` +
    `shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(payload)}" data-payload="${escapeHtml(payload)}">` +
    `<rect x="${-QUIET_ZONE_MODULES}" y="${-QUIET_ZONE_MODULES}" width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

const STYLE = `
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #000; }
html[lang='ur'] body { font-family: '${URDU_PRINT_FONT}', 'DejaVu Sans', sans-serif; }
.label { width: ${LABEL_WIDTH_MM}mm; height: ${LABEL_HEIGHT_MM}mm; padding: 1.5mm; display: flex; gap: 1.5mm; align-items: center; overflow: hidden; }
.qr { width: 25mm; height: 25mm; flex: none; }
.side { flex: 1; min-width: 0; height: 100%; display: flex; flex-direction: column; justify-content: space-between; }
.logo { height: 6mm; display: flex; align-items: center; }
.logo img { max-height: 6mm; max-width: 100%; object-fit: contain; }
.code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 7.5pt; font-weight: 700; white-space: nowrap; text-align: center; direction: ltr; unicode-bidi: isolate; }
.field { font-size: 5.5pt; line-height: 1.2; }
html[lang='ur'] .field { font-size: 5pt; line-height: 1.5; }
.box { height: 4.5mm; border: 0.25mm solid #000; border-radius: 0.5mm; }
@page { margin: 0; }
.roll .label { break-after: page; }
.roll .label:last-child { break-after: auto; }
.sheet { display: grid; grid-template-columns: repeat(${A4_LABEL_COLUMNS}, ${LABEL_WIDTH_MM}mm); grid-auto-rows: ${LABEL_HEIGHT_MM}mm;
  gap: 4mm 6mm; justify-content: center; padding-top: 10mm; break-after: page; }
.sheet:last-child { break-after: auto; }
.sheet .label { outline: 0.2mm dashed #999; outline-offset: 0; }
`;

function labelHtml(code: string, { content, publicUrl, texts, logo }: LabelsDocument): string {
  const logoHtml = logo ? `<img src="${escapeHtml(logo)}" alt="">` : '';
  return (
    `<section class="label" data-code="${code}">${qrSvg(labelPayload(code, content, publicUrl))}<div class="side">` +
    `<div class="logo">${logoHtml}</div><div class="code">${escapeHtml(formatQrCode(code))}</div>` +
    `<div class="field">${escapeHtml(texts.lotNumber)}<div class="box"></div></div>` +
    `<div class="field">${escapeHtml(texts.baleNumber)}<div class="box"></div></div></div></section>`
  );
}

/** The page size a layout prints on, for the printer. */
export function labelPaper(layout: TQrLabelLayout): { width: string; height: string } {
  return layout === 'label' ? { width: `${LABEL_WIDTH_MM}mm`, height: `${LABEL_HEIGHT_MM}mm` } : { width: '210mm', height: '297mm' };
}

/**
 * The labels as one HTML document for the printer: one label per page on a label printer's roll, or
 * A4 sheets of 24 with dashed lines to cut along. Pure, so what each QR carries can be checked without
 * a browser.
 */
export function labelsHtml(document: LabelsDocument): string {
  const labels = document.codes.map((code) => labelHtml(code, document));
  let body: string;
  if (document.layout === 'label') {
    body = `<main class="roll">${labels.join('')}</main>`;
  } else {
    const sheets: string[] = [];
    for (let start = 0; start < labels.length; start += LABELS_PER_A4_SHEET) {
      sheets.push(`<div class="sheet">${labels.slice(start, start + LABELS_PER_A4_SHEET).join('')}</div>`);
    }
    body = `<main>${sheets.join('')}</main>`;
  }
  return printDocument({ language: document.language, title: 'QR labels', style: `${document.fontFaces}${STYLE}`, body });
}
