import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-kind.ts';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileKind', () => {
  it.each([
    ['png', Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), Buffer.alloc(8)])],
    ['jpeg', Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0), Buffer.alloc(8)])],
    ['gif', Buffer.from('GIF89a......')],
    ['pdf', Buffer.from('%PDF-1.4\n')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['heic', Buffer.concat([bytes(0, 0, 0, 24), Buffer.from('ftypheic'), Buffer.alloc(8)])],
    ['json', Buffer.from('\uFEFF{"a": 1}')],
    ['xlsx', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('..[Content_Types].xml..xl/workbook.xml')])],
    ['xls', Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.from('Workbook', 'utf16le')])],
  ])('recognises %s by its content', (kind, data) => {
    expect(detectFileKind(data)).toBe(kind);
  });

  it('does not take a Word document or a plain zip for a workbook', () => {
    const docx = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('[Content_Types].xml word/document.xml')]);
    expect(detectFileKind(docx)).toBeNull();
  });

  it('does not recognise HTML, scripts or broken JSON', () => {
    expect(detectFileKind(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind(Buffer.from('{"open": '))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});
