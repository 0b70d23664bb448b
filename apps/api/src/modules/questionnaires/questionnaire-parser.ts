import {
  SAQ_CHOICE_TYPES,
  SAQ_COLUMNS,
  SAQ_GO_TO_KEYWORDS,
  SAQ_RESPONSE_TYPE_BY_LABEL,
  SAQ_RISK_LEVEL_BY_LABEL,
  SAQ_SHEETS,
  type TMessageKey,
  type TMessageParams,
  type TSaqColumn,
  type TSaqCompletion,
  type TSaqResponseType,
  type TSaqSuggestion,
  type TSaqUnmappedOption,
} from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import type { SheetRows } from '../../lib/xlsx-sheets.ts';
import type { IndicatorCatalogue } from './indicator-catalogue.ts';
import { normaliseName } from '../../lib/text-matching.ts';

export interface SaqMessage {
  key: TMessageKey;
  params?: TMessageParams;
}

/** `unmapped` problems can be waved through by confirming; `blocking` ones cannot. */
export interface RowProblem {
  sheet: string;
  row: number;
  message: SaqMessage;
  severity: 'blocking' | 'unmapped';
}

export interface ParsedOption {
  option: string;
  /** Filled by a configuration bundle; a file's translations come in their own upload. */
  translations?: TTranslations;
  isOther: boolean;
  goTo: string | null;
  riskLevel: number | null;
  indicatorId: string | null;
  subIndicatorId: string | null;
}

export interface ParsedQuestion {
  index: number;
  title: string;
  translations?: TTranslations;
  methodOfCollectingData: string | null;
  type: TSaqResponseType;
  isConditional: boolean;
  options: ParsedOption[];
}

export interface ParsedGroup {
  name: string;
  questions: ParsedQuestion[];
}

export interface SaqParseResult {
  groups: ParsedGroup[];
  /** Data rows (one per response option) across the questionnaire's sheets. */
  totalItems: number;
  problems: RowProblem[];
  suggestions: TSaqSuggestion[];
  unmapped: TSaqUnmappedOption[];
  suggestionsApplied: number;
}

const HEADER_ROW = 1;

type ColumnPositions = Record<TSaqColumn, number>;

function locateColumns(header: string[]): { positions: ColumnPositions | null; missing: TSaqColumn[] } {
  const found = new Map(header.map((title, position) => [normaliseName(title), position]));
  const missing = SAQ_COLUMNS.filter((column) => !found.has(normaliseName(column)));
  if (missing.length > 0) return { positions: null, missing };
  const positions = Object.fromEntries(SAQ_COLUMNS.map((column) => [column, found.get(normaliseName(column))])) as ColumnPositions;
  return { positions, missing };
}

interface SheetContext {
  sheet: string;
  completion: TSaqCompletion;
  catalogue: IndicatorCatalogue;
  applySuggestions: boolean;
  result: SaqParseResult;
}

/** What an option row says about risk, checked against the indicator list. */
function riskMapping(
  context: SheetContext,
  row: number,
  cell: (column: TSaqColumn) => string,
  option: string,
): Pick<ParsedOption, 'riskLevel' | 'indicatorId' | 'subIndicatorId'> {
  const none = { riskLevel: null, indicatorId: null, subIndicatorId: null };
  const risk = cell('Risk category/weight');
  const indicator = cell('Indicator');
  const subIndicator = cell('Sub indicator');
  const problem = (message: SaqMessage, severity: RowProblem['severity']) =>
    context.result.problems.push({ sheet: context.sheet, row, message, severity });
  const unmapped = () => context.result.unmapped.push({ index: row, sheet: context.sheet, option, indicator, subIndicator });

  if (risk === '' && indicator === '' && subIndicator === '') return none;
  const riskLevel = risk === '' ? null : SAQ_RISK_LEVEL_BY_LABEL[normaliseName(risk)];
  if (riskLevel === undefined) {
    problem({ key: 'saq.riskInvalid', params: { value: risk } }, 'blocking');
    return none;
  }
  if (riskLevel === null || indicator === '' || subIndicator === '') {
    problem({ key: 'saq.mappingIncomplete' }, 'unmapped');
    unmapped();
    return none;
  }
  const resolution = context.catalogue.resolve(indicator, subIndicator);
  const suggestionMessages = resolution.suggestions.map((suggestion): SaqMessage => ({
    key: suggestion.field === 'indicator' ? 'saq.indicatorSuggestion' : 'saq.subIndicatorSuggestion',
    params: { given: suggestion.given, suggestion: suggestion.suggestion, indicator },
  }));
  if (resolution.status === 'unknown') {
    // No pair even with the close names: the row can only be imported without a risk mapping.
    const corrected = resolution.suggestions.find((suggestion) => suggestion.field === 'indicator')?.suggestion ?? indicator;
    if (suggestionMessages.length === 0) problem({ key: 'saq.pairUnknown', params: { indicator, subIndicator } }, 'unmapped');
    else {
      for (const message of suggestionMessages) problem(message, 'unmapped');
      problem({ key: 'saq.subIndicatorUnknown', params: { given: subIndicator, indicator: corrected } }, 'unmapped');
    }
    unmapped();
    return none;
  }
  if (resolution.suggestions.length > 0) {
    // The pair exists under the close names: waiting for the administrator to accept them.
    if (!context.applySuggestions) {
      for (const suggestion of resolution.suggestions) context.result.suggestions.push({ index: row, sheet: context.sheet, ...suggestion });
      for (const message of suggestionMessages) problem(message, 'blocking');
      return none;
    }
    context.result.suggestionsApplied += resolution.suggestions.length;
  }
  return { riskLevel, indicatorId: resolution.indicatorId, subIndicatorId: resolution.subIndicatorId };
}

