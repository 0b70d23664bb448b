import type { TComplianceEntry, TFacilityRisk, TRiskFilterValues, TRiskItemView } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { type RiskPdfInput, riskPdfFileName, riskPdfHtml } from './risk-pdf.view.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CATEGORY = { id: id(1), name: 'Worker protection' };
const WAGES = { id: id(2), name: 'Wages' };
const WITHHELD = { id: id(3), name: 'Withheld wages' };

const item = (overrides: Partial<TRiskItemView> = {}): TRiskItemView => ({
  id: 'report:1',
  source: 'HOTLINE',
  sourceLabel: 'Admin (hotline)',
  recordedAt: '2026-11-18T10:00:00.000Z',
  severity: 3,
  subIndicatorWeight: 4,
  score: 12,
  level: 'EXTREME',
  weight: 1,
  fromFacility: null,
  reference: { kind: 'report', id: id(9), label: 'GR-000042' },
  note: 'Withheld wages: yes',
  ...overrides,
});

const assessed: TFacilityRisk = {
  facility: { id: id(10), name: 'Multan Ginning Factory', isFarmGroup: false, farmGroup: { id: id(11), name: 'Bahawalpur Farmers' } },
  computedAt: '2026-11-20T12:00:00.000Z',
  method: { methodology: 'WEIGHTED_AVERAGE', weights: [{ source: 'COUNTRY', sourceLabel: 'Country risk', weight: 2 }] },
  score: 7.75,
  level: 'HIGH',
  itemCount: 2,
  bySource: [{ source: 'HOTLINE', sourceLabel: 'Admin (hotline)', weight: 1, itemCount: 1, score: 12, level: 'EXTREME' }],
  topIssues: [{ category: CATEGORY, indicator: WAGES, subIndicator: WITHHELD, counts: { EXTREME: 1, HIGH: 2, MEDIUM: 0, LOW: 0 } }],
  country: [
    item({
      id: 'country:PK',
      source: 'COUNTRY',
      sourceLabel: 'Country risk',
      severity: 40,
      subIndicatorWeight: null,
      score: 6,
      level: 'MEDIUM',
      weight: 2,
      reference: { kind: 'country', id: 'PK', label: 'Pakistan' },
      note: null,
    }),
  ],
  categories: [
    {
      ...CATEGORY,
      icon: null,
      score: 12,
      level: 'EXTREME',
      bySource: [],
      indicators: [
        {
          ...WAGES,
          score: 12,
          level: 'EXTREME',
          subIndicators: [
            {
              ...WITHHELD,
              severity: 4,
              score: 12,
              level: 'EXTREME',
              items: [
                item(),
                item({ id: 'report:2', fromFacility: { id: id(12), name: 'Farm of Aslam' }, recordedAt: '2026-03-05T23:30:00Z' }),
              ],
            },
          ],
        },
      ],
    },
  ],
};

const filterValues: TRiskFilterValues = {
  sources: [{ source: 'REPORT', sourceLabel: 'Hotline Operator' }],
  categories: [CATEGORY],
  indicators: [{ ...WAGES, categoryId: CATEGORY.id }],
  subIndicators: [{ ...WITHHELD, indicatorId: WAGES.id }],
  earliest: '2026-03-05',
  latest: '2026-11-18',
};

const history: TComplianceEntry[] = [
  {
    kind: 'response',
    reportId: id(9),
    reportNumber: 'GR-000042',
    recordedAt: '2026-11-20T08:00:00.000Z',
    sourceLabel: 'Auditor',
    category: CATEGORY,
    indicator: WAGES,
    subIndicator: WITHHELD,
    severity: 1,
    score: 4,
    level: 'MEDIUM',
  },
];

const input = (overrides: Partial<RiskPdfInput> = {}): RiskPdfInput => ({
  language: 'en',
  printedAt: '2026-11-21T09:15:00.000Z',
  risk: assessed,
  filters: {},
  filterValues,
  history,
  fontFaces: '',
  ...overrides,
});

/** What a reader sees: the text of the body, tags dropped and entities read. */
function readerText(html: string): string {
  const body = html.slice(html.indexOf('<body>'), html.indexOf('<script>'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([,)])/g, '$1');
}

