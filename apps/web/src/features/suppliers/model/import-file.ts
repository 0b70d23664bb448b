import { MAX_UPLOAD_BYTES, type TSupplierImportCheck } from '@opentrace/domain';

/** What the file picker offers: workbooks only. */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TImportFileProblem = 'tooLarge' | 'notXlsx';

/**
 * Refuses, before any upload, what the server would refuse anyway (spec §5: xlsx only, at most 10 MB),
 * so a wrong file costs no waiting. The extension decides: browsers report no type for some workbooks.
 */
export function checkImportFile(file: { name: string; size: number }): TImportFileProblem | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'notXlsx';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** Every row error of a checked file, rows in file order ("Index 3: Email is required", …). */
export function rowErrorMessages(errors: TSupplierImportCheck['errors']): string[] {
  return [...errors].sort((a, b) => a.index - b.index).flatMap((row) => row.errors);
}