function parseSheet(context: SheetContext, sheet: SheetRows, positions: ColumnPositions): ParsedGroup {
  const { result } = context;
  const group: ParsedGroup = { name: context.sheet, questions: [] };
  const seenIndexes = new Set<number>();
  /** Options whose Go to must be checked once every index of the sheet is known. */
  const goTos: { row: number; value: string }[] = [];
  let current = null as ParsedQuestion | null;

  for (const { rowNumber, cells } of sheet.rows) {
    if (rowNumber <= HEADER_ROW || cells.every((text) => text === '')) continue;
    const cell = (column: TSaqColumn) => cells[positions[column]] ?? '';
    const blocking = (key: TMessageKey, params?: TMessageParams) =>
      result.problems.push({ sheet: context.sheet, row: rowNumber, message: { key, params }, severity: 'blocking' });
    result.totalItems += 1;

    const indexText = cell('Index');
    const index = Number(indexText);
    if (indexText !== '' && !/^\d+$/.test(indexText)) {
      blocking('saq.indexNotNumber', { value: indexText });
      continue;
    }
    if (indexText === '' && current === null) {
      blocking('saq.indexMissing');
      continue;
    }
    if (indexText !== '' && index !== current?.index) {
      if (seenIndexes.has(index)) {
        blocking('saq.indexRepeated', { index, sheet: context.sheet });
        continue;
      }
      seenIndexes.add(index);
      const title = cell('Question');
      const type = SAQ_RESPONSE_TYPE_BY_LABEL[normaliseName(cell('Response Type'))];
      const conditional = normaliseName(cell('Conditional question'));
      const problemsBefore = result.problems.length;
      if (title === '') blocking('saq.questionMissing');
      if (type === undefined) blocking('saq.responseTypeUnknown', { value: cell('Response Type') });
      else if (type === 'MULTI_CHOICE' && context.completion === 'ADMINISTRATOR') blocking('saq.multiSelectNotAllowed');
      if (!['', 'y', 'n'].includes(conditional)) blocking('saq.conditionalInvalid', { value: cell('Conditional question') });
      current = {
        index,
        title,
        methodOfCollectingData: cell('Method of Collecting data') || null,
        type: type ?? 'FREE_TEXT',
        isConditional: conditional === 'y',
        options: [],
      };
      group.questions.push(current);
      if (result.problems.length > problemsBefore) continue;
    }
    const question = current as ParsedQuestion;

    const option = cell('Response Options');
    const optionType = normaliseName(cell('Option Type'));
    if (option === '' && SAQ_CHOICE_TYPES.includes(question.type)) blocking('saq.optionMissing');
    if (optionType !== '' && optionType !== 'other') blocking('saq.optionTypeInvalid', { value: cell('Option Type') });
    const goTo = cell('Go to');
    if (goTo === '' && question.isConditional) blocking('saq.goToMissing');
    const parsed: ParsedOption = {
      option,
      isOther: optionType === 'other',
      goTo: goTo === '' ? null : goTo.toUpperCase(),
      ...riskMapping(context, rowNumber, cell, option),
    };
    if (goTo !== '') goTos.push({ row: rowNumber, value: goTo });
    question.options.push(parsed);
  }

  for (const { row, value } of goTos) {
    const keyword = (SAQ_GO_TO_KEYWORDS as readonly string[]).includes(value.toUpperCase());
    const target = /^\d+$/.test(value) && seenIndexes.has(Number(value));
    if (!keyword && !target) {
      result.problems.push({
        sheet: context.sheet,
        row,
        message: { key: 'saq.goToInvalid', params: { value, sheet: context.sheet } },
        severity: 'blocking',
      });
    }
  }
  return group;
}

/**
 * Reads a questionnaire workbook (already reduced to text cells) into groups, questions and
 * options, collecting every problem with its row rather than stopping at the first, so the
 * administrator can fix the file in one pass (DOMAIN.md §6.2).
 */
export function parseQuestionnaire(
  sheets: SheetRows[],
  options: { completion: TSaqCompletion; catalogue: IndicatorCatalogue; applySuggestions: boolean },
): SaqParseResult {
  const result: SaqParseResult = { groups: [], totalItems: 0, problems: [], suggestions: [], unmapped: [], suggestionsApplied: 0 };
  const required = SAQ_SHEETS[options.completion];
  const located: { sheetName: string; sheet: SheetRows; positions: ColumnPositions }[] = [];

  for (const sheetName of required) {
    const sheet = sheets.find((candidate) => normaliseName(candidate.name) === normaliseName(sheetName));
    if (!sheet) {
      result.problems.push({
        sheet: sheetName,
        row: HEADER_ROW,
        message: { key: 'saq.sheetMissing', params: { sheet: sheetName } },
        severity: 'blocking',
      });
      continue;
    }
    const header = sheet.rows.find((row) => row.rowNumber === HEADER_ROW)?.cells ?? [];
    const { positions, missing } = locateColumns(header);
    for (const column of missing) {
      result.problems.push({
        sheet: sheetName,
        row: HEADER_ROW,
        message: { key: 'saq.columnMissing', params: { column, sheet: sheetName } },
        severity: 'blocking',
      });
    }
    if (positions) located.push({ sheetName, sheet, positions });
  }
  // A structural fault makes every row suspect: report it alone rather than a cascade.
  if (result.problems.length > 0) return result;

  for (const { sheetName, sheet, positions } of located) {
    result.groups.push(parseSheet({ sheet: sheetName, ...options, result }, sheet, positions));
  }
  if (result.totalItems === 0) {
    result.problems.push({
      sheet: required.join(', '),
      row: HEADER_ROW,
      message: { key: 'saq.noQuestions', params: { sheets: required.join(', ') } },
      severity: 'blocking',
    });
  }
  return result;
}
