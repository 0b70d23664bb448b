import { describe, expect, it } from 'vitest';
import { downloadFileName, sanitiseFileName } from './file-name.ts';

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ali\\receipt.pdf', 'receipt.pdf'],
    ['..hidden', 'hidden'],
    ['bad\u0000name\u001f.png', 'badname.png'],
    ['', 'file'],
    ['../', 'file'],
    ['رسید.pdf', 'رسید.pdf'],
  ])('%j becomes %j', (input, output) => {
    expect(sanitiseFileName(input)).toBe(output);
  });

  it('bounds the length', () => {
    expect(sanitiseFileName(`${'a'.repeat(400)}.pdf`)).toHaveLength(255);
  });
});

describe('downloadFileName', () => {
  it.each([
    ['report.pdf', 'png', 'report.png'],
    ['REPORT.PDF', 'pdf', 'REPORT.PDF'],
    ['photo.jpeg', 'jpeg', 'photo.jpeg'],
    ['photo.JPG', 'jpeg', 'photo.JPG'],
    ['scan.tif', 'tiff', 'scan.tif'],
    ['invoice', 'pdf', 'invoice.pdf'],
    ['contract v1.2', 'pdf', 'contract v1.2.pdf'],
    ['price list 2026.12', 'xlsx', 'price list 2026.12.xlsx'],
    ['page.html', 'png', 'page.png'],
    ['رسید.exe', 'pdf', 'رسید.pdf'],
  ] as const)('%j holding %s downloads as %j', (name, kind, expected) => {
    expect(downloadFileName(name, kind)).toBe(expected);
  });
});
