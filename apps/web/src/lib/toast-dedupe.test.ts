import { describe, expect, it } from 'vitest';
import { isDuplicateToast } from './toast-dedupe.ts';

describe('isDuplicateToast', () => {
  it('finds a message identical to one on screen', () => {
    expect(isDuplicateToast('Invalid email or password', ['Saved', 'Invalid email or password'])).toBe(true);
  });

  it('lets a different message through', () => {
    expect(isDuplicateToast('Invalid email or password', ['Saved'])).toBe(false);
    expect(isDuplicateToast('Saved', [])).toBe(false);
  });

  it('ignores differences in surrounding and repeated whitespace only', () => {
    expect(isDuplicateToast('  Saved   changes ', ['Saved changes'])).toBe(true);
    expect(isDuplicateToast('saved changes', ['Saved changes'])).toBe(false);
  });
});
