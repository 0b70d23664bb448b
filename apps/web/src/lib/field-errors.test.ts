import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors.ts';

describe('splitFieldErrors', () => {
  it('keeps the first message per known field and returns the rest', () => {
    const result = splitFieldErrors(
      [
        { path: 'email', message: 'Invalid email' },
        { path: 'email', message: 'Second email message' },
        { path: 'token', message: 'Invalid token' },
      ],
      ['email', 'password'] as const,
    );
    expect(result.byField).toEqual({ email: 'Invalid email' });
    expect(result.other).toEqual([{ path: 'token', message: 'Invalid token' }]);
  });
});
