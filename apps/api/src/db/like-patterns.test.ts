import { describe, expect, it } from 'vitest';
import { containing, startingWith } from './like-patterns.ts';

describe('LIKE patterns for typed search text', () => {
  it('match the text anywhere, or at the start', () => {
    expect(containing('Multan')).toBe('%Multan%');
    expect(startingWith('Mul')).toBe('Mul%');
  });

  it("take a typed %, _ or backslash as that character, not as LIKE's wildcard or escape", () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(startingWith('a_b')).toBe('a\\_b%');
  });
});