describe('riskPdfHtml', () => {
  it('states the facility, its group, the level in words, the score out of 15, and when it was computed', () => {
    const text = readerText(riskPdfHtml(input()));
    expect(text).toContain('Supplier risk assessment Multan Ginning Factory');
    expect(text).toContain("A farm of Bahawalpur Farmers: the group's items count here too.");
    expect(text).toContain('Last calculated: 20/11/2026 12:00 (UTC)');
    expect(text).toContain('Risk level High Score 7.75 out of 15 Items counted 2');
  });

  it('names the method and every weight it used, and the level thresholds', () => {
    const text = readerText(riskPdfHtml(input()));
    expect(text).toContain("Weighted average: each item's score counts with the weight of its source");
    expect(text).toContain('Weights used Source Weight Country risk 2');
    expect(text).toContain('Extreme from 11.26, High from 7.51, Medium from 3.76');
  });

  it('walks the tree down to each item with its source, date, severity, weights, score, level, facility, reference and note', () => {
    const text = readerText(riskPdfHtml(input()));
    expect(text).toContain('Worker protection: Extreme, Score 12');
    expect(text).toContain('Withheld wages: Extreme, Score 12 (Sub-indicator weight 4)');
    expect(text).toContain('Admin (hotline) 18/11/2026 3 4 12 Extreme 1 This facility GR-000042 Withheld wages: yes');
    expect(text).toContain('Admin (hotline) 05/03/2026 3 4 12 Extreme 1 Farm of Aslam GR-000042');
    expect(text).toContain('Country risk 18/11/2026 40 6 Medium 2 This facility Pakistan');
    expect(text).toContain('Top issues Worker protection › Wages › Withheld wages (Extreme: 1, High: 2)');
  });

  it('lists the compliance history, and says when there is none', () => {
    expect(readerText(riskPdfHtml(input()))).toContain(
      '20/11/2026 Response GR-000042 Auditor Worker protection Wages Withheld wages 1 4 Medium',
    );
    expect(readerText(riskPdfHtml(input({ history: [] })))).toContain('No report or response recorded a risk for this supplier.');
  });

  it('says "Not assessed" with no score and no method for a facility never scored', () => {
    const never: TFacilityRisk = {
      ...assessed,
      computedAt: null,
      method: null,
      score: null,
      level: null,
      itemCount: 0,
      bySource: [],
      topIssues: [],
      country: [],
      categories: [],
    };
    const text = readerText(riskPdfHtml(input({ risk: never, history: [] })));
    expect(text).toContain('Risk level Not assessed Score No score Items counted 0');
    expect(text).toContain('Not calculated yet');
    expect(text).not.toContain('Weights used');
    expect(text).toContain('No risk item matches these filters.');
  });

  it('puts the filters in words: source labels, names and the period as dates', () => {
    expect(readerText(riskPdfHtml(input()))).toContain('Filters applied None: every item is counted.');
    const text = readerText(
      riskPdfHtml(input({ filters: { sources: ['REPORT', 'SAQ'], subIndicatorIds: [WITHHELD.id], from: '2026-11-01', to: '2026-11-20' } })),
    );
    expect(text).toContain('Sources Hotline Operator, Self-assessment');
    expect(text).toContain('Sub-indicators Withheld wages');
    expect(text).toContain('Period from 01/11/2026 to 20/11/2026');
    expect(readerText(riskPdfHtml(input({ filters: { to: '2026-06-30' } })))).toContain('Period until 30/06/2026');
  });

  it('speaks French and Urdu, Urdu right to left in the embedded face', () => {
    const french = readerText(riskPdfHtml(input({ language: 'fr' })));
    expect(french).toContain('Niveau de risque Élevé Score 7,75 sur 15');
    expect(french).toContain('Moyenne pondérée');
    const urdu = riskPdfHtml(input({ language: 'ur', fontFaces: "@font-face{font-family:'Noto Naskh Arabic'}" }));
    expect(urdu).toMatch(/^<!doctype html><html lang="ur" dir="rtl">/);
    expect(urdu).toContain("@font-face{font-family:'Noto Naskh Arabic'}");
    expect(readerText(urdu)).toContain('خطرے کی سطح زیادہ');
    expect(riskPdfHtml(input())).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });

  it('shows names with < & " as text, never as markup', () => {
    const name = 'Ali & Sons <b>"Best"</b>';
    const html = riskPdfHtml(
      input({
        risk: { ...assessed, facility: { ...assessed.facility, name }, country: [item({ note: '<script>alert(1)</script>' })] },
      }),
    );
    expect(html).toContain('Ali &amp; Sons &lt;b&gt;&quot;Best&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(readerText(html)).toContain(name);
    expect(html).toContain(`<title>Risk assessment of ${'Ali &amp; Sons &lt;b&gt;&quot;Best&quot;&lt;/b&gt;'}</title>`);
  });
});

describe('riskPdfFileName', () => {
  it('is risk-<slug of the name>-<day printed>.pdf', () => {
    const printedAt = new Date('2026-11-21T23:59:00Z');
    expect(riskPdfFileName('Multan Ginning Factory', printedAt)).toBe('risk-multan-ginning-factory-2026-11-21.pdf');
    expect(riskPdfFileName('  Café <Lin> & Co. / Lyon ', printedAt)).toBe('risk-cafe-lin-co-lyon-2026-11-21.pdf');
    expect(riskPdfFileName('ملتان جننگ', printedAt)).toBe('risk-ملتان-جننگ-2026-11-21.pdf');
    expect(riskPdfFileName('***', printedAt)).toBe('risk-facility-2026-11-21.pdf');
  });
});
