import {
  formatDate,
  formatDateTime,
  MAX_RISK_SCORE,
  RISK_LEVEL_COLOURS,
  RISK_LEVEL_THRESHOLDS,
  RISK_LEVELS,
  translateMessage,
  type TComplianceEntry,
  type TFacilityRisk,
  type TLanguage,
  type TMessageKey,
  type TMessageParams,
  type TRiskFilterQuery,
  type TRiskFilterValues,
  type TRiskItemView,
  type TRiskLevel,
  type TRiskSource,
} from '@opentrace/domain';
import { escapeHtml, printDocument } from '../../../lib/pdf/html.ts';
import { URDU_PRINT_FONT } from '../../../lib/pdf/print-fonts.ts';

/** Everything the supplier-detail PDF shows, as the risk API answers it, in the reader's language. */
export interface RiskPdfInput {
  language: TLanguage;
  /** When the PDF was printed (ISO). */
  printedAt: string;
  risk: TFacilityRisk;
  filters: TRiskFilterQuery;
  /** The facility's filter choices, to name the filters applied. */
  filterValues: TRiskFilterValues;
  /** The whole compliance history under the filters, newest first. */
  history: readonly TComplianceEntry[];
  /** @font-face rules the document embeds (print-fonts.ts). */
  fontFaces: string;
}

