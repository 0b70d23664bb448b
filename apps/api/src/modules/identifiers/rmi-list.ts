import {
  MAX_UNIQUE_ID_LENGTH,
  RMI_LIST_COLUMNS,
  type TMessageKey,
  type TMessageParams,
  type TRmiListImportResult,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { readSheetRows, UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';
import { valueText } from '../../lib/xlsx-sheets.ts';
import { splitCsvLine } from '../../lib/csv-line.ts';

/** One facility of an RMI list (DOMAIN.md §10.1). */
export interface RmiListEntry {
  metal: string;
  facilityId: string;
  facilityName: string;
  stateProvinceRegion: string | null;
  countryLocation: string;
}

/** A line of the file below its header; `index` is the file's row number, as a spreadsheet shows it. */
export interface RmiListRow {
  index: number;
  cells: Record<(typeof RMI_LIST_COLUMNS)[number], string>;
}

const MAX_TEXT_LENGTH = 255;
const REQUIRED: readonly (typeof RMI_LIST_COLUMNS)[number][] = ['Metal', 'Facility ID', 'Facility name', 'Country location'];

type Translate = (key: TMessageKey, params?: TMessageParams) => string;

const isPlainText = (data: Buffer) => !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data);
const columnKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

async function sheetLines(data: Buffer): Promise<string[][]> {
  try {
    const [sheet] = await readSheetRows(data, { firstSheetOnly: true }, ({ rowNumber, cells }) => ({
      rowNumber,
      texts: cells.map((cell) => valueText(cell.value)),
    }));
    const lines: string[][] = [];
    for (const { rowNumber, texts } of sheet?.rows ?? []) lines[rowNumber - 1] = texts;
    return Array.from(lines, (line) => line ?? []);
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw new AppError('UNPROCESSABLE', { messageKey: 'identifiers.rmiFileUnreadable' });
    throw error;
  }
}

function csvLines(text: string): string[][] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const separator = (lines[0] ?? '').includes(';') && !(lines[0] ?? '').includes(',') ? ';' : ',';
  return lines.map((line) => splitCsvLine(line, separator));
}

/**
 * Reads an RMI list (xlsx, or CSV in UTF-8) whose first row names the columns, in any order and
 * letter case; other columns are ignored and blank lines skipped.
 */
export async function readRmiList(data: Buffer, fileName: string): Promise<RmiListRow[]> {
  const kind = detectFileKind(data);
  let lines: string[][];
  if (kind === 'xlsx') lines = await sheetLines(data);
  else if (kind === null && isPlainText(data)) lines = csvLines(data.toString('utf8'));
  else throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name: fileName, accepted: 'csv, xlsx' } });

  if (lines.every((line) => line.every((cell) => cell.trim() === '')))
    throw new AppError('UNPROCESSABLE', { messageKey: 'identifiers.rmiFileEmpty' });
  const header = (lines[0] ?? []).map(columnKey);
  const positions = RMI_LIST_COLUMNS.map((column) => header.indexOf(columnKey(column)));
  const missing = RMI_LIST_COLUMNS.filter((_, i) => positions[i] === -1);
  if (missing.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'identifiers.rmiColumnsMissing',
      params: { columns: RMI_LIST_COLUMNS.join(', '), missing: missing.join(', ') },
    });
  }
  const rows: RmiListRow[] = [];
  lines.slice(1).forEach((line, i) => {
    const values = positions.map((position) => (line[position] ?? '').trim());
    if (values.every((value) => value === '')) return;
    const cells = Object.fromEntries(RMI_LIST_COLUMNS.map((column, c) => [column, values[c] ?? ''])) as RmiListRow['cells'];
    rows.push({ index: i + 2, cells });
  });
  if (rows.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'identifiers.rmiFileEmpty' });
  return rows;
}

/**
 * Checks every row (required cells, lengths, Facility IDs unique in the file, letter case aside) and
 * reports each problem as "Index {row}: …"; the entries are usable only when there are no errors.
 */
export function validateRmiList(
  rows: readonly RmiListRow[],
  t: Translate,
): { entries: RmiListEntry[]; errors: TRmiListImportResult['errors'] } {
  const entries: RmiListEntry[] = [];
  const errors: TRmiListImportResult['errors'] = [];
  const firstRowOfId = new Map<string, number>();
  for (const { index, cells } of rows) {
    const problems: string[] = [];
    for (const column of REQUIRED) if (cells[column] === '') problems.push(t('identifiers.rmiCellRequired', { column }));
    for (const column of RMI_LIST_COLUMNS) {
      const max = column === 'Facility ID' ? MAX_UNIQUE_ID_LENGTH : MAX_TEXT_LENGTH;
      if (cells[column].length > max) problems.push(t('identifiers.rmiCellTooLong', { column, max }));
    }
    const facilityId = cells['Facility ID'];
    const earlier = firstRowOfId.get(facilityId.toLowerCase());
    if (facilityId !== '' && earlier !== undefined) problems.push(t('identifiers.rmiDuplicateId', { facilityId, index: earlier }));
    else if (facilityId !== '') firstRowOfId.set(facilityId.toLowerCase(), index);

    if (problems.length > 0) errors.push({ index, errors: problems.map((error) => t('identifiers.rmiRowError', { index, error })) });
    else {
      entries.push({
        metal: cells.Metal,
        facilityId,
        facilityName: cells['Facility name'],
        stateProvinceRegion: cells['State/Province/Region'] || null,
        countryLocation: cells['Country location'],
      });
    }
  }
  return { entries, errors };
}
