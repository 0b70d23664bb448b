import { describe, expect, it } from 'vitest';
import {
  changeRiskFilters,
  complianceHistoryQueryOf,
  dateRangeProblems,
  hasRiskFilters,
  NO_RISK_FILTERS,
  riskFilterOptions,
  riskQueryOf,
  riskSearchOf,
  type TRiskFilterOptions,
  type TRiskFilters,
} from './risk-filters.ts';
import { dayTextOf } from '../../../lib/day-month-year.ts';

const CAT_A = '00000000-0000-4000-8000-00000000000a';
const CAT_B = '00000000-0000-4000-8000-00000000000b';
const IND_A1 = '00000000-0000-4000-8000-0000000000a1';
const IND_A2 = '00000000-0000-4000-8000-0000000000a2';
const IND_B1 = '00000000-0000-4000-8000-0000000000b1';
const SUB_A1 = '00000000-0000-4000-8000-000000000a11';
const SUB_A2 = '00000000-0000-4000-8000-000000000a21';
const SUB_B1 = '00000000-0000-4000-8000-000000000b11';

const VALUES: TRiskFilterOptions = {
  categories: [
    { id: CAT_A, name: 'Child labour' },
    { id: CAT_B, name: 'Forced labour' },
  ],
  indicators: [
    { id: IND_A1, name: 'Age checks', categoryId: CAT_A },
    { id: IND_A2, name: 'Schooling', categoryId: CAT_A },
    { id: IND_B1, name: 'Debt', categoryId: CAT_B },
  ],
  subIndicators: [
    { id: SUB_A1, name: 'No ID kept', indicatorId: IND_A1 },
    { id: SUB_A2, name: 'Out of school', indicatorId: IND_A2 },
    { id: SUB_B1, name: 'Recruitment fees', indicatorId: IND_B1 },
  ],
};

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('the risk query', () => {
  it('sends nothing without filters', () => {
    expect(riskQueryOf(NO_RISK_FILTERS)).toEqual({});
    expect(riskSearchOf(NO_RISK_FILTERS)).toBe('');
    expect(hasRiskFilters(NO_RISK_FILTERS)).toBe(false);
  });

  it('sends each filter as one comma-separated parameter and typed days as ISO dates', () => {
    const filters: TRiskFilters = {
      ...NO_RISK_FILTERS,
      sources: ['SAQ', 'REPORT'],
      categoryIds: [CAT_A, CAT_B],
      from: '1/2/2026',
      to: '28/02/2026',
    };
    expect(riskQueryOf(filters)).toEqual({
      sources: 'SAQ,REPORT',
      categoryIds: `${CAT_A},${CAT_B}`,
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(riskSearchOf(filters)).toBe(`?sources=SAQ%2CREPORT&categoryIds=${CAT_A}%2C${CAT_B}&from=2026-02-01&to=2026-02-28`);
  });

  it('leaves out a day that is not a date, and the whole range while it is reversed', () => {
    expect(riskQueryOf({ ...NO_RISK_FILTERS, from: '31/02/2026', to: '01/03/2026' })).toEqual({ to: '2026-03-01' });
    expect(dateRangeProblems({ from: '31/02/2026', to: '' })).toEqual({ from: 'format', to: null });
    expect(riskQueryOf({ ...NO_RISK_FILTERS, from: '10/03/2026', to: '01/03/2026' })).toEqual({});
    expect(dateRangeProblems({ from: '10/03/2026', to: '01/03/2026' })).toEqual({ from: null, to: 'reversed' });
    expect(dateRangeProblems({ from: '01/03/2026', to: '01/03/2026' })).toEqual({ from: null, to: null });
  });

  it('shows the API’s days as DD/MM/YYYY, the way they are typed back', () => {
    expect(dayTextOf('2026-02-01')).toBe('01/02/2026');
    expect(riskQueryOf({ ...NO_RISK_FILTERS, from: dayTextOf('2026-02-01') })).toEqual({ from: '2026-02-01' });
  });

  it('asks the compliance history for a page of 20 with the taxonomy and range but no sources', () => {
    const filters: TRiskFilters = { ...NO_RISK_FILTERS, sources: ['SAQ'], subIndicatorIds: [SUB_A1], to: '05/01/2026' };
    expect(complianceHistoryQueryOf(filters, 3)).toEqual({ page: 3, perPage: 20, subIndicatorIds: SUB_A1, to: '2026-01-05' });
  });
});

describe('the cascading taxonomy filters', () => {
  it('offers every indicator and sub-indicator before a category is chosen', () => {
    const options = riskFilterOptions(VALUES, NO_RISK_FILTERS);
    expect(ids(options.indicators)).toEqual([IND_A1, IND_A2, IND_B1]);
    expect(ids(options.subIndicators)).toEqual([SUB_A1, SUB_A2, SUB_B1]);
  });

  it('offers the indicators of the chosen categories and the sub-indicators of the chosen indicators', () => {
    expect(ids(riskFilterOptions(VALUES, { ...NO_RISK_FILTERS, categoryIds: [CAT_A] }).indicators)).toEqual([IND_A1, IND_A2]);
    expect(ids(riskFilterOptions(VALUES, { ...NO_RISK_FILTERS, categoryIds: [CAT_A] }).subIndicators)).toEqual([SUB_A1, SUB_A2]);
    expect(ids(riskFilterOptions(VALUES, { ...NO_RISK_FILTERS, indicatorIds: [IND_A2] }).subIndicators)).toEqual([SUB_A2]);
  });

  it('drops the narrower choices a changed category no longer offers', () => {
    const chosen = { ...NO_RISK_FILTERS, categoryIds: [CAT_A, CAT_B], indicatorIds: [IND_A1, IND_B1], subIndicatorIds: [SUB_A1, SUB_B1] };
    expect(changeRiskFilters(chosen, { categoryIds: [CAT_B] }, VALUES)).toMatchObject({
      categoryIds: [CAT_B],
      indicatorIds: [IND_B1],
      subIndicatorIds: [SUB_B1],
    });
    expect(changeRiskFilters(chosen, { indicatorIds: [IND_A1] }, VALUES)).toMatchObject({ subIndicatorIds: [SUB_A1] });
    expect(changeRiskFilters(chosen, { sources: ['HOTLINE'] }, VALUES)).toEqual({ ...chosen, sources: ['HOTLINE'] });
  });
});
