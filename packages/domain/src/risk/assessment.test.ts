import { describe, expect, it } from 'vitest';
import { assessRisk, type TRiskSettings } from './assessment.ts';
import { countryItemScore, itemScore, type TRiskItem } from './items.ts';

const FACILITY = '00000000-0000-4000-8000-000000000001';
const FARM = '00000000-0000-4000-8000-000000000002';
const ROLE = '00000000-0000-4000-8000-0000000000aa';
const CATEGORY = { labour: '10000000-0000-4000-8000-000000000001', product: '10000000-0000-4000-8000-000000000002' };
const INDICATOR = {
  wages: '20000000-0000-4000-8000-000000000001',
  hours: '20000000-0000-4000-8000-000000000002',
  ilab: '20000000-0000-4000-8000-000000000003',
};
const SUB = {
  lateWages: '30000000-0000-4000-8000-000000000001',
  noContract: '30000000-0000-4000-8000-000000000002',
  overtime: '30000000-0000-4000-8000-000000000003',
  childLabour: '30000000-0000-4000-8000-000000000004',
};
const NAMES: Record<string, string> = {
  [CATEGORY.labour]: 'Labour',
  [CATEGORY.product]: 'Product',
  [INDICATOR.wages]: 'Wages',
  [INDICATOR.hours]: 'Hours',
  [INDICATOR.ilab]: 'List of Goods',
  [SUB.lateWages]: 'Late wages',
  [SUB.noContract]: 'No contract',
  [SUB.overtime]: 'Overtime',
  [SUB.childLabour]: 'Child labour',
};
const nameOf = (id: string) => NAMES[id] ?? id;

let serial = 0;
function item(
  source: TRiskItem['source'],
  category: string,
  indicator: string,
  sub: string,
  severity: number,
  subSeverity: number,
  extra: Partial<TRiskItem> = {},
): TRiskItem {
  serial += 1;
  return {
    id: `${source}:${serial}`,
    source,
    roleId: source === 'REPORT' ? ROLE : null,
    categoryId: category,
    indicatorId: indicator,
    subIndicatorId: sub,
    severity,
    subIndicatorSeverity: subSeverity,
    score: itemScore(severity, subSeverity),
    recordedAt: '2026-10-01T10:00:00.000Z',
    facilityId: FACILITY,
    reference: { kind: 'answer', id: String(serial), label: 'Q' },
    note: null,
    ...extra,
  };
}

const country: TRiskItem = {
  ...item('COUNTRY', CATEGORY.labour, INDICATOR.wages, SUB.lateWages, 60, null as never),
  categoryId: null,
  indicatorId: null,
  subIndicatorId: null,
  subIndicatorSeverity: null,
  score: countryItemScore(60),
  reference: { kind: 'country', id: 'PK', label: 'Pakistan' },
};

const items: TRiskItem[] = [
  item('SAQ', CATEGORY.labour, INDICATOR.wages, SUB.lateWages, 3, 4), // 12
  item('SAQ', CATEGORY.labour, INDICATOR.wages, SUB.noContract, 1, 2), // 2
  item('REPORT', CATEGORY.labour, INDICATOR.hours, SUB.overtime, 2, 3), // 6
  item('PRODUCT_LISTING', CATEGORY.product, INDICATOR.ilab, SUB.childLabour, 3, 5, { facilityId: FARM }), // 15, indirect
  country, // 9
];

const weights = { geographyWeight: 1, saqsWeight: 2, listOfGoodsWeight: 1, roleWeights: { [ROLE]: 3 } };

describe('assessing a facility', () => {
  it('scores items as severity × sub-indicator severity, "No weight" counting as 1, and the country on the 15-point scale', () => {
    expect(itemScore(3, 4)).toBe(12);
    expect(itemScore(0, 5)).toBe(5);
    expect(countryItemScore(60)).toBe(9);
    expect(countryItemScore(37)).toBe(5.55);
  });

  it('takes the highest item under HIGHEST_RISK at every level, the country included overall', () => {
    const settings: TRiskSettings = { methodology: 'HIGHEST_RISK', weights };
    const result = assessRisk(FACILITY, items, settings, nameOf);
    expect(result).toMatchObject({ score: 15, level: 'EXTREME' });
    const labour = result.categories.find((category) => category.categoryId === CATEGORY.labour);
    expect(labour).toMatchObject({ score: 12, level: 'EXTREME' });
    expect(labour?.indicators.map((indicator) => [nameOf(indicator.indicatorId), indicator.score])).toEqual([
      ['Wages', 12],
      ['Hours', 6],
    ]);
    expect(result.countryItems).toHaveLength(1);
  });

  it('averages every raw item under AVERAGE_RISK (not the averages of averages)', () => {
    const result = assessRisk(FACILITY, items, { methodology: 'AVERAGE_RISK', weights }, nameOf);
    // (12 + 2 + 6 + 15 + 9) / 5
    expect(result).toMatchObject({ score: 8.8, level: 'HIGH' });
    const labour = result.categories.find((category) => category.categoryId === CATEGORY.labour);
    // (12 + 2 + 6) / 3
    expect(labour?.score).toBe(6.67);
  });

  it('weighs each item by its source under WEIGHTED_AVERAGE, assessor reports by their role', () => {
    const result = assessRisk(FACILITY, items, { methodology: 'WEIGHTED_AVERAGE', weights }, nameOf);
    // (12·2 + 2·2 + 6·3 + 15·1 + 9·1) / (2 + 2 + 3 + 1 + 1) = 70 / 9
    expect(result).toMatchObject({ score: 7.78, level: 'HIGH' });
    const labour = result.categories.find((category) => category.categoryId === CATEGORY.labour);
    expect(labour?.bySource).toEqual(
      expect.arrayContaining([
        { source: 'SAQ', roleId: null, weight: 2, itemCount: 2, score: 7, level: 'MEDIUM' },
        { source: 'REPORT', roleId: ROLE, weight: 3, itemCount: 1, score: 6, level: 'MEDIUM' },
      ]),
    );
  });

  it('sorts categories, indicators and sub-indicators by level with extreme first, then by name', () => {
    const result = assessRisk(FACILITY, items, { methodology: 'HIGHEST_RISK', weights }, nameOf);
    expect(result.categories.map((category) => nameOf(category.categoryId))).toEqual(['Labour', 'Product']);
  });

  it('names as top issues the sub-indicators with the most severe direct items, leaving out other facilities’ items', () => {
    const many = [
      ...items,
      item('SAQ', CATEGORY.labour, INDICATOR.hours, SUB.overtime, 3, 3),
      item('SAQ', CATEGORY.labour, INDICATOR.hours, SUB.overtime, 1, 3),
    ];
    const result = assessRisk(FACILITY, many, { methodology: 'HIGHEST_RISK', weights }, nameOf);
    expect(result.topIssues.map((issue) => nameOf(issue.subIndicatorId))).toEqual(['Late wages', 'Overtime', 'No contract']);
    expect(result.topIssues[1]?.counts).toEqual({ EXTREME: 0, HIGH: 1, MEDIUM: 1, LOW: 1 });
  });

  it('leaves a facility without items unassessed', () => {
    expect(assessRisk(FACILITY, [], { methodology: 'HIGHEST_RISK', weights }, nameOf)).toMatchObject({
      score: null,
      level: null,
      categories: [],
    });
  });
});
