import { describe, expect, it } from 'vitest';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { countryResolver } from './country-lookup.ts';
import { planImport } from './import-plan.ts';
import { splitCsvLine } from '../../lib/csv-line.ts';

const row = (index: number, category: string, indicator: string, subIndicator: string, severity = 3) => ({
  index,
  category,
  indicator,
  subIndicator,
  severity,
});

describe('planImport', () => {
  it('builds the tree from rows, matching names whatever their spacing and capitals', () => {
    const plan = planImport(
      [],
      [
        row(2, 'Labor', 'Child labour', 'Under age'),
        row(3, 'labor ', 'child  LABOUR', 'Night work'),
        row(4, 'Labor', 'Child labour', 'under age', 5),
      ],
      'u1',
    );
    expect(plan.categories.map((c) => c.name)).toEqual(['Labor']);
    expect(plan.indicators.map((i) => [i.name, i.categoryId])).toEqual([['Child labour', plan.categories[0]?.id]]);
    expect(plan.subIndicators.map((s) => [s.name, s.riskSeverity, s.parentId])).toEqual([
      ['Under age', 3, plan.indicators[0]?.id],
      ['Night work', 3, plan.indicators[0]?.id],
    ]);
  });

  it('adds under existing rows only what is new, after the existing order', () => {
    const existing = [
      { id: 'c1', type: INDICATOR_TYPE.CATEGORY, name: 'Labor', categoryId: null, parentId: null, sortOrder: 0 },
      { id: 'i1', type: INDICATOR_TYPE.INDICATOR, name: 'Child labour', categoryId: 'c1', parentId: null, sortOrder: 1 },
      { id: 's1', type: INDICATOR_TYPE.SUB_INDICATOR, name: 'Under age', categoryId: null, parentId: 'i1', sortOrder: 2 },
    ];
    const plan = planImport(
      existing,
      [row(2, 'Labor', 'Child labour', 'UNDER AGE', 1), row(3, 'Labor', 'Child labour', 'Hazardous work')],
      'u1',
    );
    expect(plan.categories).toEqual([]);
    expect(plan.indicators).toEqual([]);
    expect(plan.subIndicators).toMatchObject([{ name: 'Hazardous work', parentId: 'i1', sortOrder: 3 }]);
  });

  it('refuses an indicator placed under a second category, naming the row', () => {
    const attempt = () => planImport([], [row(2, 'Labor', 'Wages', 'Late pay'), row(7, 'Health', 'wages', 'Unpaid overtime')], 'u1');
    expect(attempt).toThrow(AppError);
    try {
      attempt();
    } catch (error) {
      expect((error as AppError).messageKey).toBe('indicators.indicatorInOtherCategory');
      expect((error as AppError).params).toMatchObject({ index: 7, indicator: 'wages', existing: 'Labor', category: 'Health' });
    }
  });
});

describe('countryResolver', () => {
  const resolve = countryResolver([
    { id: '1', countryCode: 'CD', name: 'Congo, the Democratic Republic of the' },
    { id: '2', countryCode: 'CI', name: 'Ivory Coast' },
    { id: '3', countryCode: 'PK', name: 'Pakistan' },
  ]);
  it('finds countries by code, by name and by common alias', () => {
    expect(resolve('pk')?.id).toBe('3');
    expect(resolve(' PAKISTAN ')?.id).toBe('3');
    expect(resolve('Democratic Republic of the Congo')?.id).toBe('1');
    expect(resolve('Côte d’Ivoire')?.id).toBe('2');
    expect(resolve('Atlantis')).toBeUndefined();
  });
});

describe('splitCsvLine', () => {
  it('honours quotes, doubled quotes and the chosen separator', () => {
    expect(splitCsvLine('"Korea, Republic of",40', ',')).toEqual(['Korea, Republic of', '40']);
    expect(splitCsvLine('"Say ""hi""";2', ';')).toEqual(['Say "hi"', '2']);
  });
});
