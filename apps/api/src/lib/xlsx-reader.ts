import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { AppError } from '../core/app-error.ts';
import { madeUpRecord, type MergedRange, type PreparedPart, preparePart, rewrittenArchive } from './xlsx-parts.ts';
import {
  type ArchiveEntry,
  type ArchiveLimits,
  assertArchiveWithinLimits,
  DEFAULT_ARCHIVE_LIMITS,
  inspectArchive,
  UnreadableArchiveError,
} from './zip-guard.ts';

/** Thrown when the bytes are not a workbook exceljs can open; each importer names it in its own words. */
export class UnreadableWorkbookError extends Error {
  override name = 'UnreadableWorkbookError';
}

export interface WorkbookReadingSettings {
  limits: ArchiveLimits;
  /** Workbooks read at the same time; the others wait their turn. */
  concurrency: number;
}

/**
 * Process-wide, set once by buildApp from the configuration: the importers that read workbooks are
 * plain functions called from many services, and one server has one set of limits.
 */
let settings: WorkbookReadingSettings = { limits: DEFAULT_ARCHIVE_LIMITS, concurrency: 1 };
let reading = 0;
const waiting: (() => void)[] = [];

export function configureWorkbookReading(next: WorkbookReadingSettings): void {
  settings = next;
}

/** A finished read hands its turn straight to the next waiting one, so no newcomer slips in between. */
async function takeTurn(): Promise<() => void> {
  if (reading < settings.concurrency) reading += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  };
}

async function checkArchive(data: Buffer): Promise<ArchiveEntry[]> {
  try {
    await assertArchiveWithinLimits(data, settings.limits);
    // Read from the central directory again (no inflating), for readers that take parts out of it.
    return inspectArchive(data, settings.limits);
  } catch (error) {
    if (error instanceof UnreadableArchiveError) throw new UnreadableWorkbookError(error.message);
    throw error;
  }
}

/**
 * Opens a whole workbook, for the few callers that need more than rows (filling in a template we
 * wrote ourselves); importers read rows with readSheetRows. `read` takes what it needs and the
 * workbook is dropped when it returns. The archive is checked against the limits before exceljs
 * inflates anything (it holds whole workbooks in memory, several times their unpacked size), and
 * workbooks take turns from opening until `read` is done, so eight bombs or eight large workbooks
 * at once cost the memory of one.
 *
 * Only opening can throw UnreadableWorkbookError; what `read` throws goes through as it is.
 */
export async function readWorkbook<T>(data: Buffer, read: (workbook: ExcelJS.Workbook) => T | Promise<T>): Promise<T> {
  await checkArchive(data);
  const done = await takeTurn();
  try {
    return await read(await openWorkbook(data));
  } finally {
    done();
  }
}

async function openWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  try {
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    // exceljs declares its own Buffer type; Node's Buffer is what it reads.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    return workbook;
  } catch (error) {
    throw new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));
  }
}

/** One cell as an importer reads it; every cell of a merged range shows its top-left cell, as Excel does. */
export interface SheetCell {
  value: ExcelJS.CellValue;
  /** What exceljs displays for the value; '' where it cannot display it. */
  text: string;
}

/** A row that holds something: `cells[0]` is column A, up to the row's last cell in the file. */
export interface SheetRow {
  rowNumber: number;
  cells: SheetCell[];
}

export interface SheetOfRows<R> {
  name: string;
  /** What `mapRow` made of each row, in row order. */
  rows: R[];
}

const BLANK: SheetCell = { value: null, text: '' };
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** What exceljs's streaming reader keeps of xl/workbook.xml and its relationships, and its events; not in its typings. */
interface WorkbookReaderState extends Pick<EventEmitter, 'on'> {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Type: string; Target: string }[];
  properties?: { model?: { date1904?: boolean } };
}

const stateOf = (reader: ExcelJS.stream.xlsx.WorkbookReader) => reader as unknown as WorkbookReaderState;

/** Marks what the caller's `mapRow` threw, so it is not taken for a damaged workbook. */
class MapRowFailure extends Error {
  constructor(readonly original: unknown) {
    super('mapRow failed');
  }
}

