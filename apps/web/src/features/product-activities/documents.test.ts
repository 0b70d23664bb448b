import { MAX_UPLOAD_BYTES } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { acceptFor, screenFiles, toFileReferences, uploadBatches } from './documents.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('screenFiles', () => {
  it('takes proofs as PNG, JPEG or PDF of at most 10 MB', () => {
    const chosen = [file('receipt.PDF'), file('photo.jpg'), file('scan.jpeg'), file('stamp.png'), file('exactly.pdf', MAX_UPLOAD_BYTES)];
    expect(screenFiles(chosen, 'proof', 20)).toEqual({ accepted: chosen, refused: [] });
  });

  it('refuses a file over 10 MB and one of another kind, naming why', () => {
    const big = file('big.pdf', MAX_UPLOAD_BYTES + 1);
    const sheet = file('weights.xlsx');
    expect(screenFiles([big, sheet], 'proof', 20).refused).toEqual([
      { file: big, problem: 'tooLarge' },
      { file: sheet, problem: 'wrongType' },
    ]);
    expect(screenFiles([sheet], 'attachment', 20)).toEqual({ accepted: [sheet], refused: [] });
  });

  it('keeps within the room the field has left', () => {
    const chosen = [file('a.pdf'), file('b.pdf'), file('c.pdf')];
    const screened = screenFiles(chosen, 'proof', 2);
    expect(screened.accepted).toEqual(chosen.slice(0, 2));
    expect(screened.refused).toEqual([{ file: chosen[2], problem: 'noRoom' }]);
  });
});

describe('uploadBatches', () => {
  it('sends at most five files per upload call', () => {
    const files = Array.from({ length: 12 }, (_, index) => index);
    expect(uploadBatches(files)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11],
    ]);
    expect(uploadBatches([])).toEqual([]);
  });
});

describe('file references', () => {
  it('names uploaded files the way activities store them', () => {
    expect(toFileReferences([{ name: 'receipt.pdf', blobName: 'proof/abc', size: 10 }])).toEqual([
      { fileName: 'receipt.pdf', blobName: 'proof/abc' },
    ]);
  });

  it('offers the chooser the endings of the purpose', () => {
    expect(acceptFor('proof')).toBe('.png,.jpeg,.jpg,.pdf');
    expect(acceptFor('attachment')).toContain('.xlsx');
  });
});
