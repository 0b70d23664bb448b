import { describe, expect, it } from 'vitest';
import { isNumberTyping, parseNumberText } from './number-text.ts';

describe('isNumberTyping', () => {
  it('lets a signed number be typed one character at a time', () => {
    for (const text of ['', '-', '-1', '-12.', '-12.5', '0.25']) expect(isNumberTyping(text, { signed: true })).toBe(true);
  });

  it('refuses letters, a second point and, where numbers are unsigned, a minus', () => {
    expect(isNumberTyping('1a', { signed: true })).toBe(false);
    expect(isNumberTyping('1.2.3', { signed: true })).toBe(false);
    expect(isNumberTyping('1,5', { signed: true })).toBe(false);
    expect(isNumberTyping('-1', { signed: false })).toBe(false);
    expect(isNumberTyping('12.5', { signed: false })).toBe(true);
  });
});

describe('parseNumberText', () => {
  it('reads complete numbers only', () => {
    expect(parseNumberText(' 12.50 ')).toBe(12.5);
    expect(parseNumberText('-3')).toBe(-3);
    expect(parseNumberText('12.')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('')).toBeNull();
  });
});