async function streamingReader(source: AsyncGenerator<Buffer>): Promise<ExcelJS.stream.xlsx.WorkbookReader> {
  const { default: Excel } = await import('exceljs');
  return new Excel.stream.xlsx.WorkbookReader(Readable.from(source, { objectMode: false }), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
}

/** The worksheets in tab order (what exceljs's full load calls `workbook.worksheets`), found through the workbook's relationships. */
async function worksheetsOf(data: Buffer, parts: Map<string, ArchiveEntry>, workbook: PreparedPart, relationships: PreparedPart) {
  const reader = await streamingReader(rewrittenArchive(data, [workbook, relationships]));
  for await (const worksheet of reader) void worksheet;
  const { model, workbookRels } = stateOf(reader);
  return (model?.sheets ?? []).flatMap(({ name, rId }) => {
    const target = workbookRels?.find((relationship) => relationship.Id === rId);
    if (!target?.Type.endsWith('/worksheet')) return [];
    const entry = parts.get(target.Target.startsWith('/') ? target.Target.slice(1) : `xl/${target.Target}`);
    return entry ? [{ name, entry }] : [];
  });
}

/** exceljs's streaming reader leaves a formula's date result a serial number; its full load made it a date. */
function isDateFormat(format: string | undefined): boolean {
  return format !== undefined && /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

function sheetCellOf(cell: ExcelJS.Cell, date1904: boolean): SheetCell {
  const value = cell.value;
  if (value !== null && typeof value === 'object' && 'result' in value && typeof value.result === 'number' && isDateFormat(cell.numFmt)) {
    const days = value.result - 25569 + (date1904 ? 1462 : 0);
    cell.value = { ...value, result: new Date(Math.round(days * 24 * 3600 * 1000)) } as ExcelJS.CellValue;
  }
  try {
    return { value: cell.value, text: cell.text };
  } catch {
    return { value: cell.value, text: '' };
  }
}

/**
 * Gives each cell of a merged range its top-left cell, in rows read in order, and makes up the rows
 * of a range the file leaves out, as exceljs's full load did.
 */
class MergedCells {
  private readonly waiting: MergedRange[];
  private active: MergedRange[] = [];
  private readonly masters = new Map<MergedRange, SheetCell>();
  private next = 1;

  constructor(ranges: MergedRange[]) {
    this.waiting = [...ranges].sort((a, b) => b.top - a.top);
  }

  /** The rows between the last one read and `rowNumber` that exist only as parts of merged ranges. */
  *missingRowsBefore(rowNumber: number): Generator<SheetRow> {
    while (this.next < rowNumber) {
      this.advanceTo(this.next);
      if (this.active.length === 0) {
        const upcoming = this.waiting.at(-1)?.top ?? Infinity;
        this.next = Math.min(rowNumber, upcoming);
        continue;
      }
      const row = this.apply({ rowNumber: this.next, cells: [] });
      if (row.hasSlave) yield row.row;
      this.next += 1;
    }
  }

  /** The row with its merged cells filled in, or null when it holds nothing at all. */
  complete(row: SheetRow): SheetRow | null {
    this.advanceTo(row.rowNumber);
    this.next = row.rowNumber + 1;
    const completed = this.apply(row);
    return completed.hasSlave || row.cells.some((cell) => cell.value !== null && cell.value !== undefined) ? completed.row : null;
  }

  private advanceTo(rowNumber: number): void {
    while ((this.waiting.at(-1)?.top ?? Infinity) <= rowNumber) this.active.push(this.waiting.pop() as MergedRange);
    this.active = this.active.filter((range) => range.bottom >= rowNumber);
  }

  private apply(row: SheetRow): { row: SheetRow; hasSlave: boolean } {
    let hasSlave = false;
    for (const range of this.active) {
      if (row.rowNumber === range.top) this.masters.set(range, row.cells[range.left - 1] ?? BLANK);
      for (let column = range.left; column <= range.right; column += 1) {
        if (row.rowNumber === range.top && column === range.left) continue;
        row.cells[column - 1] = this.masters.get(range) ?? BLANK;
        hasSlave = true;
      }
    }
    for (let index = 0; index < row.cells.length; index += 1) row.cells[index] ??= BLANK;
    return { row, hasSlave };
  }
}

async function streamSheets<R>(
  data: Buffer,
  entries: ArchiveEntry[],
  firstSheetOnly: boolean,
  mapRow: (row: SheetRow) => R,
): Promise<SheetOfRows<R>[]> {
  const parts = new Map(entries.map((entry) => [entry.name, entry]));
  const partNamed = (name: string) => parts.get(name);
  const workbookEntry = partNamed('xl/workbook.xml');
  const relationshipsEntry = partNamed('xl/_rels/workbook.xml.rels');
  if (!workbookEntry || !relationshipsEntry) throw new Error('no xl/workbook.xml with its relationships');
  const workbook = await preparePart(data, workbookEntry, workbookEntry.name, false);
  const relationships = await preparePart(data, relationshipsEntry, relationshipsEntry.name, false);
  const worksheets = (await worksheetsOf(data, parts, workbook, relationships)).slice(0, firstSheetOnly ? 1 : undefined);

  const stylesEntry = partNamed('xl/styles.xml');
  const sharedStringsEntry = partNamed(SHARED_STRINGS);
  // Sheets are renamed in tab order; shared strings and styles come first, so no sheet has to wait for them.
  const sheets = await Promise.all(
    worksheets.map(({ entry }, index) => preparePart(data, entry, `xl/worksheets/sheet${index + 1}.xml`, true)),
  );
  const archive = rewrittenArchive(data, [
    workbook,
    relationships,
    ...(stylesEntry ? [await preparePart(data, stylesEntry, stylesEntry.name, false)] : []),
    sharedStringsEntry ? await preparePart(data, sharedStringsEntry, SHARED_STRINGS, false) : madeUpRecord(SHARED_STRINGS, '<sst/>'),
    ...sheets,
  ]);
  const reader = await streamingReader(archive);
  let current = -1;
  stateOf(reader).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') current = Number(entry.id) - 1;
  });
  const visit = (row: SheetRow) => {
    try {
      return mapRow(row);
    } catch (error) {
      throw new MapRowFailure(error);
    }
  };

  const read: SheetOfRows<R>[] = [];
  try {
    for await (const worksheet of reader) {
      const sheet = worksheets[current];
      // Known once xl/workbook.xml, the first part, is read.
      const date1904 = stateOf(reader).properties?.model?.date1904 === true;
      const merges = new MergedCells(sheets[current]?.merges ?? []);
      const rows: R[] = [];
      for await (const streamed of worksheet) {
        for (const missing of merges.missingRowsBefore(streamed.number)) rows.push(visit(missing));
        const cells: SheetCell[] = [];
        for (let column = 1; column <= streamed.cellCount; column += 1) cells.push(sheetCellOf(streamed.getCell(column), date1904));
        const row = merges.complete({ rowNumber: streamed.number, cells });
        if (row) rows.push(visit(row));
      }
      for (const missing of merges.missingRowsBefore(Infinity)) rows.push(visit(missing));
      if (sheet) read.push({ name: sheet.name, rows });
    }
  } finally {
    await archive.return(undefined);
  }
  return read;
}

/**
 * The way importers read an uploaded .xlsx: row by row, never holding the workbook. The archive
 * passes the same checks as readWorkbook's and takes its turn with the others until the last row
 * is read. `mapRow` turns each row holding something into what the importer keeps (plain text,
 * mostly), so the server holds that and a few rows of exceljs objects, not the whole workbook.
 * Sheets come in tab order; with `firstSheetOnly`, the other sheets are not even unpacked.
 *
 * Throws UnreadableWorkbookError for bytes that are no workbook; what `mapRow` throws goes through
 * as it is, and ends the reading.
 */
export async function readSheetRows<R>(
  data: Buffer,
  options: { firstSheetOnly: boolean },
  mapRow: (row: SheetRow) => R,
): Promise<SheetOfRows<R>[]> {
  const entries = await checkArchive(data);
  const done = await takeTurn();
  try {
    return await streamSheets(data, entries, options.firstSheetOnly, mapRow);
  } catch (error) {
    if (error instanceof MapRowFailure) throw error.original;
    if (error instanceof AppError) throw error;
    throw new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));
  } finally {
    done();
  }
}
