import { describe, expect, it } from 'vitest';
import { qrCodesCsv, qrCodesCsvName } from './qr-codes-csv.ts';

describe('qrCodesCsv', () => {
  it('writes a header and one CRLF-terminated row per code, with the printed label', () => {
    expect(
      qrCodesCsv([
        { code: '000123456', status: 'ENCODED' },
        { code: '987654321', status: 'ACTIVE' },
      ]),
    ).toBe('code,label,status\r\n000123456,000 123 456,ENCODED\r\n987654321,987 654 321,ACTIVE\r\n');
  });

  it('is only the header for no codes', () => {
    expect(qrCodesCsv([])).toBe('code,label,status\r\n');
  });
});

describe('qrCodesCsvName', () => {
  it('names the file after the batch, without path separators', () => {
    expect(qrCodesCsvName('June labels')).toBe('June labels - QR codes.csv');
    expect(qrCodesCsvName('Lot 1/2\\b')).toBe('Lot 1-2-b - QR codes.csv');
  });
});
