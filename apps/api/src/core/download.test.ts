import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download.ts';

describe('attachmentDisposition', () => {
  it('offers an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('رسید (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%D8%B1%D8%B3%DB%8C%D8%AF%20%281%29.pdf`,
    );
  });
});
