import { SAQ_COLUMNS } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { IndicatorCatalogue } from './indicator-catalogue.ts';
import { parseQuestionnaire } from './questionnaire-parser.ts';
import type { SheetRows } from '../../lib/xlsx-sheets.ts';

const catalogue = new IndicatorCatalogue([{ id: 'i1', name: 'Child labor' }], [{ id: 's1', name: 'Hazardous work', parentId: 'i1' }]);

/** A sheet from data rows given as [Index, Question, Method, Conditional, Type, Option, OptionType, GoTo, Risk, Indicator, Sub]. */
function sheet(name: string, rows: string[][]): SheetRows {
  return { name, rows: [{ rowNumber: 1, cells: [...SAQ_COLUMNS] }, ...rows.map((cells, i) => ({ rowNumber: i + 2, cells }))] };
}
const row = (cells: Partial<Record<number, string>>) => Array.from({ length: 11 }, (_, i) => cells[i] ?? '');
const parse = (sheets: SheetRows[], completion: 'SELF' | 'ADMINISTRATOR' = 'SELF', applySuggestions = false) =>
  parseQuestionnaire(sheets, { completion, catalogue, applySuggestions });
const messages = (result: ReturnType<typeof parse>) =>
  result.problems.map((problem) => [problem.row, problem.message.key, problem.severity]);

const boolean = [
  row({ 0: '1', 1: 'Do children work?', 3: 'Y', 4: 'Boolean', 5: 'Yes', 7: '2', 8: 'High', 9: 'Child labor', 10: 'Hazardous work' }),
  row({ 5: 'No', 7: 'End', 8: 'No weight', 9: 'child labor ', 10: 'HAZARDOUS WORK' }),
  row({ 0: '2', 1: 'How many workers?', 4: 'Integer', 5: 'Men: Numeric' }),
];

describe('questionnaire parser', () => {
  it('reads questions, continuation rows, routing and risk levels', () => {
    const result = parse([sheet('Product', boolean), sheet('Labor', boolean), sheet('Notes', [])]);
    expect(result.problems).toEqual([]);
    expect(result.totalItems).toBe(6);
    expect(result.groups.map((group) => group.name)).toEqual(['Product', 'Labor']);
    const [first, second] = result.groups[0]?.questions ?? [];
    expect(first).toMatchObject({ index: 1, type: 'YES_NO', isConditional: true });
    expect(first?.options.map((option) => [option.option, option.goTo, option.riskLevel, option.subIndicatorId])).toEqual([
      ['Yes', '2', 3, 's1'],
      ['No', 'END', 0, 's1'],
    ]);
    expect(second).toMatchObject({ type: 'NUMBER', isConditional: false });
  });

  it('finds sheets and columns whatever their capitals and spaces', () => {
    const renamed = (name: string) => ({
      ...sheet(name, boolean),
      rows: [{ rowNumber: 1, cells: SAQ_COLUMNS.map((c) => ` ${c.toUpperCase()} `) }, ...sheet(name, boolean).rows.slice(1)],
    });
    expect(parse([renamed(' product'), renamed('LABOR ')]).problems).toEqual([]);
  });

  it('reports a missing column as a structural fault only', () => {
    const broken = { ...sheet('Labor', boolean), rows: [{ rowNumber: 1, cells: SAQ_COLUMNS.filter((c) => c !== 'Go to') as string[] }] };
    expect(messages(parse([sheet('Product', boolean), broken]))).toEqual([[1, 'saq.columnMissing', 'blocking']]);
  });

  it('reports every row problem with its row', () => {
    const rows = [
      row({ 0: 'one', 1: 'Bad index', 4: 'Boolean', 5: 'Yes' }),
      row({ 0: '3', 1: 'Q', 3: 'Y', 4: 'Single select', 5: 'A', 7: '9' }),
      row({ 5: 'B', 6: 'Something' }),
      row({ 0: '4', 1: '', 4: 'Dropdown', 5: 'x' }),
      row({ 0: '5', 1: 'Q5', 4: 'Boolean', 5: 'Yes', 8: 'Severe', 9: 'Child labor', 10: 'Hazardous work' }),
      row({ 0: '3', 1: 'Again', 4: 'Boolean', 5: 'Yes' }),
    ];
    expect(messages(parse([sheet('Product', rows), sheet('Labor', boolean)]))).toEqual([
      [2, 'saq.indexNotNumber', 'blocking'],
      [4, 'saq.optionTypeInvalid', 'blocking'],
      [4, 'saq.goToMissing', 'blocking'],
      [5, 'saq.questionMissing', 'blocking'],
      [5, 'saq.responseTypeUnknown', 'blocking'],
      [6, 'saq.riskInvalid', 'blocking'],
      [7, 'saq.indexRepeated', 'blocking'],
      [3, 'saq.goToInvalid', 'blocking'],
    ]);
  });

  it('lists incomplete and unknown mappings as unmapped, and holds suggestions until accepted', () => {
    const rows = [
      row({ 0: '1', 1: 'Q', 4: 'Boolean', 5: 'Yes', 8: 'Low' }),
      row({ 5: 'No', 8: 'Low', 9: 'Wages', 10: 'Late pay' }),
      row({ 0: '2', 1: 'Q2', 4: 'Boolean', 5: 'Yes', 8: 'Medium', 9: 'Chld labor', 10: 'Hazardous work' }),
    ];
    const held = parse([sheet('Product', rows), sheet('Labor', boolean)]);
    expect(messages(held)).toEqual([
      [2, 'saq.mappingIncomplete', 'unmapped'],
      [3, 'saq.pairUnknown', 'unmapped'],
      [4, 'saq.indicatorSuggestion', 'blocking'],
    ]);
    expect(held.unmapped.map((entry) => entry.index)).toEqual([2, 3]);
    expect(held.suggestions).toEqual([{ index: 4, sheet: 'Product', field: 'indicator', given: 'Chld labor', suggestion: 'Child labor' }]);

    const applied = parse([sheet('Product', rows), sheet('Labor', boolean)], 'SELF', true);
    expect(messages(applied)).toEqual([
      [2, 'saq.mappingIncomplete', 'unmapped'],
      [3, 'saq.pairUnknown', 'unmapped'],
    ]);
    expect(applied.suggestionsApplied).toBe(1);
    expect(applied.groups[0]?.questions[1]?.options[0]).toMatchObject({ riskLevel: 2, indicatorId: 'i1', subIndicatorId: 's1' });
  });

  it('uses Community and Labor for administrator-completed roles, without multi select', () => {
    const multi = [row({ 0: '1', 1: 'Q', 4: 'Multi select', 5: 'A' })];
    expect(messages(parse([sheet('Community', multi), sheet('Labor', boolean)], 'ADMINISTRATOR'))).toEqual([
      [2, 'saq.multiSelectNotAllowed', 'blocking'],
    ]);
    expect(messages(parse([sheet('Product', boolean), sheet('Labor', boolean)], 'ADMINISTRATOR'))).toEqual([
      [1, 'saq.sheetMissing', 'blocking'],
    ]);
  });

  it('refuses a workbook without questions', () => {
    expect(messages(parse([sheet('Product', []), sheet('Labor', [])]))).toEqual([[1, 'saq.noQuestions', 'blocking']]);
  });
});
