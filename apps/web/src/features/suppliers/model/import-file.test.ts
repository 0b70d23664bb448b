import { MAX_UPLOAD_BYTES } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { checkImportFile, rowErrorMessages } from './import-file.ts';

describe('the file chosen for import', () => {
  it('takes one workbook of at most 10 MB, whatever the case of its extension', () => {
    expect(checkImportFile({ name: 'suppliers.xlsx', size: 2048 })).toBeNull();
    expect(checkImportFile({ name: 'SUPPLIERS.XLSX', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses a larger file before uploading it', () => {
    expect(checkImportFile({ name: 'suppliers.xlsx', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses anything but .xlsx, old Excel files and CSV included', () => {
    expect(checkImportFile({ name: 'suppliers.xls', size: 10 })).toBe('notXlsx');
    expect(checkImportFile({ name: 'suppliers.csv', size: 10 })).toBe('notXlsx');
    expect(checkImportFile({ name: 'suppliers.xlsx.pdf', size: 10 })).toBe('notXlsx');
  });
});

describe('the row errors of a checked file', () => {
  it('lists every message, rows in file order', () => {
    const errors = [
      { index: 5, errors: ['Index 5: Email is required'] },
      { index: 2, errors: ['Index 2: Business Name is required', 'Index 2: Type "Mill" is not one of the supplier types'] },
    ];
    expect(rowErrorMessages(errors)).toEqual([
      'Index 2: Business Name is required',
      'Index 2: Type "Mill" is not one of the supplier types',
      'Index 5: Email is required',
    ]);
  });
});
