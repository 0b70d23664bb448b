import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_LIMITS } from './zip-guard.ts';
import { configureWorkbookReading, readSheetRows, readWorkbook, UnreadableWorkbookError } from './xlsx-reader.ts';

const INDICATOR_LIST = readFileSync(path.resolve(import.meta.dirname, '../seed/reference/cotton/indicator_list.xlsx'));

/** A promise with its resolve function, to hold a reader open until the test lets it go. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

afterEach(() => configureWorkbookReading({ limits: DEFAULT_ARCHIVE_LIMITS, concurrency: 1 }));

describe('readWorkbook', () => {
  it('hands the opened workbook to the reader and answers what the reader returns', async () => {
    const names = await readWorkbook(INDICATOR_LIST, (workbook) => workbook.worksheets.map((sheet) => sheet.name));
    expect(names.length).toBeGreaterThan(0);
  });

  it('opens the next workbook only once the previous reader is done, so large uploads never pile up in memory', async () => {
    configureWorkbookReading({ limits: DEFAULT_ARCHIVE_LIMITS, concurrency: 1 });
    const events: string[] = [];
    const held = gate();
    // Either upload may pass its archive check first and take the turn; the first to open holds it.
    const upload = (name: string) =>
      readWorkbook(INDICATOR_LIST, async () => {
        events.push(`${name} opened`);
        if (events.length === 1) await held.closed;
        events.push(`${name} done`);
      });
    const both = Promise.all([upload('a'), upload('b')]);
    try {
      await expect.poll(() => events.length).toBe(1);
      // The other upload waits although its own checks are long finished.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toHaveLength(1);
    } finally {
      held.open();
      await both;
    }
    const [first, second] = events[0] === 'a opened' ? ['a', 'b'] : ['b', 'a'];
    expect(events).toEqual([`${first} opened`, `${first} done`, `${second} opened`, `${second} done`]);
  });

  it('passes on what the reader throws, and a failed reader still hands its turn on', async () => {
    const refusal = new Error('the header does not match');
    await expect(
      readWorkbook(INDICATOR_LIST, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    await expect(readWorkbook(INDICATOR_LIST, () => 'read')).resolves.toBe('read');
  });

  it('names bytes that are no workbook as unreadable, without calling the reader', async () => {
    let called = false;
    const reading = readWorkbook(Buffer.from('not a workbook'), () => {
      called = true;
    });
    await expect(reading).rejects.toBeInstanceOf(UnreadableWorkbookError);
    expect(called).toBe(false);
  });
});

const texts = (row: { rowNumber: number; cells: { text: string }[] }) => ({
  rowNumber: row.rowNumber,
  cells: row.cells.map((cell) => cell.text),
});

/** A workbook written by exceljs, its parts zipped again in the order given (Excel puts sheets before shared strings). */
async function workbookInOrder(fill: (workbook: ExcelJS.Workbook) => void, first: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const names = Object.keys(written.files).filter((name) => !written.files[name]?.dir);
  const reordered = new JSZip();
  for (const name of [...first, ...names.filter((name) => !first.includes(name))]) {
    reordered.file(name, await written.file(name)!.async('nodebuffer'));
  }
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readSheetRows', () => {
  it('reads every sheet in tab order with its name, row numbers and cell texts', async () => {
    const sheets = await readSheetRows(INDICATOR_LIST, { firstSheetOnly: false }, texts);
    expect(sheets.map((sheet) => sheet.name)).toEqual(
      await readWorkbook(INDICATOR_LIST, (workbook) => workbook.worksheets.map((sheet) => sheet.name)),
    );
    expect(sheets[0]?.rows[0]).toEqual({
      rowNumber: 1,
      cells: ['Country', 'Sector', 'Category', 'Indicator', 'Sub-indicator', 'Severity (5=extreme, 1= low)'],
    });
  });

  it('reads only the first tab when asked, whatever the order of the sheets in the archive', async () => {
    const data = await workbookInOrder(
      (workbook) => {
        workbook.addWorksheet('Second tab').addRow(['second']);
        workbook.addWorksheet('First tab').addRow(['first']);
        // exceljs writes tabs in orderNo order, which its typings leave out.
        Object.assign(workbook.getWorksheet('First tab')!, { orderNo: 0 });
      },
      ['xl/worksheets/sheet1.xml'],
    );
    const sheets = await readSheetRows(data, { firstSheetOnly: true }, texts);
    expect(sheets).toEqual([{ name: 'First tab', rows: [{ rowNumber: 1, cells: ['first'] }] }]);
  });

  it('resolves shared strings and styles stored after the sheet, and keeps Urdu intact across chunk boundaries', async () => {
    const urdu = (i: number) => `پاکستان میں کپاس کی کاشت ${i}`;
    const data = await workbookInOrder(
      (workbook) => {
        const sheet = workbook.addWorksheet('اشاریے');
        for (let i = 0; i < 3000; i += 1) sheet.addRow([urdu(i), new Date(Date.UTC(2024, 0, 1 + (i % 28)))]);
        sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
      },
      ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'],
    );
    const [sheet] = await readSheetRows(data, { firstSheetOnly: true }, ({ cells }) => cells.map((cell) => cell.value));
    expect(sheet?.name).toBe('اشاریے');
    expect(sheet?.rows).toHaveLength(3000);
    sheet?.rows.forEach((values, i) => expect(values).toEqual([urdu(i), new Date(Date.UTC(2024, 0, 1 + (i % 28)))]));
  });

  it('shows the top-left cell in every cell of a merged range, also in rows the file leaves out', async () => {
    const data = await workbookInOrder((workbook) => {
      const sheet = workbook.addWorksheet('Merged');
      sheet.getCell('A1').value = 'Labour';
      sheet.getCell('B1').value = 'first';
      sheet.getCell('B3').value = 'third';
      sheet.mergeCells('A1:A3');
    }, []);
    const [sheet] = await readSheetRows(data, { firstSheetOnly: true }, texts);
    expect(sheet?.rows).toEqual([
      { rowNumber: 1, cells: ['Labour', 'first'] },
      { rowNumber: 2, cells: ['Labour'] },
      { rowNumber: 3, cells: ['Labour', 'third'] },
    ]);
  });

  it('takes turns with workbooks being read whole, until its last row is read', async () => {
    const events: string[] = [];
    const first = gate();
    const reading = readWorkbook(INDICATOR_LIST, async () => {
      events.push('whole opened');
      await first.closed;
      events.push('whole done');
    });
    await expect.poll(() => events).toEqual(['whole opened']);
    const streaming = readSheetRows(INDICATOR_LIST, { firstSheetOnly: true }, () => {
      if (!events.includes('rows read')) events.push('rows read');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['whole opened']);
    first.open();
    await Promise.all([reading, streaming]);
    expect(events).toEqual(['whole opened', 'whole done', 'rows read']);
  });

  it('names bytes that are no workbook, or a damaged sheet, as unreadable', async () => {
    await expect(readSheetRows(Buffer.from('not a workbook'), { firstSheetOnly: true }, texts)).rejects.toBeInstanceOf(
      UnreadableWorkbookError,
    );
    const zipWithoutWorkbook = await new JSZip().file('hello.txt', 'hello').generateAsync({ type: 'nodebuffer' });
    await expect(readSheetRows(zipWithoutWorkbook, { firstSheetOnly: true }, texts)).rejects.toBeInstanceOf(UnreadableWorkbookError);
    const broken = await workbookInOrder((workbook) => workbook.addWorksheet('Broken').addRow(['x']), []);
    const damaged = await JSZip.loadAsync(broken);
    damaged.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></table>');
    await expect(
      readSheetRows(await damaged.generateAsync({ type: 'nodebuffer' }), { firstSheetOnly: true }, texts),
    ).rejects.toBeInstanceOf(UnreadableWorkbookError);
  });

  it('passes on what mapRow throws, and a failed read still hands its turn on', async () => {
    const refusal = new Error('the header does not match');
    await expect(
      readSheetRows(INDICATOR_LIST, { firstSheetOnly: true }, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    await expect(readSheetRows(INDICATOR_LIST, { firstSheetOnly: true }, () => 'read')).resolves.toHaveLength(1);
  });
});
