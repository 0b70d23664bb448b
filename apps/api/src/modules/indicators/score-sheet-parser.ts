import { AppError } from '../../core/app-error.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { readSheetRows, UnreadableWorkbookError } from '../../lib/xlsx-reader.ts';
import { splitCsvLine } from '../../lib/csv-line.ts';
import { valueText } from '../../lib/xlsx-sheets.ts';

/** One non-blank line of a two-column score sheet: country (code or name), score. */
export interface ScoreSheetRow {
  index: number;
  country: string;
  score: string;
}

function csvRows(text: string): string[][] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const separator = (lines[0] ?? '').includes(';') && !(lines[0] ?? '').includes(',') ? ';' : ',';
  return lines.map((line) => splitCsvLine(line, separator));
}

async function xlsxRows(data: Buffer): Promise<string[][]> {
  try {
    const [sheet] = await readSheetRows(data, { firstSheetOnly: true }, ({ rowNumber, cells }) => ({
      rowNumber,
      texts: [valueText(cells[0]?.value), valueText(cells[1]?.value)],
    }));
    // Row numbers are positions: a blank first line means the file has no header.
    const rows: string[][] = [];
    for (const { rowNumber, texts } of sheet?.rows ?? []) rows[rowNumber - 1] = texts;
    return Array.from(rows, (row) => row ?? ['', '']);
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileUnreadable' });
    throw error;
  }
}

const isPlainText = (data: Buffer) => !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data);

/**
 * Reads a country score file (xlsx, or CSV in UTF-8). A first row whose score is not a number is
 * the header and is skipped; blank rows are skipped too. Row numbers are the file's lines.
 */
export async function parseScoreSheet(data: Buffer, fileName: string): Promise<ScoreSheetRow[]> {
  const kind = detectFileKind(data);
  let rows: string[][];
  if (kind === 'xlsx') rows = await xlsxRows(data);
  else if (kind === null && isPlainText(data)) rows = csvRows(data.toString('utf8'));
  else throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name: fileName, accepted: 'csv, xlsx' } });

  const parsed: ScoreSheetRow[] = [];
  rows.forEach((cells, position) => {
    const country = (cells[0] ?? '').trim();
    const score = (cells[1] ?? '').trim();
    if (country === '' && score === '') return;
    const isHeader = position === 0 && Number.isNaN(Number(score));
    if (!isHeader) parsed.push({ index: position + 1, country, score });
  });
  if (parsed.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'indicators.fileEmpty' });
  return parsed;
}