type Text = (key: TMessageKey, params?: TMessageParams) => string;

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 10px; color: #212529; }
html[lang='ur'] body { font-family: '${URDU_PRINT_FONT}', 'DejaVu Sans', sans-serif; line-height: 1.7; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 14px; margin: 18px 0 6px; border-bottom: 1px solid #adb5bd; padding-bottom: 2px; }
h3 { font-size: 12px; margin: 12px 0 4px; }
h4 { font-size: 11px; margin: 8px 0 4px; }
h5 { font-size: 10px; margin: 6px 0 3px; }
p { margin: 2px 0; }
.facility { font-size: 16px; font-weight: 700; }
.muted { color: #495057; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 4px 0; }
dt { font-weight: 700; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; margin: 3px 0 8px; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #ced4da; padding: 2px 4px; text-align: start; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f1f3f5; font-weight: 700; }
.level { white-space: nowrap; }
.swatch { display: inline-block; width: 8px; height: 8px; border-radius: 2px; margin-inline-end: 4px; }
.indicator { margin-inline-start: 10px; }
.sub-indicator { margin-inline-start: 20px; }
ol { margin: 2px 0; padding-inline-start: 18px; }
`;

/**
 * The supplier-detail PDF (issue 21, spec §2 "supplier detail PDF"): the facility's risk explained from the
 * overall level down to each item, under the filters the reader chose, and its compliance history. Pure:
 * the same inputs give the same document, which the Chromium renderer prints.
 */
export function riskPdfHtml(input: RiskPdfInput): string {
  const { language, risk } = input;
  const text: Text = (key, params) => escapeHtml(translateMessage(language, key, params));
  const body = [
    header(input, text),
    overall(input, text),
    method(input, text),
    filtersApplied(input, text),
    bySource(risk.bySource, language, text),
    topIssues(risk.topIssues, text),
    tree(risk, language, text),
    country(risk, language, text),
    complianceHistory(input.history, language, text),
  ].join('');
  return printDocument({
    language,
    title: translateMessage(language, 'riskPdf.documentTitle', { facility: risk.facility.name }),
    style: input.fontFaces + STYLE,
    body,
  });
}

/** The file's name: `risk-<facility-name-slug>-<YYYY-MM-DD>.pdf`, the day being the day it was printed (UTC). */
export function riskPdfFileName(facilityName: string, printedAt: Date): string {
  return `risk-${slugOf(facilityName)}-${printedAt.toISOString().slice(0, 10)}.pdf`;
}

/** Letters and digits of any script, lower case, accents dropped, everything else one hyphen. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'facility';
}

const numberIn = (language: TLanguage, value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
const dayOf = (isoDay: string) => formatDate(`${isoDay}T00:00:00.000Z`, 'UTC');

function levelCell(level: TRiskLevel | null, text: Text): string {
  const key = level ?? 'NOT_ASSESSED';
  return `<span class="level"><span class="swatch" style="background:${RISK_LEVEL_COLOURS[key]}"></span>${text(`riskPdf.level.${key}`)}</span>`;
}

const scoreCell = (score: number | null, language: TLanguage, text: Text) =>
  score === null ? text('riskPdf.noScore') : escapeHtml(numberIn(language, score));

function table(headings: string[], rows: string[][]): string {
  const head = `<thead><tr>${headings.map((heading) => `<th>${heading}</th>`).join('')}</tr></thead>`;
  return `<table>${head}<tbody>${rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

function header({ risk, printedAt }: RiskPdfInput, text: Text): string {
  const { facility } = risk;
  const membership = facility.isFarmGroup
    ? `<p class="muted">${text('riskPdf.farmGroup')}</p>`
    : facility.farmGroup
      ? `<p class="muted">${text('riskPdf.farmOf', { group: facility.farmGroup.name })}</p>`
      : '';
  const computed = risk.computedAt
    ? text('riskPdf.computedAt', { date: formatDateTime(risk.computedAt, 'UTC') })
    : text('riskPdf.neverComputed');
  return (
    `<header><h1>${text('riskPdf.title')}</h1><p class="facility">${escapeHtml(facility.name)}</p>${membership}` +
    `<p class="muted">${computed}</p><p class="muted">${text('riskPdf.printedAt', { date: formatDateTime(printedAt, 'UTC') })}</p></header>`
  );
}

function overall({ risk, language }: RiskPdfInput, text: Text): string {
  const score =
    risk.score === null
      ? text('riskPdf.noScore')
      : text('riskPdf.scoreOutOf', { score: numberIn(language, risk.score), max: MAX_RISK_SCORE });
  return (
    `<section><h2>${text('riskPdf.overall')}</h2><dl>` +
    `<dt>${text('riskPdf.riskLevel')}</dt><dd>${levelCell(risk.level, text)}</dd>` +
    `<dt>${text('riskPdf.score')}</dt><dd>${score}</dd>` +
    `<dt>${text('riskPdf.itemCount')}</dt><dd>${escapeHtml(numberIn(language, risk.itemCount))}</dd></dl></section>`
  );
}

function method({ risk, language }: RiskPdfInput, text: Text): string {
  if (!risk.method) return '';
  const { methodology, weights } = risk.method;
  const scale = text('riskPdf.scale', {
    extreme: numberIn(language, RISK_LEVEL_THRESHOLDS.EXTREME),
    high: numberIn(language, RISK_LEVEL_THRESHOLDS.HIGH),
    medium: numberIn(language, RISK_LEVEL_THRESHOLDS.MEDIUM),
  });
  const weightList =
    weights.length === 0
      ? `<p>${text('riskPdf.unweighted')}</p>`
      : table(
          [text('riskPdf.column.source'), text('riskPdf.column.weight')],
          weights.map((weight) => [escapeHtml(weight.sourceLabel), escapeHtml(numberIn(language, weight.weight))]),
        );
  return (
    `<section><h2>${text('riskPdf.method')}</h2><p>${text(`riskPdf.method.${methodology}`)}</p><p class="muted">${scale}</p>` +
    `<h3>${text('riskPdf.weights')}</h3>${weightList}</section>`
  );
}

/** The filters in words: the names the reader picked them by, and the period as dates. */
function filtersApplied({ filters, filterValues, language }: RiskPdfInput, text: Text): string {
  const named = (ids: readonly string[] | undefined, options: readonly { id: string; name: string }[]) =>
    (ids ?? []).map((id) => options.find((option) => option.id === id)?.name ?? id);
  const sourceName = (source: TRiskSource) =>
    filterValues.sources.find((option) => option.source === source)?.sourceLabel ?? translateMessage(language, `risk.source.${source}`);
  const lines: [TMessageKey, string[]][] = [
    ['riskPdf.filter.sources', (filters.sources ?? []).map(sourceName)],
    ['riskPdf.filter.categories', named(filters.categoryIds, filterValues.categories)],
    ['riskPdf.filter.indicators', named(filters.indicatorIds, filterValues.indicators)],
    ['riskPdf.filter.subIndicators', named(filters.subIndicatorIds, filterValues.subIndicators)],
  ];
  const entries = lines
    .filter(([, names]) => names.length > 0)
    .map(([label, names]) => `<dt>${text(label)}</dt><dd>${names.map(escapeHtml).join(', ')}</dd>`);
  const period = periodOf(filters, text);
  if (period) entries.push(`<dt>${text('riskPdf.filter.period')}</dt><dd>${period}</dd>`);
  const content = entries.length === 0 ? `<p>${text('riskPdf.noFilters')}</p>` : `<dl>${entries.join('')}</dl>`;
  return `<section><h2>${text('riskPdf.filters')}</h2>${content}</section>`;
}

function periodOf({ from, to }: TRiskFilterQuery, text: Text): string | null {
  if (from && to) return text('riskPdf.filter.between', { from: dayOf(from), to: dayOf(to) });
  if (from) return text('riskPdf.filter.since', { from: dayOf(from) });
  if (to) return text('riskPdf.filter.until', { to: dayOf(to) });
  return null;
}

function bySource(scores: TFacilityRisk['bySource'], language: TLanguage, text: Text): string {
  if (scores.length === 0) return '';
  return (
    `<section><h2>${text('riskPdf.bySource')}</h2>` +
    table(
      SOURCE_COLUMNS.map((column) => text(`riskPdf.column.${column}`)),
      scores.map((score) => [
        escapeHtml(score.sourceLabel),
        escapeHtml(numberIn(language, score.weight)),
        escapeHtml(numberIn(language, score.itemCount)),
        scoreCell(score.score, language, text),
        levelCell(score.level, text),
      ]),
    ) +
    '</section>'
  );
}

function topIssues(issues: TFacilityRisk['topIssues'], text: Text): string {
  const list =
    issues.length === 0
      ? `<p>${text('riskPdf.noTopIssues')}</p>`
      : `<ol>${issues
          .map((issue) => {
            const counts = RISK_LEVELS.filter((level) => issue.counts[level] > 0)
              .map((level) => `${text(`riskPdf.level.${level}`)}: ${issue.counts[level]}`)
              .join(', ');
            const path = [issue.category.name, issue.indicator.name, issue.subIndicator.name].map(escapeHtml).join(' › ');
            return `<li>${path} (${counts})</li>`;
          })
          .join('')}</ol>`;
  return `<section><h2>${text('riskPdf.topIssues')}</h2>${list}</section>`;
}

const ITEM_COLUMNS = [
  'source',
  'date',
  'severity',
  'subIndicatorWeight',
  'score',
  'level',
  'weight',
  'recordedOn',
  'reference',
  'note',
] as const;
const SOURCE_COLUMNS = ['source', 'weight', 'items', 'score', 'level'] as const;
const HISTORY_COLUMNS = [
  'date',
  'kind',
  'report',
  'source',
  'category',
  'indicator',
  'subIndicator',
  'severity',
  'score',
  'level',
] as const;

function itemsTable(items: readonly TRiskItemView[], language: TLanguage, text: Text): string {
  const number = (value: number | null) => (value === null ? '' : escapeHtml(numberIn(language, value)));
  return table(
    ITEM_COLUMNS.map((column) => text(`riskPdf.column.${column}`)),
    items.map((item) => [
      escapeHtml(item.sourceLabel),
      escapeHtml(formatDate(item.recordedAt, 'UTC')),
      number(item.severity),
      number(item.subIndicatorWeight),
      number(item.score),
      levelCell(item.level, text),
      number(item.weight),
      item.fromFacility ? escapeHtml(item.fromFacility.name) : text('riskPdf.thisFacility'),
      escapeHtml(item.reference.label),
      escapeHtml(item.note ?? ''),
    ]),
  );
}

interface TreeNode {
  name: string;
  level: TRiskLevel | null;
  score: number | null;
}

/** A node of the tree as a heading: its name, its level and its score, and what else names it. */
function nodeHeading(tag: 'h3' | 'h4' | 'h5', node: TreeNode, language: TLanguage, text: Text, extra = ''): string {
  const score = node.score === null ? text('riskPdf.noScore') : `${text('riskPdf.score')} ${escapeHtml(numberIn(language, node.score))}`;
  return `<${tag}>${escapeHtml(node.name)}: ${levelCell(node.level, text)}, ${score}${extra}</${tag}>`;
}

function tree(risk: TFacilityRisk, language: TLanguage, text: Text): string {
  if (risk.categories.length === 0) return `<section><h2>${text('riskPdf.tree')}</h2><p>${text('riskPdf.noItems')}</p></section>`;
  const categories = risk.categories.map(
    (category) =>
      `<div>${nodeHeading('h3', category, language, text)}${category.indicators
        .map(
          (indicator) =>
            `<div class="indicator">${nodeHeading('h4', indicator, language, text)}${indicator.subIndicators
              .map((subIndicator) => {
                const weight =
                  subIndicator.severity === null
                    ? ''
                    : ` (${text('riskPdf.column.subIndicatorWeight')} ${escapeHtml(numberIn(language, subIndicator.severity))})`;
                return `<div class="sub-indicator">${nodeHeading('h5', subIndicator, language, text, weight)}${itemsTable(subIndicator.items, language, text)}</div>`;
              })
              .join('')}</div>`,
        )
        .join('')}</div>`,
  );
  return `<section><h2>${text('riskPdf.tree')}</h2>${categories.join('')}</section>`;
}

function country(risk: TFacilityRisk, language: TLanguage, text: Text): string {
  const content = risk.country.length === 0 ? `<p>${text('riskPdf.noCountry')}</p>` : itemsTable(risk.country, language, text);
  return `<section><h2>${text('riskPdf.country')}</h2>${content}</section>`;
}

function complianceHistory(history: readonly TComplianceEntry[], language: TLanguage, text: Text): string {
  const content =
    history.length === 0
      ? `<p>${text('riskPdf.noHistory')}</p>`
      : table(
          HISTORY_COLUMNS.map((column) => text(`riskPdf.column.${column}`)),
          history.map((entry) => [
            escapeHtml(formatDate(entry.recordedAt, 'UTC')),
            text(`riskPdf.kind.${entry.kind}`),
            escapeHtml(entry.reportNumber),
            escapeHtml(entry.sourceLabel),
            escapeHtml(entry.category.name),
            escapeHtml(entry.indicator.name),
            escapeHtml(entry.subIndicator.name),
            escapeHtml(numberIn(language, entry.severity)),
            escapeHtml(numberIn(language, entry.score)),
            levelCell(entry.level, text),
          ]),
        );
  return `<section><h2>${text('riskPdf.history')}</h2><p class="muted">${text('riskPdf.historyDescription')}</p>${content}</section>`;
}
