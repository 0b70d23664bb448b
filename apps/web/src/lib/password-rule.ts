import { ZPassword } from '@opentrace/domain';

/**
 * The password rule of spec §5 is defined once, in the shared ZPassword schema the API enforces.
 * This module only maps its failures to the checklist the forms show, so the browser can never
 * disagree with the server about what a valid password is.
 */
export const PASSWORD_REQUIREMENTS = ['noSpaces', 'minLength', 'digit', 'special', 'lowercase', 'uppercase'] as const;
export type TPasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/** The message key ZPassword reports when a requirement is not met. */
const FAILURE_KEYS: Record<TPasswordRequirement, string> = {
  noSpaces: 'validation.password.noSpaces',
  minLength: 'validation.password.tooShort',
  digit: 'validation.password.digit',
  special: 'validation.password.special',
  lowercase: 'validation.password.lowercase',
  uppercase: 'validation.password.uppercase',
};

function failures(password: string): Set<string> {
  const result = ZPassword.safeParse(password);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
}

/** Each requirement with whether the password meets it, in the order the form lists them. */
export function checkPassword(password: string): { requirement: TPasswordRequirement; met: boolean }[] {
  const failed = failures(password);
  return PASSWORD_REQUIREMENTS.map((requirement) => ({
    requirement,
    met: !failed.has(FAILURE_KEYS[requirement]),
  }));
}

export function isValidPassword(password: string): boolean {
  return ZPassword.safeParse(password).success;
}
