import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { conflictOf, withConflicts } from './conflicts.ts';

const context = { t: (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}` };
/** What both drivers throw for a unique violation, wrapped as drizzle wraps it. */
const violation = (constraint: string) => Object.assign(new Error('query failed'), { cause: { code: '23505', constraint } });

describe('conflict map', () => {
  it('answers the named index with its message and field', () => {
    const error = conflictOf(
      violation('qr_code_batches_name_idx'),
      { qr_code_batches_name_idx: { messageKey: 'qrCodes.batchNameTaken', params: { name: 'A' }, path: 'name' } },
      context,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error?.statusCode).toBe(409);
    expect(error?.messageKey).toBe('qrCodes.batchNameTaken');
    expect(error?.details).toEqual([{ path: 'name', message: 'qrCodes.batchNameTaken{"name":"A"}' }]);
  });

  it("answers any other unique index with '*', and leaves other errors alone", async () => {
    const any = conflictOf(violation('roles_name_idx'), { '*': { messageKey: 'roles.nameTaken' } }, context);
    expect(any?.messageKey).toBe('roles.nameTaken');
    expect(any?.details).toBeUndefined();
    expect(conflictOf(violation('other_idx'), { some_idx: { messageKey: 'roles.nameTaken' } }, context)).toBeNull();
    const plain = new Error('connection lost');
    await expect(withConflicts(() => Promise.reject(plain), { '*': { messageKey: 'roles.nameTaken' } }, context)).rejects.toBe(plain);
  });
});
