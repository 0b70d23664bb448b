import { describe, expect, it } from 'vitest';
import { formatQrCode, ZQrCodeBatchListQuery } from './qr-codes.ts';

describe('formatQrCode', () => {
  it('prints a code in groups of three, keeping leading zeros', () => {
    expect(formatQrCode('000123456')).toBe('000 123 456');
    expect(formatQrCode('998877665')).toBe('998 877 665');
  });

  it('leaves anything that is not a nine-digit code unchanged', () => {
    expect(formatQrCode('12345')).toBe('12345');
    expect(formatQrCode('ABC-123-DEF')).toBe('ABC-123-DEF');
    expect(formatQrCode('1234567890')).toBe('1234567890');
  });
});

describe('ZQrCodeBatchListQuery', () => {
  it('lists incomplete batches unless told otherwise', () => {
    expect(ZQrCodeBatchListQuery.parse({})).toEqual({ status: 'incomplete', page: 1, perPage: 20 });
    expect(ZQrCodeBatchListQuery.parse({ status: 'completed', page: '2' }).status).toBe('completed');
  });

  it('refuses an unknown status', () => {
    expect(ZQrCodeBatchListQuery.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
