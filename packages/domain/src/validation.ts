import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Field rules of spec §5, defined once: the web form and the API give the same messages, which
 * are catalogue keys (see messages/) translated where they are shown.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const ZPassword = z
  .string()
  .max(255, 'validation.password.tooLong')
  .refine((value) => !/\s/.test(value), 'validation.password.noSpaces')
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
  .refine((value) => /\d/.test(value), 'validation.password.digit')
  .refine((value) => /[!@#$%^&*]/.test(value), 'validation.password.special')
  .refine((value) => /\p{Ll}/u.test(value), 'validation.password.lowercase')
  .refine((value) => /\p{Lu}/u.test(value), 'validation.password.uppercase');

/** Letters of any script (Urdu names are valid) and spaces. */
export const ZPersonName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(/^[\p{L}\p{M}]+(?:[\s'-][\p{L}\p{M}]+)*$/u, 'validation.name');

/** International format with the country code, e.g. +923001234567. */
export const ZPhoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'validation.phone');

/** Password and its confirmation; the mismatch is reported on the confirmation field. */
export const ZNewPassword = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });

/** What checking an uploaded file's rows reports: counts, and the problems of each failing row. */
export const ZRowCheck = z.object({
  totalItems: z.number().int(),
  validItems: z.number().int(),
  failedItems: z.number().int(),
  errors: z.array(z.object({ index: z.number().int(), errors: z.array(z.string()) })),
});

/**
 * PostgreSQL cannot store the NUL character in text or jsonb: a value holding one fails in the
 * database instead of in validation. Lists the dotted path of every string, or object key, that
 * holds one ('' for the value itself). Walks without recursion, so a hostile, deeply nested body
 * cannot exhaust the stack.
 */
export function pathsWithNulCharacter(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(next.path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(next.path, String(index)) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) found.push(join(next.path, key));
        pending.push({ value: item, path: join(next.path, key) });
      }
    }
  }
  return found.sort();
}
