import {
  INDICATOR_LIST_HEADER,
  INDICATOR_LONG_NAME_MAX,
  INDICATOR_SHORT_NAME_MAX,
  RISK_SEVERITY_MAX,
  RISK_SEVERITY_MIN,
  type TMessageKey,
  type TMessageParams,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { readSheetRows, UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';
import type { TIndicatorListRow } from '../../db/schema/index.ts';
import { valueText } from '../../lib/xlsx-sheets.ts';

export interface CellProblem {
  messageKey: TMessageKey;
  params: TMessageParams;
}

export interface ParsedIndicatorList {
  /** Non-blank data rows. */
  totalItems: number;
  validRows: TIndicatorListRow[];
  /** Problems per spreadsheet row number, in file order. */
  problems: { index: number; problems: CellProblem[] }[];
}

const COLUMN_COUNT = INDICATOR_LIST_HEADER.length;
const normalise = (text: string) => text.trim().toLowerCase();

function requiredName(value: string, column: string, max: number, problems: CellProblem[]): string {
  if (value === '') problems.push({ messageKey: 'indicators.cellRequired', params: { column } });
  else if (value.length > max) problems.push({ messageKey: 'indicators.cellTooLong', params: { column, max } });
  return value;
}

function severityOf(raw: unknown, problems: CellProblem[]): number {
  const text = valueText(raw);
  const severity = Number(text);
  if (text === '' || !Number.isInteger(severity) || severity < RISK_SEVERITY_MIN || severity > RISK_SEVERITY_MAX) {
    problems.push({ messageKey: 'indicators.severityInvalid', params: { min: RISK_SEVERITY_MIN, max: RISK_SEVERITY_MAX } });
  }
  return severity;
}

/** A row's first columns as exceljs read them; severity is checked on the raw value. */
interface IndicatorListLine {
  rowNumber: number;
  raw: unknown[];
}

/** Reads the first sheet, turning exceljs's failure on a damaged zip into a message the user can act on. */
async function readFirstSheet(data: Buffer): Promise<IndicatorListLine[] | undefined> {
  try {
    const [sheet] = await readSheetRows(data, { firstSheetOnly: true }, ({ rowNumber, cells }) => ({
      rowNumber,
      raw: Array.from({ length: COLUMN_COUNT }, (_, i) => cells[i]?.value),
    }));
    return sheet?.rows;
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileUnreadable' });
    throw error;
  }
}

/**
 * Validates an indicator list workbook (DOMAIN.md §6.1). Only the first sheet counts (the real
 * files carry lookup and backup sheets). The header is compared trimmed and case-insensitively,
 * because customers' files have trailing spaces; a missing or renamed column rejects the file.
 */
export async function parseIndicatorList(data: Buffer): Promise<ParsedIndicatorList> {
  return parseFirstSheet(await readFirstSheet(data));
}

function parseFirstSheet(lines: IndicatorListLine[] | undefined): ParsedIndicatorList {
  if (!lines || lines.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileEmpty' });

  const headerLine = lines.find((line) => line.rowNumber === 1);
  const header = Array.from({ length: COLUMN_COUNT }, (_, i) => normalise(valueText(headerLine?.raw[i])));
  if (header.some((title, i) => title !== normalise(INDICATOR_LIST_HEADER[i] as string))) {
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'indicators.headerMismatch',
      params: { columns: INDICATOR_LIST_HEADER.join(' | ') },
    });
  }

  const result: ParsedIndicatorList = { totalItems: 0, validRows: [], problems: [] };
  for (const { rowNumber: index, raw } of lines) {
    if (index === 1) continue;
    const texts = raw.map((value) => valueText(value).trim());
    if (texts.every((text) => text === '')) continue;
    result.totalItems += 1;

    const problems: CellProblem[] = [];
    const [country, sector, category, indicator, subIndicator] = texts as [string, string, string, string, string];
    requiredName(country, 'Country', INDICATOR_SHORT_NAME_MAX, problems);
    requiredName(sector, 'Sector', INDICATOR_SHORT_NAME_MAX, problems);
    requiredName(category, 'Category', INDICATOR_SHORT_NAME_MAX, problems);
    requiredName(indicator, 'Indicator', INDICATOR_LONG_NAME_MAX, problems);
    requiredName(subIndicator, 'Sub-indicator', INDICATOR_LONG_NAME_MAX, problems);
    const severity = severityOf(raw[5], problems);

    if (problems.length > 0) result.problems.push({ index, problems });
    else result.validRows.push({ index, category, indicator, subIndicator, severity });
  }
  if (result.totalItems === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileEmpty' });
  return result;
}
