import { describe, expect, it } from 'vitest';
import { valueText } from './xlsx-sheets.ts';

describe('valueText', () => {
  it('reads what exceljs makes of cells as the text a user sees', () => {
    expect(valueText(null)).toBe('');
    expect(valueText(4)).toBe('4');
    expect(valueText({ richText: [{ text: 'Child ' }, { text: 'labour' }] })).toBe('Child labour');
    expect(valueText({ formula: 'A1', result: 5 })).toBe('5');
    expect(valueText({ text: 'Link', hyperlink: 'https://x' })).toBe('Link');
  });
});
