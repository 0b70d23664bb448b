import type ExcelJS from 'exceljs';
import { type ArchiveLimits, assertArchiveWithinLimits, DEFAULT_ARCHIVE_LIMITS, UnreadableArchiveError } from './zip-guard.ts';

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

/**
 * The one way the API opens an uploaded .xlsx. The archive is checked against the limits before
 * exceljs inflates anything (it reads whole workbooks into memory), and reads take turns, so
 * eight bombs or eight large workbooks at once cost the memory of one.
 */
export async function readWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  try {
    await assertArchiveWithinLimits(data, settings.limits);
  } catch (error) {
    if (error instanceof UnreadableArchiveError) throw new UnreadableWorkbookError(error.message);
    throw error;
  }
  const done = await takeTurn();
  try {
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    // exceljs declares its own Buffer type; Node's Buffer is what it reads.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    return workbook;
  } catch (error) {
    throw new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));
  } finally {
    done();
  }
}
