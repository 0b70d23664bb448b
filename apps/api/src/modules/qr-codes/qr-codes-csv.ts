import { formatQrCode, type TQrCodeStatusName } from '@opentrace/domain';

/**
 * The label printer's file: one row per code with the value the QR carries, the text printed under
 * it and its status. Codes are digits and statuses fixed words, so no field ever needs quoting.
 */
export function qrCodesCsv(codes: readonly { code: string; status: TQrCodeStatusName }[]): string {
  const rows = codes.map(({ code, status }) => `${code},${formatQrCode(code)},${status}`);
  return ['code,label,status', ...rows].map((row) => `${row}\r\n`).join('');
}

/** A download name from the batch's name; path separators would make browsers cut the name short. */
export function qrCodesCsvName(batchName: string): string {
  return `${batchName.replace(/[\\/]/g, '-')} - QR codes.csv`;
}
